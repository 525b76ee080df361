/**
 * Telling shoppers their order's day was closed (issue 28): when the manager closes a branch for a
 * day that already has open orders, and chooses to close anyway, each of those shoppers gets a
 * notification (the bell) in the language they last shopped in. The orders keep their slot: the
 * branch still has to deliver them, and calls each shopper to agree on another day (the notice says
 * so). No SMS: a new text needs its own DLT-registered template first (order-messages.ts). A shopper
 * already told of this day and order is not told again (closing a closed day again, two managers).
 */
import { formatDate } from '../../../../src/lib/domain/i18n/format-date';
import { localePath } from '../../../../src/lib/domain/i18n/langs';
import { t } from '../../../../src/lib/domain/i18n/t';
import type { BookedOrder } from '../../db/checkout';
import { insertCustomerNotificationOnce } from '../../db/orders';
import { customerLang } from '../account/customer-lang';

/** Notifies the shopper of every booked order once; returns how many orders' shoppers have been told. */
export async function tellBookedShoppers(
  db: D1Database,
  orders: BookedOrder[],
  where: { branch: string; day: string },
  now: number,
): Promise<number> {
  const date = new Date(`${where.day}T00:00:00Z`);
  const notices: D1PreparedStatement[] = [];
  for (const o of orders) {
    if (o.user_id == null) continue;
    const lang = await customerLang(db, o.user_id);
    const day = formatDate(lang, date, { weekday: true, timeZone: 'UTC' });
    const notice = {
      title: t(lang, 'notice.dayClosedTitle'),
      description: t(lang, 'notice.dayClosed', { branch: where.branch, day, order: o.txnid }),
      url: localePath(lang, `/order-success/${o.txnid}`),
    };
    notices.push(insertCustomerNotificationOnce(db, o.user_id, notice, now));
  }
  if (notices.length > 0) await db.batch(notices);
  return notices.length;
}
