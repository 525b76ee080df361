/**
 * The dashboard's goods and people, read in one D1 batch: sales per IST day, orders per slot and
 * slot fill, top and slow products, stock-outs and products at or below their reorder level, new
 * and returning customers. Stock is one store-wide count per product (product.stock, what may
 * still be sold), so the stock lists are the same whichever branch is chosen.
 */
import { reportDays, wholeIstDays } from './dashboard-money';
import { deliveryModeSql } from '../delivery-mode-sql';
import type { DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';
import { RAW_CUSTOMERS, RAW_SLOW, RAW_TOP, slowFrom } from './goods-raw';

export interface GoodsWindow {
  start: number;
  end: number;
  branchId: number | null;
  /** first and last IST day (YYYY-MM-DD): slots are booked by day */
  from: string;
  to: string;
  /** products in the top and slow lists */
  products: number;
  /** rows in the stock lists */
  limit: number;
}

/** Days of the window at the branch (or any) in the per-day tables: ?1 first day, ?2 past day, ?3 branch. */
const DAYS = `d.day >= ?1 AND d.day < ?2 AND (?3 IS NULL OR d.branch_id = ?3)`;

/** What each product sold in the window, from the per-day rows (migration 0047). */
const SOLD_DAYS = `SELECT d.product_id, max(d.name) AS name, sum(d.units) AS units, sum(d.amount) AS amount
  FROM report_day_product d WHERE ${DAYS} GROUP BY d.product_id`;

const DAY_TOP = `SELECT s.product_id, s.name, s.units, s.amount, coalesce(p.stock, 0) AS stock
  FROM (${SOLD_DAYS}) s LEFT JOIN product p ON p.id = s.product_id ORDER BY s.units DESC, s.amount DESC, s.product_id LIMIT ?4`;

// new: their first order (any branch, any status) is on or after the period's first day
const DAY_CUSTOMERS = `WITH c AS (SELECT DISTINCT d.user_id FROM report_day_customer d WHERE ${DAYS})
  SELECT count(*) AS total, coalesce(sum(cf.first_day >= ?1), 0) AS new
    FROM c LEFT JOIN report_customer_first cf ON cf.user_id = c.user_id`;

export interface ProductRow {
  product_id: number;
  name: string;
  units: number;
  amount: number;
  stock: number;
}

export interface StockDbRow {
  product_id: number;
  name: string;
  stock: number;
  out_of_stock: number;
  level: number | null;
}

export interface GoodsRows {
  days: { day: string; orders: number; amount: number }[];
  slots: { deliveryMode: DeliveryMode; start_min: number; end_min: number; orders: number }[];
  slotDays: { day: string; orders: number }[];
  capacity: number;
  top: ProductRow[];
  slow: ProductRow[];
  outs: StockDbRow[];
  outCount: number;
  below: StockDbRow[];
  belowCount: number;
  customers: { total: number; new: number };
}

/**
 * The product lists and the customers come from the per-day rows (migration 0047) for a window of
 * whole IST days, as the dashboard asks; any other window reads the raw rows (goods-raw.ts).
 */
export function readGoods(db: D1Database, w: GoodsWindow): Promise<GoodsRows> {
  return wholeIstDays(w.start, w.end) ? read(db, w, 'days') : readGoodsRaw(db, w);
}

/** The same answer from the raw orders and lines: the fallback, and the tests' oracle. */
export function readGoodsRaw(db: D1Database, w: GoodsWindow): Promise<GoodsRows> {
  return read(db, w, 'raw');
}

async function read(db: D1Database, w: GoodsWindow, from: 'days' | 'raw'): Promise<GoodsRows> {
  const window = from === 'days' ? reportDays(w.start, w.end) : [w.start, w.end];
  const lists = (sql: string, ...more: unknown[]) => db.prepare(sql).bind(...window, w.branchId, ...more);
  const booked = (sql: string) => db.prepare(sql).bind(w.from, w.to, w.branchId);
  const BOOKED = `o.slot_day >= ?1 AND o.slot_day <= ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND o.order_status <> 'Cancelled'`;
  const results = await db.batch<any>([
    // from the per-day rows (migration 0042), so whole IST days only (as the dashboard asks): day d
    // is the IST date of d × 86,400 s
    db
      .prepare(
        `SELECT date(d.day * 86400, 'unixepoch') AS day, sum(d.orders) AS orders, sum(d.total) AS amount FROM report_day_order d
          WHERE d.day >= ?1 AND d.day < ?2 AND (?3 IS NULL OR d.branch_id = ?3) AND d.replacement = 0 AND d.order_status <> 'Cancelled'
          GROUP BY d.day ORDER BY d.day`,
      )
      .bind(...reportDays(w.start, w.end), w.branchId),
    booked(`SELECT ${deliveryModeSql('o.flag')} AS deliveryMode, o.slot_start_min AS start_min, o.slot_end_min AS end_min, count(*) AS orders FROM orders o
             WHERE ${BOOKED} AND o.slot_start_min IS NOT NULL
             GROUP BY o.flag, o.slot_start_min, o.slot_end_min ORDER BY o.flag, o.slot_start_min`),
    booked(
      `SELECT o.slot_day AS day, count(*) AS orders FROM orders o WHERE ${BOOKED} AND o.slot_start_min IS NOT NULL GROUP BY o.slot_day`,
    ),
    db
      .prepare(`SELECT coalesce(sum(capacity), 0) AS capacity FROM delivery_slot WHERE active = 1 AND (?1 IS NULL OR branch_id = ?1)`)
      .bind(w.branchId),
    lists(from === 'days' ? DAY_TOP : RAW_TOP, w.products),
    lists(from === 'days' ? slowFrom(SOLD_DAYS) : RAW_SLOW, w.products),
    db
      .prepare(
        `SELECT p.id AS product_id, p.name, p.stock, p.out_of_stock, r.level FROM product p LEFT JOIN reorder_level r ON r.product_id = p.id
          WHERE p.out_of_stock = 1 OR p.stock = 0 ORDER BY p.name LIMIT ?1`,
      )
      .bind(w.limit),
    db.prepare(`SELECT count(*) AS n FROM product p WHERE p.out_of_stock = 1 OR p.stock = 0`),
    db
      .prepare(
        `SELECT p.id AS product_id, p.name, p.stock, p.out_of_stock, r.level FROM reorder_level r JOIN product p ON p.id = r.product_id
          WHERE p.stock <= r.level ORDER BY p.stock - r.level, p.name LIMIT ?1`,
      )
      .bind(w.limit),
    db.prepare(`SELECT count(*) AS n FROM reorder_level r JOIN product p ON p.id = r.product_id WHERE p.stock <= r.level`),
    lists(from === 'days' ? DAY_CUSTOMERS : RAW_CUSTOMERS),
  ]);
  const rows = (i: number) => (results[i]?.results ?? []) as any[];
  return {
    days: rows(0),
    slots: rows(1),
    slotDays: rows(2),
    capacity: rows(3)[0]?.capacity ?? 0,
    top: rows(4),
    slow: rows(5),
    outs: rows(6),
    outCount: rows(7)[0]?.n ?? 0,
    below: rows(8),
    belowCount: rows(9)[0]?.n ?? 0,
    customers: rows(10)[0] ?? { total: 0, new: 0 },
  };
}
