/**
 * A customer's session cookie value to the customer, in one place for both readers: the API's
 * session middleware (functions/api/middleware/session.ts) and the pages' middleware
 * (src/middleware.ts through src/server/session.ts). Only the token's SHA-256 is stored, so a
 * copy of the session table opens nobody's account.
 */
import { findSessionUser } from '../../db/account';
import type { SessionUser } from '../../env';
import { sha256Hex } from '../../lib/crypto';
import * as clock from '../../lib/clock';

export interface CustomerSession {
  /** the stored id (the token's hash), needed to end this session */
  id: string;
  user: SessionUser;
}

/** A token is 32 random bytes in hex; anything else is not looked up at all. */
export function isSessionToken(token: string | undefined | null): token is string {
  return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token);
}

/** The live session behind a cookie value, or null (missing, malformed, expired, deleted account). */
export async function customerSession(
  db: D1Database,
  token: string | undefined | null,
  now = clock.now(),
): Promise<CustomerSession | null> {
  if (!isSessionToken(token)) return null;
  const id = await sha256Hex(token);
  const user = await findSessionUser(db, id, now);
  return user ? { id, user } : null;
}
