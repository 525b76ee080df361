/**
 * The WhatsApp template messages (issue 32, docs/whatsapp.md). Business-initiated WhatsApp messages
 * must use templates approved by Meta, registered per language (en, kn, hi): each has a fixed name
 * and numbered body parameters ({{1}}, {{2}}), the only parts that change. This module is the one
 * list of names and parameters; the words of each language are the catalogues' `wa.{name}` keys
 * (the wa.* keys of messages/{en,kn,hi}.json), which are also what is registered with Meta.
 */
import { t } from '../i18n/t';
import type { Lang } from '../i18n/langs';
import { formatINR } from '../money/money';
import type { OrderNoticeEvent } from './order-messages';

/** Each template's body parameters, in their {{n}} order. */
export const WHATSAPP_TEMPLATES = {
  order_confirmed: ['order'],
  order_confirmed_slot: ['order', 'slot'],
  order_out_for_delivery: ['order', 'code'],
  order_ready_for_pickup: ['order', 'code'],
  order_delivered: ['order'],
  order_cancelled: ['order'],
  order_refund: ['amount', 'order'],
  payment_refund: ['amount', 'payment'],
  ticket_update: ['ticket', 'state'],
} as const satisfies Record<string, readonly string[]>;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;
type ParamOf<T extends WhatsAppTemplate> = (typeof WHATSAPP_TEMPLATES)[T][number];

/** One template message: what the Cloud API is sent, and the text as the shopper reads it. */
export interface WhatsAppMessage {
  template: WhatsAppTemplate;
  /** Meta's language code of the registered translation: en, kn, hi */
  lang: Lang;
  /** the body parameters, in {{n}} order */
  params: string[];
  /** the template's words with the parameters in, in that language (outbox, logs) */
  text: string;
}

export function whatsappMessage<T extends WhatsAppTemplate>(template: T, lang: Lang, values: Record<ParamOf<T>, string>): WhatsAppMessage {
  const names: readonly string[] = WHATSAPP_TEMPLATES[template];
  const byName = values as Record<string, string>;
  return { template, lang, params: names.map((n) => byName[n]!), text: t(lang, `wa.${template}`, byName) };
}

/**
 * An order's update on WhatsApp, or null when the event has none (a send-out or a pickup without
 * its handover code): that update then goes by SMS.
 */
export function orderWhatsApp(
  event: OrderNoticeEvent,
  txnid: string,
  opts: { amount?: number; slot?: string | null; code?: string | null; lang: Lang },
): WhatsAppMessage | null {
  const { lang, code } = opts;
  switch (event) {
    case 'Confirmed':
      return opts.slot
        ? whatsappMessage('order_confirmed_slot', lang, { order: txnid, slot: opts.slot })
        : whatsappMessage('order_confirmed', lang, { order: txnid });
    case 'Out for delivery':
      return code ? whatsappMessage('order_out_for_delivery', lang, { order: txnid, code }) : null;
    case 'Ready for pickup':
      return code ? whatsappMessage('order_ready_for_pickup', lang, { order: txnid, code }) : null;
    case 'Completed':
      return whatsappMessage('order_delivered', lang, { order: txnid });
    case 'Cancelled':
      return whatsappMessage('order_cancelled', lang, { order: txnid });
    case 'Refunded':
      return whatsappMessage('order_refund', lang, { amount: formatINR(opts.amount ?? 0), order: txnid });
  }
}

/** A refunded payment that never became an order. */
export function paymentRefundWhatsApp(paymentId: string, amountPaise: number, lang: Lang): WhatsAppMessage {
  return whatsappMessage('payment_refund', lang, { amount: formatINR(amountPaise), payment: paymentId });
}

/** A problem ticket moved: `state` is the shopper's words for where it stands now (in `lang`). */
export function ticketWhatsApp(ticketNo: string, state: string, lang: Lang): WhatsAppMessage {
  return whatsappMessage('ticket_update', lang, { ticket: ticketNo, state });
}
