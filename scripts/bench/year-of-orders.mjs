#!/usr/bin/env node
/**
 * The owner's screens with a year of orders behind them (issue 30): the same requests timed on the
 * demo seed and on the demo seed plus a year of history (scripts/seed/year-of-orders.mjs: about
 * 650,000 orders and 3 million lines), both stores served at once from the same build and each
 * request timed on one then the other in turn, so each row's ratio is of timings taken side by side.
 * Target: each within 1.5× of its demo time. Timings are one request at a time (a manager opening a
 * screen), median of ROUNDS after one unmeasured request to each, with the catalogue cache as shipped.
 *
 * Standalone:  node scripts/bench/year-of-orders.mjs [--skip-build] [--orders=650000] [--rounds=7] [--only=dashboard]
 * (--only=TEXT: just the rows whose label holds TEXT, and the bare D1 row for context)
 * `npm run bench` runs it last (`--no-year` skips it) and puts yearMarkdown() into BENCHMARKS.md.
 */
import { pathToFileURL } from 'node:url';
import { buildStore, seededState, serveStore, storeEnv } from '../local-store.mjs';
import { seedYearOfOrders } from '../seed/year-of-orders.mjs';
import { median } from './rounds.mjs';

export const YEAR_TARGET = 1.5;
const MANAGER = { mobile: '9800000000', password: 'manager@1234' };
const ASHA = { phone: '9876543210', password: 'asha@1234' };

/** Last month in IST as YYYY-MM (the GST month a manager files now). */
function lastMonth(now) {
  const ist = new Date(now + 5.5 * 3_600_000);
  const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** [label, path, who] — who signs the request: the manager or Asha. */
function requests(now) {
  return [
    ['bare D1 one-row route (context)', '/api/health/db', null],
    ['dashboard, this week, all branches', '/api/staff/reports/dashboard?period=week', 'manager'],
    ['dashboard, today, Indiranagar', '/api/staff/reports/dashboard?period=today&branch_id=1', 'manager'],
    ['staff queue (open orders)', '/api/staff/orders?status=open', 'manager'],
    ['search by mobile, every status', '/api/staff/orders?q=7000012345', 'manager'],
    ["a customer's orders (Asha)", '/api/userOrders', 'asha'],
    [`GST month ${lastMonth(now)}`, `/api/staff/reports/gst?month=${lastMonth(now)}`, 'manager'],
  ];
}

async function signIn(base) {
  const staff = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'CF-Connecting-IP': '198.51.100.40' },
    body: JSON.stringify(MANAGER),
  });
  const shopper = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ASHA),
  });
  const cookie = (res) => (res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? '']).map((c) => c.split(';')[0]).join('; ');
  return { manager: cookie(staff), asha: cookie(shopper) };
}

/** One request's milliseconds (the answer read to its end). */
async function once(base, path, cookie) {
  const t0 = performance.now();
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t0;
}

const summary = (ms) => ({ median: median(ms), min: Math.min(...ms), max: Math.max(...ms) });

/**
 * Both stores at once, each on its own port, and each request timed on one then the other in turn
 * (demo, year, demo, year …) after one unmeasured request to each: whatever else the machine is doing
 * falls on both sides of a ratio alike, which a demo run minutes before the year's could not promise.
 */
async function measure({ out, port, env, rounds, orders, now, log, only }) {
  const demoState = seededState({ prefix: 'haat-demo-', env });
  const yearState = seededState({ prefix: 'haat-year-', env });
  const t0 = Date.now();
  seedYearOfOrders({ persistTo: yearState, orders, now, env });
  log(`a year of orders (${orders}) seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const args = ['--log-level', 'error'];
  const demo = await serveStore({ out, port, state: demoState, env, args });
  try {
    const year = await serveStore({ out, port: port + 1, state: yearState, env, args });
    try {
      const cookies = { demo: await signIn(demo.base), year: await signIn(year.base) };
      const rows = [];
      const chosen = requests(now).filter(([label, path]) => !only || label.includes(only) || path === '/api/health/db');
      for (const [label, path, who] of chosen) {
        const cookie = (side) => (who ? cookies[side][who] : null);
        await once(demo.base, path, cookie('demo'));
        await once(year.base, path, cookie('year'));
        const ms = { demo: [], year: [] };
        for (let i = 0; i < rounds; i++) {
          ms.demo.push(await once(demo.base, path, cookie('demo')));
          ms.year.push(await once(year.base, path, cookie('year')));
        }
        const row = { label, path, ...summary(ms.demo), year: summary(ms.year) };
        log(`${label}: demo ${row.median.toFixed(1)} ms, year ${row.year.median.toFixed(1)} ms`);
        rows.push({ ...row, ratio: row.year.median / row.median });
      }
      return rows;
    } finally {
      await year.stop();
    }
  } finally {
    await demo.stop();
  }
}

/** Both seeds, served side by side on `port` and `port + 1`. */
export async function yearOfOrders({ out, port, env, rounds = 7, orders = 650_000, log = console.log, only = '' }) {
  const now = Date.now();
  return { orders, rounds, rows: await measure({ out, port, env, rounds, orders, now, log, only }) };
}

export function yearMarkdown(result) {
  const fmt = (n) => n.toFixed(1);
  return `The same requests, one at a time, on the demo seed and on the demo seed plus a year of orders
(\`scripts/seed/year-of-orders.mjs\`: ${result.orders.toLocaleString('en-IN')} orders, about 4.5 lines each, 40,000 customers,
six branches), both served at once and timed in turn (demo, year, demo, year …), median of ${result.rounds}
after one unmeasured request to each; target: within ${YEAR_TARGET}× of the demo time.

| Request | demo ms (min–max) | a year ms (min–max) | ratio | |
|---|---:|---:|---:|---|
${result.rows
  .map((r) => {
    const context = r.path === '/api/health/db';
    return `| ${r.label} \`${r.path}\` | ${fmt(r.median)} (${fmt(r.min)}–${fmt(r.max)}) | ${fmt(r.year.median)} (${fmt(r.year.min)}–${fmt(r.year.max)}) | ${r.ratio.toFixed(2)}× | ${context ? '' : r.ratio <= YEAR_TARGET ? 'met' : '**missed**'} |`;
  })
  .join('\n')}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const value = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const out = process.env.BENCH_OUT ?? 'dist-bench';
  const env = storeEnv({ ASTRO_OUT_DIR: out });
  buildStore({ out, env, reuse: process.argv.includes('--skip-build') });
  const result = await yearOfOrders({
    out,
    port: Number(process.env.BENCH_PORT ?? 8790),
    env,
    rounds: Number(value('rounds', 7)),
    orders: Number(value('orders', 650_000)),
    only: value('only', ''),
  });
  console.log(yearMarkdown(result));
  process.exit(0);
}
