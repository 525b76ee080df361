/** Back-in-stock alerts (stock_alert, migration 0013). */
import type { Lang } from '../../../../src/lib/domain/i18n/langs';

export interface DueStockAlert {
  user_id: number;
  product_id: number;
  name: string;
  slug: string;
  phone: string | null;
  /** the customer's language (migration 0019); name is the product's name in it, else English */
  lang: Lang;
}

/**
 * Arms (or re-arms, after one was sent) the customer's alert for a product, at the branch they buy
 * from (null: none yet, the store-wide total decides). A waiting alert follows the shopper's branch.
 */
export async function armStockAlert(
  db: D1Database,
  userId: number,
  productId: number,
  branchId: number | null,
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO stock_alert (user_id, product_id, branch_id, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (user_id, product_id) DO UPDATE SET branch_id = excluded.branch_id,
         created_at = CASE WHEN stock_alert.sent_at IS NULL THEN stock_alert.created_at ELSE excluded.created_at END, sent_at = NULL`,
    )
    .bind(userId, productId, branchId, now)
    .run();
}

/** What may be sold of any pack of a product at a branch. */
export async function productAtBranch(db: D1Database, branchId: number, productId: number): Promise<number> {
  const row = await db
    .prepare('SELECT coalesce(sum(qty), 0) AS qty FROM branch_stock WHERE branch_id = ?1 AND product_id = ?2')
    .bind(branchId, productId)
    .first<{ qty: number }>();
  return row?.qty ?? 0;
}

export async function removeStockAlert(db: D1Database, userId: number, productId: number): Promise<void> {
  await db.prepare('DELETE FROM stock_alert WHERE user_id = ?1 AND product_id = ?2').bind(userId, productId).run();
}

export async function hasWaitingStockAlert(db: D1Database, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS n FROM stock_alert WHERE user_id = ?1 AND product_id = ?2 AND sent_at IS NULL')
    .bind(userId, productId)
    .first<{ n: number }>();
  return !!row;
}

/**
 * Waiting alerts whose product can be sold again (optionally of one product), oldest first: at the
 * alert's branch (a pack there back on the shelf: goods received, a transfer in, a count), or
 * store-wide for an alert armed without a branch.
 */
export async function dueStockAlerts(db: D1Database, productId: number | null, limit: number): Promise<DueStockAlert[]> {
  const { results } = await db
    .prepare(
      `SELECT a.user_id, a.product_id, p.slug, u.phone, u.lang,
              coalesce((SELECT t.name FROM product_i18n t WHERE t.product_id = p.id AND t.lang = u.lang), p.name) AS name
         FROM stock_alert a JOIN product p ON p.id = a.product_id JOIN user u ON u.id = a.user_id
        WHERE a.sent_at IS NULL AND p.out_of_stock = 0 AND (?1 IS NULL OR a.product_id = ?1)
          AND CASE WHEN a.branch_id IS NULL THEN p.stock > 0
                   ELSE EXISTS (SELECT 1 FROM branch_stock bs WHERE bs.branch_id = a.branch_id AND bs.product_id = a.product_id AND bs.qty > 0) END
        ORDER BY a.created_at LIMIT ?2`,
    )
    .bind(productId, limit)
    .all<DueStockAlert>();
  return results;
}

/** Takes the alert for this send only: false when another run sent it first. */
export async function claimStockAlert(db: D1Database, userId: number, productId: number, now: number): Promise<boolean> {
  const res = await db
    .prepare('UPDATE stock_alert SET sent_at = ?3 WHERE user_id = ?1 AND product_id = ?2 AND sent_at IS NULL')
    .bind(userId, productId, now)
    .run();
  return res.meta.changes === 1;
}
