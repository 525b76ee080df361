import type { MiddlewareHandler } from 'hono';
import { type AppEnv, isDevelopment } from '../env';
import { bookmarkToSet, isSharedAnswer, openSession, withSetCookie } from '../lib/d1-sessions';

/**
 * Every API request reads and writes through one D1 session (lib/d1-sessions.ts): c.env.DB is
 * swapped for it before any route or middleware touches the database, so no route can forget.
 * The answer carries the session's new bookmark in the shopper's cookie, unless it is one anyone
 * may keep (the catalogue's): a shared answer never carries one shopper's cookie.
 */
export function d1Session(): MiddlewareHandler<AppEnv> {
  return async function d1Session(c, next) {
    const cookie = c.req.header('cookie');
    const session = openSession(c.env.DB, c.req.path, cookie);
    // a copy: the Worker's env object is shared by every request of the isolate
    c.env = { ...c.env, DB: session.db };
    await next();
    const shared = c.get('shareable') || isSharedAnswer(c.res);
    const set = bookmarkToSet(session, cookie, { shared, status: c.res.status }, isDevelopment(c.env));
    if (set) c.res = withSetCookie(c.res, set);
  };
}
