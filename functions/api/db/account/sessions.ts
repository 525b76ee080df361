/**
 * Sessions, customers' and staff's: one store over two tables (migrations 0001 and 0008), so a
 * customer's `sid` never opens the staff console, nor a staff session the shop. Only a token's
 * SHA-256 is stored; the token itself lives in the browser's HttpOnly cookie.
 */
import type { SessionUser } from '../../env';

export type SessionTable = 'session' | 'staff_session';

/** How long a session lasts: a customer stays in for 30 days, a staff member for one 12-hour shift. */
export const SESSION_TTL_MS: Record<SessionTable, number> = {
  session: 30 * 24 * 60 * 60 * 1000,
  staff_session: 12 * 60 * 60 * 1000,
};

const OWNER: Record<SessionTable, 'user_id' | 'staff_id'> = { session: 'user_id', staff_session: 'staff_id' };

export async function findSessionUser(db: D1Database, sessionId: string, now: number): Promise<SessionUser | null> {
  return db
    .prepare(
      `SELECT u.id, u.phone, u.first_name, u.last_name, u.email
         FROM session s JOIN user u ON u.id = s.user_id
        WHERE s.id = ?1 AND s.expires_at > ?2 AND u.deleted_at IS NULL`,
    )
    .bind(sessionId, now)
    .first<SessionUser>();
}

/** A new session of `ownerId` (a customer's id in `session`, a staff member's in `staff_session`). */
export async function insertSession(
  db: D1Database,
  sessionId: string,
  ownerId: number,
  now: number,
  table: SessionTable = 'session',
): Promise<void> {
  await db
    .prepare(`INSERT INTO ${table} (id, ${OWNER[table]}, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)`)
    .bind(sessionId, ownerId, now, now + SESSION_TTL_MS[table])
    .run();
}

export async function deleteSession(db: D1Database, sessionId: string, table: SessionTable = 'session'): Promise<void> {
  await db.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(sessionId).run();
}
