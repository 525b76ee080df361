#!/usr/bin/env node
/**
 * The owner's screens with a year of orders behind them (issue 30): the same requests timed on a
 * baseline store and on the demo seed plus a year of history (scripts/seed/year-of-orders.mjs: about
 * 650,000 orders and 3 million lines), both stores served at once from the same build and timed in
 * strictly interleaved rounds (measureRows). Target: each within 1.5× of the baseline. Timings are one
 * request at a time (a manager opening a screen), with the catalogue cache as shipped.
 *
 * Standalone:  node scripts/bench/year-of-orders.mjs [--skip-build] [--orders=650000] [--rounds=61]
 *              [--only=dashboard] [--baseline=recent|demo]
 * (--only=TEXT: just the rows whose label holds TEXT, and the bare D1 row for context; --baseline: see
 * yearOfOrders). Ports: BENCH_PORT and the next one (two stores).
 * `npm run bench` runs it last (`--no-year` skips it) and puts yearMarkdown() into BENCHMARKS.md.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildStore, seededState, serveStore, storeEnv } from '../local-store.mjs';
import { seedYearOfOrders } from '../seed/year-of-orders.mjs';
import { median } from './rounds.mjs';

export const YEAR_TARGET = 1.5;
/** Unmeasured rounds before the measured ones: the first requests compile the routes and fill caches. */
const WARM_UP = 5;
/** The baseline store's history: last month and this one, whatever the day (31 + 31 days). */
const RECENT_DAYS = 62;
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

/** The value a quarter of the way up `values` (nearest rank), and three quarters. */
function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { low: at(0.25), high: at(0.75) };
}

const summary = (ms) => ({ median: median(ms), min: Math.min(...ms), max: Math.max(...ms) });
const load = () => loadavg().map((n) => Number(n.toFixed(2)));

/**
 * One row's pair of requests, one store then the other back to back: the baseline first in even
 * rounds and the year first in odd ones (A B B A …), so neither side always runs first (warm caches,
 * a collection just finished). Each round's ratio is of two requests made a few milliseconds apart.
 */
async function pair(sides, [, path, who], r) {
  const one = (side) => once(sides[side].base, path, who ? sides[side].cookies[who] : null);
  if (r % 2 === 0) {
    const base = await one('base');
    return { base, year: await one('year') };
  }
  const year = await one('year');
  return { base: await one('base'), year };
}

/**
 * WARM_UP unmeasured rounds, then `rounds` rounds, each of every row's pair in turn: a row's rounds are
 * spread over the whole run instead of two seconds of it, so a burst of the machine's other work
 * touches a few rounds of every row rather than most of one row's. A row's verdict is the median of
 * its rounds' ratios, not a ratio of two medians taken at different moments.
 */
async function measureRows({ sides, chosen, rounds }) {
  for (let r = 0; r < WARM_UP; r++) for (const row of chosen) await pair(sides, row, r);
  const taken = chosen.map(() => []);
  for (let r = 0; r < rounds; r++) for (const [i, row] of chosen.entries()) taken[i].push(await pair(sides, row, r));
  return chosen.map(([label, path], i) => {
    const ratios = taken[i].map((t) => t.year / t.base);
    return {
      label,
      path,
      base: summary(taken[i].map((t) => t.base)),
      year: summary(taken[i].map((t) => t.year)),
      ratio: median(ratios),
      spread: quartiles(ratios),
    };
  });
}

