import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { deleteSession, insertSession, SESSION_TTL_MS } from '../db/account/sessions';
import type { AppEnv, SessionUser } from '../env';
import { randomHex, sha256Hex } from '../lib/crypto';
import { customerSession } from '../services/account/sessions';
import { refusal } from '../lang';
import { said } from '../../../src/lib/domain/i18n/said';
import * as clock from '../lib/clock';

export const SESSION_COOKIE = 'sid';

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

export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const token = randomHex(32);
  await insertSession(c.env.DB, await sha256Hex(token), userId, clock.now());
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = c.get('sessionId');
  if (id) await deleteSession(c.env.DB, id);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}
