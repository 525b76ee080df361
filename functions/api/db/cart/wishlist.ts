/** The customer's wishlist. Every query is scoped by user_id; an entry is a product id. */
import type { WishlistItem } from '../../../../src/lib/domain/cart/cart-schemas';
import { CARD_COLUMNS, toProductCard, type CardRow } from '../catalogue';

export async function listWishlist(db: D1Database, userId: number): Promise<WishlistItem[]> {
  const { results } = await db
    .prepare(
      `SELECT w.created_at AS added_at, ${CARD_COLUMNS}
         FROM wishlist w JOIN product p ON p.id = w.product_id
        WHERE w.user_id = ?1
        ORDER BY w.created_at DESC, w.id DESC`,
    )
    .bind(userId)
    .all<CardRow & { added_at: number }>();
  return results.map((r) => ({ ...toProductCard(r), added_at: r.added_at }));
}

export async function wishlistIds(db: D1Database, userId: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT product_id FROM wishlist WHERE user_id = ?1 ORDER BY created_at DESC, id DESC')
    .bind(userId)
    .all<{ product_id: number }>();
  return results.map((r) => r.product_id);
}

export type WishlistInsert = 'added' | 'duplicate' | 'no-product';

/** One statement: inserts only when the product exists, and the UNIQUE pair makes a repeat a no-op. */
export async function insertWishlist(db: D1Database, userId: number, productId: number, now: number): Promise<WishlistInsert> {
  const r = await db
    .prepare(
      `INSERT INTO wishlist (user_id, product_id, created_at)
       SELECT ?1, id, ?3 FROM product WHERE id = ?2
       ON CONFLICT (user_id, product_id) DO NOTHING`,
    )
    .bind(userId, productId, now)
    .run();
  if (r.meta.changes === 1) return 'added';
  const exists = await db.prepare('SELECT 1 AS x FROM product WHERE id = ?1').bind(productId).first();
  return exists ? 'duplicate' : 'no-product';
}

export async function deleteWishlist(db: D1Database, userId: number, productId: number): Promise<boolean> {
  const r = await db.prepare('DELETE FROM wishlist WHERE user_id = ?1 AND product_id = ?2').bind(userId, productId).run();
  return r.meta.changes > 0;
}
