/**
 * Search reads. A search has up to four FTS5 MATCH expressions (exact, prefix, synonym, fuzzy:
 * src/lib/domain/search/search-plan.ts); each product keeps the best tier that found it, and the card
 * filters and sorts of the shop apply on top (cardWhere, cardOrder), so /search and /shop refine
 * the same way. Every statement starts from the FTS index, so a search of words never scans the
 * product table; the index's matches are read once per statement (hitsSql) and never scored with
 * bm25. A size typed with the words ("atta 5kg", search-quantity.ts) ranks the fitting packs first.
 * Timings before and after at 20,000 products: scripts/bench/NOTES.md "2026-11-25 (wt-a)".
 */
import { PACK_TOLERANCE, type PackAsk, netUnitsOf } from '../../../../src/lib/domain/search/search-quantity';
import { type CardQuery, type Where, cardOrder, cardWhere, CARD_COLUMNS, type CardRow } from '../catalogue';

/** The searches of a plan in tier order (0 best); null tiers are left out. */
export type TierMatches = (string | null)[];

export interface SearchMatch {
  /** the plan's searches; all null when only a size was typed ("5 kg"), which is then the search */
  tiers: TierMatches;
  /** the size asked for: within a tier, the products with a pack of that size come first */
  pack: PackAsk | null;
}

/** A size in grams, millilitres or pieces, whatever the product stores it in (kg, l). */
const inBase = (column: string) => `${column} * CASE p.net_unit WHEN 'kg' THEN 1000 WHEN 'l' THEN 1000 ELSE 1 END`;

/** 1 when the product or one of its variants is the size asked for: packFits() in SQL. */
function fitsSql(pack: PackAsk | null): Where {
  if (!pack) return { sql: '0', params: [] };
  const [unit, larger] = netUnitsOf(pack.unit);
  return {
    sql: `(p.net_unit IN (?, ?) AND (abs(${inBase('p.net_quantity')} - ?) < ${PACK_TOLERANCE}
      OR EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id AND abs(${inBase('a.net_quantity')} - ?) < ${PACK_TOLERANCE})))`,
    params: [unit, larger, pack.amount, pack.amount],
  };
}

const sizeOnly = (m: SearchMatch) => m.tiers.every((t) => t === null);

/**
 * The matches, each product once with its best tier, the FTS index read once for the widest tier.
 * The tiers nest (search-plan.ts: a prefix finds whatever the whole word finds, synonyms and typo
 * guesses add alternatives to the typed word's prefix), so the widest tier's matches are all the
 * matches, and a product's tier is the first narrower tier that also finds it (one lookup list per
 * tier). Before (2026-11-25, 20,000 products, "masala"): each statement ran every tier's MATCH and
 * grouped the union (4 ms), three statements a search.
 * A size typed alone has no words for the index: its matches are the products of that size, read
 * from the product table (a walk of it; a query of a size alone is rare).
 */
function hitsSql(match: SearchMatch): Where {
  if (sizeOnly(match)) {
    const fits = fitsSql(match.pack);
    return { sql: `hits AS MATERIALIZED (SELECT p.id AS id, 0 AS tier FROM product p WHERE ${fits.sql})`, params: fits.params };
  }
  const tiers = match.tiers.flatMap((m, tier) => (m === null ? [] : [{ m, tier }]));
  const widest = tiers[tiers.length - 1]!;
  const narrower = tiers.slice(0, -1);
  const tierSql = narrower.length
    ? `CASE ${narrower.map(({ tier }) => `WHEN rowid IN (SELECT rowid FROM product_fts WHERE product_fts MATCH ?) THEN ${tier}`).join(' ')} ELSE ${widest.tier} END`
    : String(widest.tier);
  return {
    sql: `hits AS MATERIALIZED (SELECT rowid AS id, ${tierSql} AS tier FROM product_fts WHERE product_fts MATCH ?)`,
    params: [...narrower.map(({ m }) => m), widest.m],
  };
}

/**
 * Relevance within a tier without bm25: products whose name carries the words (the widest tier's
 * expression on the name column) before those found by brand or keywords, then the shorter name
 * (the closer match, as bm25's length rule), then the id. bm25 read every match's positions: at
 * 20,000 products "masala" (2,139 matches) took 15 ms scored against 4 ms not, per tier.
 * A size alone names nothing: there the products a shopper can buy, then the shop's best, hot and
 * featured ones lead ("dozen": the eggs before the diyas). `hit` is the alias of the hits row.
 */
function namedSql(match: SearchMatch, hit: string): Where {
  if (sizeOnly(match)) return { sql: '((p.stock > 0 AND p.out_of_stock != 1) * 4 + p.is_best + p.is_hot + p.is_featured)', params: [] };
  const widest = match.tiers.filter((m): m is string => m !== null).at(-1)!;
  return { sql: `${hit}.id IN (SELECT rowid FROM product_fts WHERE product_fts MATCH ?)`, params: [`{name} : (${widest})`] };
}

/** `tier`, `named` and `fits` are pick's columns (named: 1 when the name carries the words; fits: 1 for the size asked) */
const RELEVANCE = 'tier, named DESC, fits DESC, length(p.name), p.id';

export type SearchFilter = Omit<CardQuery, 'order' | 'limit' | 'offset' | 'productType' | 'activeDealAt'>;
export type SearchOrder = 'relevance' | CardQuery['order'];

