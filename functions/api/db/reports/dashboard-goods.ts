/**
 * The dashboard's goods and people, read in one D1 batch: sales per IST day, orders per slot and
 * slot fill, top and slow products, stock-outs and products at or below their reorder level, new
 * and returning customers. Stock is one store-wide count per product (product.stock, what may
 * still be sold), so the stock lists are the same whichever branch is chosen.
 */
import { reportDays } from './dashboard-money';
import { LINE_AMOUNT, LINE_NAME, LINE_PRODUCT, LINE_UNITS, LINES } from './line-sql';

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

/** Sales placed in the window; a ticket's free replacement order (migration 0041) is not a sale. */
const PLACED = `o.created_at >= ?1 AND o.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND o.order_status <> 'Cancelled'
  AND o.replacement_ticket_id IS NULL`;

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
  slots: { flag: 0 | 1; start_min: number; end_min: number; orders: number }[];
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

export async function readGoods(db: D1Database, w: GoodsWindow): Promise<GoodsRows> {
  const placed = (sql: string, ...more: unknown[]) => db.prepare(sql).bind(w.start, w.end, w.branchId, ...more);
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
    booked(`SELECT o.flag, o.slot_start_min AS start_min, o.slot_end_min AS end_min, count(*) AS orders FROM orders o
             WHERE ${BOOKED} AND o.slot_start_min IS NOT NULL
             GROUP BY o.flag, o.slot_start_min, o.slot_end_min ORDER BY o.flag, o.slot_start_min`),
    booked(
      `SELECT o.slot_day AS day, count(*) AS orders FROM orders o WHERE ${BOOKED} AND o.slot_start_min IS NOT NULL GROUP BY o.slot_day`,
    ),
    db
      .prepare(`SELECT coalesce(sum(capacity), 0) AS capacity FROM delivery_slot WHERE active = 1 AND (?1 IS NULL OR branch_id = ?1)`)
      .bind(w.branchId),
    placed(
      `SELECT ${LINE_PRODUCT} AS product_id, max(${LINE_NAME}) AS name, sum(${LINE_UNITS}) AS units, sum(${LINE_AMOUNT}) AS amount,
              coalesce(max(p.stock), 0) AS stock
         FROM ${LINES} JOIN orders o ON o.id = l.order_id LEFT JOIN product p ON p.id = ${LINE_PRODUCT}
        WHERE ${PLACED} GROUP BY 1 ORDER BY units DESC, amount DESC, product_id LIMIT ?4`,
      w.products,
    ),
    // on sale and in stock, yet sold least (nothing at all first), the fullest shelves first
    placed(
      `WITH sold AS (
         SELECT ${LINE_PRODUCT} AS product_id, sum(${LINE_UNITS}) AS units, sum(${LINE_AMOUNT}) AS amount
           FROM ${LINES} JOIN orders o ON o.id = l.order_id WHERE ${PLACED} GROUP BY 1)
       SELECT p.id AS product_id, p.name, coalesce(s.units, 0) AS units, coalesce(s.amount, 0) AS amount, p.stock
         FROM product p LEFT JOIN sold s ON s.product_id = p.id
        WHERE p.out_of_stock = 0 AND p.stock > 0
        ORDER BY units, p.stock DESC, p.name LIMIT ?4`,
      w.products,
    ),
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
    // new: no order of theirs (any branch, any status) before the period; erased customers' orders count too
    placed(`WITH c AS (SELECT DISTINCT o.user_id FROM orders o WHERE ${PLACED} AND o.user_id IS NOT NULL)
            SELECT count(*) AS total,
                   coalesce(sum(NOT EXISTS (SELECT 1 FROM orders f WHERE f.user_id = c.user_id AND f.created_at < ?1)), 0) AS new
              FROM c`),
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
