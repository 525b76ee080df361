/** Back-in-stock alerts (stock_alert, migration 0013). */
import type { Lang } from '../../../src/lib/domain/i18n/langs';

export interface DueStockAlert {
  user_id: number;
  product_id: number;
  name: string;
  slug: string;
  phone: string | null;
  /** the customer's language (migration 0019); name is the product's name in it, else English */
  lang: Lang;
}

/** Arms (or re-arms, after one was sent) the customer's alert for a product. */
export async function armStockAlert(db: D1Database, userId: number, productId: number, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO stock_alert (user_id, product_id, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id, product_id) DO UPDATE SET created_at = excluded.created_at, sent_at = NULL
        WHERE stock_alert.sent_at IS NOT NULL`,
    )
    .bind(userId, productId, now)
    .run();
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

/** Waiting alerts whose product can be sold again (optionally of one product), oldest first. */
export async function dueStockAlerts(db: D1Database, productId: number | null, limit: number): Promise<DueStockAlert[]> {
  const { results } = await db
    .prepare(
      `SELECT a.user_id, a.product_id, p.slug, u.phone, u.lang,
              coalesce((SELECT t.name FROM product_i18n t WHERE t.product_id = p.id AND t.lang = u.lang), p.name) AS name
         FROM stock_alert a JOIN product p ON p.id = a.product_id JOIN user u ON u.id = a.user_id
        WHERE a.sent_at IS NULL AND p.stock > 0 AND p.out_of_stock = 0 AND (?1 IS NULL OR a.product_id = ?1)
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
