/**
 * Opening and closing a session, the customer's and the staff member's alike: a fresh random token
 * in an HttpOnly cookie, only its SHA-256 in the store (db/account/sessions.ts). The two kinds
 * differ only in their table, cookie and SameSite: staff screens are never reached from a link
 * on another site, so their cookie is Strict.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { deleteSession, insertSession, SESSION_TTL_MS, type SessionTable } from '../db/account';
import type { AppEnv } from '../env';
import { randomHex, sha256Hex } from '../lib/crypto';
import * as clock from '../lib/clock';

export interface SessionKind {
  table: SessionTable;
  cookie: string;
  sameSite: 'Lax' | 'Strict';
  /** where the request's current session id is kept (set by the kind's middleware) */
  current: 'sessionId' | 'staffSessionId';
}

export const CUSTOMER_SESSION: SessionKind = { table: 'session', cookie: 'sid', sameSite: 'Lax', current: 'sessionId' };
export const STAFF_SESSION: SessionKind = {
  table: 'staff_session',
  cookie: 'staff_session',
  sameSite: 'Strict',
  current: 'staffSessionId',
};

/**
 * Signs `ownerId` in with a fresh token. A session the browser already had ends first: an id
 * planted before sign-in is never promoted.
 */
export async function openSession(c: Context<AppEnv>, kind: SessionKind, ownerId: number): Promise<void> {
  const previous = c.get(kind.current);
  if (previous) await deleteSession(c.env.DB, previous, kind.table);
  const token = randomHex(32);
  await insertSession(c.env.DB, await sha256Hex(token), ownerId, clock.now(), kind.table);
  setCookie(c, kind.cookie, token, {
    httpOnly: true,
    secure: true,
    sameSite: kind.sameSite,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS[kind.table] / 1000),
  });
}

/** Signs out: the session row goes, and the cookie with it. */
export async function closeSession(c: Context<AppEnv>, kind: SessionKind): Promise<void> {
  const id = c.get(kind.current);
  if (id) await deleteSession(c.env.DB, id, kind.table);
  deleteCookie(c, kind.cookie, { path: '/', secure: true });
}
