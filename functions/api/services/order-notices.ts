/**
 * Telling the shopper: an SMS through the SMS adapter (fixed templates in
 * src/lib/domain/order-messages.ts) and, where the move's batch did not already write it, their own
 * notification, both in the language the customer last shopped in (issue 19). An SMS that cannot be
 * sent is logged, never a reason to undo a move.
 */
import type { Lang } from '../../../src/lib/domain/i18n/langs';
import {
  orderNotice,
  orderSms,
  paymentRefundedNotice,
  paymentRefundedSms,
  type OrderNoticeEvent,
} from '../../../src/lib/domain/order-messages';
import { slotLabelIn, type SlotParts } from '../../../src/lib/domain/slot-label';
import { insertCustomerNotification } from '../db/order-life';
import type { Env } from '../env';
import { smsLang, smsProvider } from '../providers/sms';
import { customerLang } from './customer-lang';

export interface NoticeTarget {
  txnid: string;
  user_id: number | null;
  /** 10-digit mobile to text */
  phone: string;
  /** the order's slot; shown in the customer's language */
  slot?: SlotParts | null;
  /** the customer's language when the caller already read it; else looked up */
  lang?: Lang;
}

export async function notifyCustomer(
  env: Env,
  order: NoticeTarget,
  event: OrderNoticeEvent,
  opts: { amount?: number; withNotification?: boolean; code?: string | null } = {},
): Promise<void> {
  const now = Date.now();
  const lang = order.lang ?? (await customerLang(env.DB, order.user_id));
  if (opts.withNotification && order.user_id) {
    await insertCustomerNotification(
      env.DB,
      order.user_id,
      orderNotice(event, order.txnid, opts.amount, lang, opts.code ?? null),
      now,
    ).run();
  }
  if (!/^\d{10}$/.test(order.phone)) return;
  try {
    const smsIn = smsLang(env, lang);
    await smsProvider(env).send(
      order.phone,
      orderSms(event, order.txnid, opts.amount, slotLabelIn(smsIn, order.slot), smsIn, opts.code ?? null),
    );
  } catch (err) {
    console.error(`order SMS (${event}) for ${order.txnid} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** A processed refund of a payment that never became an order: a notification and an SMS. */
export async function notifyPaymentRefunded(
  env: Env,
  p: { user_id: number; phone: string; payment_id: string; amount: number },
): Promise<void> {
  const now = Date.now();
  const lang = await customerLang(env.DB, p.user_id);
  await insertCustomerNotification(env.DB, p.user_id, paymentRefundedNotice(p.payment_id, p.amount, lang), now).run();
  if (!/^\d{10}$/.test(p.phone)) return;
  try {
    await smsProvider(env).send(p.phone, paymentRefundedSms(p.payment_id, p.amount, smsLang(env, lang)));
  } catch (err) {
    console.error(`refund SMS for payment ${p.payment_id} not sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}
