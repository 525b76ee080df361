import type { Context, MiddlewareHandler } from 'hono';
import { PRIVATE_NO_STORE } from '../../../src/lib/domain/cache-control';
import type { AppEnv } from '../env';
import { SESSION_COOKIE } from './session';
import { STAFF_COOKIE } from './staff-session';

/**
 * Every answer to a request that carries a customer's or a clerk's session cookie is
 * `Cache-Control: private, no-store`, whatever the route forgot to say: a profile, an order list or
 * a cart kept by a shared proxy or a browser's back-forward cache is someone's personal data in the
 * wrong hands. A route whose answer is the same for everyone (the catalogue) opts in to caching with
 * shareAnswer(c); nothing else can. Answers that start a session (login) count as signed in too.
 */

const SESSION_COOKIES = [SESSION_COOKIE, STAFF_COOKIE];

function names(pairs: string[]): string[] {
  return pairs.map((p) => p.split('=')[0]!.trim());
}

/** The request carries a customer or staff session cookie (valid or not: a stale one is still someone's). */
export function carriesSession(cookieHeader: string | undefined | null): boolean {
  return !!cookieHeader && names(cookieHeader.split(';')).some((n) => SESSION_COOKIES.includes(n));
}

function startsSession(headers: Headers): boolean {
  return names(headers.getSetCookie()).some((n) => SESSION_COOKIES.includes(n));
}

/** The route's answer is the same for every shopper: it keeps its own Cache-Control. */
export function shareAnswer(c: Context<AppEnv>): void {
  c.set('shareable', true);
}

export function privateAnswers(): MiddlewareHandler<AppEnv> {
  return async function privateAnswers(c, next) {
    c.set('shareable', false);
    await next();
    if (c.get('shareable') || !(carriesSession(c.req.header('cookie')) || startsSession(c.res.headers))) return;
    try {
      c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
    } catch {
      // a redirect made by Response.redirect() has immutable headers: answer with a copy
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('Cache-Control', PRIVATE_NO_STORE);
      c.res = undefined;
      c.res = copy;
    }
  };
}
