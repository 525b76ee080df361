/**
 * Reads near every shopper (issue 31): D1's Sessions API. With read replication on, a query sent
 * through a session may be answered by a replica near the shopper; the session's bookmark says how
 * new a copy must be, so a shopper who just wrote (an address, a cart line, a sign-in) reads their
 * own write on the next request too. The last bookmark travels in a cookie. Without replication
 * (and locally: one copy) the session goes to the one database and changes nothing.
 *
 * Where a request starts: staff, checkout and order placement, payments (their webhook too) and
 * jobs at the primary, since what they decide (money, stock, an order's state) must be read from
 * the newest copy; every other request at its bookmark, or anywhere when it has none.
 */

/** The shopper's last bookmark (HttpOnly, SameSite=Lax, Secure outside development). */
export const BOOKMARK_COOKIE = 'd1_bookmark';

/** A bookmark only steers a read for the next moments; an hour is ample and a stale one does no harm. */
export const BOOKMARK_MAX_AGE_S = 3600;

/** D1's bookmarks look like 00000000-00000026-00000000-<32 hex>; anything else is not sent to D1. */
const BOOKMARK = /^[0-9a-f]{8}(-[0-9a-f]{8}){2}-[0-9a-f]{32}$/i;

/** API paths whose requests start at the primary: the console, money, stock and an order's state. */
const PRIMARY_API = [
  /^\/api\/staff(\/|$)/,
  /^\/api\/order(\/|$)/, // placing an order, reading it back, its problems
  /^\/api\/orderCancel$/,
  /^\/api\/payments\//, // create, verify, status and the provider's webhook
  /^\/api\/payment-attempts$/,
  /^\/api\/cartPrice$/, // the checkout's prices and stock
  /^\/api\/promocodeCheck$/,
  /^\/api\/subscriptions(\/|$)/, // each one becomes orders
  /^\/api\/dev\/jobs\//, // the scheduled jobs, run by hand in development
];

/** Pages that start at the primary: the staff console and checkout's steps. */
const PRIMARY_PAGES = [/^\/staff(\/|$)/, /^\/checkout(\/|$)/, /^\/order-complete(\/|$)/, /^\/order-success(\/|$)/];

/**
 * Paths whose answers never carry the bookmark: the staff console (its sessions always start at the
 * primary, so a bookmark would never be read) and the anonymous vitals beacon (no cookie, by promise).
 */
const NO_BOOKMARK = [/^\/(api\/)?staff(\/|$)/, /^\/api\/vitals$/];

/** Where a request's session starts, by its path (a page's without its /kn or /hi prefix). */
export function sessionStart(pathname: string): D1SessionConstraint {
  const primary = pathname.startsWith('/api/') ? PRIMARY_API : PRIMARY_PAGES;
  return primary.some((p) => p.test(pathname)) ? 'first-primary' : 'first-unconstrained';
}

/** The bookmark cookie's value in a Cookie header, or null when absent or not a bookmark. */
export function bookmarkIn(cookieHeader: string | null | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === BOOKMARK_COOKIE) {
      const value = rest.join('=');
      return BOOKMARK.test(value) ? value : null;
    }
  }
  return null;
}

export function bookmarkCookie(bookmark: string, development: boolean): string {
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_S}; HttpOnly; SameSite=Lax${development ? '' : '; Secure'}`;
}

// the binding behind each session, so what is kept per database (catalogue-cache.ts) stays per database
const bindings = new WeakMap<object, D1Database>();

/** The D1 binding behind `db`: itself, or the binding a session was opened on. */
export function bindingOf(db: D1Database): D1Database {
  return bindings.get(db) ?? db;
}

export interface RequestSession {
  /** the session, in the binding's shape: every query of the request goes through it */
  db: D1Database;
  /** the session's bookmark after the request's queries (null: it sent none) */
  bookmark(): string | null;
  /** where the session started: a constraint, or the bookmark the request carried */
  start: D1SessionConstraint | 'bookmark';
  /** whether the answer may carry the shopper's new bookmark (not the console's, not the beacon's) */
  carries: boolean;
}

/**
 * A session for one request, shaped as the binding the services take. A session has prepare and
 * batch (all the code calls) but no exec or dump: those refuse loudly rather than run past it.
 */
export function openSession(binding: D1Database, pathname: string, cookieHeader: string | null | undefined): RequestSession {
  const constraint = sessionStart(pathname);
  const carried = constraint === 'first-primary' ? null : bookmarkIn(cookieHeader);
  const session = sessionOn(binding, carried ?? constraint, carried ? 'bookmark' : constraint);
  return { ...session, carries: !NO_BOOKMARK.some((p) => p.test(pathname)) };
}

/** One session at the primary, for work that is no shopper's request (the scheduled jobs). */
export function primarySession(binding: D1Database): D1Database {
  return sessionOn(binding, 'first-primary', 'first-primary').db;
}

function sessionOn(binding: D1Database, from: string, start: RequestSession['start']): RequestSession {
  // a stand-in binding without sessions (a test's second "isolate") is used as it is
  if (typeof binding.withSession !== 'function') return { db: binding, bookmark: () => null, start, carries: false };
  const session = binding.withSession(from);
  const db: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: () => Promise.reject(new Error('exec() does not go through a D1 session: use prepare() and batch()')),
    dump: () => Promise.reject(new Error('dump() does not go through a D1 session')),
    withSession: (other) => binding.withSession(other),
  };
  bindings.set(db, binding);
  return { db, bookmark: () => session.getBookmark(), start, carries: false };
}

/**
 * The Set-Cookie for the request's new bookmark, or null: none when the session sent no query or
 * the bookmark did not move; never on an answer a CDN or the guest page cache may keep for
 * everyone (one shopper's cookie must not ride on it; such an answer wrote nothing); never on a
 * refusal (4xx, 5xx: a wrong OTP's counted guess is nothing to read back, and a refused guesser
 * gets no cookie at all); never on the console's or the beacon's paths (`carries`).
 */
export function bookmarkToSet(
  session: RequestSession,
  cookieHeader: string | null | undefined,
  answer: { shared: boolean; status: number },
  development: boolean,
): string | null {
  if (answer.shared || answer.status >= 400 || !session.carries) return null;
  const now = session.bookmark();
  if (now === null || now === bookmarkIn(cookieHeader)) return null;
  return bookmarkCookie(now, development);
}

/** `response` with `cookie` added (a copy when its headers are immutable, as a Response.redirect's are). */
export function withSetCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
}

/** Answers anyone may keep (Cache-Control public or s-maxage): they carry no shopper's cookie. */
export function isSharedAnswer(response: Response): boolean {
  return /\b(public|s-maxage)\b/i.test(response.headers.get('Cache-Control') ?? '');
}
