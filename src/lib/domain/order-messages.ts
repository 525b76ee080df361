/**
 * What the shopper is told when their order moves: one fixed SMS text per event (DLT-registered
 * templates, TRAI: the wording is fixed here and only {#var#} parts change) and the notification's
 * title and line. Only these events text the shopper; Packed is the store's own business.
 */
import { formatINR } from './money';

export type OrderNoticeEvent = 'Confirmed' | 'Out for delivery' | 'Ready for pickup' | 'Completed' | 'Cancelled' | 'Refunded';

export const ORDER_SMS_TEMPLATES: Record<OrderNoticeEvent, string> = {
  Confirmed: 'Your Haat Fresh order {#var#} is confirmed. We will let you know when it is on its way. - HAATFR',
  'Out for delivery': 'Your Haat Fresh order {#var#} is out for delivery and will reach you soon. - HAATFR',
  'Ready for pickup': 'Your Haat Fresh order {#var#} is ready for pickup at the store. - HAATFR',
  Completed: 'Your Haat Fresh order {#var#} is completed. Thank you for shopping with us. - HAATFR',
  Cancelled: 'Your Haat Fresh order {#var#} has been cancelled. Any payment made will be refunded. - HAATFR',
  Refunded: 'Refund of {#var#} for your Haat Fresh order {#var#} has been processed. - HAATFR',
};

/** Confirmed, for an order with a delivery slot / pickup window (issue 17): the slot is the second var. */
export const CONFIRMED_WITH_SLOT_SMS = 'Your Haat Fresh order {#var#} is confirmed for {#var#}. We will let you know when it is on its way. - HAATFR';

export function isNoticeEvent(status: string): status is OrderNoticeEvent {
  return status in ORDER_SMS_TEMPLATES;
}

/** Fills the template's {#var#} slots in order. */
function fill(template: string, vars: string[]): string {
  let i = 0;
  return template.replace(/\{#var#\}/g, () => vars[i++] ?? '');
}

export function orderSms(event: OrderNoticeEvent, txnid: string, amountPaise = 0, slotLabel: string | null = null): string {
  if (event === 'Confirmed' && slotLabel) return fill(CONFIRMED_WITH_SLOT_SMS, [txnid, slotLabel]);
  return event === 'Refunded' ? fill(ORDER_SMS_TEMPLATES.Refunded, [formatINR(amountPaise), txnid]) : fill(ORDER_SMS_TEMPLATES[event], [txnid]);
}

/** The in-app notification for the same event: title, line and where it leads. */
export function orderNotice(event: OrderNoticeEvent, txnid: string, amountPaise = 0): { title: string; description: string; url: string } {
  const url = `/order-success/${txnid}`;
  switch (event) {
    case 'Confirmed':
      return { title: 'Order confirmed', description: `Your order ${txnid} is confirmed.`, url };
    case 'Out for delivery':
      return { title: 'Out for delivery', description: `Your order ${txnid} is on its way.`, url };
    case 'Ready for pickup':
      return { title: 'Ready for pickup', description: `Your order ${txnid} is ready to collect at the store.`, url };
    case 'Completed':
      return { title: 'Order completed', description: `Your order ${txnid} is completed. Thank you!`, url };
    case 'Cancelled':
      return { title: 'Order cancelled', description: `Your order ${txnid} has been cancelled.`, url };
    case 'Refunded':
      return { title: 'Refund processed', description: `${formatINR(amountPaise)} for order ${txnid} is on its way back to you.`, url };
  }
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
  fulfilment: string;
  invoiceUrl: string;
  /** "Wed 25 Nov, 7–9 AM" */
  slot?: string | null;
  instructions?: string;
}): { subject: string; body: string } {
  const items = o.lines.map((l) => `- ${l.name}${l.attribute_name ? ` (${l.attribute_name})` : ''} × ${l.qty}: ${formatINR(l.line_total)}`);
  const total = o.totalPoints > 0 ? `${o.totalPoints} reward points` : formatINR(o.orderTotal);
  return {
    subject: `Your ${o.storeName} order ${o.txnid} is placed`,
    body: [
      `Hello ${o.firstName || 'there'},`,
      '',
      `Thank you for your order ${o.txnid}. We will process it within 3-6 hours.`,
      '',
      ...items,
      '',
      `Total: ${total} (${o.paymentLabel}, ${o.fulfilment})`,
      ...(o.slot ? [`${o.fulfilment === 'store pickup' ? 'Pickup window' : 'Delivery slot'}: ${o.slot}`] : []),
      ...(o.instructions ? [`Delivery instructions: ${o.instructions}`] : []),
      `Invoice: ${o.invoiceUrl}`,
      '',
      `— ${o.storeName}`,
    ].join('\n'),
  };
}
