/**
 * Order statuses: SPEC's Pending and Completed plus what a grocer needs in between. The moves
 * between them live in order-life.ts. There is no Failed order: an online order is written only
 * once its payment succeeded, so a failed payment is a payment attempt (payment_intent 'failed'),
 * shown on My orders and the manager's Failed payments page, never an order. (Migration 0008's
 * CHECK still allows the name; nothing writes it.)
 */

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Ready for pickup', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type BadgeColour = 'warning' | 'success' | 'info' | 'danger';

/** SPEC §2 dashboard: warning for Pending, success for Completed, info otherwise (Cancelled: danger). */
export function statusBadge(status: string): BadgeColour {
  switch (status) {
    case 'Pending':
      return 'warning';
    case 'Completed':
      return 'success';
    case 'Cancelled':
      return 'danger';
    default:
      return 'info';
  }
}

/** Still to be handed over: counts toward the dashboard's "Total Pending". */
export function isOpen(status: string): boolean {
  return status !== 'Completed' && status !== 'Cancelled';
}

export const PAYMENT_METHODS = ['cash', 'point', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
