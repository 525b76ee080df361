/**
 * The SMS of a problem ticket's update (issue 32, docs/problem-tickets.md): one DLT-registered
 * template per outcome (TRAI: the words are fixed, only {#var#} parts change, each a short value:
 * the ticket number, an amount, an order number), like the order SMS in order-messages.ts. Staff's
 * free text (a refusal's reason, a note) never goes into an SMS: it is on the ticket's page. The
 * texts come from the catalogues in the customer's language; English is these templates.
 */
import { t } from '../i18n/t';
import type { Lang } from '../i18n/langs';
import { formatINR } from '../money/money';
import type { Resolution, TicketState } from './problem-tickets';

export type TicketSmsKind = 'acknowledged' | 'refund' | 'refundCash' | 'replacementOrder' | 'replacement' | 'refused';

/** Register each of these with the operator (DLT) before SMS_API_URL is set; messages/en.json keeps them word for word. */
export const TICKET_SMS_TEMPLATES: Record<TicketSmsKind, string> = {
  acknowledged: 'Your Haat Fresh problem report {#var#} is being looked into. We resolve it within 30 days. - HAATFR',
  refund: 'Your Haat Fresh problem report {#var#} is resolved: {#var#} refunded to your payment method. - HAATFR',
  refundCash: 'Your Haat Fresh problem report {#var#} is resolved: the store refunds {#var#} in cash. - HAATFR',
  replacementOrder: 'Your Haat Fresh problem report {#var#} is resolved: a free replacement comes as order {#var#}. - HAATFR',
  replacement: 'Your Haat Fresh problem report {#var#} is resolved with a replacement. See My problem reports. - HAATFR',
  refused: 'Your Haat Fresh problem report {#var#} was not accepted. The reason is in My problem reports. - HAATFR',
};

export interface TicketForSms {
  ticket_no: string;
  state: TicketState;
  resolution: Resolution | null;
  refund_method: 'online' | 'cash' | null;
  refund_amount: number | null;
  replacement_txnid: string | null;
}

/** Which template a ticket's update uses. */
export function ticketSmsKind(ticket: TicketForSms): TicketSmsKind {
  if (ticket.state !== 'resolved') return 'acknowledged';
  if (ticket.resolution === 'refund') return ticket.refund_method === 'cash' ? 'refundCash' : 'refund';
  if (ticket.resolution === 'replacement') return ticket.replacement_txnid ? 'replacementOrder' : 'replacement';
  return 'refused';
}

/** The update's SMS in the customer's language. */
export function ticketSms(ticket: TicketForSms, lang: Lang = 'en'): string {
  return t(lang, `sms.ticket.${ticketSmsKind(ticket)}`, {
    ticket: ticket.ticket_no,
    amount: formatINR(ticket.refund_amount ?? 0),
    txnid: ticket.replacement_txnid ?? '',
  });
}
