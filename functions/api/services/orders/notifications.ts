import type { Notification } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { countUnseenNotifications, listPublishedNotifications, markNotificationsSeen, notificationsSeenAt } from '../../db/orders';

export interface NotificationFeed {
  notifications: Notification[];
  /** the seen mark before this visit, so the page can flag what is new; `now` for guests */
  seenBefore: number;
}

/** The notification list (SPEC §3 Notification): everyone's, plus the signed-in customer's own. */
export function listNotifications(db: D1Database, now: number, userId: number | null = null, lang: Lang = 'en'): Promise<Notification[]> {
  return listPublishedNotifications(db, now, 50, userId, lang);
}

/** The bell count (SPEC §2 header): published notifications newer than the customer's seen mark. */
export function unseenCount(db: D1Database, userId: number, now: number): Promise<number> {
  return countUnseenNotifications(db, userId, now);
}

/**
 * Opening /notification: the customer has now seen everything published up to `now`. The seen flag
 * lives on the server (user.notifications_seen_at), so the bell reads 0 on every device afterwards.
 */
export async function openNotifications(db: D1Database, userId: number | null, now: number, lang: Lang = 'en'): Promise<NotificationFeed> {
  const [notifications, seenBefore] = await Promise.all([
    listPublishedNotifications(db, now, 50, userId, lang),
    userId == null ? Promise.resolve(now) : notificationsSeenAt(db, userId),
  ]);
  if (userId != null) await markNotificationsSeen(db, userId, now);
  return { notifications, seenBefore };
}

/** POST /notification/seen: the same mark, for a client that shows the list without the page. */
export function markAllSeen(db: D1Database, userId: number, now: number): Promise<void> {
  return markNotificationsSeen(db, userId, now);
}
