/** The shopper's choice of channel for order updates and their WhatsApp opt-in (migration 0038). */
import type { NoticeChoice } from '../../../../src/lib/domain/orders/order-updates';

export async function findNoticeChoice(db: D1Database, userId: number): Promise<(NoticeChoice & { phone: string }) | null> {
  return db
    .prepare(
      'SELECT notify_channel AS channel, whatsapp_opt_in_at, whatsapp_opt_out_at, phone FROM user WHERE id = ?1 AND deleted_at IS NULL',
    )
    .bind(userId)
    .first<NoticeChoice & { phone: string }>();
}

/**
 * Writes the choice only over the one it was made from, so of two saves at once (the account page
 * and the checkout box) the second is made again from the first's result, never over it unseen.
 */
export function saveNoticeChoiceStatement(db: D1Database, userId: number, before: NoticeChoice, after: NoticeChoice): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE user SET notify_channel = ?2, whatsapp_opt_in_at = ?3, whatsapp_opt_out_at = ?4
        WHERE id = ?1 AND deleted_at IS NULL AND notify_channel = ?5
          AND whatsapp_opt_in_at IS ?6 AND whatsapp_opt_out_at IS ?7`,
    )
    .bind(
      userId,
      after.channel,
      after.whatsapp_opt_in_at,
      after.whatsapp_opt_out_at,
      before.channel,
      before.whatsapp_opt_in_at,
      before.whatsapp_opt_out_at,
    );
}
