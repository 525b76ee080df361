/** Special offers (offer + offer_slab, migration 0001) running at a moment. */
import type { FreeProductOffer, Offer } from '../../../src/lib/domain/types';

export interface SlabRow {
  id: number;
  offer_id: number;
  point_from: number;
  point_to: number;
  discount_type: 'amount' | 'product';
  /** paise off the order (amount slabs) */
  discount: number;
  product_id: number | null;
  product_name: string | null;
  product_slug: string | null;
}

export async function listRunningOffers(db: D1Database, now: number): Promise<{ offers: Offer[]; slabs: SlabRow[] }> {
  const [offers, slabs] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT id, name, photo, minimum_order_amount, start_date, end_date FROM offer
          WHERE start_date <= ?1 AND end_date > ?1 ORDER BY end_date, id`,
      )
      .bind(now),
    db
      .prepare(
        `SELECT s.id, s.offer_id, s.point_from, s.point_to, s.discount_type, s.discount, s.product_id,
                p.name AS product_name, p.slug AS product_slug
           FROM offer_slab s JOIN offer o ON o.id = s.offer_id LEFT JOIN product p ON p.id = s.product_id
          WHERE o.start_date <= ?1 AND o.end_date > ?1
          ORDER BY s.offer_id, s.point_from, s.id`,
      )
      .bind(now),
  ]);
  return { offers: (offers?.results ?? []) as Offer[], slabs: (slabs?.results ?? []) as SlabRow[] };
}

/** Offers running at `now` with a slab whose reward is this product. */
export async function listOffersGivingProduct(db: D1Database, productId: number, now: number): Promise<FreeProductOffer[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.name, o.photo, o.minimum_order_amount, o.start_date, o.end_date, s.point_from, s.point_to
       FROM offer_slab s JOIN offer o ON o.id = s.offer_id
       WHERE s.discount_type = 'product' AND s.product_id = ? AND o.start_date <= ? AND o.end_date > ?
       ORDER BY o.end_date, o.id, s.point_from`,
    )
    .bind(productId, now, now)
    .all<FreeProductOffer>();
  return results;
}
