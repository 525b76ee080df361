import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { pageSession, sessionBookmarkCookie } from './server/d1-session';
import { isGuestCacheablePath, keepGuestPage } from './server/guest-pages';
import { customerForCookie, orUnavailable, SESSION_COOKIE } from './server/session';
import { PRIVATE_NO_STORE } from './lib/domain/cache-control';
import { loginHref } from './lib/domain/account/login-link';
import { DEFAULT_LANG, localePath, offeredLang, rememberedLangLocation, splitLocale } from './lib/domain/i18n/langs';
import { safeReturn } from './lib/domain/account/safe-return';
import { DEV_NOW_HEADER, withRequestClock } from './server/clock';

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
  '/credit-note',
  '/bills',
  '/redeemhistory',
  '/qrcode', // SPEC §6: QR scan needs a logged-in user
];

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROTECTED.some((p) => path === p || path.startsWith(`${p}/`));
}

// Files are served by the assets binding before the Worker runs; anything with an extension that
// still reaches here (or Vite's dev paths) is not a page.
const NOT_A_PAGE = /^\/(api|_astro|_image|@|node_modules)(\/|$)|\.[a-z0-9]+$/i;

function noStore(response: Response): Response {
  try {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  } catch {
    // redirects made by Response.redirect() have immutable headers
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return copy;
  }
}

/** The staff console: its pages check the staff cookie themselves (src/server/staff.ts). */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

/** Not pages a shopper opens by address: fetched fragments, the switch itself. */
const NO_LANG_REDIRECT = /^\/(partials|lang)(\/|$)/;

/**
 * The routes of pages in a language (src/pages/[lang]/…) and the catch-all. An English address
 * (/cart) matches one of them only by accident ([lang] = 'cart'), and is rendered by its /en/… route;
 * the switch (/lang), staff and the content editor's pages are not in a language and keep theirs.
 */
function isShopRoute(routePattern: string): boolean {
  return routePattern.startsWith('/[lang]') || routePattern === '/[...slug]';
}

/** The route of an English address: /cart → /en/cart, / → /en (src/pages/[lang]/…). */
function englishRoute(pathname: string): string {
  return `/${DEFAULT_LANG}${pathname === '/' ? '' : pathname}`;
}

/**
 * Pages read D1 through one session per request, as the API does (server/d1-session.ts): the
 * env the page sees carries the session as DB, and the answer the shopper's new bookmark, unless it
 * is a page anyone may keep (a guest's catalogue page), which never carries one shopper's cookie.
 */
export const onRequest = defineMiddleware((context, next) =>
  // the request's clock (functions/api/lib/clock.ts); under astro dev src/worker.ts does not run, and
  // a page pre-rendered at build has no request headers to read
  withRequestClock(context.locals.runtime?.env, context.isPrerendered ? null : context.request.headers.get(DEV_NOW_HEADER), () =>
    withSession(context, next),
  ),
);

async function withSession(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const runtime = context.locals.runtime;
  if (context.isPrerendered || !runtime?.env?.DB || NOT_A_PAGE.test(splitLocale(context.url.pathname).path)) return page(context, next);
  const cookie = context.request.headers.get('cookie');
  const session = pageSession(runtime.env, splitLocale(context.url.pathname).path, cookie);
  // a copy: the Worker's env object is shared by every request of the isolate
  context.locals.runtime = { ...runtime, env: { ...runtime.env, DB: session.db } };
  return sessionBookmarkCookie(await page(context, next), session, cookie, runtime.env);
}

async function page(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { search } = context.url;
  // Shop pages live under src/pages/[lang]/, so /kn/cart is its own route and Astro.currentLocale says
  // so; English keeps its addresses without a prefix (/cart), which render the /en/cart route. The
  // rules below (protected, staff, cacheable) speak of the English path.
  const { lang, path: pathname } = splitLocale(context.url.pathname);
  // an unknown address (/nowhere, /en/cart, /xx/cart, /missing.png) becomes /en/… too, which only the
  // catch-all answers
  const route = lang === DEFAULT_LANG && isShopRoute(context.routePattern) ? () => next(englishRoute(pathname) + search) : next;
  context.locals.langOffer = null;
  context.locals.user = null;
  if (context.isPrerendered) return next();
  if (NOT_A_PAGE.test(pathname)) return route();
  // staff pages (redirects and errors too) are never kept by a browser, a CDN or the guest page cache,
  // and never look at the shopper's session
  if (isStaffPath(pathname)) return noStore(await next());

  const cookieHeader = context.request.headers.get('cookie');
  if (context.request.method === 'GET' && !NO_LANG_REDIRECT.test(pathname)) {
    const remembered = rememberedLangLocation(
      cookieHeader,
      context.url.pathname,
      search,
      context.request.headers.get('referer'),
      context.url.origin,
    );
    if (remembered) return noStore(new Response(null, { status: 302, headers: { Location: remembered, Vary: 'Cookie' } }));
  }
  context.locals.langOffer = offeredLang(cookieHeader, context.request.headers.get('accept-language'), lang);
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  const db = context.locals.runtime?.env?.DB;
  if (token && db) context.locals.user = await customerForCookie(db, token);
  const render = () => orUnavailable(route);

  if (!isProtectedPath(pathname)) {
    // a festival preview link (?preview=<pass>) shows another day to one person: never kept anywhere
    if (context.url.searchParams.has('preview')) return noStore(await render());
    // guests all see the same catalogue pages, so one render serves many (catalogue-cache.ts, src/worker.ts);
    // a page offering this visitor another language is theirs alone
    if (!token && db && context.request.method === 'GET' && isGuestCacheablePath(pathname) && !context.locals.langOffer) {
      return keepGuestPage(db, context.locals.runtime.env, context.url.href, render);
    }
    // a customer's page carries their name in the header: never let a browser or CDN keep it
    return context.locals.user ? noStore(await render()) : render();
  }
  if (!context.locals.user) {
    return noStore(
      new Response(null, {
        status: 302,
        headers: { Location: safeReturn(localePath(lang, loginHref(context.url.pathname + search)), localePath(lang, '/login')) },
      }),
    );
  }
  return noStore(await render());
}
