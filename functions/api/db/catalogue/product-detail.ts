import type { PackDeclarations, ProductCard, ProductDetail, Specification } from '../../../../src/lib/domain/types';
import {
  bySortThenId,
  CARD_COLUMNS,
  type CardRow,
  parseJsonArray,
  SHOP_ORDER,
  type SortedRow,
  toProductCard,
  toProductCards,
} from './product-rows';

/** One product: its page (details, gallery, declarations) and the cards related to it. */

interface DetailRow extends CardRow, PackDeclarations {
  details: string;
  specification: string;
  category_name: string;
  category_slug: string;
  subcategory_id: number | null;
  subcategory_name: string | null;
  subcategory_slug: string | null;
  gallery_json: string | null;
}

const DETAIL_SELECT = `SELECT ${CARD_COLUMNS}, p.details, p.specification, p.generic_name, p.manufacturer,
    p.country_of_origin, p.best_before, p.consumer_care, p.hsn_code, p.gst_rate,
    c.name AS category_name, c.slug AS category_slug,
    s.id AS subcategory_id, s.name AS subcategory_name, s.slug AS subcategory_slug,
    (SELECT json_group_array(json_object('id', g.id, 'photo', g.photo, 'sort', g.sort))
       FROM product_gallery g WHERE g.product_id = p.id) AS gallery_json
  FROM product p
  JOIN category c ON c.id = p.category_id
  LEFT JOIN subcategory s ON s.id = p.subcategory_id`;

export function parseSpecification(text: string): Specification[] {
  return parseJsonArray(text)
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .map((s) => ({ name: String(s.name ?? ''), value: String(s.value ?? '') }))
    .filter((s) => s.name !== '');
}

function toProductDetail(r: DetailRow): ProductDetail {
  const gallery = (parseJsonArray(r.gallery_json) as ({ photo: string } & SortedRow)[]).sort(bySortThenId).map(({ photo }) => ({ photo }));
  return {
    ...toProductCard(r),
    details: r.details,
    gallery,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    subcategory: r.subcategory_id != null ? { id: r.subcategory_id, name: r.subcategory_name ?? '', slug: r.subcategory_slug ?? '' } : null,
    specification: parseSpecification(r.specification),
    generic_name: r.generic_name,
    manufacturer: r.manufacturer,
    country_of_origin: r.country_of_origin,
    best_before: r.best_before,
    consumer_care: r.consumer_care,
    hsn_code: r.hsn_code,
    gst_rate: r.gst_rate,
  };
}

/** By numeric id when the reference is all digits, else by slug. */
export async function findProductDetail(db: D1Database, slugOrId: string): Promise<ProductDetail | null> {
  const byId = /^\d+$/.test(slugOrId);
  const row = await db
    .prepare(`${DETAIL_SELECT} WHERE ${byId ? 'p.id' : 'p.slug'} = ?`)
    .bind(byId ? Number(slugOrId) : slugOrId)
    .first<DetailRow>();
  return row ? toProductDetail(row) : null;
}

/**
 * Same subcategory first, then the rest of the category; never the product itself. Each half is a
 * short walk of an index in shop order (by subcategory, by category) that stops at `limit`, so a
 * category of thousands is never read whole.
 */
export async function listRelatedCards(db: D1Database, productId: number, limit: number): Promise<ProductCard[]> {
  const result = await db
    .prepare(
      `WITH me AS (SELECT id, category_id, subcategory_id FROM product WHERE id = ?1)
       SELECT ${CARD_COLUMNS} FROM (
         SELECT * FROM (SELECT p.id AS id, 0 AS half FROM me JOIN product p
           ON p.subcategory_id IS me.subcategory_id AND p.category_id = me.category_id AND p.id != me.id
           ORDER BY ${SHOP_ORDER} LIMIT ?2)
         UNION ALL
         SELECT * FROM (SELECT p.id, 1 FROM me JOIN product p
           ON p.category_id = me.category_id AND p.subcategory_id IS NOT me.subcategory_id
           ORDER BY ${SHOP_ORDER} LIMIT ?2)) AS pick
       JOIN product p ON p.id = pick.id
       ORDER BY pick.half, ${SHOP_ORDER} LIMIT ?2`,
    )
    .bind(productId, limit)
    .all<CardRow>();
  return toProductCards(result);
}
