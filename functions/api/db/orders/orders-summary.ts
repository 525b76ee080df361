/** What the account area shows about a customer's orders: counters and short lists. */

export interface OrderSummary {
  id: number;
  txnid: string;
  created_at: number;
  /** paise */
  order_total: number;
  order_status: string;
  /** 'point' orders cost points, not money: the list shows total_points for them (issue 34, not ₹0.00) */
  payment_method: string;
  total_points: number;
}

export interface OrderCounters {
  totalOrders: number;
  /** "Total Delivery": orders handed over (Completed), delivered or collected */
  deliveryOrders: number;
  pendingOrders: number;
}

export async function orderCounters(db: D1Database, userId: number): Promise<OrderCounters> {
  const row = await db
    .prepare(
      `SELECT count(*) AS totalOrders,
              coalesce(sum(order_status = 'Completed'), 0) AS deliveryOrders,
              coalesce(sum(order_status = 'Pending'), 0) AS pendingOrders
         FROM orders WHERE user_id = ?1`,
    )
    .bind(userId)
    .first<OrderCounters>();
  return row ?? { totalOrders: 0, deliveryOrders: 0, pendingOrders: 0 };
}

const COLUMNS = 'id, txnid, created_at, order_total, order_status, payment_method, total_points';

/** Where a page of a customer's orders ended: the last order's created_at and id (newest first). */
export interface OrderCursor {
  at: number;
  id: number;
}

/**
 * Newest first; `status` narrows to one order status; `before` continues after a page's last order
 * by keyset on (created_at, id), read along orders_by_user, so the 160th page of a customer with a
 * year of orders costs what the first does (never OFFSET).
 */
export async function listOrderSummaries(
  db: D1Database,
  userId: number,
  opts: { limit?: number; status?: string; before?: OrderCursor } = {},
): Promise<OrderSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM orders
        WHERE user_id = ?1 AND (?2 IS NULL OR order_status = ?2)
          AND (?4 IS NULL OR created_at < ?4 OR (created_at = ?4 AND id < ?5))
        ORDER BY created_at DESC, id DESC LIMIT ?3`,
    )
    .bind(userId, opts.status ?? null, opts.limit ?? -1, opts.before?.at ?? null, opts.before?.id ?? null)
    .all<OrderSummary>();
  return results;
}
