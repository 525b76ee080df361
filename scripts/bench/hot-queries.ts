/**
 * The hot reads of the store (issue 16), run through the real services against a D1, with every
 * statement they prepare caught and its EXPLAIN QUERY PLAN read. tests/api/hot-query-plans.test.ts
 * fails on a full scan of product; the bench prints the plans at 20,000 products (hot-plans.ts).
 * Each read is what a page or the API asks, so a reshaped query is checked as it is really sent.
 */
import type { Refinements } from '../../src/lib/domain/search/search-refine';
import { listCategoriesWithSubs, productInfo, relatedProducts, shopProducts } from '../../functions/api/services/catalogue/catalogue';
import { searchProducts, shelfBrands, suggest } from '../../functions/api/services/search/search';

const REFINE: Refinements = { sort: 'relevance', brands: [], inStock: false };
const refine = (r: Partial<Refinements>): Refinements => ({ ...REFINE, ...r });

/** A shop page as /shop asks it: the default price range 10 to 5000 is always there. */
const shop = (db: D1Database, f: Parameters<typeof shopProducts>[1]) => shopProducts(db, { min: 10, max: 5000, ...f });

export const HOT_READS: [name: string, read: (db: D1Database) => Promise<unknown>][] = [
  ['shop, all, shop order, page 50', (db) => shop(db, { page: 50 })],
  ['shop, all, price low-high, page 50', (db) => shop(db, { page: 50, refine: refine({ sort: 'price_asc' }) })],
  ['shop, all, price high-low, in stock', (db) => shop(db, { page: 5, refine: refine({ sort: 'price_desc', inStock: true }) })],
  [
    'shop, all, discount, veg + in stock, page 50',
    (db) => shop(db, { page: 50, refine: refine({ sort: 'discount', veg: 'veg', inStock: true }) }),
  ],
  // the scroll's next pages read on from a cursor (issue 31): from the last card's key and id, not by OFFSET
  ['shop, all, shop order, by cursor', (db) => shop(db, { cursor: { sort: 'relevance', key: 1, id: 600 } })],
  [
    'shop, all, price low-high, by cursor',
    (db) => shop(db, { refine: refine({ sort: 'price_asc' }), cursor: { sort: 'price_asc', key: 20_000, id: 600 } }),
  ],
  [
    'shop, all, discount, veg + in stock, by cursor',
    (db) => shop(db, { refine: refine({ sort: 'discount', veg: 'veg', inStock: true }), cursor: { sort: 'discount', key: 10, id: 600 } }),
  ],
  [
    'shop, category, new, by cursor',
    (db) => shop(db, { category: 'staples', refine: refine({ sort: 'new' }), cursor: { sort: 'new', key: Date.UTC(2026, 0, 1), id: 600 } }),
  ],
  ['shop, all, new', (db) => shop(db, { refine: refine({ sort: 'new' }) })],
  ['shop, all, narrow price range', (db) => shop(db, { min: 100, max: 120, refine: refine({ sort: 'price_asc' }) })],
  ['shop, category, shop order', (db) => shop(db, { category: 'staples', page: 5 })],
  ['shop, category, price high-low, page 5', (db) => shop(db, { category: 'staples', page: 5, refine: refine({ sort: 'price_desc' }) })],
  ['shop, category, discount, veg', (db) => shop(db, { category: 'staples', refine: refine({ sort: 'discount', veg: 'veg' }) })],
  ['shop, category, new', (db) => shop(db, { category: 'dairy-bakery', refine: refine({ sort: 'new' }) })],
  [
    'shop, category + brand, price low-high',
    (db) => shop(db, { category: 'dairy-bakery', refine: refine({ sort: 'price_asc', brands: ['Amul'] }) }),
  ],
  ['shop, offers (deals running)', (db) => shop(db, { productType: 'offers', refine: refine({ sort: 'price_asc' }) })],
  ['shop, points price', (db) => shop(db, { priceType: 'points', min: 1, max: 100000 })],
  ['shop brands, all', (db) => shelfBrands(db, {})],
  ['shop brands, category', (db) => shelfBrands(db, { categorySlug: 'staples' })],
  ['search, relevance (synonym)', (db) => searchProducts(db, 'chawal', REFINE)],
  [
    'search, typo, price sort + veg + stock',
    (db) => searchProducts(db, 'tomatoe', refine({ sort: 'price_asc', veg: 'veg', inStock: true })),
  ],
  ['search, brand filter, discount', (db) => searchProducts(db, 'amul buter', refine({ sort: 'discount', brands: ['Amul'] }))],
  ['search, with a pack size', (db) => searchProducts(db, 'atta 5kg', REFINE)],
  ['search, best-subset fallback', (db) => searchProducts(db, 'atta zzqxv', REFINE)],
  ['header suggestions', (db) => suggest(db, 'aata')],
  ['product page', (db) => productInfo(db, 'aashirvaad-shudh-chakki-atta', true)],
  ['related products', (db) => relatedProducts(db, 1)],
  ['menu categories', (db) => listCategoriesWithSubs(db, 10)],
];

export interface CaughtStatement {
  sql: string;
  params: unknown[];
}

/** The database as the services see it, noting every statement prepared (with what it was bound to). */
export function catching(db: D1Database): { db: D1Database; caught: CaughtStatement[] } {
  const caught: CaughtStatement[] = [];
  const watched = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          const note: CaughtStatement = { sql, params: [] };
          caught.push(note);
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(st, k) {
              if (k === 'bind') {
                return (...params: unknown[]) => {
                  note.params = params;
                  return st.bind(...params);
                };
              }
              const v = Reflect.get(st, k, st);
              return typeof v === 'function' ? v.bind(st) : v;
            },
          });
        };
      }
      const v = Reflect.get(target, key, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { db: watched, caught };
}

export interface HotPlan {
  read: string;
  sql: string;
  plan: string[];
}

/** EXPLAIN QUERY PLAN of every statement each hot read sends (the typo guesses' word list included). */
export async function hotQueryPlans(db: D1Database): Promise<HotPlan[]> {
  const plans: HotPlan[] = [];
  for (const [read, run] of HOT_READS) {
    const { db: watched, caught } = catching(db);
    await run(watched);
    for (const { sql, params } of caught) {
      const { results } = await db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push({ read, sql: sql.replace(/\s+/g, ' ').trim(), plan: results.map((r) => r.detail) });
    }
  }
  return plans;
}

/** The aliases product is read under in those statements. */
const PRODUCT_NAMES = new Set(['product', 'p', 'me']);

/** Plan lines that read the whole product table row by row (SCAN with no index). */
export function fullProductScans(plan: readonly string[]): string[] {
  return plan.filter((line) => {
    const m = /^SCAN (\w+)(.*)$/.exec(line.trim());
    return m !== null && PRODUCT_NAMES.has(m[1]!) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(m[2]!);
  });
}