/** The baseline store's state: the demo seed, and unless `baseline` is 'demo' the year's last weeks. */
async function baselineState({ baseline, orders, now, env, log }) {
  const state = await seededState({ prefix: 'haat-base-', env });
  if (baseline === 'demo') return state;
  const t0 = Date.now();
  seedYearOfOrders({ persistTo: state, orders: Math.round((orders * RECENT_DAYS) / 365), days: RECENT_DAYS, now, env });
  log(`the baseline's last ${RECENT_DAYS} days seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return state;
}

/** Both stores at once, the baseline on `port` and the year on `port + 1`. */
async function measure({ out, port, env, rounds, orders, now, log, only, baseline }) {
  const baseState = await baselineState({ baseline, orders, now, env, log });
  const yearState = await seededState({ prefix: 'haat-year-', env });
  const t0 = Date.now();
  seedYearOfOrders({ persistTo: yearState, orders, now, env });
  log(`a year of orders (${orders}) seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const args = ['--log-level', 'error'];
  const base = await serveStore({ out, port, state: baseState, env, args });
  try {
    const year = await serveStore({ out, port: port + 1, state: yearState, env, args });
    try {
      const sides = { base: { ...base, cookies: await signIn(base.base) }, year: { ...year, cookies: await signIn(year.base) } };
      const loadAtStart = load();
      const chosen = requests(now).filter(([label, path]) => !only || label.includes(only) || path === '/api/health/db');
      const rows = await measureRows({ sides, chosen, rounds });
      for (const row of rows) {
        log(
          `${row.label}: baseline ${row.base.median.toFixed(1)} ms, year ${row.year.median.toFixed(1)} ms, ratio ${row.ratio.toFixed(2)}×`,
        );
      }
      return { rows, load: { start: loadAtStart, end: load() } };
    } finally {
      await year.stop();
    }
  } finally {
    await base.stop();
  }
}

/**
 * Both seeds, served side by side. `baseline`: 'recent' (the demo seed plus the year's last
 * RECENT_DAYS days at the year's rate: a young store with the same daily trade, so the GST month and a
 * customer's page have the same work on both sides and the ratio is what the older history costs) or
 * 'demo' (the demo seed as shipped: no orders at all, so an empty month and an empty order list).
 */
export async function yearOfOrders({ out, port, env, rounds = 61, orders = 650_000, log = console.log, only = '', baseline = 'recent' }) {
  const now = Date.now();
  const measured = await measure({ out, port, env, rounds, orders, now, log, only, baseline });
  return { orders, rounds, baseline, at: new Date(now).toISOString(), ...measured };
}

export function yearMarkdown(result) {
  const fmt = (n) => n.toFixed(1);
  const side = (s) => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`;
  const baseline =
    result.baseline === 'demo'
      ? 'the demo seed as shipped (no orders)'
      : `the demo seed plus the same seed's last ${RECENT_DAYS} days at the year's rate (${Math.round((result.orders * RECENT_DAYS) / 365).toLocaleString('en-IN')} orders)`;
  return `The same requests, one at a time, on ${baseline} and on the demo seed plus a year of orders
(\`scripts/seed/year-of-orders.mjs\`: ${result.orders.toLocaleString('en-IN')} orders, about 4.5 lines each, 40,000 customers,
six branches), both served at once; ${WARM_UP} unmeasured rounds, then ${result.rounds} rounds, each of every row in turn as
one request to each store back to back, the baseline first in even rounds and the year first in odd ones. Ratio: the median of
the rounds' own ratios (year ÷ baseline), with the middle half of them; target: within ${YEAR_TARGET}×.
Started ${result.at}; load average (1, 5, 15 min) ${result.load.start.join(', ')} at the first row and
${result.load.end.join(', ')} after the last.

| Request | baseline ms median (min–max) | a year ms median (min–max) | ratio (middle half) | |
|---|---:|---:|---:|---|
${result.rows
  .map((r) => {
    const context = r.path === '/api/health/db';
    const verdict = context ? '' : r.ratio <= YEAR_TARGET ? 'met' : '**missed**';
    return `| ${r.label} \`${r.path}\` | ${side(r.base)} | ${side(r.year)} | ${r.ratio.toFixed(2)}× (${r.spread.low.toFixed(2)}–${r.spread.high.toFixed(2)}) | ${verdict} |`;
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
    rounds: Number(value('rounds', 61)),
    orders: Number(value('orders', 650_000)),
    only: value('only', ''),
    baseline: value('baseline', 'recent'),
  });
  console.log(yearMarkdown(result));
  process.exit(0);
}
