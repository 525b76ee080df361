import type {
  Attribute,
  PackDeclarations,
  ProductCard,
  ProductDetail,
  Specification,
} from '../../../src/lib/domain/types';

/**
 * Product reads. Every list is one statement: a card's variants come along as a JSON array from a
 * correlated subquery on attribute_by_product, so a page of 12 cards is one round trip, not 13.
 * Builders that return a D1PreparedStatement exist so services can db.batch() a page with its count.
 */

const ATTRIBUTES_JSON = `(SELECT json_group_array(json_object(
    'id', a.id, 'name', a.name, 'price', a.price, 'selling', a.selling, 'point', a.point, 'net_quantity', a.net_quantity, 'sort', a.sort))
  FROM product_attribute a WHERE a.product_id = p.id) AS attributes_json`;

/** Columns a ProductCard needs, for `SELECT ${CARD_COLUMNS} FROM product p ...`. */
export const CARD_COLUMNS = `p.id, p.slug, p.name, p.brand, p.photo, p.sort_details, p.category_id,
  p.previous_price, p.discount_price, p.point, p.stock, p.out_of_stock, p.pmin_count, p.pmax_count,
  p.is_type, p.deal_start, p.deal_end, p.deal_amount, p.deal_point, p.max_count, p.purchased_count,
  p.net_quantity, p.net_unit, p.veg, ${ATTRIBUTES_JSON}`;

/** Available first (SPEC §4: stock above 0 and not flagged), then by id, so pages never shuffle. */
export const SHOP_ORDER = '(p.stock > 0 AND p.out_of_stock != 1) DESC, p.id';

/** A card as the table stores it: the deal window under its column names, variants as JSON text. */
export interface CardRow extends Omit<ProductCard, 'date' | 'to_date' | 'attributes' | 'veg'> {
  veg?: 0 | 1 | null;
  deal_start: number | null;
  deal_end: number | null;
  attributes_json: string | null;
}

function parseJsonArray(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

interface SortedRow {
  id: number;
  sort: number;
}
const bySortThenId = (a: SortedRow, b: SortedRow) => a.sort - b.sort || a.id - b.id;

function parseAttributes(text: string | null): Attribute[] {
  return (parseJsonArray(text) as (Attribute & SortedRow)[])
    .sort(bySortThenId)
    .map(({ id, name, price, selling, point, net_quantity }) => ({ id, name, price, selling, point, net_quantity: net_quantity ?? 0 }));
}

/** Row → card. The deal window is deal_start/deal_end in D1 and date/to_date in SPEC shapes. */
export function toProductCard(r: CardRow): ProductCard {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    photo: r.photo,
    sort_details: r.sort_details,
    category_id: r.category_id,
    previous_price: r.previous_price,
    discount_price: r.discount_price,
    point: r.point,
    stock: r.stock,
    out_of_stock: r.out_of_stock,
    pmin_count: r.pmin_count,
    pmax_count: r.pmax_count,
    is_type: r.is_type,
    date: r.deal_start,
    to_date: r.deal_end,
    deal_amount: r.deal_amount,
    deal_point: r.deal_point,
    max_count: r.max_count,
    purchased_count: r.purchased_count,
    net_quantity: r.net_quantity,
    net_unit: r.net_unit,
    veg: r.veg ?? null,
    attributes: parseAttributes(r.attributes_json),
  };
}

export function toProductCards(result: D1Result<CardRow>): ProductCard[] {
  return result.results.map(toProductCard);
}

// ---------------------------------------------------------------------------------------------
// Card lists (home lists, shop, offers)

export type ProductFlag = 'hot' | 'best' | 'feature' | 'new';

const FLAG_COLUMN: Record<ProductFlag, string> = {
  hot: 'p.is_hot',
  best: 'p.is_best',
  feature: 'p.is_featured',
  new: 'p.is_new',
};

export interface CardQuery {
  categorySlug?: string;
  subcategorySlug?: string;
  flag?: ProductFlag;
  /** only products whose deal window contains this instant */
  activeDealAt?: number;
  /** range on what one unit costs at `now`: paise for 'selling', points for 'points' (which also needs > 0) */
  price?: { field: 'selling' | 'points'; min: number; max: number; now: number };
  order: 'shop' | 'newest' | 'deal_ending' | 'price_asc' | 'price_desc' | 'discount';
  /** find within results (issue 16): any of these brands, at least this % off MRP, available now, FSSAI mark */
  brands?: string[];
  minDiscount?: number;
  inStock?: boolean;
  veg?: 0 | 1;
  limit: number;
  offset?: number;
}

interface Where {
  sql: string;
  params: unknown[];
}

/** SPEC §4 deal rule (date <= now < to_date, units left), the SQL twin of isDealActive(). */
function dealActive(now: number): Where {
  return {
    sql: `(p.is_type IS NOT NULL AND p.deal_amount IS NOT NULL AND p.deal_start <= ? AND p.deal_end > ? AND p.purchased_count < p.max_count)`,
    params: [now, now],
  };
}

/** What one unit costs at `now` with no variant chosen (unitPrice()): the deal price while the deal runs. */
function sellingNow(now: number): Where {
  const deal = dealActive(now);
  return { sql: `(CASE WHEN ${deal.sql} THEN p.deal_amount ELSE p.discount_price END)`, params: deal.params };
}

