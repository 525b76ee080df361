#!/usr/bin/env node
/**
 * The owner's screens with a year of orders behind them (issue 30): the same requests timed on the
 * demo seed and on the demo seed plus a year of history (scripts/seed/year-of-orders.mjs: about
 * 650,000 orders and 3 million lines), one store after the other on the same build, so each row is
 * a ratio of two timings taken minutes apart on this machine. Target: each within 1.5× of its demo
 * time. Timings are one request at a time (a manager opening a screen), median of ROUNDS after one
 * unmeasured request, with the catalogue cache as shipped.
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

/** Median milliseconds of `rounds` requests, one at a time, after one unmeasured request. */
async function time(base, path, cookie, rounds) {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - t0;
  };
  await once();
  const ms = [];
  for (let i = 0; i < rounds; i++) ms.push(await once());
  return { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) };
}

async function measure({ out, port, env, rounds, year, orders, now, log, only }) {
  const state = seededState({ prefix: 'haat-year-', env });
  if (year) {
    const t0 = Date.now();
    seedYearOfOrders({ persistTo: state, orders, now, env });
    log(`a year of orders (${orders}) seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const store = await serveStore({ out, port, state, env, args: ['--log-level', 'error'] });
  try {
    const cookies = await signIn(store.base);
    const timed = [];
    const chosen = requests(now).filter(([label, path]) => !only || label.includes(only) || path === '/api/health/db');
    for (const [label, path, who] of chosen) {
      const t = await time(store.base, path, who ? cookies[who] : null, rounds);
      log(`${year ? 'year' : 'demo'} ${label}: ${t.median.toFixed(1)} ms (${t.min.toFixed(1)}–${t.max.toFixed(1)})`);
      timed.push({ label, path, ...t });
    }
    return timed;
  } finally {
    await store.stop();
  }
}

/** Both seeds, one after the other on `port`. */
export async function yearOfOrders({ out, port, env, rounds = 7, orders = 650_000, log = console.log, only = '' }) {
  const now = Date.now();
  const demo = await measure({ out, port, env, rounds, year: false, orders, now, log, only });
  const year = await measure({ out, port, env, rounds, year: true, orders, now, log, only });
  return { orders, rounds, rows: demo.map((d, i) => ({ ...d, year: year[i], ratio: year[i].median / d.median })) };
}

export function yearMarkdown(result) {
  const fmt = (n) => n.toFixed(1);
  return `The same requests, one at a time, on the demo seed and on the demo seed plus a year of orders
(\`scripts/seed/year-of-orders.mjs\`: ${result.orders.toLocaleString('en-IN')} orders, about 4.5 lines each, 40,000 customers,
six branches), median of ${result.rounds} after one unmeasured request; target: within ${YEAR_TARGET}× of the demo time.

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
