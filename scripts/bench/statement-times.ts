/**
 * Where a search or shop request's D1 time goes, per statement (issue 16, wt-a):
 *   npx vite-node scripts/bench/statement-times.ts -- --persist-to <state dir> [--out file.json]
 * Runs the bench's requests (search-scale.mjs: the 16 searches as typed, sorted + veg + stock, the
 * header's 4-letter suggestions, the four shop URLs) through the store's own services on a local D1,
 * catches every statement they send with its parameters and writes them as JSON for
 * statement-timer.mjs, which times each in the sqlite3 shell (D1's meta.duration has 1 ms steps).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Refinements } from '../../src/lib/domain/search/search-refine';
import { shopProducts } from '../../functions/api/services/catalogue/catalogue';
import { searchProducts, suggest } from '../../functions/api/services/search/search';
import { catching } from './hot-queries';
// the scale bench's own queries, so the statement times explain its rows
import { SEARCHES } from './scale-routes.mjs';

const REFINE: Refinements = { sort: 'relevance', brands: [], inStock: false };
const shop = (db: D1Database, f: Parameters<typeof shopProducts>[1]) => shopProducts(db, { min: 10, max: 5000, ...f });

const READS: [group: string, label: string, read: (db: D1Database) => Promise<unknown>][] = [
  ...SEARCHES.map((q): [string, string, (db: D1Database) => Promise<unknown>] => ['search', q, (db) => searchProducts(db, q, REFINE)]),
  ...SEARCHES.map((q): [string, string, (db: D1Database) => Promise<unknown>] => [
    'sorted',
    q,
    (db) => searchProducts(db, q, { ...REFINE, sort: 'price_asc', veg: 'veg', inStock: true }),
  ]),
  ...SEARCHES.map((q): [string, string, (db: D1Database) => Promise<unknown>] => [
    'suggest',
    q.slice(0, 4),
    (db) => suggest(db, q.slice(0, 4)),
  ]),
  ['shop', 'price_asc p50', (db) => shop(db, { page: 50, refine: { ...REFINE, sort: 'price_asc' } })],
  ['shop', 'veg stock discount p50', (db) => shop(db, { page: 50, refine: { ...REFINE, sort: 'discount', veg: 'veg', inStock: true } })],
  ['shop', 'staples price_desc p5', (db) => shop(db, { category: 'staples', page: 5, refine: { ...REFINE, sort: 'price_desc' } })],
  ['shop', 'dairy Amul new', (db) => shop(db, { category: 'dairy-bakery', refine: { ...REFINE, sort: 'new', brands: ['Amul'] } })],
];

const argv = process.argv.slice(2);
const arg = (name: string) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : undefined);
const state = arg('--persist-to');
const only = arg('--only');
const outFile = arg('--out') ?? 'artifacts/bench/statements.json';
if (!state) {
  console.error(
    'usage: vite-node scripts/bench/statement-times.ts -- --persist-to <state dir> [--out file.json] [--only search|sorted|suggest|shop]',
  );
  process.exit(2);
}

/** What a statement is, by its shape: the first words after the CTE. */
function kindOf(sql: string): string {
  const s = sql.replace(/\s+/g, ' ');
  if (/product_fts_terms/.test(s)) return 'vocabulary';
  if (!/FROM hits|FROM product p/.test(s)) return 'categories';
  if (/summary AS/.test(s)) return 'page+count+brands';
  if (/GROUP BY p\.brand/.test(s)) return 'brands';
  if (/count\(\*\) AS total|AS total/.test(s)) return 'count';
  return 'cards';
}

const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(state, 'v3') } });
try {
  const db = proxy.env.DB;
  const out: { group: string; label: string; statements: { kind: string; sql: string; params: unknown[] }[] }[] = [];
  for (const [group, label, read] of READS) {
    if (only && group !== only) continue;
    await read(db); // the vocabulary is kept per isolate, as in the Worker
    const { db: watched, caught } = catching(db);
    await read(watched);
    // the vocabulary is read once per isolate for a few minutes, not per request: left out
    const statements = caught.map(({ sql, params }) => ({ kind: kindOf(sql), sql, params })).filter((x) => x.kind !== 'vocabulary');
    out.push({ group, label, statements });
  }
  writeFileSync(outFile, JSON.stringify(out));
} finally {
  await proxy.dispose();
}
