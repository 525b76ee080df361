import { parseWidths } from '../../../../src/lib/domain/catalogue/product-picture';
import type { Attribute, ProductCard } from '../../../../src/lib/domain/types';

/**
 * How a product card is read from D1 and turned into the SPEC shape: the columns, the row type and
 * the row → card mapping every product read shares. A card's variants come along as a JSON array
 * from a correlated subquery on attribute_by_product, so a page of 12 cards is one round trip, not 13.
 */

const ATTRIBUTES_JSON = `(SELECT json_group_array(json_object(
    'id', a.id, 'name', a.name, 'price', a.price, 'selling', a.selling, 'point', a.point, 'net_quantity', a.net_quantity, 'sort', a.sort))
  FROM product_attribute a WHERE a.product_id = p.id) AS attributes_json`;

/** Columns a ProductCard needs, for `SELECT ${CARD_COLUMNS} FROM product p ...`. */
export const CARD_COLUMNS = `p.id, p.slug, p.name, p.brand, p.photo, p.sort_details AS summary, p.category_id,
  p.previous_price AS mrp, p.discount_price AS price, p.point, p.stock, p.out_of_stock, p.pmin_count AS minQty, p.pmax_count AS maxQty,
  p.is_type AS dealKind, p.deal_start, p.deal_end, p.deal_amount AS dealPrice, p.deal_point AS dealPoints, p.max_count, p.purchased_count,
  p.net_quantity, p.net_unit, p.veg, p.photo_widths, ${ATTRIBUTES_JSON}`;

/** 1 while a product can be bought (SPEC §4: stock above 0 and not flagged), else 0: the shop order's key. */
export const SHOP_AVAILABLE = '(p.stock > 0 AND p.out_of_stock != 1)';

/** Available first, then by id, so pages never shuffle. */
export const SHOP_ORDER = `${SHOP_AVAILABLE} DESC, p.id`;

/** A card as the table stores it: the deal window under its column names, variants as JSON text. */
export interface CardRow extends Omit<ProductCard, 'date' | 'to_date' | 'attributes' | 'veg' | 'photo_widths'> {
  veg?: 0 | 1 | null;
  /** an uploaded picture's widths ("200,400,800", migration 0049); null for a seeded one */
  photo_widths?: string | null;
  deal_start: number | null;
  deal_end: number | null;
  attributes_json: string | null;
  /** the row's key in the list's order, for the next page's cursor (card lists only) */
  sort_key?: number | null;
}

export function parseJsonArray(text: string | null | undefined): unknown[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export interface SortedRow {
  id: number;
  sort: number;
}
export const bySortThenId = (a: SortedRow, b: SortedRow) => a.sort - b.sort || a.id - b.id;

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
    summary: r.summary,
    category_id: r.category_id,
    mrp: r.mrp,
    price: r.price,
    point: r.point,
    stock: r.stock,
    out_of_stock: r.out_of_stock,
    minQty: r.minQty,
    maxQty: r.maxQty,
    dealKind: r.dealKind,
    date: r.deal_start,
    to_date: r.deal_end,
    dealPrice: r.dealPrice,
    dealPoints: r.dealPoints,
    max_count: r.max_count,
    purchased_count: r.purchased_count,
    net_quantity: r.net_quantity,
    net_unit: r.net_unit,
    veg: r.veg ?? null,
    attributes: parseAttributes(r.attributes_json),
    // only on an uploaded picture: a seeded card's answer stays as it was, byte for byte
    ...pictureWidths(r.photo_widths),
  };
}

function pictureWidths(text: string | null | undefined): Pick<ProductCard, 'photo_widths'> {
  const widths = parseWidths(text);
  return widths ? { photo_widths: widths } : {};
}

export function toProductCards(result: D1Result<CardRow>): ProductCard[] {
  return result.results.map(toProductCard);
}
