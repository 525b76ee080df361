/** What the shopper reads about an order's life: its timeline, refund, and failed payment attempts. */
import { canCustomerCancel } from '../../../../src/lib/domain/orders/order-life';
import { listOrderEvents, listOrderRefunds, findHandoverCode } from '../../db/orders';
import type { OrderRow, RefundRow } from '../../db/orders';

export interface TimelineStep {
  status: string;
  at: number;
  reason: string | null;
  by: 'you' | 'store' | 'system';
}

export interface CustomerRefund {
  amount: number;
  /** a failed attempt is shown as pending: it is retried */
  status: 'pending' | 'processed';
  updated_at: number;
}

export interface OrderLifeForCustomer {
  timeline: TimelineStep[];
  can_cancel: boolean;
  refund: CustomerRefund | null;
  /** the partial refund of what was not packed (docs/packing.md), if any */
  packing_refund: CustomerRefund | null;
  /** the code to give the rider or show at the counter, while the order waits for it (docs/delivery.md) */
  handover_code: string | null;
}

export async function orderLifeForCustomer(
  db: D1Database,
  order: Pick<OrderRow, 'id' | 'created_at' | 'order_status'>,
): Promise<OrderLifeForCustomer> {
  const waiting = order.order_status === 'Out for delivery' || order.order_status === 'Ready for pickup';
  const [events, refunds, code] = await Promise.all([
    listOrderEvents(db, order.id),
    listOrderRefunds(db, order.id),
    waiting ? findHandoverCode(db, order.id) : null,
  ]);
  const timeline: TimelineStep[] = [{ status: 'Pending', at: order.created_at, reason: null, by: 'you' }];
  for (const e of events) {
    timeline.push({
      status: e.to_status,
      at: e.created_at,
      reason: e.reason,
      by: e.actor_type === 'customer' ? 'you' : e.actor_type === 'staff' ? 'store' : 'system',
    });
  }
  const shown = (r: RefundRow | undefined): CustomerRefund | null =>
    r ? { amount: r.amount, status: r.status === 'processed' ? 'processed' : 'pending', updated_at: r.updated_at } : null;
  return {
    timeline,
    can_cancel: canCustomerCancel(order.order_status),
    refund: shown(refunds.at(-1)),
    packing_refund: shown(refunds.find((r) => r.reason === 'packing')),
    handover_code: code?.code ?? null,
  };
}

export function refundView(r: RefundRow) {
  const { claimed_until: _claimed, ...rest } = r;
  return rest;
}

export type PaymentAttemptStatus = 'failed' | 'refund_due' | 'refunded';

/**
 * The shopper's failed online payment attempts, and paid ones that could not become an order (to
 * refund, or refunded: `refunded_at` is when the refund was processed).
 */
export async function listFailedPaymentAttempts(db: D1Database, userId: number, limit = 20) {
  const { results } = await db
    .prepare(
      `SELECT i.provider_order_id, i.amount, i.status, i.failure_reason AS reason, i.created_at,
              CASE WHEN i.status = 'refunded' THEN r.updated_at END AS refunded_at
         FROM payment_intent i LEFT JOIN refund r ON r.intent_id = i.id
        WHERE i.user_id = ?1 AND i.status IN ('failed', 'refund_due', 'refunded') ORDER BY i.created_at DESC, i.id DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<{
      provider_order_id: string;
      amount: number;
      status: PaymentAttemptStatus;
      reason: string | null;
      created_at: number;
      refunded_at: number | null;
    }>();
  return results;
}
