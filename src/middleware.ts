import { defineMiddleware } from 'astro:middleware';
import { findSessionUser } from '../functions/api/db/sessions';
import { sha256Hex } from '../functions/api/lib/crypto';
import { SESSION_COOKIE } from '../functions/api/middleware/session';
import type { Env } from '../functions/api/env';
import { cacheSeconds, keepResponse } from '../functions/api/services/catalogue-cache';
import { guestPageKey, isGuestCacheablePath, MAX_CACHED_URL } from './lib/server/guest-pages';
import { loginHref } from './lib/domain/login-link';

/**
 * Pages only: resolves the session cookie to Astro.locals.user and keeps guests out of the SPEC §2
 * login-protected routes (302 to /login?next=…). Public pages without a cookie never touch D1;
 * /api/* has its own session middleware in Hono.
 */

const PROTECTED = [
  '/my-account', // its sub-routes too: addresslist, editaddresslist/add, editaddresslist/{id}/edit, …
  '/my-dashboard',
  '/account-edit',
  '/checkout',
  '/order-complete',
  '/order-success',
  '/invoice-one',
  '/bills',
  '/redeemhistory',
  '/qrcode', // SPEC §6: QR scan needs a logged-in user
];

/**
 * Renders a guest's catalogue page and keeps it; the Worker entry (src/worker.ts) answers the
 * repeats before Astro starts, so this side only ever fills the cache.
 */
async function keepGuestPage(db: D1Database, env: Env, url: string, next: () => Promise<Response>): Promise<Response> {
  const ttl = cacheSeconds(env) * 1000;
  const now = Date.now();
  const res = await next();
  if (ttl <= 0 || url.length > MAX_CACHED_URL) return res;
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/html') || res.headers.has('set-cookie')) return res;
  return keepResponse(db, guestPageKey(url), res, now, ttl);
}

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROTECTED.some((p) => path === p || path.startsWith(`${p}/`));
}

// Files are served by the assets binding before the Worker runs; anything with an extension that
// still reaches here (or Vite's dev paths) is not a page.
const NOT_A_PAGE = /^\/(api|_astro|_image|@|node_modules)(\/|$)|\.[a-z0-9]+$/i;

function noStore(response: Response): Response {
  try {
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch {
    // redirects made by Response.redirect() have immutable headers
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', 'private, no-store');
    return copy;
  }
}

/** The staff console: its pages check the staff cookie themselves (src/lib/server/staff.ts). */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  context.locals.user = null;
  if (context.isPrerendered || NOT_A_PAGE.test(pathname)) return next();
  // staff pages (redirects and errors too) are never kept by a browser, a CDN or the guest page cache,
  // and never look at the shopper's session
  if (isStaffPath(pathname)) return noStore(await next());

  const token = context.cookies.get(SESSION_COOKIE)?.value;
  const db = context.locals.runtime?.env?.DB;
  if (token && /^[0-9a-f]{64}$/.test(token) && db) {
    context.locals.user = await findSessionUser(db, await sha256Hex(token), Date.now());
  }

  if (!isProtectedPath(pathname)) {
    // guests all see the same catalogue pages, so one render serves many (catalogue-cache.ts, src/worker.ts)
    if (!token && db && context.request.method === 'GET' && isGuestCacheablePath(pathname)) {
      return keepGuestPage(db, context.locals.runtime.env, context.url.href, next);
    }
    // a customer's page carries their name in the header: never let a browser or CDN keep it
    return context.locals.user ? noStore(await next()) : next();
  }
  if (!context.locals.user) {
    return noStore(new Response(null, { status: 302, headers: { Location: loginHref(pathname + search) } }));
  }
  return noStore(await next());
});
