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
 * `npm run bench` runs it after its own routes, on the same build and port once its server has
 * stopped (`--no-scale` skips it), and puts scaleMarkdown() into BENCHMARKS.md.
 * Also reads EXPLAIN QUERY PLAN of the hot reads at the large size (hot-plans.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildStore, serveStore, storeEnv } from '../local-store.mjs';
import { warmUp } from './warm-up.mjs';

const CONNECTIONS = 32;

/** Varied requests, so no two in a row ask the same (an answer kept anywhere would flatter the figure). */
const SEARCHES = [
  'rice',
  'aata',
  'doodh',
  'tomatoe',
  'amul buter',
  'masala',
  'oil',
  'biscut',
  'toor daal',
  'chai',
  'sabun',
  'ghee',
  'paneer',
  'kela',
  'namkeen',
  'shampoo',
];
const ROUTES = [
  ['static', 'static asset /favicon.svg', () => [{ path: '/favicon.svg' }]],
  ['d1', 'bare D1 one-row route /api/health/db', () => [{ path: '/api/health/db' }]],
  [
    'searchApi',
    'GET /api/search (16 queries: synonyms, typos)',
    () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}` })),
  ],
  [
    'searchRefined',
    'GET /api/search sorted + veg + stock',
    () => SEARCHES.map((q) => ({ path: `/api/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg&stock=1` })),
  ],
  [
    'suggest',
    'GET /api/suggest (header box)',
    () => SEARCHES.map((q) => ({ path: `/api/suggest?q=${encodeURIComponent(q.slice(0, 4))}` })),
  ],
  [
    'shopApi',
    'GET /api/shop filtered, sorted, page 50 (all) / 5 (category), by cursor',
    // the pages as the scroll reads them (issue 31): each by the cursor of the page before it,
    // walked once when the store starts (deepPages); page 1 has none
    () => [...deepPages.values()].map((path) => ({ path })),
  ],
  [
    'searchPage',
    'SSR /search?q=… sorted + veg',
    () => SEARCHES.map((q) => ({ path: `/search?q=${encodeURIComponent(q)}&sort=price_asc&veg=veg` })),
  ],
  [
    'shopPage',
    'SSR /shop sorted + filtered',
    () => [
      { path: '/shop?sort=price_desc&stock=1' },
      { path: '/shop/staples?sort=discount&veg=veg' },
      { path: '/shop/dairy-bakery?brand=Amul&sort=price_asc' },
    ],
  ],
  ['productPage', 'SSR product page', () => [{ path: '/product-details-one/aashirvaad-shudh-chakki-atta' }]],
];

/** [list, page]: the deep pages the shop API row asks for, each reached by its cursor (keyset). */
const DEEP_PAGES = [
  ['/api/shop?sort=price_asc', 50],
  ['/api/shop?veg=veg&stock=1&sort=discount', 50],
  ['/api/shop?category=staples&sort=price_desc', 5],
  ['/api/shop?category=dairy-bakery&brand=Amul&sort=new', 1],
];
/** list → the path of its deep page (with `cursor=`), for the store being measured. */
const deepPages = new Map();

/**
 * Walks each list from page 1 by the `next` cursor of every answer, as the shop's scroll does, and
 * keeps the deep page's path. A list shorter than that (215 products) stops at its last page: the
 * row then measures the deepest page there is.
 */
async function walkDeepPages(base) {
  deepPages.clear();
  for (const [list, page] of DEEP_PAGES) {
    let path = list;
    for (let n = 1; n < page; n++) {
      const body = await (await fetch(base + path)).json();
      const next = body?.response?.next;
      if (!next) break;
      path = `${list}&cursor=${encodeURIComponent(next)}`;
    }
    deepPages.set(list, path);
  }
}

/** A migrated D1 seeded with `products` products (215: the demo shelf alone). */
function seededWith(products, env) {
  const state = mkdtempSync(join(tmpdir(), `haat-scale-${products}-`));
  const run = (args) => execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  run(['vite-node', 'scripts/seed/run.ts', '--', '--persist-to', state, '--products', String(products)]);
  return state;
}

/**
 * The hot reads' plans at this size: the store's own services run on the seeded state and every
 * statement they send explained (scripts/bench/hot-queries.ts, also pinned by tests/api/hot-query-plans.test.ts).
 */
export function hotQueryPlans(state, env) {
  const out = execFileSync('npx', ['vite-node', 'scripts/bench/hot-plans.ts', '--', '--persist-to', state], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return JSON.parse(out.slice(out.indexOf('[')));
}

async function defaultLoad(base, name, opts, duration) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration, ...opts });
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`[scale] ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
}

/** Catalogue pages, also measured as served (catalogue cache on, as in production) for the page goal. */
const PAGE_KEYS = ['searchPage', 'shopPage', 'productPage'];
const PAGE_ROUTES = ROUTES.filter(([key]) => PAGE_KEYS.includes(key));

