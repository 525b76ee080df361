/**
 * Which page requests may be answered from the guest page cache: GET catalogue pages from visitors
 * without a session cookie (they all see the same page). Used by the Worker entry (answers hits
 * before Astro starts) and the Astro middleware (stores misses), so both agree on the key.
 */
import { SESSION_COOKIE } from '../../../functions/api/middleware/session';

const GUEST_CACHEABLE = ['/', '/shop', '/product-details-one', '/view-detail', '/category', '/all-category', '/search', '/faqs', '/partials'];

export function isGuestCacheablePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return GUEST_CACHEABLE.some((p) => path === p || (p !== '/' && path.startsWith(`${p}/`)));
}

export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

export function guestPageKey(url: string): string {
  return `PAGE ${url}`;
}

/** Longer URLs (odd query strings) are rendered but never kept. */
export const MAX_CACHED_URL = 1024;
