/**
 * An order's statuses and payment words in the page's language. The database and the API keep
 * the English names (SPEC §7, migration 0008's CHECK); only what a shopper reads is translated.
 */
import { t, type MessageKey } from '../../lib/domain/i18n/t';
import type { Lang } from '../../lib/domain/i18n/langs';

const STATUS: Record<string, MessageKey> = {
  Pending: 'ord.status.pending',
  Confirmed: 'ord.status.confirmed',
  Packed: 'ord.status.packed',
  'Out for delivery': 'ord.status.outForDelivery',
  'Ready for pickup': 'ord.status.readyForPickup',
  Completed: 'ord.status.completed',
  Cancelled: 'ord.status.cancelled',
};

const PAYMENT_METHOD: Record<string, MessageKey> = { cash: 'ord.pay.cash', point: 'ord.pay.point', online: 'ord.pay.online' };
const PAYMENT_STATUS: Record<string, MessageKey> = { Pending: 'ord.status.pending', Success: 'ord.paid', Failed: 'ord.status.failed' };

/** An order status as the shopper reads it; a name we do not know stays as it is. */
export function statusText(lang: Lang, status: string): string {
  const key = STATUS[status];
  return key ? t(lang, key) : status;
}

export function paymentMethodText(lang: Lang, method: string, english: string): string {
  const key = PAYMENT_METHOD[method];
  return key ? t(lang, key) : english;
}

export function paymentStatusText(lang: Lang, status: string): string {
  const key = PAYMENT_STATUS[status];
  return key ? t(lang, key) : status;
}
