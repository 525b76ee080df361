import type { Notification } from '../../../src/lib/domain/types';

/**
 * Notifications already published at `now`, newest first: the ones for everyone plus, for a
 * signed-in customer, their own (order updates; user_id, migration 0010). A row dated in the future
 * is scheduled, so it is neither listed nor counted until its time comes.
 */
export async function listPublishedNotifications(db: D1Database, now: number, limit = 50, userId: number | null = null): Promise<Notification[]> {
  const { results } = await db
    .prepare(
      `SELECT id, image, title, description, url, created_at FROM notification
        WHERE created_at <= ?1 AND (user_id IS NULL OR user_id = ?3)
        ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(now, limit, userId)
    .all<Notification>();
  return results;
}

/** How many published notifications the customer has not seen (newer than their seen mark). */
export async function countUnseenNotifications(db: D1Database, userId: number, now: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM notification
       WHERE created_at <= ?2 AND (user_id IS NULL OR user_id = ?1)
         AND created_at > (SELECT notifications_seen_at FROM user WHERE id = ?1)`,
    )
    .bind(userId, now)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Moves the customer's seen mark to `at`. MAX() keeps it monotonic, so a slow request carrying an
 * older clock can never bring already-seen notifications back.
 */
export async function markNotificationsSeen(db: D1Database, userId: number, at: number): Promise<void> {
  await db
    .prepare('UPDATE user SET notifications_seen_at = MAX(notifications_seen_at, ?2) WHERE id = ?1')
    .bind(userId, at)
    .run();
}

/** The customer's seen mark (0 when they have never opened the notifications). */
export async function notificationsSeenAt(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare('SELECT notifications_seen_at AS t FROM user WHERE id = ?1').bind(userId).first<{ t: number }>();
  return row?.t ?? 0;
}