/** A row of searchPageStatement: the totals on every row, and a card unless the page is past the end (id null). */
export interface SearchPageRow extends Omit<CardRow, 'id'> {
  id: number | null;
  tier: number | null;
  /** products matching every filter */
  total: number;
  /** of them, found by the typed words themselves (tiers 0 and 1) */
  typed: number;
  /** what the words found before any filter (0: the words together find nothing) */
  matched: number;
  /** BrandCount[] as JSON: the brands among the matches before the brand filter, most products first */
  brands_json: string;
}

/**
 * One page of search results with its totals and brand filter, in one statement: the matches are
 * read once (hits), joined to product once with the filters other than brand (found), and the count,
 * the brands and the page's cards all come from that. Before, the page, the count and the brands
 * were three statements, each running every tier's MATCH again.
 */
export function searchPageStatement(
  db: D1Database,
  match: SearchMatch,
  filter: SearchFilter,
  order: SearchOrder,
  now: number,
  limit: number,
  offset: number,
  brandsMax: number,
): D1PreparedStatement {
  const hits = hitsSql(match);
  const where = cardWhere({ ...filter, brands: undefined });
  const brands = filter.brands?.length ? filter.brands : undefined;
  const chosen = brands ? { sql: `p.brand IN (${brands.map(() => '?').join(', ')})`, params: brands } : { sql: '1', params: [] };
  const relevance = order === 'relevance';
  const named = relevance ? namedSql(match, 'hits') : { sql: '0', params: [] };
  const fits = relevance ? fitsSql(match.pack) : { sql: '0', params: [] };
  // relevance orders by found's own columns; the other sorts by product columns, so they read the product again
  const sort = relevance ? { sql: 'f.tier, f.named DESC, f.fits DESC, f.len, f.id', params: [] } : cardOrder(order, now);
  const pickSql = relevance
    ? `SELECT id, tier, named, fits, len FROM found f WHERE chosen ORDER BY ${sort.sql} LIMIT ? OFFSET ?`
    : `SELECT f.id AS id, f.tier AS tier FROM found f CROSS JOIN product p ON p.id = f.id WHERE f.chosen ORDER BY ${sort.sql} LIMIT ? OFFSET ?`;
  return db
    .prepare(
      `WITH ${hits.sql},
       found AS MATERIALIZED (SELECT hits.id AS id, hits.tier AS tier, p.brand AS brand, ${chosen.sql} AS chosen,
         ${named.sql} AS named, ${fits.sql} AS fits, length(p.name) AS len FROM hits CROSS JOIN product p ON p.id = hits.id ${where.sql}),
       pick AS (${pickSql}),
       summary AS (SELECT (SELECT count(*) FROM found WHERE chosen) AS total,
         (SELECT count(*) FROM found WHERE chosen AND tier <= 1) AS typed,
         (SELECT count(*) FROM hits) AS matched,
         (SELECT json_group_array(json_object('brand', brand, 'count', count)) FROM
           (SELECT brand, count(*) AS count FROM found GROUP BY brand ORDER BY count DESC, brand LIMIT ?)) AS brands_json)
       SELECT s.total, s.typed, s.matched, s.brands_json, ${CARD_COLUMNS}, f.tier AS tier
       FROM summary s LEFT JOIN pick f ON 1 LEFT JOIN product p ON p.id = f.id ORDER BY ${sort.sql}`,
    )
    .bind(
      ...hits.params,
      ...chosen.params,
      ...named.params,
      ...fits.params,
      ...where.params,
      ...sort.params,
      limit,
      offset,
      brandsMax,
      ...sort.params,
    );
}

/** The best matches by relevance, `limit` left to bind: the pick of searchCardsStatement and suggestStatement. */
function pickBest(match: SearchMatch): { hits: Where; pickSql: string; params: unknown[] } {
  const hits = hitsSql(match);
  const named = namedSql(match, 'f');
  const fits = fitsSql(match.pack);
  return {
    hits,
    pickSql: `SELECT f.id AS id, f.tier AS tier, ${named.sql} AS named, ${fits.sql} AS fits FROM hits f CROSS JOIN product p ON p.id = f.id
         ORDER BY ${RELEVANCE} LIMIT ?`,
    params: [...hits.params, ...named.params, ...fits.params],
  };
}

/** The best matches as cards, no totals (POST /api/search). */
export function searchCardsStatement(db: D1Database, match: SearchMatch, limit: number): D1PreparedStatement {
  const { hits, pickSql, params } = pickBest(match);
  return db
    .prepare(
      `WITH ${hits.sql},
       pick AS (${pickSql})
       SELECT ${CARD_COLUMNS}, f.tier AS tier FROM pick f CROSS JOIN product p ON p.id = f.id ORDER BY ${RELEVANCE}`,
    )
    .bind(...params, limit);
}

export interface BrandCount {
  brand: string;
  count: number;
}

export interface SuggestionRow {
  id: number;
  name: string;
  slug: string;
  photo: string;
  /** the regular selling price */
  price: number;
}

export function suggestStatement(db: D1Database, match: SearchMatch, limit: number): D1PreparedStatement {
  const { hits, pickSql, params } = pickBest(match);
  return db
    .prepare(
      `WITH ${hits.sql},
       pick AS (${pickSql})
       SELECT p.id, p.name, p.slug, p.photo, p.discount_price AS price FROM pick f CROSS JOIN product p ON p.id = f.id ORDER BY ${RELEVANCE}`,
    )
    .bind(...params, limit);
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
