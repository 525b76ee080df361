/**
 * The shop's filters as they appear in a shareable URL (/shop/staples?type=best&min=10&max=500)
 * and as the /api/shop query the infinite scroll asks for the next pages with.
 */
import {
  PRICE_TYPES,
  PRODUCT_TYPES,
  SHOP_MAX_DEFAULT,
  SHOP_MIN_DEFAULT,
  type PriceType,
  type ProductType,
} from '../lib/domain/catalogue/catalogue-schemas';
import { isRefined, readRefinements, refinementParams, type Refinements } from '../lib/domain/search/search-refine';

export interface ShopParams {
  category?: string;
  subcategory?: string;
  priceType: PriceType;
  /** rupees (points when priceType is points) */
  min: number;
  max: number;
  productType?: ProductType;
  /** sort, brand, discount, stock and veg mark (issue 16); the shop's own min/max stay the price range */
  refine: Refinements;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function slug(v: string | null | undefined): string | undefined {
  return v && SLUG.test(v) ? v : undefined;
}

function bound(v: string | null, fallback: number): number {
  const n = v === null || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** Unknown or malformed values fall back to "not set", so an edited URL still shows a shop. */
export function readShopParams(search: URLSearchParams, categorySlug?: string): ShopParams {
  const price = search.get('price');
  const type = search.get('type');
  let min = bound(search.get('min'), SHOP_MIN_DEFAULT);
  let max = bound(search.get('max'), SHOP_MAX_DEFAULT);
  if (min > max) [min, max] = [max, min];
  return {
    category: slug(categorySlug) ?? slug(search.get('category')),
    subcategory: slug(search.get('sub')),
    priceType: (PRICE_TYPES as readonly string[]).includes(price ?? '') ? (price as PriceType) : 'all',
    min,
    max,
    productType: (PRODUCT_TYPES as readonly string[]).includes(type ?? '') ? (type as ProductType) : undefined,
    refine: { ...readRefinements(search), min: undefined, max: undefined },
  };
}

/** Query for GET /api/shop (without page). */
export function apiQuery(p: ShopParams): string {
  const q = new URLSearchParams();
  if (p.category) q.set('category', p.category);
  if (p.subcategory) q.set('subcategory', p.subcategory);
  if (p.priceType !== 'all') q.set('priceType', p.priceType);
  q.set('min', String(p.min));
  q.set('max', String(p.max));
  if (p.productType) q.set('productType', p.productType);
  refinementParams(p.refine, q);
  return q.toString();
}

export function isFiltered(p: ShopParams): boolean {
  return Boolean(
    p.subcategory ||
    p.productType ||
    p.priceType !== 'all' ||
    p.min !== SHOP_MIN_DEFAULT ||
    p.max !== SHOP_MAX_DEFAULT ||
    isRefined(p.refine),
  );
}
