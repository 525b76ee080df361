/**
 * Who is asking and where the database is, for pages, layouts and src/middleware.ts. The customer
 * comes only from the HttpOnly session cookie, resolved by the same service the API uses
 * (functions/api/services/account/sessions.ts), so a page and an /api call never disagree about who is in.
 */
import type { SessionUser } from '../../functions/api/env';
import { SESSION_COOKIE } from '../../functions/api/middleware/session';
import { customerSession } from '../../functions/api/services/account';
import { PRIVATE_NO_STORE } from '../lib/domain/cache-control';
import { loginHref } from '../lib/domain/account/login-link';
import * as clock from './clock';

export type { SessionUser };
export { SESSION_COOKIE };

/** The customer behind a session cookie value, or null. */
export async function customerForCookie(db: D1Database, token: string | undefined, now = clock.now()): Promise<SessionUser | null> {
  return (await customerSession(db, token, now))?.user ?? null;
}

/** The D1 binding, or null while pages are pre-rendered at build time (no database then). */
export function storeDb(locals: App.Locals): D1Database | null {
  const env = (locals as Partial<App.Locals>).runtime?.env as { DB?: D1Database } | undefined;
  return env?.DB ?? null;
}

/**
 * A server-rendered page asked for the database and the Worker has none (a deploy without its D1
 * binding, or a page marked for pre-rendering that needs data). src/middleware.ts answers 503.
 */
export class StoreUnavailable extends Error {
  readonly status = 503;
  constructor(path: string) {
    super(`No D1 binding "DB" while rendering ${path}: check wrangler.toml [[d1_databases]] and that the page is not pre-rendered`);
    this.name = 'StoreUnavailable';
  }
}

/**
 * Renders a page; one that threw StoreUnavailable is "down for a moment" (503, try again), not a 500
 * with a stack trace. src/middleware.ts wraps every server-rendered page in it.
 */
export async function orUnavailable(render: () => Promise<Response>): Promise<Response> {
  try {
    return await render();
  } catch (err) {
    if (!(err instanceof StoreUnavailable)) throw err;
    console.error(err.message);
    return new Response('The store is unavailable for a moment. Please try again shortly.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': '30' },
    });
  }
}

/** The D1 binding of a server-rendered page; throws StoreUnavailable (503) when there is none. */
export function pageDb(astro: { locals: App.Locals; url: URL }): D1Database {
  const db = storeDb(astro.locals);
  if (!db) throw new StoreUnavailable(astro.url.pathname);
  return db;
}

interface PageContext {
  locals: App.Locals;
  url: URL;
  /** the address asked for: url is the route's (/en/checkout on the English page at /checkout) */
  originPathname: string;
  redirect(path: string, status?: 301 | 302 | 303 | 307 | 308): Response;
}

/**
 * The signed-in customer of a login-protected page, or the redirect to send instead (login, coming
 * back here afterwards). src/middleware.ts already sends guests away from the SPEC §2 protected
 * routes; this makes each page say so itself instead of asserting it.
 *
 *   const user = requireCustomer(Astro);
 *   if (user instanceof Response) return user;
 */
export function requireCustomer(astro: PageContext): SessionUser | Response {
  const user = (astro.locals as Partial<App.Locals>).user;
  if (user) return user;
  return astro.redirect(loginHref(astro.originPathname + astro.url.search), 302);
}