/** The product cards in an HTML page (ProductCard.astro's article). */
export const countCards = (html) => html.split('class="product-card"').length - 1;

/**
 * How many cards each SSR catalogue page draws at this size, on average over its requests: a page's
 * render grows with its cards, and the same 16 queries fill fewer of a 215-product shelf's pages.
 */
async function cardsPerPage(base) {
  const cards = {};
  for (const [key, , reqs] of PAGE_ROUTES) {
    let sum = 0;
    for (const r of reqs()) sum += countCards(await (await fetch(base + r.path, { signal: AbortSignal.timeout(20_000) })).text());
    cards[key] = sum / reqs().length;
  }
  return cards;
}

/**
 * Connections for a page with the cache off. One isolate interleaves its renders, so 32 at once all
 * finish together after ~32 renders' time (3–6 s here): a run of a few seconds then counted almost
 * no answers ("0 req/s") and p50 = p99 = that queue. With 8 a render's time still shows, and the
 * req/s (what one isolate's CPU renders) is the same.
 */
const RENDER_CONNECTIONS = 8;

/**
 * Serves each size in turn on `port` and loads every route with the catalogue cache off, then the
 * pages again with it on (each after a static-asset run); returns { sizes: { [n]: { [key]: row, served: {...} } }, plans }.
 */
export async function searchScale({ out, env, port, duration = 8, sizes = [215, 20000], load } = {}) {
  const result = { sizes: {}, plans: [], duration };
  const run = (base, name, opts) => (load ? load(base, name, opts) : defaultLoad(base, name, opts, duration));
  for (const n of sizes) {
    console.log(`[scale] seeding ${n} products`);
    const state = seededWith(n, env);
    if (n === Math.max(...sizes)) result.plans = hotQueryPlans(state, env);
    const servedState = `${state}-served`;
    cpSync(state, servedState, { recursive: true });
    const rows = {};
    const store = await serveStore({ out, port, state, env, args: ['--log-level', 'error', '--var', 'CATALOGUE_CACHE_SECONDS:0'] });
    try {
      await walkDeepPages(store.base);
      for (const [, , reqs] of ROUTES) for (const r of reqs()) await warmUp(store.base + r.path); // warm the isolate and each route
      rows.cards = await cardsPerPage(store.base);
      for (const [key, name, reqs] of ROUTES) {
        const connections = PAGE_KEYS.includes(key) ? RENDER_CONNECTIONS : CONNECTIONS;
        rows[key] = await run(store.base, `${name} @${n}`, { requests: reqs(), connections });
      }
    } finally {
      await store.stop(); // the served copy below takes the same port
    }
    const served = await serveStore({ out, port, state: servedState, env, args: ['--log-level', 'error'] });
    try {
      rows.served = {};
      for (const [key, name, reqs] of PAGE_ROUTES) {
        for (const r of reqs()) await warmUp(served.base + r.path);
        rows.served[`${key}Static`] = await run(served.base, `static asset, just before ${name} (cache on) @${n}`, {
          requests: [{ path: '/favicon.svg' }],
        });
        rows.served[key] = await run(served.base, `${name} (cache on) @${n}`, { requests: reqs() });
      }
    } finally {
      await served.stop();
    }
    result.sizes[n] = rows;
  }
  return result;
}

const fmt = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/** The large catalogue may cost at most this much more than the demo one, against the bare D1 route of each run. */
export const SCALE_GOAL = 1.5;
/** Catalogue pages against the static asset of the same run, as in the main bench. */
export const PAGE_GOAL = 0.5;
const SEARCH_KEYS = ['searchApi', 'searchRefined', 'suggest', 'searchPage', 'shopApi', 'shopPage', 'productPage'];
const mark = (ok) => (ok ? 'met' : '**missed**');

/** Plans as BENCHMARKS.md lines: one per distinct statement shape, with any full scan of product called out. */
function planLines(plans) {
  const seen = new Set();
  const lines = [];
  for (const { read, plan, fullScans } of plans) {
    const text = plan.join('; ');
    if (seen.has(text)) continue;
    seen.add(text);
    lines.push(`- ${read}${fullScans?.length ? ' — **full scan**' : ''}: \`${text}\``);
  }
  return lines;
}

