import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, SessionUser } from '../env';
import { customerSession } from '../services/account/sessions';
import { refusal } from '../lang';
import { said } from '../../../src/lib/domain/i18n/said';
import { closeSession, CUSTOMER_SESSION, openSession } from './session-cookie';

export const SESSION_COOKIE = CUSTOMER_SESSION.cookie;

/**
 * Resolves the signed-in customer from the HttpOnly session cookie. The browser never names the
 * user: every user-scoped route reads c.var.user, set only here.
 */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    c.set('user', null);
    c.set('sessionId', null);
    const found = await customerSession(c.env.DB, getCookie(c, SESSION_COOKIE));
    if (found) {
      c.set('user', found.user);
      c.set('sessionId', found.id);
    }
    await next();
  };
}

/** 401 for guests; handlers after it can rely on c.var.user. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async function requireUser(c, next) {
    if (!c.get('user')) {
      return c.json(refusal(c, said('srv.loginRequired'), { login: true }), 401);
    }
    await next();
  };
}

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new Error('requireUser() must run before currentUser()');
  return user;
}

/** Signs the customer in (a session the browser had before ends: session-cookie.ts). */
export function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  return openSession(c, CUSTOMER_SESSION, userId);
}

export function endSession(c: Context<AppEnv>): Promise<void> {
  return closeSession(c, CUSTOMER_SESSION);
}
