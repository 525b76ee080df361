import type { Notification } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';

/**
 * Notifications already published at `now`, newest first: the ones for everyone plus, for a
 * signed-in customer, their own (order updates; user_id, migration 0010). A row dated in the future
 * is scheduled, so it is neither listed nor counted until its time comes. The ones for everyone come
 * in the reader's language where notification_i18n has them (issue 34); a customer's own are
 * written in their language already.
 */
export async function listPublishedNotifications(
  db: D1Database,
  now: number,
  limit = 50,
  userId: number | null = null,
  lang: Lang = 'en',
): Promise<Notification[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.image, coalesce(t.title, n.title) AS title, coalesce(t.description, n.description) AS description, n.url, n.created_at
         FROM notification n LEFT JOIN notification_i18n t ON t.notification_id = n.id AND t.lang = ?4
        WHERE n.created_at <= ?1 AND (n.user_id IS NULL OR n.user_id = ?3)
        ORDER BY n.created_at DESC, n.id DESC LIMIT ?2`,
    )
    .bind(now, limit, userId, lang)
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
  await db.prepare('UPDATE user SET notifications_seen_at = MAX(notifications_seen_at, ?2) WHERE id = ?1').bind(userId, at).run();
}

/** The customer's seen mark (0 when they have never opened the notifications). */
export async function notificationsSeenAt(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare('SELECT notifications_seen_at AS t FROM user WHERE id = ?1').bind(userId).first<{ t: number }>();
  return row?.t ?? 0;
}
