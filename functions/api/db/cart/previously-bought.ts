/** The products a customer bought before (home "Previously bought"). Scoped by user_id. */
import type { ProductCard } from '../../../../src/lib/domain/types';
import { CARD_COLUMNS, toProductCard, type CardRow } from '../catalogue';

/**
 * Products from the customer's orders that were not cancelled or failed, still in the catalogue
 * (the join drops a product that is gone), the most recently bought first, each once.
 */
export async function listPreviouslyBought(db: D1Database, userId: number, limit: number): Promise<ProductCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}
         FROM (SELECT l.product_id, max(o.created_at) AS bought_at, max(o.id) AS last_order
                 FROM orders o JOIN order_line l ON l.order_id = o.id
                WHERE o.user_id = ?1 AND o.order_status <> 'Cancelled'
                GROUP BY l.product_id) b
         JOIN product p ON p.id = b.product_id
        ORDER BY b.bought_at DESC, b.last_order DESC, p.id
        LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<CardRow>();
  return results.map(toProductCard);
}
