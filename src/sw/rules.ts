/**
 * What the store's service worker (src/sw/sw.ts) may touch, keep and show offline. Pure, so the unit
 * test (tests/api/service-worker.test.ts) holds each rule without a browser; the worker only wires
 * them to Serwist's routes.
 */
import { splitLocale } from '../lib/domain/i18n/langs';

export const OFFLINE = '/offline';
/** The offline page in each language, precached with the files they name (scripts/sw/build.mjs). */
export const OFFLINE_PAGES = [OFFLINE, '/kn/offline', '/hi/offline'] as const;

/** Files outside /_astro and /icons that the store needs offline too (precached with build revisions). */
export const SHELL_FILES = ['/logo.svg', '/favicon.svg', '/manifest.webmanifest'] as const;

/**
 * Personal pages (and the server's own paths), never kept even if a response said it could be: a
 * belt to the server's `private, no-store` braces. Matched on the English path, so /kn/cart too.
 */
const NEVER = /^\/(api|staff|partials|checkout|cart|login|logout|my-|order|invoice|wishlist|notification|bills|redeemhistory|account)/;

export function neverKept(pathname: string): boolean {
  return NEVER.test(splitLocale(pathname).path);
}

/** What the worker leaves alone, straight to the network: anything not GET, other sites, the API and staff. */
export function untouched(request: { method: string }, url: URL, origin: string): boolean {
  return request.method !== 'GET' || url.origin !== origin || /^\/(api|staff)\b/.test(url.pathname);
}

/** Hashed build files (never change) and the app icons: served from the cache first. */
export function isStaticFile(pathname: string): boolean {
  return /^\/(_astro|icons)\//.test(pathname);
}

export function isShellFile(pathname: string): boolean {
  return (SHELL_FILES as readonly string[]).includes(pathname);
}

/** Only a page the server says is the same for everyone (a guest catalogue page) may be kept. */
export function shareable(res: Pick<Response, 'ok' | 'type' | 'headers'>): boolean {
  const cc = res.headers.get('cache-control') ?? '';
  return res.ok && res.type === 'basic' && !/private|no-store/.test(cc) && /public|s-maxage/.test(cc) && !res.headers.has('set-cookie');
}

/** The offline page in the language of the page asked for: /kn/cart → /kn/offline. */
export function offlinePageFor(pathname: string): string {
  const { lang } = splitLocale(pathname);
  return lang === 'en' ? OFFLINE : `/${lang}${OFFLINE}`;
}
