/** Special offers (offer + offer_slab, migration 0001) running at a moment. */
import type { FreeProductOffer, Offer } from '../../../../src/lib/domain/types';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';

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

/** Offers and their slabs, the offer and free product names in the language (English where there is none, issue 34). */
export async function listRunningOffers(db: D1Database, now: number, lang: Lang = 'en'): Promise<{ offers: Offer[]; slabs: SlabRow[] }> {
  const [offers, slabs] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT o.id, coalesce(t.name, o.name) AS name, o.photo, o.minimum_order_amount, o.start_date, o.end_date
           FROM offer o LEFT JOIN offer_i18n t ON t.offer_id = o.id AND t.lang = ?2
          WHERE o.start_date <= ?1 AND o.end_date > ?1 ORDER BY o.end_date, o.id`,
      )
      .bind(now, lang),
    db
      .prepare(
        `SELECT s.id, s.offer_id, s.point_from, s.point_to, s.discount_type, s.discount, s.product_id,
                coalesce(pt.name, p.name) AS product_name, p.slug AS product_slug
           FROM offer_slab s JOIN offer o ON o.id = s.offer_id LEFT JOIN product p ON p.id = s.product_id
           LEFT JOIN product_i18n pt ON pt.product_id = p.id AND pt.lang = ?2
          WHERE o.start_date <= ?1 AND o.end_date > ?1
          ORDER BY s.offer_id, s.point_from, s.id`,
      )
      .bind(now, lang),
  ]);
  return { offers: (offers?.results ?? []) as Offer[], slabs: (slabs?.results ?? []) as SlabRow[] };
}

/** Offers running at `now` with a slab whose reward is this product, their names in the language. */
export async function listOffersGivingProduct(
  db: D1Database,
  productId: number,
  now: number,
  lang: Lang = 'en',
): Promise<FreeProductOffer[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, coalesce(t.name, o.name) AS name, o.photo, o.minimum_order_amount, o.start_date, o.end_date, s.point_from, s.point_to
       FROM offer_slab s JOIN offer o ON o.id = s.offer_id LEFT JOIN offer_i18n t ON t.offer_id = o.id AND t.lang = ?4
       WHERE s.discount_type = 'product' AND s.product_id = ?1 AND o.start_date <= ?2 AND o.end_date > ?3
       ORDER BY o.end_date, o.id, s.point_from`,
    )
    .bind(productId, now, now, lang)
    .all<FreeProductOffer>();
  return results;
}
