import type { ProductCard } from '../../../src/lib/domain/types';
import { reads, type Reads } from './batch';
import { CARD_COLUMNS, type CardRow, SHOP_ORDER, toProductCards } from './product-rows';

/**
 * Card lists (home lists, shop, offers): each one statement. Builders that return a
 * D1PreparedStatement exist so services can db.batch() a page with its count.
 */

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

export interface Where {
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

export function selectCards(db: D1Database, q: CardQuery): Reads<CardRow> {
  const where = cardWhere(q);
  const order = cardOrder(q.order, q.price?.now ?? q.activeDealAt ?? Date.now());
  return reads<CardRow>(db
    .prepare(`SELECT ${CARD_COLUMNS} FROM product p ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
    .bind(...where.params, ...order.params, q.limit, q.offset ?? 0));
}

export function countCards(db: D1Database, q: CardQuery): Reads<{ total: number }> {
  const where = cardWhere(q);
  return reads(db.prepare(`SELECT count(*) AS total FROM product p ${where.sql}`).bind(...where.params));
}

export async function listCards(db: D1Database, q: CardQuery): Promise<ProductCard[]> {
  return toProductCards(await selectCards(db, q).all<CardRow>());
}
