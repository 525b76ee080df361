/**
 * Orders, their lines and refunds of a period, read a page at a time in (created_at, id) order with
 * a keyset (never OFFSET), so a quarter of a busy store streams as a CSV or adds up as a GST month
 * in bounded pieces. Nothing here names the customer: exports carry the store's numbers only.
 */
import type { OrderLineRow } from '../orders';
import { LINE_UNITS, LINES } from './line-sql';
import { deliveryModeSql } from '../delivery-mode-sql';
import type { DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';

export interface PeriodWindow {
  start: number;
  end: number;
  branchId: number | null;
}

/** Where the previous page ended: the last row's created_at and id. */
export interface Cursor {
  at: number;
  id: number;
}

export const FIRST: Cursor = { at: -1, id: 0 };

export interface OrderExportRow {
  id: number;
  txnid: string;
  invoice_no: string | null;
  created_at: number;
  order_status: string;
  payment_method: 'cash' | 'point' | 'online';
  payment_status: string;
  /** column flag */
  deliveryMode: DeliveryMode;
  branch_name: string | null;
  slot_day: string | null;
  slot_start_min: number | null;
  slot_end_min: number | null;
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  /** column offer_type */
  offerKind: string | null;
  shipping: number;
  order_total: number;
  total_points: number;
  place_of_supply: string;
  rider_name: string | null;
  units: number;
  /** a problem ticket's free replacement (migration 0041): no invoice, not a sale */
  replacement_ticket_id: number | null;
}

export interface ReportLineRow extends OrderLineRow {
  /** the product's category: the HSN summary's description */
  category: string | null;
}

export interface RefundExportRow {
  id: number;
  order_id: number | null;
  txnid: string | null;
  invoice_no: string | null;
  branch_name: string | null;
  provider_order_id: string | null;
  payment_id: string;
  amount: number;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_refund_id: string | null;
  created_at: number;
  updated_at: number;
}

const ORDERS_IN = `o.created_at >= ?1 AND o.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3)`;
const AFTER = (t: string) => `(${t}.created_at > ?4 OR (${t}.created_at = ?4 AND ${t}.id > ?5))`;

/** How many orders, lines and refunds the period holds: checked against the export cap first. */
export async function countPeriod(db: D1Database, w: PeriodWindow): Promise<{ orders: number; lines: number; refunds: number }> {
  const args = [w.start, w.end, w.branchId];
  const [o, l, r] = await db.batch<{ n: number }>([
    db.prepare(`SELECT count(*) AS n FROM orders o WHERE ${ORDERS_IN}`).bind(...args),
    db.prepare(`SELECT count(*) AS n FROM order_line l JOIN orders o ON o.id = l.order_id WHERE ${ORDERS_IN}`).bind(...args),
    db
      .prepare(
        `SELECT count(*) AS n FROM refund r LEFT JOIN orders o ON o.id = r.order_id
                 WHERE r.created_at >= ?1 AND r.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3)`,
      )
      .bind(...args),
  ]);
  return { orders: o?.results?.[0]?.n ?? 0, lines: l?.results?.[0]?.n ?? 0, refunds: r?.results?.[0]?.n ?? 0 };
}

/** The next page of orders placed in the period, oldest first. */
export async function orderPage(db: D1Database, w: PeriodWindow, after: Cursor, limit: number): Promise<OrderExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.txnid, o.invoice_no, o.created_at, o.order_status, o.payment_method, o.payment_status, ${deliveryModeSql('o.flag')} AS deliveryMode,
              b.branch AS branch_name, o.slot_day, o.slot_start_min, o.slot_end_min, o.subtotal, o.discount, o.coupon_code,
              o.offer_type AS offerKind, o.shipping, o.order_total, o.total_points, o.place_of_supply, r.name AS rider_name, o.replacement_ticket_id,
              coalesce((SELECT sum(${LINE_UNITS}) FROM ${LINES} WHERE l.order_id = o.id), 0) AS units
         FROM orders o LEFT JOIN branch b ON b.id = o.branch_id LEFT JOIN staff r ON r.id = o.rider_id
        WHERE ${ORDERS_IN} AND ${AFTER('o')}
        ORDER BY o.created_at, o.id LIMIT ?6`,
    )
    .bind(w.start, w.end, w.branchId, after.at, after.id, limit)
    .all<OrderExportRow>();
  return results;
}

/** Every line of these orders, in order and line order, with the product's category. */
export async function linesOf(db: D1Database, orderIds: readonly number[]): Promise<ReportLineRow[]> {
  if (orderIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT l.*, c.name AS category FROM order_line l
         LEFT JOIN product p ON p.id = l.product_id LEFT JOIN category c ON c.id = p.category_id
        WHERE l.order_id IN (SELECT value FROM json_each(?1)) ORDER BY l.order_id, l.id`,
    )
    .bind(JSON.stringify(orderIds))
    .all<ReportLineRow>();
  return results;
}

/** The next page of refunds recorded in the period (a branch's: its orders' refunds only). */
export async function refundPage(db: D1Database, w: PeriodWindow, after: Cursor, limit: number): Promise<RefundExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.order_id, o.txnid, o.invoice_no, b.branch AS branch_name, i.provider_order_id, r.payment_id, r.amount,
              r.status, r.attempts, r.last_error, r.provider_refund_id, r.created_at, r.updated_at
         FROM refund r LEFT JOIN orders o ON o.id = r.order_id LEFT JOIN branch b ON b.id = o.branch_id
         LEFT JOIN payment_intent i ON i.id = r.intent_id
        WHERE r.created_at >= ?1 AND r.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND ${AFTER('r')}
        ORDER BY r.created_at, r.id LIMIT ?6`,
    )
    .bind(w.start, w.end, w.branchId, after.at, after.id, limit)
    .all<RefundExportRow>();
  return results;
}

/** The invoice series of the period: how many were issued, the first and last number, how many were cancelled. */
export async function invoiceSeries(
  db: D1Database,
  w: PeriodWindow,
): Promise<{ issued: number; first: string | null; last: string | null; cancelled: number }> {
  const row = await db
    .prepare(
      `SELECT count(*) AS issued, min(o.invoice_no) AS first, max(o.invoice_no) AS last,
              coalesce(sum(o.order_status = 'Cancelled'), 0) AS cancelled
         FROM orders o WHERE ${ORDERS_IN} AND o.invoice_no IS NOT NULL`,
    )
    .bind(w.start, w.end, w.branchId)
    .first<{ issued: number; first: string | null; last: string | null; cancelled: number }>();
  return row ?? { issued: 0, first: null, last: null, cancelled: 0 };
}
