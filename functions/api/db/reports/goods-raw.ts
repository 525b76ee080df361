/**
 * The dashboard's product lists and customer count read from the raw orders and lines of a window
 * that is not whole IST days (a test's one-millisecond window): the per-day rows (migration 0047)
 * answer whole days only. They are also the oracle tests/api/report-goods.test.ts holds the
 * per-day rows against. Binds: ?1 start ms, ?2 end ms, ?3 branch or NULL, ?4 products.
 */
import { LINE_AMOUNT, LINE_NAME, LINE_PRODUCT, LINE_UNITS, LINES } from './line-sql';

/** Sales placed in the window; a ticket's free replacement order (migration 0041) is not a sale. */
const PLACED = `o.created_at >= ?1 AND o.created_at < ?2 AND (?3 IS NULL OR o.branch_id = ?3) AND o.order_status <> 'Cancelled'
  AND o.replacement_ticket_id IS NULL`;

/** What each product sold in the window (one row per product, units and amount). */
const SOLD = `SELECT ${LINE_PRODUCT} AS product_id, max(${LINE_NAME}) AS name, sum(${LINE_UNITS}) AS units, sum(${LINE_AMOUNT}) AS amount
  FROM ${LINES} JOIN orders o ON o.id = l.order_id WHERE ${PLACED} GROUP BY 1`;

export const RAW_TOP = `SELECT s.product_id, s.name, s.units, s.amount, coalesce(p.stock, 0) AS stock
  FROM (${SOLD}) s LEFT JOIN product p ON p.id = s.product_id ORDER BY s.units DESC, s.amount DESC, s.product_id LIMIT ?4`;

export const RAW_SLOW = slowFrom(SOLD);

// new: no order of theirs (any branch, any status) before the period; erased customers' orders count too
export const RAW_CUSTOMERS = `WITH c AS (SELECT DISTINCT o.user_id FROM orders o WHERE ${PLACED} AND o.user_id IS NOT NULL)
  SELECT count(*) AS total,
         coalesce(sum(NOT EXISTS (SELECT 1 FROM orders f WHERE f.user_id = c.user_id AND f.created_at < ?1)), 0) AS new
    FROM c`;

/**
 * On sale and in stock, yet sold least (nothing at all first), the fullest shelves first; `sold`
 * is what each product sold in the window (product_id, units, amount), raw or per day.
 */
export function slowFrom(sold: string): string {
  return `WITH sold AS (${sold})
   SELECT p.id AS product_id, p.name, coalesce(s.units, 0) AS units, coalesce(s.amount, 0) AS amount, p.stock
     FROM product p LEFT JOIN sold s ON s.product_id = p.id
    WHERE p.out_of_stock = 0 AND p.stock > 0
    ORDER BY units, p.stock DESC, p.name, p.id LIMIT ?4`;
}
