import type { Category, ProductCard } from '../../../src/lib/domain/types';
import { searchCategoriesStatement } from '../db/categories';
import { readBatch } from '../db/batch';
import { toProductCard } from '../db/product-rows';
import { type ProductSuggestion, searchCardsStatement, suggestProductsStatement } from '../db/product-search';

/** More words than this add nothing a shopper meant and only cost the FTS index work. */
const MAX_WORDS = 8;
const SEARCH_LIMIT_DEFAULT = 24;
const SEARCH_LIMIT_MAX = 48;
const SUGGEST_LIMIT_DEFAULT = 8;
const SUGGEST_LIMIT_MAX = 20;
const SUGGEST_CATEGORIES_MAX = 4;

/**
 * The letter/digit words of what the shopper typed; quotes, operators and punctuation are dropped.
 * Combining marks stay inside a word so Indic words (e.g. चावल) are not cut at their vowel signs.
 */
export function searchWords(text: string): string[] {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * An FTS5 MATCH expression that can only ever mean "every word, as a prefix": each word is a
 * quoted string (words hold no quotes, so nothing escapes) with * for search-as-you-type.
 * null when nothing searchable is left.
 */
export function ftsMatchExpression(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' AND ');
}

const clamp = (n: number | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.floor(Number.isFinite(n) ? (n as number) : fallback)));

export async function searchCatalogue(
  db: D1Database,
  q: string,
  limit = SEARCH_LIMIT_DEFAULT,
): Promise<{ products: ProductCard[]; categories: Category[] }> {
  const match = ftsMatchExpression(q);
  if (!match) return { products: [], categories: [] };
  const n = clamp(limit, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX);
  const [products, categories] = await readBatch(db, [searchCardsStatement(db, match, n), searchCategoriesStatement(db, searchWords(q), n)]);
  return { products: products.map(toProductCard), categories };
}

/** The header's search-as-you-type list: a few products and categories, light fields only. */
export async function suggest(
  db: D1Database,
  q: string,
  limit = SUGGEST_LIMIT_DEFAULT,
): Promise<{ products: ProductSuggestion[]; categories: Category[] }> {
  const match = ftsMatchExpression(q);
  if (!match) return { products: [], categories: [] };
  const n = clamp(limit, SUGGEST_LIMIT_DEFAULT, SUGGEST_LIMIT_MAX);
  const [products, categories] = await readBatch(db, [
    suggestProductsStatement(db, match, n),
    searchCategoriesStatement(db, searchWords(q), Math.min(n, SUGGEST_CATEGORIES_MAX)),
  ]);
  return { products, categories };
}