/** The BENCHMARKS.md section for a searchScale() result. */
export function scaleMarkdown({ sizes, plans, duration }) {
  const [small, large] = Object.keys(sizes)
    .map(Number)
    .sort((a, b) => a - b);
  const s = sizes[small];
  const l = sizes[large];
  const lines = [
    `| route | req/s @${small} | p50 / p99 ms @${small} | req/s @${large} | p50 / p99 ms @${large} | ${large}/${small} req/s | ${large}/${small} p99 | req/s ÷ bare D1 @${small} → @${large} | p99 ÷ bare D1 @${small} → @${large} | req/s ÷ static @${small} → @${large} |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, name] of ROUTES) {
    const a = s[key];
    const b = l[key];
    lines.push(
      `| ${name} | ${a.rps} | ${a.p50} / ${a.p99} | ${b.rps} | ${b.p50} / ${b.p99} | ${fmt(b.rps / a.rps)} | ${fmt(b.p99 / a.p99)} | ${fmt(a.rps / s.d1.rps)} → ${fmt(b.rps / l.d1.rps)} | ${fmt(a.p99 / s.d1.p99)} → ${fmt(b.p99 / l.d1.p99)} | ${fmt(a.rps / s.static.rps)} → ${fmt(b.rps / l.static.rps)} |`,
    );
  }
  // each size against its own bare D1 route: the two halves run minutes apart on a machine that drifts
  const goals = ['| Goal | Measured | |', '|---|---|---|'];
  const byName = Object.fromEntries(ROUTES.map(([key, name]) => [key, name]));
  // a route that answered nothing within the run has no latency to compare: it misses, never "meets" on 0 ms
  const answered = (...rows) => rows.every((r) => r.rps > 0);
  for (const key of SEARCH_KEYS) {
    if (!answered(s[key], l[key], s.d1, l.d1)) {
      goals.push(
        `| ${byName[key]} @${large} within ${SCALE_GOAL}× of @${small} (÷ bare D1) | no answers within the run at one size | ${mark(false)} |`,
      );
      continue;
    }
    const rps = l[key].rps / l.d1.rps / (s[key].rps / s.d1.rps);
    const p50 = l[key].p50 / l.d1.p50 / (s[key].p50 / s.d1.p50);
    const p99 = l[key].p99 / l.d1.p99 / (s[key].p99 / s.d1.p99);
    goals.push(
      `| ${byName[key]}: req/s @${large} ≥ 1/${SCALE_GOAL} of @${small} (÷ bare D1) | ${fmt(rps)}× | ${mark(rps >= 1 / SCALE_GOAL)} |`,
    );
    goals.push(
      `| ${byName[key]}: p50 and p99 @${large} ≤ ${SCALE_GOAL}× @${small} (÷ bare D1) | p50 ${fmt(p50)}×, p99 ${fmt(p99)}× | ${mark(p50 <= SCALE_GOAL && p99 <= SCALE_GOAL)} |`,
    );
  }
  const cardRows = ['| SSR page, cache off | cards per page @' + small + ' | cards per page @' + large + ' |', '|---|---|---|'];
  for (const key of PAGE_KEYS) if (s.cards && l.cards) cardRows.push(`| ${byName[key]} | ${fmt(s.cards[key])} | ${fmt(l.cards[key])} |`);
  const served = [
    '| page, as served (catalogue cache on) | req/s @' +
      small +
      ' | p50 / p99 ms | ÷ static just before | req/s @' +
      large +
      ' | p50 / p99 ms | ÷ static just before |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const key of PAGE_KEYS) {
    const [a, b] = [s.served[key], l.served[key]];
    const [ra, rb] = [a.rps / s.served[`${key}Static`].rps, b.rps / l.served[`${key}Static`].rps];
    served.push(`| ${byName[key]} | ${a.rps} | ${a.p50} / ${a.p99} | ${fmt(ra)} | ${b.rps} | ${b.p50} / ${b.p99} | ${fmt(rb)} |`);
    goals.push(
      `| ${byName[key]} as served @${small} and @${large} ≥ ${PAGE_GOAL}× the static asset just before | ${fmt(ra)}× / ${fmt(rb)}× | ${mark(answered(a, b) && ra >= PAGE_GOAL && rb >= PAGE_GOAL)} |`,
    );
  }
  const scans = plans.filter((p) => p.fullScans?.length).map((p) => p.read);
  return [
    `${CONNECTIONS} connections (${RENDER_CONNECTIONS} for SSR pages with the cache off), ${duration} s per route, catalogue cache off (every request does its D1 work). Each size is`,
    "a freshly seeded D1 (`seed --products N`) served on its own; ratios to the bare D1 route are taken within each size's run.",
    '',
    ...lines,
    '',
    "A page's render grows with the cards it draws; the same queries fill more of a page from the larger shelf (the mean over each route's requests):",
    '',
    ...cardRows,
    '',
    ...served,
    '',
    ...goals,
    '',
    `EXPLAIN QUERY PLAN of every statement the hot reads send, at ${large} products (scripts/bench/hot-queries.ts; full scans of product: ${scans.length ? `**${scans.join(', ')}**` : 'none'}):`,
    '',
    ...planLines(plans),
    '',
  ].join('\n');
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
