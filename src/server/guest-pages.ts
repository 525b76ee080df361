/**
 * Which page requests may be answered from the guest page cache: GET catalogue pages from visitors
 * without a session cookie (they all see the same page). Used by the Worker entry (answers hits
 * before Astro starts) and the Astro middleware (stores misses), so both agree on the key.
 */
import type { Env } from '../../functions/api/env';
import { SESSION_COOKIE } from '../../functions/api/middleware/session';
import { offeredLang, rememberedLangPath, splitLocale } from '../lib/domain/i18n/langs';
import {
  cacheSeconds,
  catalogueVersion,
  checkCatalogueStamp,
  keepResponse,
  readCached,
  toResponse,
  keepSharedPage,
  readSharedPage,
} from '../../functions/api/services/catalogue';
import * as clock from './clock';

const GUEST_CACHEABLE = [
  '/',
  '/shop',
  '/product-details-one',
  '/view-detail',
  '/category',
  '/all-category',
  '/search',
  '/faqs',
  '/partials',
];

export function isGuestCacheablePath(pathname: string): boolean {
  // /kn/shop is /shop in Kannada: its own URL, so its own cache entry
  const path = splitLocale(pathname).path.replace(/\/+$/, '') || '/';
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

/** A guest's catalogue page already in the cache (the Worker entry answers it before Astro starts), or null. */
export async function cachedGuestPage(request: Request, env: Env, now = clock.now()): Promise<Response | null> {
  if (request.method !== 'GET' || request.url.length > MAX_CACHED_URL || !env.DB || cacheSeconds(env) <= 0) return null;
  const cookie = request.headers.get('cookie');
  if (hasSessionCookie(cookie)) return null;
  const { pathname, origin, searchParams } = new URL(request.url);
  // a festival preview link is one person's look at another day (src/middleware.ts never keeps it)
  if (!isGuestCacheablePath(pathname) || searchParams.has('preview')) return null;
  // the middleware answers these: a remembered language's redirect, or a page offering one
  if (
    rememberedLangPath(cookie, pathname, request.headers.get('referer'), origin) ||
    offeredLang(cookie, request.headers.get('accept-language'), splitLocale(pathname).lang)
  )
    return null;
  // a change made through another isolate drops this one's copies first (the cache rule)
  await checkCatalogueStamp(env.DB, now);
  const hit = readCached(env.DB, guestPageKey(request.url), now);
  if (hit) return toResponse(hit);
  // another isolate here may have rendered it under the same catalogue stamp
  const version = catalogueVersion(env.DB);
  return version === null ? null : readSharedPage(request.url, version);
}

/**
 * Renders a guest's catalogue page and keeps it; the Worker entry answers the repeats before Astro
 * starts, so the Astro middleware only ever fills the cache.
 */
export async function keepGuestPage(
  db: D1Database,
  env: Env,
  url: string,
  render: () => Promise<Response>,
  now = clock.now(),
): Promise<Response> {
  const ttl = cacheSeconds(env) * 1000;
  // read before rendering: the page then shows this stamp's catalogue or a newer one, never an older
  const version = catalogueVersion(db);
  const res = await render();
  if (ttl <= 0 || url.length > MAX_CACHED_URL) return res;
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/html') || res.headers.has('set-cookie')) return res;
  return keepResponse(db, guestPageKey(url), res, now, ttl, async (answer, staleAt) => {
    if (version !== null) await keepSharedPage(url, version, answer, staleAt, now);
  });
}
