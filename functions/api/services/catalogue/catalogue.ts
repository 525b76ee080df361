import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import {
  HOME_LIST_DEFAULT,
  HOME_LIST_MAX,
  type HomeListType,
  type PriceType,
  type ProductType,
  RELATED_MAX,
  SHOP_MAX_DEFAULT,
  SHOP_MIN_DEFAULT,
  SHOP_COUNT_CAP,
  SHOP_PAGE_SIZE,
} from '../../../../src/lib/domain/catalogue/catalogue-schemas';
import { rupeesToPaise } from '../../../../src/lib/domain/money/money';
import type { Refinements } from '../../../../src/lib/domain/search/search-refine';
import type { Category, CategoryWithSubs, FreeProductOffer, ProductCard, ProductDetail } from '../../../../src/lib/domain/types';
import {
  findCategory,
  listCategories as listCategoryRows,
  listCategoryTree,
  type SubcategoryRef,
  type CardQuery,
  countCards,
  listCards,
  listCardsBySlug,
  selectCards,
} from '../../db/catalogue';
import { type FestivalPage, findFestivalPage } from '../../db/content';
import { listOffersGivingProduct } from '../../db/loyalty';
import { findProductDetail, listRelatedCards, toProductCard, selectCardsAfter } from '../../db/catalogue';
import { readBatch } from '../../db/batch';
import { encodeShopCursor, type ShopCursor } from '../../../../src/lib/domain/catalogue/shop-cursor-schemas';
import { type FestivalPrice, festivalPrice } from '../../../../src/lib/domain/content/festival-price';
import * as clock from '../../lib/clock';

/**
 * Catalogue reads for the API routes and for server-rendered pages (through src/server/catalogue.ts).
 * Every function takes the D1 binding; `now` is a parameter so deal windows can be tested at their edges.
 */

export type { HomeListType, PriceType, ProductType };
export { searchCatalogue, suggest } from '../search/search';

export interface ShopFilter {
  /** category slug */
  category?: string;
  /** subcategory slug */
  subcategory?: string;
  priceType?: PriceType;
  /** rupees (or points when priceType is 'points'), default 10 */
  min?: number;
  /** rupees (or points when priceType is 'points'), default 5000 */
  max?: number;
  productType?: ProductType;
  /** sort, brand, discount, stock and veg mark (issue 16); its min/max are not used (the shop has its own) */
  refine?: Partial<Refinements>;
  /** 1-based; read by OFFSET (old links) unless a cursor says where the page starts */
  page?: number;
  /** where this page starts (the previous page's `next`): read on the index from there, not by OFFSET */
  cursor?: ShopCursor;
}

export interface ShopPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** the count stopped at SHOP_COUNT_CAP products past this page: `total` is a lower bound ("1,000+ products") */
  totalCapped: boolean;
  /** the cursor of the page after this one (GET /api/shop?cursor=…), null on the last page */
  next: string | null;
}

