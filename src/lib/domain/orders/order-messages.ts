/**
 * What the shopper is told when their order moves: one fixed SMS text per event (DLT-registered
 * templates, TRAI: the wording is fixed here and only {#var#} parts change) and the notification's
 * title and line. Only these events text the shopper; Packed is the store's own business. The texts
 * come from the catalogues in the customer's language (issue 19); English is these templates.
 */
import { t } from '../i18n/t';
import { localePath, type Lang } from '../i18n/langs';
import { formatINR } from '../money/money';

export type OrderNoticeEvent = 'Confirmed' | 'Out for delivery' | 'Ready for pickup' | 'Completed' | 'Cancelled' | 'Refunded';

export const ORDER_SMS_TEMPLATES: Record<OrderNoticeEvent, string> = {
  Confirmed: 'Your Haat Fresh order {#var#} is confirmed. We will let you know when it is on its way. - HAATFR',
  'Out for delivery': 'Your Haat Fresh order {#var#} is out for delivery and will reach you soon. - HAATFR',
  'Ready for pickup': 'Your Haat Fresh order {#var#} is ready for pickup at the store. - HAATFR',
  Completed: 'Your Haat Fresh order {#var#} is completed. Thank you for shopping with us. - HAATFR',
  Cancelled: 'Your Haat Fresh order {#var#} has been cancelled. Any payment made will be refunded. - HAATFR',
  Refunded: 'Refund of {#var#} for your Haat Fresh order {#var#} has been processed. - HAATFR',
};

/**
 * A refund of a payment that never became an order (paid late, for a replaced checkout, after
 * erasure, or when stock ran out meanwhile): the payment id is the one the shopper's bank or UPI app
 * shows. Its own DLT template.
 */
export const PAYMENT_REFUNDED_SMS =
  'Refund of {#var#} for your Haat Fresh payment {#var#} has been processed. It reaches your account within 5-7 working days. - HAATFR';

/** Confirmed, for an order with a delivery slot / pickup window (issue 17): the slot is the second var. */
export const CONFIRMED_WITH_SLOT_SMS =
  'Your Haat Fresh order {#var#} is confirmed for {#var#}. We will let you know when it is on its way. - HAATFR';

/** Sent out / ready, with the handover code the rider or the counter asks for (docs/delivery.md): their own DLT templates. */
export const OUT_FOR_DELIVERY_WITH_CODE_SMS =
  'Your Haat Fresh order {#var#} is out for delivery. Give code {#var#} to the rider at the door. - HAATFR';
export const READY_WITH_CODE_SMS = 'Your Haat Fresh order {#var#} is ready for pickup. Show code {#var#} at the counter. - HAATFR';

export function isNoticeEvent(status: string): status is OrderNoticeEvent {
  return status in ORDER_SMS_TEMPLATES;
}

/** Each event's words in the catalogues (messages/en.json keeps the DLT templates above word for word). */
const EVENT_KEY: Record<OrderNoticeEvent, 'confirmed' | 'outForDelivery' | 'readyForPickup' | 'completed' | 'cancelled' | 'refunded'> = {
  Confirmed: 'confirmed',
  'Out for delivery': 'outForDelivery',
  'Ready for pickup': 'readyForPickup',
  Completed: 'completed',
  Cancelled: 'cancelled',
  Refunded: 'refunded',
};

/** The SMS in the customer's language (issue 19); the slot label is already in that language. */
export function orderSms(
  event: OrderNoticeEvent,
  txnid: string,
  amountPaise = 0,
  slotLabel: string | null = null,
  lang: Lang = 'en',
  code: string | null = null,
): string {
  if (event === 'Confirmed' && slotLabel) return t(lang, 'sms.confirmedSlot', { order: txnid, slot: slotLabel });
  // the handover code the rider or the counter asks for (docs/delivery.md)
  if (code && event === 'Out for delivery') return t(lang, 'sms.outForDeliveryCode', { order: txnid, code });
  if (code && event === 'Ready for pickup') return t(lang, 'sms.readyForPickupCode', { order: txnid, code });
  return t(lang, `sms.${EVENT_KEY[event]}`, { order: txnid, amount: formatINR(amountPaise) });
}

