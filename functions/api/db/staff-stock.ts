/**
 * Stock as the branch counts it. product.stock is what may still be sold; the shelf also carries
 * units already promised: held by a payment in progress (stock_hold) or ordered and not yet packed.
 * A clerk's count is of the shelf, so what may be sold is the count less those promised units;
 * otherwise a released hold or a cancelled order would later add its units on top of the count.
 */
import type { StaffStockItem } from '../../../src/lib/domain/types';
import { escapeLike } from './like';

/** The stock screen's item as the table gives it (out_of_stock as 0/1). */
export interface StaffStockRow extends Omit<StaffStockItem, 'out_of_stock'> {
  out_of_stock: number;
}

/** Units promised of the product whose id is `idSql`. */
const reservedSql = (idSql: string) => `(
  coalesce((SELECT sum(h.qty) FROM stock_hold h JOIN payment_intent i ON i.id = h.intent_id
             WHERE h.product_id = ${idSql} AND i.status = 'created'), 0)
  + coalesce((SELECT sum(l.qty) FROM order_line l JOIN orders o ON o.id = l.order_id
               WHERE l.product_id = ${idSql} AND o.order_status IN ('Pending', 'Confirmed')), 0))`;

export async function searchStaffStock(db: D1Database, q: string | undefined, limit: number): Promise<StaffStockRow[]> {
  const like = q ? `%${escapeLike(q)}%` : null;
  const { results } = await db
    .prepare(
      // the page of products first, then the promised units of those only
      `WITH hit AS (
         SELECT id, name, slug, photo, stock, out_of_stock FROM product
          WHERE (?1 IS NULL OR name LIKE ?1 ESCAPE '\\' OR slug LIKE ?1 ESCAPE '\\')
          ORDER BY out_of_stock DESC, stock, name LIMIT ?2)
       SELECT hit.*, ${reservedSql('hit.id')} AS reserved FROM hit ORDER BY out_of_stock DESC, stock, name`,
    )
    .bind(like, limit)
    .all<StaffStockRow>();
  return results;
}

/** The shelf count (when given) becomes the count less what is promised, never below 0; null if no such product. */
export async function correctStaffStock(
  db: D1Database,
  id: number,
  change: { shelfCount?: number; outOfStock?: boolean },
): Promise<StaffStockRow | null> {
  const [, read] = await db.batch([
    db
      .prepare(
        `UPDATE product SET stock = CASE WHEN ?2 IS NULL THEN stock ELSE max(0, ?2 - ${reservedSql('product.id')}) END,
                out_of_stock = coalesce(?3, out_of_stock)
          WHERE id = ?1`,
      )
      .bind(id, change.shelfCount ?? null, change.outOfStock === undefined ? null : change.outOfStock ? 1 : 0),
    db
      .prepare(`SELECT id, name, slug, photo, stock, ${reservedSql('product.id')} AS reserved, out_of_stock FROM product WHERE id = ?1`)
      .bind(id),
  ]);
  return (read?.results?.[0] as StaffStockRow | undefined) ?? null;
}