const whole = (n: number | undefined, fallback: number, lo: number, hi: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(hi, Math.max(lo, Math.floor(n)));

/** The home carousels and /view-detail lists. 'deal' = deals running at `now`, soonest ending first. */
export async function listHomeProducts(
  db: D1Database,
  type: HomeListType,
  limit = HOME_LIST_DEFAULT,
  now = clock.now(),
): Promise<ProductCard[]> {
  const n = whole(limit, HOME_LIST_DEFAULT, 1, HOME_LIST_MAX);
  if (type === 'deal') return listCards(db, { activeDealAt: now, order: 'deal_ending', limit: n });
  return listCards(db, { productType: type, order: type === 'new' ? 'newest' : 'shop', limit: n });
}

/** homeProduct `type: category` with a slug or id: that category's products in shop order; null when there is no such category. */
export async function listCategoryProducts(db: D1Database, slugOrId: string, limit = HOME_LIST_DEFAULT): Promise<ProductCard[] | null> {
  const category = await findCategory(db, slugOrId.trim());
  if (!category) return null;
  return listCards(db, { categorySlug: category.slug, order: 'shop', limit: whole(limit, HOME_LIST_DEFAULT, 1, HOME_LIST_MAX) });
}

export function listCategories(db: D1Database): Promise<Category[]> {
  return listCategoryRows(db);
}

export function listCategoriesWithSubs(db: D1Database, productsPerSub = 10): Promise<CategoryWithSubs[]> {
  return listCategoryTree(db, whole(productsPerSub, 10, 0, 100));
}

/** Accepts a slug, or a numeric id as text (SPEC "category/{id}"). */
export function getCategoryBySlug(db: D1Database, slug: string): Promise<(Category & { subcategories: SubcategoryRef[] }) | null> {
  return findCategory(db, slug);
}

/** The shop's default order is its own (available first); the other sorts are the search's. */
const SHOP_SORT: Record<Refinements['sort'], CardQuery['order']> = {
  relevance: 'shop',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  discount: 'discount',
  new: 'newest',
};

/** One page of the shop grid (SPEC §2 Shop, §9: 12 a page, range 10 to 5000). */
export async function shopProducts(db: D1Database, filter: ShopFilter, now = clock.now(), countCap = SHOP_COUNT_CAP): Promise<ShopPage> {
  const page = whole(filter.page, 1, 1, 10_000);
  const min = filter.min !== undefined && Number.isFinite(filter.min) ? Math.max(0, filter.min) : SHOP_MIN_DEFAULT;
  const max = filter.max !== undefined && Number.isFinite(filter.max) ? Math.max(0, filter.max) : SHOP_MAX_DEFAULT;
  const query: CardQuery = {
    categorySlug: filter.category || undefined,
    subcategorySlug: filter.subcategory || undefined,
    price:
      filter.priceType === 'points'
        ? { field: 'points', min: Math.ceil(min), max: Math.floor(max), now }
        : { field: 'selling', min: rupeesToPaise(min), max: rupeesToPaise(max), now },
    order: SHOP_SORT[filter.refine?.sort ?? 'relevance'],
    limit: SHOP_PAGE_SIZE,
    offset: (page - 1) * SHOP_PAGE_SIZE,
    brands: filter.refine?.brands?.length ? filter.refine.brands : undefined,
    minDiscount: filter.refine?.off,
    inStock: filter.refine?.inStock || undefined,
    veg: filter.refine?.veg === undefined ? undefined : filter.refine.veg === 'veg' ? 1 : 0,
  };
  if (filter.productType === 'offers') query.activeDealAt = now;
  else if (filter.productType) query.productType = filter.productType;

  const sort = filter.refine?.sort ?? 'relevance';
  const after = filter.cursor;
  // a cursor page reads one card more than it shows to know whether another follows; its count is
  // the first page's (to the cap past page 1), so neither grows with the depth of the scroll
  const [rows, count] = await readBatch(db, [
    after ? selectCardsAfter(db, { ...query, limit: SHOP_PAGE_SIZE + 1 }, { key: after.key, id: after.id }) : selectCards(db, query),
    countCards(db, query, (after ? 1 : page) * SHOP_PAGE_SIZE + countCap),
  ]);
  const total = Number(count[0]?.total ?? 0);
  const shown = rows.slice(0, SHOP_PAGE_SIZE);
  const hasMore = after ? rows.length > SHOP_PAGE_SIZE : page * SHOP_PAGE_SIZE < total;
  const last = shown.at(-1);
  return {
    products: shown.map(toProductCard),
    total,
    page,
    pageSize: SHOP_PAGE_SIZE,
    hasMore,
    totalCapped: Number(count[0]?.capped ?? 0) === 1,
    next: hasMore && last ? encodeShopCursor({ sort, key: last.sort_key ?? null, id: last.id }) : null,
  };
}

/**
 * A product by slug or numeric id. `now` is accepted for symmetry with the lists: the detail
 * carries the raw deal window and callers price it with unitPrice(p, attribute, now).
 */
export async function getProduct(db: D1Database, slugOrId: string, _now = clock.now()): Promise<ProductDetail | null> {
  return findProductDetail(db, slugOrId.trim());
}

/** SPEC §2: up to 6 related products, same subcategory first, never the product itself. */
export function relatedProducts(db: D1Database, productId: number, limit = RELATED_MAX): Promise<ProductCard[]> {
  return listRelatedCards(db, productId, whole(limit, RELATED_MAX, 1, RELATED_MAX));
}

export type ProductInfo = ProductDetail & { offers?: FreeProductOffer[] };

/** Product fields, gallery and variants; with `offer`, also the running offers that give it free. */
export async function productInfo(
  db: D1Database,
  slugOrId: string,
  offer: boolean,
  now = clock.now(),
  lang: Lang = 'en',
): Promise<ProductInfo | null> {
  const product = await findProductDetail(db, slugOrId.trim());
  if (!product || !offer) return product;
  return { ...product, offers: await listOffersGivingProduct(db, product.id, now, lang) };
}

export function getFestival(db: D1Database, festivalId: number): Promise<FestivalPage | null> {
  return findFestivalPage(db, festivalId);
}

/**
 * The festival page's prices (issue 33): what the cart charges for each product at `now`, with the
 * deal's units left and end, worked out by the one rule every card and the cart use.
 */
export async function festivalPrices(db: D1Database, slugs: string[], now = clock.now()): Promise<FestivalPrice[]> {
  const cards = await listCardsBySlug(db, [...new Set(slugs)]);
  return cards.map((p) => festivalPrice(p, now));
}