/** The in-app notification for the same event: title, line and where it leads. */
export function orderNotice(
  event: OrderNoticeEvent,
  txnid: string,
  amountPaise = 0,
  lang: Lang = 'en',
  code: string | null = null,
): { title: string; description: string; url: string } {
  const key = EVENT_KEY[event];
  const withCode = code && (key === 'outForDelivery' || key === 'readyForPickup') ? (`notice.${key}Code` as const) : null;
  return {
    title: t(lang, `notice.${key}Title`),
    description: withCode
      ? t(lang, withCode, { order: txnid, code: code! })
      : t(lang, `notice.${key}`, { order: txnid, amount: formatINR(amountPaise) }),
    url: localePath(lang, `/order-success/${txnid}`),
  };
}

/** The SMS for a refunded payment that never became an order, in the customer's language. */
export function paymentRefundedSms(paymentId: string, amountPaise: number, lang: Lang = 'en'): string {
  return t(lang, 'sms.paymentRefunded', { payment: paymentId, amount: formatINR(amountPaise) });
}

/** Its notification: it leads to My orders, where the payment is listed as refunded. */
export function paymentRefundedNotice(
  paymentId: string,
  amountPaise: number,
  lang: Lang = 'en',
): { title: string; description: string; url: string } {
  return {
    title: t(lang, 'notice.refundedTitle'),
    description: t(lang, 'notice.paymentRefunded', { payment: paymentId, amount: formatINR(amountPaise) }),
    url: localePath(lang, '/my-account/customer-order'),
  };
}

/** The order confirmation e-mail (SPEC: the order-complete note promises one). Plain text. */
export function orderConfirmationEmail(o: {
  txnid: string;
  storeName: string;
  firstName: string;
  lines: { name: string; attribute_name: string; qty: number; line_total: number }[];
  orderTotal: number;
  totalPoints: number;
  paymentLabel: string;
  pickup: boolean;
  invoiceUrl: string;
  /** "Wed 25 Nov, 7–9 AM", in the customer's language */
  slot?: string | null;
  instructions?: string;
  lang?: Lang;
}): { subject: string; body: string } {
  const lang = o.lang ?? 'en';
  const items = o.lines.map((l) => `- ${l.name}${l.attribute_name ? ` (${l.attribute_name})` : ''} × ${l.qty}: ${formatINR(l.line_total)}`);
  const total = o.totalPoints > 0 ? t(lang, 'mail.points', { points: o.totalPoints }) : formatINR(o.orderTotal);
  const fulfilment = t(lang, o.pickup ? 'mail.storePickup' : 'mail.homeDelivery');
  return {
    subject: t(lang, 'mail.subject', { store: o.storeName, order: o.txnid }),
    body: [
      o.firstName ? t(lang, 'mail.hello', { name: o.firstName }) : t(lang, 'mail.helloThere'),
      '',
      t(lang, 'mail.thanks', { order: o.txnid }),
      '',
      ...items,
      '',
      t(lang, 'mail.total', { total, payment: o.paymentLabel, fulfilment }),
      ...(o.slot ? [t(lang, o.pickup ? 'mail.pickupWindow' : 'mail.deliverySlot', { slot: o.slot })] : []),
      ...(o.instructions ? [t(lang, 'mail.instructions', { text: o.instructions })] : []),
      t(lang, 'mail.invoice', { url: o.invoiceUrl }),
      '',
      `— ${o.storeName}`,
    ].join('\n'),
  };
}

/** A dearer substitute asks the shopper (docs/packing.md): its own DLT template, the answer page as the last var. */
export const SUBSTITUTE_ASK_SMS =
  'Haat Fresh order {#var#}: {#var#} instead of {#var#}, {#var#} more. Accept or decline within {#var#} minutes: {#var#} - HAATFR';

/** The question's parts: the order, the two names, what it costs more (paise) and the minutes it stays open. */
export interface SubstituteAsk {
  txnid: string;
  name: string;
  substitute: string;
  more: number;
  minutes: number;
}

export function substituteSms(q: SubstituteAsk, url: string, lang: Lang = 'en'): string {
  return t(lang, 'sms.substituteAsk', {
    order: q.txnid,
    sub: q.substitute,
    name: q.name,
    more: formatINR(q.more),
    minutes: q.minutes,
    url,
  });
}

/** Its notification, leading to the order page where Accept / Decline are. */
export function substituteNotice(q: SubstituteAsk, lang: Lang = 'en'): { title: string; description: string; url: string } {
  return {
    title: t(lang, 'notice.substituteTitle'),
    description: t(lang, 'notice.substituteAsk', { sub: q.substitute, name: q.name, more: formatINR(q.more) }),
    url: localePath(lang, `/order-success/${q.txnid}`),
  };
}
