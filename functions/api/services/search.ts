/**
 * Search (issue 16): what the shopper typed → a plan of exact, prefix, synonym and typo searches
 * (src/lib/domain/search-plan.ts) → one D1 batch that ranks and refines the matches.
 * Why FTS5 on D1 plus the index's word list in the Worker, not trigram or an in-Worker index:
 * BENCHMARKS.md "Search engine choice".
 */
import { type SearchPlan, planSearch } from '../../../src/lib/domain/search-plan';
import { type Refinements, type VegMark } from '../../../src/lib/domain/search-refine';
import { searchWords } from '../../../src/lib/domain/search-text';
import { SHOP_PAGE_SIZE } from '../../../src/lib/domain/catalogue-schemas';
import { rupeesToPaise } from '../../../src/lib/domain/money';
import type { Category, ProductCard } from '../../../src/lib/domain/types';
import { searchCategoriesStatement } from '../db/categories';
import { type CardRow, toProductCard, toProductCards } from '../db/product-rows';
import {
  type BrandCount,
  type SearchFilter,
  type SearchOrder,
  type SearchPageRow,
  type SuggestionRow,
  type TierMatches,
  searchCardsStatement,
  searchPageStatement,
  shelfBrandsStatement,
  suggestStatement,
} from '../db/search';
import { catalogueVocabulary } from './search-vocabulary';

export { searchWords };
export type ProductSuggestion = SuggestionRow;
export type { BrandCount };

const SEARCH_LIMIT_DEFAULT = 24;
const SEARCH_LIMIT_MAX = 48;
const SUGGEST_LIMIT_DEFAULT = 8;
const SUGGEST_LIMIT_MAX = 20;
const SUGGEST_CATEGORIES_MAX = 4;
const BRANDS_MAX = 30;

const clamp = (n: number | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number.isFinite(n) ? (n as number) : fallback)));

function tierMatches(plan: SearchPlan): TierMatches {
  return [plan.exact, plan.prefix, plan.synonym, plan.fuzzy];
}

async function planFor(db: D1Database, q: string): Promise<SearchPlan | null> {
  if (searchWords(q).length === 0) return null;
  return planSearch(q, await catalogueVocabulary(db));
}

const VEG: Record<VegMark, 0 | 1> = { veg: 1, nonveg: 0 };

/** Refinements as a card filter; prices are whole rupees in the URL and paise in D1. */
export function refinementFilter(r: Refinements, now: number): SearchFilter {
  const filter: SearchFilter = {
    brands: r.brands.length > 0 ? r.brands : undefined,
    minDiscount: r.off,
    inStock: r.inStock || undefined,
    veg: r.veg ? VEG[r.veg] : undefined,
  };
  if (r.min !== undefined || r.max !== undefined) {
    filter.price = { field: 'selling', min: rupeesToPaise(r.min ?? 0), max: rupeesToPaise(r.max ?? 1_000_000), now };
  }
  return filter;
}

const ORDER: Record<Refinements['sort'], SearchOrder> = {
  relevance: 'relevance',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  discount: 'discount',
  new: 'newest',
};

export interface SearchPage {
  products: ProductCard[];
  categories: Category[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** brands among all matches (before the brand filter), most products first */
  brands: BrandCount[];
  /** a typo guess for "Did you mean …", given when the typed words themselves found nothing */
  didYouMean: string | null;
}

const EMPTY: Omit<SearchPage, 'page' | 'pageSize'> = { products: [], categories: [], total: 0, hasMore: false, brands: [], didYouMean: null };

/** One page of search results with the shop's sort and filters (GET /api/search, /search). */
export async function searchProducts(
  db: D1Database,
  q: string,
  refine: Refinements,
  page = 1,
  now = Date.now(),
  pageSize = SHOP_PAGE_SIZE,
): Promise<SearchPage> {
  const plan = await planFor(db, q);
  if (!plan) return { ...EMPTY, page, pageSize };
  const matches = tierMatches(plan);
  const filter = refinementFilter(refine, now);
  const [rows, categories] = await db.batch<any>([
    searchPageStatement(db, matches, filter, ORDER[refine.sort], now, pageSize, (page - 1) * pageSize, BRANDS_MAX),
    searchCategoriesStatement(db, searchWords(q), SUGGEST_CATEGORIES_MAX),
  ]);
  const found = rows!.results as SearchPageRow[];
  const summary = found[0];
  const total = Number(summary?.total ?? 0);
  return {
    products: found.filter((r): r is SearchPageRow & { id: number } => r.id != null).map((r) => toProductCard(r as CardRow)),
    categories: categories!.results as Category[],
    total,
    page,
    pageSize,
    hasMore: page * pageSize < total,
    brands: summary ? (JSON.parse(summary.brands_json) as BrandCount[]) : [],
    didYouMean: plan.corrected && Number(summary?.typed ?? 0) === 0 ? plan.corrected : null,
  };
}

/** The brands of a shop shelf for its brand filter. */
export async function shelfBrands(db: D1Database, filter: SearchFilter): Promise<BrandCount[]> {
  return (await shelfBrandsStatement(db, filter, BRANDS_MAX).all<BrandCount>()).results;
}

/** SPEC §7 POST search: products and categories, best matches first. */
export async function searchCatalogue(
  db: D1Database,
  q: string,
  limit = SEARCH_LIMIT_DEFAULT,
): Promise<{ products: ProductCard[]; categories: Category[] }> {
  const plan = await planFor(db, q);
  if (!plan) return { products: [], categories: [] };
  const n = clamp(limit, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX);
  const [products, categories] = await db.batch<any>([
    searchCardsStatement(db, tierMatches(plan), n),
    searchCategoriesStatement(db, searchWords(q), n),
  ]);
  return { products: toProductCards(products as D1Result<CardRow>), categories: categories!.results as Category[] };
}

/** The header's search-as-you-type list: the same engine, light fields only. */
export async function suggest(
  db: D1Database,
  q: string,
  limit = SUGGEST_LIMIT_DEFAULT,
): Promise<{ products: ProductSuggestion[]; categories: Category[] }> {
  const plan = await planFor(db, q);
  if (!plan) return { products: [], categories: [] };
  const n = clamp(limit, SUGGEST_LIMIT_DEFAULT, SUGGEST_LIMIT_MAX);
  const [products, categories] = await db.batch<any>([
    suggestStatement(db, tierMatches(plan), n),
    searchCategoriesStatement(db, searchWords(q), Math.min(n, SUGGEST_CATEGORIES_MAX)),
  ]);
  return { products: products!.results as ProductSuggestion[], categories: categories!.results as Category[] };
}
