#!/usr/bin/env node
/**
 * Search and the shop at the demo size (215 products) and at a hypermart's (20,000), in one run
 * (issue 16). For each size: a freshly migrated and seeded D1 (`seed --products N`), the built store
 * on local workerd with the catalogue cache OFF (CATALOGUE_CACHE_SECONDS=0: every request does its
 * D1 work, which is what grows with the catalogue), then load tests. Every figure is also given as a
 * ratio to the bare D1 route and to the static asset of the same size's run, and each route's
 * 20,000-product figures as a ratio to its 215-product ones.
 *
 * Standalone:  node scripts/bench/search-scale.mjs [--skip-build] [--duration=8] [--products=20000]
 *              (builds into dist-bench unless --skip-build; BENCH_OUT=dist-e reuses another build)
 * From bench.mjs, after its own server has stopped:
 *   import { searchScale, scaleMarkdown } from './bench/search-scale.mjs';
 *   const scale = await searchScale({ out: OUT, env, port: PORT, duration: DURATION, load: loadOn });
 *   // loadOn(base, name, opts) = autocannon against `base`; scaleMarkdown(scale) is the BENCHMARKS.md section
 * Also prints EXPLAIN QUERY PLAN of the hot queries at 20,000 products.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildStore, serveStore, storeEnv } from '../local-store.mjs';

const CONNECTIONS = 32;

/** Varied requests, so no two in a row ask the same (an answer kept anywhere would flatter the figure). */
const SEARCHES = ['rice', 'aata', 'doodh', 'tomatoe', 'amul buter', 'masala', 'oil', 'biscut', 'toor daal', 'chai', 'sabun', 'ghee', 'paneer', 'kela', 'namkeen', 'shampoo'];
const ROUTES = [
  ['static', 'static asset /favicon.svg', () => [{ path: '/favicon.svg' }]],
  ['d1', 'bare D1 one-row route /api/health/db', () => [{ path: '/api/health/db' }]],
  ['searchApi', 'GET /api/search (16 queries: synonyms, typos)', () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}` }))],
  ['searchRefined', 'GET /api/search sorted + veg + stock', () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg&stock=1` }))],
  ['suggest', 'GET /api/suggest (header box)', () => SEARCHES.map((q) => ({ path: `/api/suggest?q=${encodeURIComponent(q.slice(0, 4))}` }))],
  ['shopApi', 'GET /api/shop filtered, sorted, page 50 (all) / 5 (category)', () => [
    { path: '/api/shop?sort=price_asc&page=50' },
    { path: '/api/shop?veg=veg&stock=1&sort=discount&page=50' },
    { path: '/api/shop?category=staples&sort=price_desc&page=5' },
    { path: '/api/shop?category=dairy-bakery&brand=Amul&sort=new&page=1' },
  ]],
  ['searchPage', 'SSR /search?q=… sorted + veg', () => SEARCHES.map((q) => ({ path: `/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg` }))],
  ['shopPage', 'SSR /shop sorted + filtered', () => [
    { path: '/shop?sort=price_desc&stock=1' },
    { path: '/shop/staples?sort=discount&veg=veg' },
    { path: '/shop/dairy-bakery?brand=Amul&sort=price_asc' },
  ]],
  ['productPage', 'SSR product page', () => [{ path: '/product-details-one/aashirvaad-shudh-chakki-atta' }]],
];

/** A migrated D1 seeded with `products` products (215: the demo shelf alone). */
function seededWith(products, env) {
  const state = mkdtempSync(join(tmpdir(), `haat-scale-${products}-`));
  const run = (args) => execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  run(['vite-node', 'scripts/seed/run.ts', '--', '--persist-to', state, '--products', String(products)]);
  return state;
}

