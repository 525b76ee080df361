#!/usr/bin/env node
/**
 * Search and the shop at the demo size (215 products) and at a hypermart's (20,000), in one run
 * (issue 16). For each size: a freshly migrated and seeded D1 (`seed --products N`), the built store
 * on local workerd with the catalogue cache OFF (CATALOGUE_CACHE_SECONDS=0: every request does its
 * D1 work, which is what grows with the catalogue), then load tests.
 *
 * Verdicts that hold (issue 31): both sizes are served side by side (an idle store costs no CPU) and
 * measured in interleaved rounds: in each round, each size's bare D1 route and then the route, the
 * small size and the large one a few seconds apart. A round's ratio is (large ÷ its bare D1) ÷
 * (small ÷ its bare D1); a goal is judged on the median of the rounds, printed with its spread, so a
 * neighbour's burst or one stalled run moves one round, not the verdict. A request that gets no
 * answer within REQUEST_TIMEOUT_S is given up and counted as an error (local wrangler dev now and
 * then holds a request until the client gives up: scripts/bench/warm-up.mjs), so a stall shows in the
 * row instead of silently emptying a whole run.
 *
 * Standalone:  node scripts/bench/search-scale.mjs [--skip-build] [--duration=8] [--rounds=3] [--products=20000]
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
import { CONNECTIONS, PAGE_KEYS, PAGE_ROUTES, RENDER_CONNECTIONS, ROUTES, cardsPerPage, walkDeepPages } from './scale-routes.mjs';
import { scaleMarkdown } from './scale-report.mjs';

export { scaleMarkdown };

/** Seconds a request may go unanswered before the run gives it up and counts an error. */
const REQUEST_TIMEOUT_S = 4;

/** A migrated D1 seeded with `products` products (215: the demo shelf alone). */
export function seededWith(products, env) {
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

async function loadRun(base, name, opts, duration) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration, timeout: REQUEST_TIMEOUT_S, ...opts });
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

/** Both sizes' stores, side by side on `port` and `port + 2`, each with its deep pages walked and every route warmed. */
async function serveSizes({ out, env, port, states, args }) {
  const stores = {};
  try {
    for (const [i, [n, state]] of Object.entries(states).entries()) {
      const store = await serveStore({ out, port: port + 2 * i, state, env, args });
      stores[n] = { ...store, deep: await walkDeepPages(store.base) };
      for (const [, , reqs] of ROUTES) for (const r of reqs(stores[n].deep)) await warmUp(store.base + r.path);
    }
  } catch (err) {
    await Promise.all(Object.values(stores).map((s) => s.stop()));
    throw err;
  }
  return stores;
}

/**
 * Serves both sizes and measures every route in interleaved rounds with the catalogue cache off,
 * then the pages again as served (cache on) against the static asset in the same rounds. Returns
 * { sizes, rounds, duration, plans, cards, runs, served } for scaleMarkdown().
 */
export async function searchScale({ out, env, port, duration = 8, rounds = 3, sizes = [215, 20000], load } = {}) {
  const run = (base, name, opts) => (load ? load(base, name, opts) : loadRun(base, name, opts, duration));
  const result = { sizes, rounds, duration, plans: [], cards: {}, runs: {}, served: {} };
  const states = {};
  const servedStates = {};
  for (const n of sizes) {
    console.log(`[scale] seeding ${n} products`);
    states[n] = seededWith(n, env);
    if (n === Math.max(...sizes)) result.plans = hotQueryPlans(states[n], env);
    servedStates[n] = `${states[n]}-served`;
    cpSync(states[n], servedStates[n], { recursive: true });
  }

  // cache off: each round, for each size, its bare D1 route just before the route
  const off = await serveSizes({ out, env, port, states, args: ['--log-level', 'error', '--var', 'CATALOGUE_CACHE_SECONDS:0'] });
  try {
    for (const n of sizes) result.cards[n] = await cardsPerPage(off[n].base, off[n].deep);
    for (const [key, name, reqs] of ROUTES) {
      if (key === 'd1') continue; // the baseline of every route below
      const connections = PAGE_KEYS.includes(key) ? RENDER_CONNECTIONS : CONNECTIONS;
      const runs = Object.fromEntries(sizes.map((n) => [n, { route: [], d1: [] }]));
      for (let round = 0; round < rounds; round++) {
        for (const n of sizes) {
          const { base, deep } = off[n];
          runs[n].d1.push(await run(base, `bare D1 route before ${name} @${n}`, { requests: [{ path: '/api/health/db' }] }));
          runs[n].route.push(await run(base, `${name} @${n} (round ${round + 1})`, { requests: reqs(deep), connections }));
        }
      }
      result.runs[key] = runs;
    }
  } finally {
    await Promise.all(Object.values(off).map((s) => s.stop()));
  }

  // cache on, as in production: each page against the static asset just before it
  const on = await serveSizes({ out, env, port, states: servedStates, args: ['--log-level', 'error'] });
  try {
    for (const [key, name, reqs] of PAGE_ROUTES) {
      const runs = Object.fromEntries(sizes.map((n) => [n, { route: [], static: [] }]));
      for (let round = 0; round < rounds; round++) {
        for (const n of sizes) {
          const { base, deep } = on[n];
          runs[n].static.push(await run(base, `static asset before ${name} (cache on) @${n}`, { requests: [{ path: '/favicon.svg' }] }));
          runs[n].route.push(await run(base, `${name} (cache on) @${n} (round ${round + 1})`, { requests: reqs(deep) }));
        }
      }
      result.served[key] = runs;
    }
  } finally {
    await Promise.all(Object.values(on).map((s) => s.stop()));
  }
  return result;
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
    rounds: Number(argValue('rounds', 3)),
    sizes: [215, Number(argValue('products', 20000))],
  });
  const md = scaleMarkdown(scale);
  mkdirSync('artifacts/bench', { recursive: true });
  writeFileSync('artifacts/bench/search-scale.md', md);
  writeFileSync('artifacts/bench/search-scale.json', JSON.stringify(scale, null, 2));
  console.log(md);
}
