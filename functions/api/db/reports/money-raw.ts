/**
 * The dashboard's money read from the raw rows of a window that is not whole IST days (a test's
 * one-millisecond window of a single order, tests/api/packing.test.ts): the per-day rows (migration
 * 0042) answer whole days only. It is also the oracle tests/api/report-days.test.ts holds the
 * per-day rows against.
 */
import type { MoneyRows, MoneyWindow } from './dashboard-money';
import { LINE_UNITS, LINES } from './line-sql';

const SOLD = `o.replacement_ticket_id IS NULL`;
const PLACED = `o.created_at >= ?1 AND o.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND ${SOLD}`;
const KEPT = `o.order_status <> 'Cancelled'`;

export const REFUNDS_FROM = `FROM refund r LEFT JOIN orders o ON o.id = r.order_id LEFT JOIN branch b ON b.id = o.branch_id
  WHERE r.created_at >= ?1 AND r.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3)`;

export const CANCELS_FROM = `FROM order_event e JOIN orders o ON o.id = e.order_id LEFT JOIN branch b ON b.id = o.branch_id
  LEFT JOIN staff s ON s.id = e.staff_id
  WHERE e.to_status = 'Cancelled' AND e.created_at >= ?1 AND e.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND ${SOLD}`;

/** The two short lists both reads take from raw rows (by index, LIMIT ?4): refunds, then cancellations. */
export const REFUND_LIST = `SELECT r.id, r.order_id, o.txnid, b.branch AS branch_name, r.amount, r.status, r.attempts, r.last_error, r.created_at
  ${REFUNDS_FROM} ORDER BY r.status = 'processed', r.created_at DESC, r.id DESC LIMIT ?4`;
export const CANCEL_LIST = `SELECT o.id AS order_id, o.txnid, b.branch AS branch_name, o.payment_method, o.order_total, e.created_at AS at,
         e.actor_type, s.name AS staff_name, coalesce(e.reason, '') AS reason
  ${CANCELS_FROM} ORDER BY e.created_at DESC, e.id DESC LIMIT ?4`;

export async function readMoneyRaw(db: D1Database, w: MoneyWindow): Promise<MoneyRows> {
  const args = [w.start, w.end, w.branchId];
  const q = (sql: string, ...more: unknown[]) => db.prepare(sql).bind(...args, ...more);
  const results = await db.batch<any>([
    q(`SELECT o.order_status AS status, count(*) AS n FROM orders o WHERE ${PLACED} GROUP BY o.order_status`),
    q(`SELECT o.payment_method AS mode, count(*) AS orders, sum(o.subtotal) AS goods, sum(o.discount) AS discount,
              sum(o.shipping) AS shipping, sum(o.order_total) AS total, sum(o.total_points) AS points
         FROM orders o WHERE ${PLACED} AND ${KEPT} GROUP BY o.payment_method`),
    q(`SELECT count(DISTINCT l.order_id) AS orders, coalesce(sum(${LINE_UNITS}), 0) AS units
         FROM ${LINES} JOIN orders o ON o.id = l.order_id WHERE ${PLACED} AND ${KEPT}`),
    // captured when the order was placed (an online order exists only once paid); refunds apart
    q(`SELECT count(*) AS orders, coalesce(sum(o.order_total), 0) AS amount FROM orders o
        WHERE ${PLACED} AND o.payment_method = 'online' AND o.payment_status = 'Success'`),
    q(`SELECT o.rider_id, s.name AS rider_name, count(*) AS orders, sum(o.order_total) AS amount
         FROM order_event e JOIN orders o ON o.id = e.order_id LEFT JOIN staff s ON s.id = o.rider_id
        WHERE e.to_status = 'Completed' AND e.created_at >= ?1 AND e.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3)
          AND o.payment_method = 'cash' AND ${SOLD}
        GROUP BY o.rider_id ORDER BY amount DESC, rider_name`),
    q(`SELECT o.coupon_code AS coupon, count(*) AS orders, sum(o.discount) AS amount FROM orders o
        WHERE ${PLACED} AND ${KEPT} AND o.discount > 0 GROUP BY o.coupon_code ORDER BY amount DESC, coupon`),
    q(REFUND_LIST, w.limit),
    q(`SELECT count(*) AS count, coalesce(sum(r.amount), 0) AS total, coalesce(sum(r.status <> 'processed'), 0) AS open_count,
              coalesce(sum(CASE WHEN r.status <> 'processed' THEN r.amount END), 0) AS open_total ${REFUNDS_FROM}`),
    q(CANCEL_LIST, w.limit),
    q(`SELECT count(*) AS count, coalesce(sum(o.order_total), 0) AS total ${CANCELS_FROM}`),
  ]);
  return moneyRows(results);
}

/** The batch's answers in MoneyRows' shape: both reads send the same ten statements in the same order. */
export function moneyRows(results: D1Result[]): MoneyRows {
  const rows = (i: number) => (results[i]?.results ?? []) as any[];
  return {
    statuses: rows(0),
    modes: rows(1),
    units: rows(2)[0] ?? { orders: 0, units: 0 },
    online: rows(3)[0] ?? { orders: 0, amount: 0 },
    riders: rows(4),
    discounts: rows(5),
    refunds: rows(6),
    refundTotals: rows(7)[0] ?? { count: 0, total: 0, open_count: 0, open_total: 0 },
    cancels: rows(8),
    cancelTotals: rows(9)[0] ?? { count: 0, total: 0 },
  };
}
