/**
 * Telling the shopper: an SMS through the SMS adapter (fixed templates in
 * src/lib/domain/order-messages.ts) and, where the move's batch did not already write it, their own
 * notification. An SMS that cannot be sent is logged, never a reason to undo a move.
 */
import { orderNotice, orderSms, type OrderNoticeEvent } from '../../../src/lib/domain/order-messages';
import { insertCustomerNotification } from '../db/order-life';
import type { Env } from '../env';
import { smsProvider } from '../providers/sms';

export interface NoticeTarget {
  txnid: string;
  user_id: number | null;
  /** 10-digit mobile to text */
  phone: string;
  /** the order's slot, as shown to the shopper */
  slot?: string | null;
}

export async function notifyCustomer(
  env: Env,
  order: NoticeTarget,
  event: OrderNoticeEvent,
  opts: { amount?: number; withNotification?: boolean } = {},
): Promise<void> {
  const now = Date.now();
  if (opts.withNotification && order.user_id) {
    await insertCustomerNotification(env.DB, order.user_id, orderNotice(event, order.txnid, opts.amount), now).run();
  }
  if (!/^\d{10}$/.test(order.phone)) return;
  try {
    await smsProvider(env).send(order.phone, orderSms(event, order.txnid, opts.amount, order.slot ?? null));
  } catch (err) {
    console.error(`order SMS (${event}) for ${order.txnid} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}
