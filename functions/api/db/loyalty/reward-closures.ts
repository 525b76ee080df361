/**
 * Closures of erased customers' points accounts at the rewards service (reward_closure, migration
 * 0020): written in the erasure's batch, sent afterwards, and sent again by the scheduled job until
 * the service answers. The mobile is kept only until then.
 */

export interface RewardClosureRow {
  id: number;
  user_id: number;
  mobile: string;
  erased_at: number;
  status: 'pending' | 'done';
  attempts: number;
  last_error: string | null;
}

/** For the erasure batch: the number to close at the service, once per account. */
export function recordClosureStatement(db: D1Database, user: { id: number; phone: string }, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO reward_closure (user_id, mobile, erased_at, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'pending', ?3, ?3) ON CONFLICT (user_id) DO NOTHING`,
    )
    .bind(user.id, user.phone, now);
}

const COLUMNS = 'id, user_id, mobile, erased_at, status, attempts, last_error';

/**
 * Closures the service has not confirmed: one number's (asked before every read of its points, so
 * it runs on the partial index reward_closure_open), one account's, or all of them, oldest first.
 */
export async function listOpenClosures(
  db: D1Database,
  by: { mobile?: string; userId?: number; limit?: number } = {},
): Promise<RewardClosureRow[]> {
  const limit = by.limit ?? 25;
  const stmt =
    by.mobile !== undefined
      ? db
          .prepare(`SELECT ${COLUMNS} FROM reward_closure WHERE mobile = ?1 AND status = 'pending' ORDER BY id LIMIT ?2`)
          .bind(by.mobile, limit)
      : by.userId !== undefined
        ? db.prepare(`SELECT ${COLUMNS} FROM reward_closure WHERE user_id = ?1 AND status = 'pending'`).bind(by.userId)
        : db.prepare(`SELECT ${COLUMNS} FROM reward_closure WHERE status = 'pending' ORDER BY updated_at, id LIMIT ?1`).bind(limit);
  return (await stmt.all<RewardClosureRow>()).results;
}

/** The service confirmed: the row stays as the record, without the number. */
export async function markClosureDone(db: D1Database, id: number, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE reward_closure SET status = 'done', mobile = '', attempts = attempts + 1, last_error = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(id, now)
    .run();
}

export async function noteClosureError(db: D1Database, id: number, why: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE reward_closure SET attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(id, why.slice(0, 500), now)
    .run();
}
