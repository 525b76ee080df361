/**
 * Telling the shopper: an SMS (fixed templates in src/lib/domain/orders/order-messages.ts), a WhatsApp
 * template message (src/lib/domain/orders/whatsapp-templates.ts) or both, by the shopper's choice
 * (services/orders/update-channels.ts, issue 32), and, where the move's batch did not already write it,
 * their own notification, all in the language the customer last shopped in (issue 19). A message
 * that cannot be sent is logged, never a reason to undo a move.
 */
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import {
  orderNotice,
  orderSms,
  paymentRefundedNotice,
  paymentRefundedSms,
  type OrderNoticeEvent,
} from '../../../../src/lib/domain/orders/order-messages';
import { slotLabelIn, type SlotParts } from '../../../../src/lib/domain/checkout/slot-label';
import { orderWhatsApp, paymentRefundWhatsApp } from '../../../../src/lib/domain/orders/whatsapp-templates';
import { insertCustomerNotification } from '../../db/orders';
import type { Env } from '../../env';
import { customerLang } from '../account/customer-lang';
import { sendUpdate } from './update-channels';
import * as clock from '../../lib/clock';

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
  const now = clock.now();
  const lang = order.lang ?? (await customerLang(env.DB, order.user_id));
  if (opts.withNotification && order.user_id) {
    await insertCustomerNotification(
      env.DB,
      order.user_id,
      orderNotice(event, order.txnid, opts.amount, lang, opts.code ?? null),
      now,
    ).run();
  }
  const code = opts.code ?? null;
  await sendUpdate(
    env,
    { user_id: order.user_id, phone: order.phone, lang },
    {
      what: `order update (${event}) for ${order.txnid}`,
      sms: (l) => orderSms(event, order.txnid, opts.amount, slotLabelIn(l, order.slot), l, code),
      whatsapp: (l) => orderWhatsApp(event, order.txnid, { amount: opts.amount, slot: slotLabelIn(l, order.slot), code, lang: l }),
    },
  );
}

/** A processed refund of a payment that never became an order: a notification and an SMS or WhatsApp. */
export async function notifyPaymentRefunded(
  env: Env,
  p: { user_id: number; phone: string; payment_id: string; amount: number },
): Promise<void> {
  const now = clock.now();
  const lang = await customerLang(env.DB, p.user_id);
  await insertCustomerNotification(env.DB, p.user_id, paymentRefundedNotice(p.payment_id, p.amount, lang), now).run();
  await sendUpdate(
    env,
    { user_id: p.user_id, phone: p.phone, lang },
    {
      what: `refund update for payment ${p.payment_id}`,
      sms: (l) => paymentRefundedSms(p.payment_id, p.amount, l),
      whatsapp: (l) => paymentRefundWhatsApp(p.payment_id, p.amount, l),
    },
  );
}
