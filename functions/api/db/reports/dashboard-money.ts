/**
 * The dashboard's money, read in one D1 batch: orders by status and payment mode, cash per rider,
 * coupons and offers given, refunds and cancellations. A period is [start, end) in epoch ms; a
 * branch of null means every branch. Orders count in the period they were placed; cash when it
 * was collected (the move to Completed), refunds and cancellations when they happened.
 */
import type { PaymentMethod } from '../../../../src/lib/domain/orders/order-status';
import { DAY_MS, IST_OFFSET_MS } from '../../../../src/lib/domain/money/india-time';
import { CANCEL_LIST, moneyRows, readMoneyRaw, REFUND_LIST } from './money-raw';

export interface MoneyWindow {
  start: number;
  end: number;
  branchId: number | null;
  /** rows in the refund and cancellation lists */
  limit: number;
}

export interface ModeRow {
  mode: PaymentMethod;
  orders: number;
  goods: number;
  discount: number;
  shipping: number;
  total: number;
  points: number;
}

export interface RiderRow {
  rider_id: number | null;
  rider_name: string | null;
  orders: number;
  amount: number;
}

export interface RefundDbRow {
  id: number;
  order_id: number | null;
  txnid: string | null;
  branch_name: string | null;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: number;
}

export interface CancelDbRow {
  order_id: number;
  txnid: string;
  branch_name: string | null;
  payment_method: PaymentMethod;
  order_total: number;
  at: number;
  actor_type: 'staff' | 'customer' | 'system';
  staff_name: string | null;
  reason: string;
}

export interface MoneyRows {
  statuses: { status: string; n: number }[];
  modes: ModeRow[];
  units: { orders: number; units: number };
  online: { orders: number; amount: number };
  riders: RiderRow[];
  discounts: { coupon: string | null; orders: number; amount: number }[];
  refunds: RefundDbRow[];
  refundTotals: { count: number; total: number; open_count: number; open_total: number };
  cancels: CancelDbRow[];
  cancelTotals: { count: number; total: number };
}

/** IST day numbers [first, past) of a window: report_day_* rows are keyed by them (migration 0042). */
export function reportDays(start: number, end: number): [number, number] {
  return [Math.floor((start + IST_OFFSET_MS) / DAY_MS), Math.floor((end + IST_OFFSET_MS) / DAY_MS)];
}

/** The per-day rows answer only a window of whole IST days (midnight to midnight). */
export function wholeIstDays(start: number, end: number): boolean {
  const whole = (at: number) => (at + IST_OFFSET_MS) % DAY_MS === 0;
  return whole(start) && whole(end);
}

/** Days of the window at the branch (or any) in the per-day tables. */
const DAYS = `d.day >= ?1 AND d.day < ?2 AND (?3 IS NULL OR d.branch_id = ?3)`;
// a ticket's free replacement order (migration 0041) sells nothing: never counted as a sale
const SOLD_DAYS = `${DAYS} AND d.replacement = 0`;
const KEPT_DAYS = `${SOLD_DAYS} AND d.order_status <> 'Cancelled'`;

/**
 * The figures come from the per-day tables (report_day_*, migration 0042: kept by triggers, equal to
 * the raw rows); only the two short lists (refunds, cancellations) read raw rows, by index and LIMIT.
 */
export async function readMoney(db: D1Database, w: MoneyWindow): Promise<MoneyRows> {
  // the per-day rows hold whole IST days; any other window (a test's single order) reads raw rows
  if (!wholeIstDays(w.start, w.end)) return readMoneyRaw(db, w);
  const args = [w.start, w.end, w.branchId];
  const q = (sql: string, ...more: unknown[]) => db.prepare(sql).bind(...args, ...more);
  const days = (sql: string) => db.prepare(sql).bind(...reportDays(w.start, w.end), w.branchId);
  const results = await db.batch<any>([
    days(`SELECT d.order_status AS status, sum(d.orders) AS n FROM report_day_order d WHERE ${SOLD_DAYS} GROUP BY d.order_status`),
    days(`SELECT d.payment_method AS mode, sum(d.orders) AS orders, sum(d.goods) AS goods, sum(d.discount) AS discount,
                 sum(d.shipping) AS shipping, sum(d.total) AS total, sum(d.points) AS points
            FROM report_day_order d WHERE ${KEPT_DAYS} GROUP BY d.payment_method`),
    days(`SELECT coalesce(sum(d.orders), 0) AS orders, coalesce(sum(d.units), 0) AS units
            FROM report_day_order d WHERE ${KEPT_DAYS} AND d.lined = 1`),
    // captured when the order was placed (an online order exists only once paid); refunds apart
    days(`SELECT coalesce(sum(d.paid), 0) AS orders, coalesce(sum(d.paid_total), 0) AS amount
            FROM report_day_order d WHERE ${SOLD_DAYS} AND d.payment_method = 'online'`),
    days(`SELECT d.rider_id, s.name AS rider_name, sum(d.orders) AS orders, sum(d.amount) AS amount
            FROM report_day_cash d LEFT JOIN staff s ON s.id = d.rider_id WHERE ${DAYS}
           GROUP BY d.rider_id ORDER BY amount DESC, rider_name`),
    days(`SELECT d.coupon_code AS coupon, sum(d.discounted) AS orders, sum(d.discount) AS amount FROM report_day_order d
           WHERE ${KEPT_DAYS} GROUP BY d.coupon_code HAVING sum(d.discounted) > 0 ORDER BY amount DESC, coupon`),
    q(REFUND_LIST, w.limit),
    days(`SELECT coalesce(sum(d.refunds), 0) AS count, coalesce(sum(d.total), 0) AS total,
                 coalesce(sum(d.open_count), 0) AS open_count, coalesce(sum(d.open_total), 0) AS open_total
            FROM report_day_refund d WHERE ${DAYS}`),
    q(CANCEL_LIST, w.limit),
    days(`SELECT coalesce(sum(d.orders), 0) AS count, coalesce(sum(d.total), 0) AS total FROM report_day_cancel d WHERE ${DAYS}`),
  ]);
  return moneyRows(results);
}
