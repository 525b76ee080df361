/**
 * Pages' side of the per-request D1 session (functions/api/lib/d1-sessions.ts, issue 31): the same
 * start per path and the same bookmark cookie as the API's middleware, so a write through either
 * is read back by the next page or API call of the same shopper.
 */
import { type Env, isDevelopment } from '../../functions/api/env';
import { bookmarkToSet, isSharedAnswer, openSession, type RequestSession, withSetCookie } from '../../functions/api/lib/d1-sessions';

export type { RequestSession };

/** The page request's session on the store's D1 binding (`path` without its /kn or /hi prefix). */
export function pageSession(env: Env, path: string, cookieHeader: string | null): RequestSession {
  return openSession(env.DB, path, cookieHeader);
}

/** The page's answer with the shopper's new bookmark, when it moved and the page is theirs alone. */
export function sessionBookmarkCookie(response: Response, session: RequestSession, cookieHeader: string | null, env: Env): Response {
  const set = bookmarkToSet(session, cookieHeader, { shared: isSharedAnswer(response), status: response.status }, isDevelopment(env));
  return set ? withSetCookie(response, set) : response;
}