/** The hot queries' plans (no SCAN of product on any of them), from the seeded large state. */
export function hotQueryPlans(state, env) {
  const rice = `WITH hits AS (SELECT id, MIN(tier) AS tier, MIN(score) AS score FROM (
      SELECT rowid AS id, 0 AS tier, bm25(product_fts, 10.0, 5.0, 1.0) AS score FROM product_fts WHERE product_fts MATCH '"chawal"'
      UNION ALL SELECT rowid, 2, bm25(product_fts, 10.0, 5.0, 1.0) FROM product_fts WHERE product_fts MATCH '("chawal"* OR "rice")') GROUP BY id)`;
  const queries = {
    'search, relevance': `${rice} SELECT p.id FROM hits JOIN product p ON p.id = hits.id WHERE p.veg = 1 ORDER BY hits.tier, hits.score, p.id LIMIT 24`,
    'search, count': `${rice} SELECT count(*) FROM hits JOIN product p ON p.id = hits.id WHERE p.veg = 1`,
    'shop, all, shop order, page 50': `SELECT p.id FROM product p ORDER BY (p.stock > 0 AND p.out_of_stock != 1) DESC, p.id LIMIT 12 OFFSET 588`,
    'shop, category, shop order': `SELECT p.id FROM product p WHERE p.category_id = (SELECT id FROM category WHERE slug = 'staples') ORDER BY (p.stock > 0 AND p.out_of_stock != 1) DESC, p.id LIMIT 12`,
    'shop, brand filter': `SELECT p.id FROM product p WHERE p.brand IN ('Amul') ORDER BY p.created_at DESC, p.id DESC LIMIT 12`,
    'shop, discount sort': `SELECT p.id FROM product p ORDER BY p.discount_percent DESC, p.id LIMIT 12 OFFSET 588`,
    'typo words (fts5vocab)': `SELECT term FROM product_fts_terms WHERE length(term) >= 3 ORDER BY doc DESC, term`,
  };
  const plans = {};
  for (const [name, sql] of Object.entries(queries)) {
    const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', `EXPLAIN QUERY PLAN ${sql}`], { env, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    plans[name] = JSON.parse(out)[0].results.map((r) => r.detail);
  }
  return plans;
}

async function defaultLoad(base, name, opts, duration) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration, ...opts });
  const row = { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
  console.log(`[scale] ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
}

/**
 * Serves each size in turn on `port` and loads every route; returns { sizes: { [n]: { [key]: row } }, plans }.
 */
export async function searchScale({ out, env, port, duration = 8, sizes = [215, 20000], load } = {}) {
  const result = { sizes: {}, plans: {}, duration };
  for (const n of sizes) {
    console.log(`[scale] seeding ${n} products`);
    const state = seededWith(n, env);
    if (n === Math.max(...sizes)) result.plans = hotQueryPlans(state, env);
    const store = await serveStore({ out, port, state, env, args: ['--log-level', 'error', '--var', 'CATALOGUE_CACHE_SECONDS:0'] });
    try {
      const rows = {};
      for (const [, , reqs] of ROUTES) for (const r of reqs()) await fetch(store.base + r.path); // warm the isolate and each route
      for (const [key, name, reqs] of ROUTES) {
        const opts = { requests: reqs() };
        rows[key] = load ? await load(store.base, `${name} @${n}`, opts) : await defaultLoad(store.base, `${name} @${n}`, opts, duration);
      }
      result.sizes[n] = rows;
    } finally {
      store.stop();
    }
  }
  return result;
}

const fmt = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/** The BENCHMARKS.md section for a searchScale() result. */
export function scaleMarkdown({ sizes, plans, duration }) {
  const [small, large] = Object.keys(sizes).map(Number).sort((a, b) => a - b);
  const s = sizes[small];
  const l = sizes[large];
  const lines = [
    `| route | req/s @${small} | p50 / p99 ms @${small} | req/s @${large} | p50 / p99 ms @${large} | ${large}/${small} req/s | ${large}/${small} p99 | req/s ÷ bare D1 @${small} → @${large} | req/s ÷ static @${small} → @${large} |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, name] of ROUTES) {
    const a = s[key];
    const b = l[key];
    lines.push(
      `| ${name} | ${a.rps} | ${a.p50} / ${a.p99} | ${b.rps} | ${b.p50} / ${b.p99} | ${fmt(b.rps / a.rps)} | ${fmt(b.p99 / a.p99)} | ${fmt(a.rps / s.d1.rps)} → ${fmt(b.rps / l.d1.rps)} | ${fmt(a.rps / s.static.rps)} → ${fmt(b.rps / l.static.rps)} |`,
    );
  }
  const planText = Object.entries(plans).map(([name, rows]) => `- ${name}: ${rows.join('; ')}`);
  return [`${CONNECTIONS} connections, ${duration} s per route, catalogue cache off.`, '', ...lines, '', 'EXPLAIN QUERY PLAN at the large size:', '', ...planText, ''].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argValue = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const out = process.env.BENCH_OUT ?? 'dist-bench';
  const env = storeEnv({ ASTRO_OUT_DIR: out });
  buildStore({ out, env, reuse: process.argv.includes('--skip-build') });
  const scale = await searchScale({
    out,
    env,
    port: Number(process.env.BENCH_PORT ?? 8791),
    duration: Number(argValue('duration', 8)),
    sizes: [215, Number(argValue('products', 20000))],
  });
  const md = scaleMarkdown(scale);
  mkdirSync('artifacts/bench', { recursive: true });
  writeFileSync('artifacts/bench/search-scale.md', md);
  writeFileSync('artifacts/bench/search-scale.json', JSON.stringify(scale, null, 2));
  console.log(md);
}
