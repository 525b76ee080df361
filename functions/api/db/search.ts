/**
 * Search reads. A search runs up to four FTS5 MATCH expressions (exact, prefix, synonym, fuzzy:
 * src/lib/domain/search-plan.ts); each product keeps the best tier that found it, and the card
 * filters and sorts of the shop apply on top (cardWhere, cardOrder), so /search and /shop refine
 * the same way. Every statement starts from the FTS index, so a search never scans the product table.
 */
import { type CardQuery, cardOrder, cardWhere } from './product-lists';
import { CARD_COLUMNS, type CardRow } from './product-rows';

/** bm25 weights: a hit in the name counts most, then the brand, then generic/category words */
const RANK = 'bm25(product_fts, 10.0, 5.0, 1.0)';

/** The searches of a plan in tier order (0 best); null tiers are left out. */
export type TierMatches = (string | null)[];

/**
 * The matches of every tier, each product once with its best tier. `scored` adds the bm25 score
 * (only relevance order reads it): scoring is most of a broad word's cost at 20,000 products
 * ("masala": 2,139 matches, 15 ms scored, 4 ms not), so counts, brands and other sorts go without.
 */
function hitsSql(matches: TierMatches, scored: boolean): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  matches.forEach((m, tier) => {
    if (m === null) return;
    parts.push(`SELECT rowid AS id, ${tier} AS tier${scored ? `, ${RANK} AS score` : ''} FROM product_fts WHERE product_fts MATCH ?`);
    params.push(m);
  });
  return {
    sql: `WITH hits AS (SELECT id, MIN(tier) AS tier${scored ? ', MIN(score) AS score' : ''} FROM (${parts.join(' UNION ALL ')}) GROUP BY id)`,
    params,
  };
}

export type SearchFilter = Omit<CardQuery, 'order' | 'limit' | 'offset' | 'flag' | 'activeDealAt'>;
export type SearchOrder = 'relevance' | CardQuery['order'];

export interface SearchCardRow extends CardRow {
  tier: number;
}

export function searchCardsStatement(
  db: D1Database,
  matches: TierMatches,
  filter: SearchFilter,
  order: SearchOrder,
  now: number,
  limit: number,
  offset = 0,
): D1PreparedStatement {
  const hits = hitsSql(matches, order === 'relevance');
  const where = cardWhere(filter);
  const sort = order === 'relevance' ? { sql: 'hits.tier, hits.score, p.id', params: [] } : cardOrder(order, now);
  return db
    .prepare(
      `${hits.sql} SELECT ${CARD_COLUMNS}, hits.tier AS tier FROM hits JOIN product p ON p.id = hits.id
       ${where.sql} ORDER BY ${sort.sql} LIMIT ? OFFSET ?`,
    )
    .bind(...hits.params, ...where.params, ...sort.params, limit, offset);
}

/** How many products match, and how many found by each tier (tier 0 and 1: the typed words themselves). */
export function countSearchStatement(db: D1Database, matches: TierMatches, filter: SearchFilter): D1PreparedStatement {
  const hits = hitsSql(matches, false);
  const where = cardWhere(filter);
  return db
    .prepare(
      `${hits.sql} SELECT count(*) AS total, coalesce(sum(hits.tier <= 1), 0) AS typed FROM hits JOIN product p ON p.id = hits.id ${where.sql}`,
    )
    .bind(...hits.params, ...where.params);
}

export interface BrandCount {
  brand: string;
  count: number;
}

/** The brands among the matches (for the brand filter), most products first. */
export function searchBrandsStatement(db: D1Database, matches: TierMatches, filter: SearchFilter, limit: number): D1PreparedStatement {
  const hits = hitsSql(matches, false);
  const where = cardWhere({ ...filter, brands: undefined });
  return db
    .prepare(
      `${hits.sql} SELECT p.brand AS brand, count(*) AS count FROM hits JOIN product p ON p.id = hits.id
       ${where.sql} GROUP BY p.brand ORDER BY count DESC, p.brand LIMIT ?`,
    )
    .bind(...hits.params, ...where.params, limit);
}

export interface SuggestionRow {
  id: number;
  name: string;
  slug: string;
  photo: string;
  discount_price: number;
}

export function suggestStatement(db: D1Database, matches: TierMatches, limit: number): D1PreparedStatement {
  const hits = hitsSql(matches, true);
  return db
    .prepare(
      `${hits.sql} SELECT p.id, p.name, p.slug, p.photo, p.discount_price FROM hits JOIN product p ON p.id = hits.id
       ORDER BY hits.tier, hits.score, p.id LIMIT ?`,
    )
    .bind(...hits.params, limit);
}

/** The brands of a shop shelf (category or all), for the brand filter on /shop. */
export function shelfBrandsStatement(db: D1Database, filter: SearchFilter, limit: number): D1PreparedStatement {
  const where = cardWhere({ ...filter, brands: undefined });
  return db
    .prepare(`SELECT p.brand AS brand, count(*) AS count FROM product p ${where.sql} GROUP BY p.brand ORDER BY count DESC, p.brand LIMIT ?`)
    .bind(...where.params, limit);
}

/** Every word of the search index, most used first (the typo guesses' candidates). */
export async function listIndexTerms(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT term FROM product_fts_terms WHERE length(term) >= 3 AND term GLOB '*[a-z]*' ORDER BY doc DESC, term`)
    .all<{ term: string }>();
  return results.map((r) => r.term);
}

/** Category, subcategory and brand names (brands by their index), for typo guesses when the word list cannot be read. */
export async function listShelfNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT name FROM category UNION SELECT name FROM subcategory UNION SELECT DISTINCT brand FROM product`)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}
