#!/usr/bin/env node
/**
 * Where a route's p99 comes from: the load section's routes, each loaded like the bench (32
 * connections, autocannon), with every answer's latency and arrival time kept. It prints, per run,
 * the percentiles (p50, p90, p99, p99.9, max) and how the run's slowest 1 % (the answers at or over its
 * p99) fall in time: in how many 100 ms windows they arrived, and the busiest windows. A tail made of
 * a few stalls (every connection waiting at once: a pause of the whole isolate or process) shows as a
 * few windows holding the slow answers, ~32 each; a tail spread thin (a slow request here and there)
 * as many windows of one or two. The instrument costs CPU on the same cores (every answer is
 * recorded), so its latencies run higher than the bench's: compare routes within one run.
 *
 * BENCH_OUT=<build> BENCH_PORT=<port> node scripts/bench/tail-probe.mjs [--rounds=N] [--seconds=S]
 * (needs a build: `ASTRO_OUT_DIR=<build> npm run build`). Writes nothing; prints Markdown.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { seededState, serveStore, storeEnv } from '../local-store.mjs';
import { benchProduct } from './bench-product.mjs';
import { apiRoutes } from './load-routes.mjs';

const OUT = process.env.BENCH_OUT ?? 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const BASE = `http://127.0.0.1:${PORT}`;
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 5);

const env = storeEnv({ ASTRO_OUT_DIR: OUT });
const state = await seededState({ prefix: 'haat-tail-', env });
// the bench's own product and API routes, read before serving (bench-product.mjs says why)
const product = benchProduct(state, env);
const ROUTES = [
  ['static asset /favicon.svg', { path: '/favicon.svg' }],
  ['bare D1 route /api/health/db', { path: '/api/health/db' }],
  ...apiRoutes(product).map(([, name, request]) => [name, request]),
  ['SSR page /shop', { path: '/shop' }],
];
const store = await serveStore({ out: OUT, port: PORT, state, env, args: ['--log-level', 'error'] });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(request) {
  const answers = [];
  // the load generator's own pauses (its GC, the scheduler): a stall here delays every answer it reads
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const start = performance.now();
  const instance = autocannon({ url: BASE, connections: 32, duration: SECONDS, requests: [request] });
  instance.on('response', (_client, _status, _bytes, ms) => answers.push({ at: performance.now() - start, ms }));
  await instance;
  loop.disable();
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const p99 = pct(sorted, 99);
  const slow = answers.filter((a) => a.ms >= p99);
  const windows = new Map();
  for (const a of slow) {
    const tenth = Math.floor(a.at / 100); // the 100 ms window it arrived in
    windows.set(tenth, (windows.get(tenth) ?? 0) + 1);
  }
  const busiest = [...windows.values()].sort((a, b) => b - a).slice(0, 3);
  return {
    n: answers.length,
    p50: pct(sorted, 50),
    p90: pct(sorted, 90),
    p99,
    p999: pct(sorted, 99.9),
    max: sorted.at(-1),
    slow: slow.length,
    windows: windows.size,
    busiest,
    ownStall: loop.max / 1e6,
  };
}

const f = (n) => n.toFixed(1);
try {
  for (const path of ['/favicon.svg', '/api/health/db', '/shop', `/api/product/${product.slug}`]) await fetch(BASE + path);
  console.log(
    `| route | round | answers | p50 | p90 | p99 | p99.9 | max ms | answers ≥ p99 | in how many 100 ms windows | busiest windows | load generator’s longest pause ms |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, request] of ROUTES) {
      const r = await run(request);
      console.log(
        `| ${name} | ${round} | ${r.n} | ${f(r.p50)} | ${f(r.p90)} | ${f(r.p99)} | ${f(r.p999)} | ${f(r.max)} | ${r.slow} | ${r.windows} | ${r.busiest.join(', ')} | ${f(r.ownStall)} |`,
      );
    }
  }
} finally {
  await store.stop();
}
