import type { SessionUser } from '../../env';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

export async function insertSession(db: D1Database, sessionId: string, userId: number, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO session (id, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(sessionId, userId, now, now + SESSION_TTL_MS)
    .run();
}

export async function deleteSession(db: D1Database, sessionId: string): Promise<void> {
  await db.prepare('DELETE FROM session WHERE id = ?1').bind(sessionId).run();
}
