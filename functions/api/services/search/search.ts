/**
 * Search (issue 16): what the shopper typed → its size taken out ("atta 5kg": search-quantity.ts) →
 * a plan of exact, prefix, synonym and typo searches (src/lib/domain/search/search-plan.ts) → one D1 batch
 * that ranks and refines the matches. When the words together find nothing, one more batch finds
 * the best subset of them, or the categories and popular products to offer (search-fallback.ts).
 * Why FTS5 on D1 plus the index's word list in the Worker, not trigram or an in-Worker index:
 * BENCHMARKS.md "Search engine choice".
 */
import { type SearchPlan, planSearch } from '../../../../src/lib/domain/search/search-plan';
import { type SearchAsk, fittingVariant, readSearchAsk } from '../../../../src/lib/domain/search/search-quantity';
import { type Refinements, type VegMark } from '../../../../src/lib/domain/search/search-refine';
import { searchWords } from '../../../../src/lib/domain/search/search-text';
import { SHOP_PAGE_SIZE } from '../../../../src/lib/domain/catalogue/catalogue-schemas';
import { rupeesToPaise } from '../../../../src/lib/domain/money/money';
import type { Category, ProductCard } from '../../../../src/lib/domain/types';
import { searchCategoriesStatement } from '../../db/catalogue';
import { type CardRow, toProductCard, toProductCards } from '../../db/catalogue';
import {
  type BrandCount,
  type SearchFilter,
  type SearchMatch,
  type SearchOrder,
  type SearchPageRow,
  type SuggestionRow,
  searchCardsStatement,
  shelfBrandsStatement,
  suggestStatement,
} from '../../db/search';
import { type Browse, type PageQuery, matchOf, pageStatement, searchInstead } from './search-fallback';
import { catalogueVocabulary } from './search-vocabulary';
import * as clock from '../../lib/clock';

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

interface Read {
  ask: SearchAsk;
  /** null when no words are left for the index (nothing typed, or only a size) */
  plan: SearchPlan | null;
  /** null when there is nothing to search for at all */
  match: SearchMatch | null;
  /** the words left for the index, for the category names */
  words: string[];
}

async function readSearch(db: D1Database, q: string): Promise<Read> {
  const ask = readSearchAsk(q);
  const words = searchWords(ask.text);
  const plan = words.length ? planSearch(ask.text, await catalogueVocabulary(db)) : null;
  return { ask, plan, match: plan || ask.pack ? matchOf(plan, ask) : null, words };
}

/** A card, with the variant of the size asked for when its own pack is another ("atta 5kg": the 5 kg pack). */
export type SearchCard = ProductCard & { fitting_variant_id?: number };

export function withFittingVariants(cards: ProductCard[], ask: SearchAsk): SearchCard[] {
  return cards.map((c) => {
    const id = fittingVariant(c, ask.pack);
    return id === null ? c : { ...c, fitting_variant_id: id };
  });
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
  products: SearchCard[];
  categories: Category[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** brands among all matches (before the brand filter), most products first */
  brands: BrandCount[];
  /** a typo guess for "Did you mean …", given when the typed words themselves found nothing */
  didYouMean: string | null;
  /** the words searched instead when all of them together found nothing: "Showing results for atta" */
  showingFor: string | null;
  /** when no word finds anything: the categories and popular products to offer instead */
  browse: Browse | null;
}

/** A page of search results out of the page statement's rows (the totals ride on every row). */
export function pageOf(
  rows: SearchPageRow[],
  ask: SearchAsk,
  page: number,
  pageSize: number,
): Omit<SearchPage, 'categories' | 'didYouMean' | 'showingFor' | 'browse'> {
  const summary = rows[0];
  const total = Number(summary?.total ?? 0);
  const cards = rows.filter((r): r is SearchPageRow & { id: number } => r.id != null).map((r) => toProductCard(r as CardRow));
  return {
    products: withFittingVariants(cards, ask),
    total,
    page,
    pageSize,
    hasMore: page * pageSize < total,
    brands: summary ? (JSON.parse(summary.brands_json) as BrandCount[]) : [],
  };
}

/** One page of search results with the shop's sort and filters (GET /api/search, /search). */
export async function searchProducts(
  db: D1Database,
  q: string,
  refine: Refinements,
  page = 1,
  now = clock.now(),
  pageSize = SHOP_PAGE_SIZE,
): Promise<SearchPage> {
  const { ask, plan, match, words } = await readSearch(db, q);
  const query: PageQuery = {
    filter: refinementFilter(refine, now),
    order: ORDER[refine.sort],
    now,
    pageSize,
    offset: (page - 1) * pageSize,
    brandsMax: BRANDS_MAX,
  };
  if (match) {
    const [rows, categories] = await db.batch<any>([
      pageStatement(db, match, query),
      searchCategoriesStatement(db, words, SUGGEST_CATEGORIES_MAX),
    ]);
    const found = rows!.results as SearchPageRow[];
    const summary = found[0];
    if (Number(summary?.matched ?? 0) > 0) {
      return {
        ...pageOf(found, ask, page, pageSize),
        categories: categories!.results as Category[],
        didYouMean: plan?.corrected && Number(summary?.typed ?? 0) === 0 ? plan.corrected : null,
        showingFor: null,
        browse: null,
      };
    }
  }
  const instead = await searchInstead(db, plan, ask, query, SUGGEST_CATEGORIES_MAX);
  return {
    ...pageOf(instead.rows, ask, page, pageSize),
    categories: instead.categories,
    didYouMean: null,
    showingFor: instead.showingFor,
    browse: instead.browse,
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
): Promise<{ products: SearchCard[]; categories: Category[] }> {
  const { ask, match, words } = await readSearch(db, q);
  if (!match) return { products: [], categories: [] };
  const n = clamp(limit, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX);
  const [products, categories] = await db.batch<any>([searchCardsStatement(db, match, n), searchCategoriesStatement(db, words, n)]);
  return {
    products: withFittingVariants(toProductCards(products as D1Result<CardRow>), ask),
    categories: categories!.results as Category[],
  };
}

/** The header's search-as-you-type list: the same engine, light fields only. */
export async function suggest(
  db: D1Database,
  q: string,
  limit = SUGGEST_LIMIT_DEFAULT,
): Promise<{ products: ProductSuggestion[]; categories: Category[] }> {
  const { match, words } = await readSearch(db, q);
  if (!match) return { products: [], categories: [] };
  const n = clamp(limit, SUGGEST_LIMIT_DEFAULT, SUGGEST_LIMIT_MAX);
  const [products, categories] = await db.batch<any>([
    suggestStatement(db, match, n),
    searchCategoriesStatement(db, words, Math.min(n, SUGGEST_CATEGORIES_MAX)),
  ]);
  return { products: products!.results as ProductSuggestion[], categories: categories!.results as Category[] };
}