export function cardWhere(q: Omit<CardQuery, 'order' | 'limit'>): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (w: Where) => {
    parts.push(w.sql);
    params.push(...w.params);
  };
  if (q.categorySlug !== undefined) {
    add({ sql: 'p.category_id = (SELECT id FROM category WHERE slug = ?)', params: [q.categorySlug] });
  }
  if (q.subcategorySlug !== undefined) {
    add({ sql: 'p.subcategory_id = (SELECT id FROM subcategory WHERE slug = ?)', params: [q.subcategorySlug] });
  }
  if (q.flag) add({ sql: `${FLAG_COLUMN[q.flag]} = 1`, params: [] });
  if (q.activeDealAt !== undefined) add(dealActive(q.activeDealAt));
  if (q.price) {
    const deal = dealActive(q.price.now);
    // unitPrice() with no variant: the deal price while the deal runs, else the list price
    const expr =
      q.price.field === 'selling'
        ? `(CASE WHEN ${deal.sql} THEN p.deal_amount ELSE p.discount_price END)`
        : `(CASE WHEN ${deal.sql} THEN coalesce(p.deal_point, p.point) ELSE p.point END)`;
    add({ sql: `${expr} BETWEEN ? AND ?`, params: [...deal.params, q.price.min, q.price.max] });
    if (q.price.field === 'points') add({ sql: `${expr} > 0`, params: deal.params });
  }
  if (q.brands && q.brands.length > 0) add({ sql: `p.brand IN (${q.brands.map(() => '?').join(', ')})`, params: q.brands });
  if (q.minDiscount) add({ sql: 'p.discount_percent >= ?', params: [q.minDiscount] });
  if (q.inStock) add({ sql: 'p.stock > 0 AND p.out_of_stock != 1', params: [] });
  if (q.veg !== undefined) add({ sql: 'p.veg = ?', params: [q.veg] });
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** ORDER BY for a card list; price sorts use the price the card shows (the deal price while it runs). */
export function cardOrder(order: CardQuery['order'], now: number): Where {
  switch (order) {
    case 'shop':
      return { sql: SHOP_ORDER, params: [] };
    case 'newest':
      return { sql: 'p.created_at DESC, p.id DESC', params: [] };
    case 'deal_ending':
      return { sql: 'p.deal_end, p.id', params: [] };
    case 'discount':
      return { sql: 'p.discount_percent DESC, p.id', params: [] };
    case 'price_asc':
    case 'price_desc': {
      const price = sellingNow(now);
      return { sql: `${price.sql} ${order === 'price_asc' ? 'ASC' : 'DESC'}, p.id`, params: price.params };
    }
  }
}

export function selectCards(db: D1Database, q: CardQuery): D1PreparedStatement {
  const where = cardWhere(q);
  const order = cardOrder(q.order, q.price?.now ?? q.activeDealAt ?? Date.now());
  return db
    .prepare(`SELECT ${CARD_COLUMNS} FROM product p ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
    .bind(...where.params, ...order.params, q.limit, q.offset ?? 0);
}

export function countCards(db: D1Database, q: CardQuery): D1PreparedStatement {
  const where = cardWhere(q);
  return db.prepare(`SELECT count(*) AS total FROM product p ${where.sql}`).bind(...where.params);
}

export async function listCards(db: D1Database, q: CardQuery): Promise<ProductCard[]> {
  return toProductCards(await selectCards(db, q).all<CardRow>());
}

// ---------------------------------------------------------------------------------------------
// One product

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

function parseSpecification(text: string): Specification[] {
  return parseJsonArray(text)
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .map((s) => ({ name: String(s.name ?? ''), value: String(s.value ?? '') }))
    .filter((s) => s.name !== '');
}

function toProductDetail(r: DetailRow): ProductDetail {
  const gallery = (parseJsonArray(r.gallery_json) as ({ photo: string } & SortedRow)[])
    .sort(bySortThenId)
    .map(({ photo }) => ({ photo }));
  return {
    ...toProductCard(r),
    details: r.details,
    gallery,
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    subcategory:
      r.subcategory_id != null ? { id: r.subcategory_id, name: r.subcategory_name ?? '', slug: r.subcategory_slug ?? '' } : null,
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

/** Same subcategory first, then the rest of the category; never the product itself. */
export async function listRelatedCards(db: D1Database, productId: number, limit: number): Promise<ProductCard[]> {
  const result = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM product me JOIN product p ON p.category_id = me.category_id AND p.id != me.id
       WHERE me.id = ?
       ORDER BY (p.subcategory_id IS me.subcategory_id) DESC, ${SHOP_ORDER} LIMIT ?`,
    )
    .bind(productId, limit)
    .all<CardRow>();
  return toProductCards(result);
}

// ---------------------------------------------------------------------------------------------
// Offers that give a product free (product_info with offer = true)

export interface FreeProductOffer {
  id: number;
  name: string;
  photo: string;
  minimum_order_amount: number;
  start_date: number;
  end_date: number;
  point_from: number;
  point_to: number;
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
