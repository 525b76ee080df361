/**
 * When the typed words together find nothing (issue 31): the best subset of them, searched in one
 * more D1 batch with the same filters and sort, and said on the page ("Showing results for atta");
 * when no subset finds anything either, the categories and popular products to offer instead, read
 * in that same batch. The normal path never comes here, so it keeps its single batch.
 */
import { type SearchPlan, planSearch } from '../../../../src/lib/domain/search/search-plan';
import type { SearchAsk } from '../../../../src/lib/domain/search/search-quantity';
import { bestSubset, subsetsToTry } from '../../../../src/lib/domain/search/search-subsets';
import { searchWords } from '../../../../src/lib/domain/search/search-text';
import type { Category, ProductCard } from '../../../../src/lib/domain/types';
import { reads, type Reads } from '../../db/batch';
import { listCategoriesStatement, searchCategoriesStatement, selectCards } from '../../db/catalogue';
import { type CardRow, toProductCard } from '../../db/catalogue';
import { type SearchFilter, type SearchMatch, type SearchOrder, type SearchPageRow, searchPageStatement } from '../../db/search';
import { catalogueVocabulary } from './search-vocabulary';

/** Popular products offered on an empty search: the shop's best sellers, those in stock first. */
const POPULAR_MAX = 8;

export interface PageQuery {
  filter: SearchFilter;
  order: SearchOrder;
  now: number;
  pageSize: number;
  offset: number;
  brandsMax: number;
}

/** What an empty search offers instead, in the shop's own order. */
export interface Browse {
  categories: Category[];
  products: ProductCard[];
}

export interface Instead {
  /** the best subset's page rows (none when no subset found anything) */
  rows: SearchPageRow[];
  categories: Category[];
  /** the words shown ("atta 5kg"), null when no subset found anything */
  showingFor: string | null;
  /** null when a subset found products */
  browse: Browse | null;
}

/** The plan's searches and the size asked for, as the statements take them. */
export function matchOf(plan: SearchPlan | null, ask: SearchAsk): SearchMatch {
  return { tiers: plan ? [plan.exact, plan.prefix, plan.synonym, plan.fuzzy] : [null], pack: ask.pack };
}

export function pageStatement(db: D1Database, match: SearchMatch, q: PageQuery): Reads<SearchPageRow> {
  return reads(searchPageStatement(db, match, q.filter, q.order, q.now, q.pageSize, q.offset, q.brandsMax));
}

export async function searchInstead(
  db: D1Database,
  plan: SearchPlan | null,
  ask: SearchAsk,
  query: PageQuery,
  categoriesMax: number,
): Promise<Instead> {
  const vocab = await catalogueVocabulary(db);
  const tries = (plan ? subsetsToTry(plan.units) : []).map((t) => ({ ...t, plan: planSearch(t.words, vocab)! }));
  const results = await db.batch<any>([
    ...tries.flatMap((t) => [
      pageStatement(db, matchOf(t.plan, ask), query),
      searchCategoriesStatement(db, searchWords(t.words), categoriesMax),
    ]),
    listCategoriesStatement(db),
    selectCards(db, { productType: 'best', order: 'shop', limit: POPULAR_MAX }),
  ]);
  const found = tries.map((t, i) => {
    const rows = results[2 * i]!.results as SearchPageRow[];
    return { ...t, rows, categories: results[2 * i + 1]!.results as Category[], matched: Number(rows[0]?.matched ?? 0) };
  });
  const best = bestSubset(found);
  if (best) {
    // a typo guess the subset needed is what it searched for ("amul buter zzq": amul butter)
    const words = best.plan.corrected && Number(best.rows[0]?.typed ?? 0) === 0 ? best.plan.corrected : best.words;
    return { rows: best.rows, categories: best.categories, showingFor: ask.packText ? `${words} ${ask.packText}` : words, browse: null };
  }
  const [categories, popular] = results.slice(2 * tries.length);
  return {
    rows: [],
    categories: [],
    showingFor: null,
    browse: { categories: categories!.results as Category[], products: (popular!.results as CardRow[]).map(toProductCard) },
  };
}
