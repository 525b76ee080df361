#!/usr/bin/env node
/**
 * The morning's CSVs at a hypermart's size (issue 28 must-show: "a 20,000-row CSV import within
 * 60 s on this machine"): a store seeded with 20,000 products × 6 branches, then, through the
 * Worker as the console sends them, a price file of 20,000 rows (every product 1 rupee cheaper) and
 * a stock count of 20,000 rows (packs at their branches, one more on the shelf) and a products file
 * of 20,000 rows (every name changed: the heaviest field, each row rewrites its search index entry),
 * each checked (the dry run) and applied, timed from the request to the answer. Every row must come back as a change
 * and every change must be written, or the section says so.
 *
 * Standalone:  node scripts/bench/csv-import.mjs [--skip-build] [--rows=20000]
 *              (builds into dist-bench unless --skip-build; BENCH_OUT picks another build)
 * `npm run bench` runs it after the scale section (`--no-csv` skips it) and puts csvMarkdown() into
 * BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildStore, serveStore, storeEnv } from '../local-store.mjs';
import { seededWith } from './search-scale.mjs';

/** The must-show's ceiling for one step (a check or an apply), in seconds. */
export const CSV_GOAL_S = 60;
const MANAGER = { mobile: '9800000000', password: 'manager@1234' };

/** Rows of a local D1 state, read with wrangler's own client (no server needed). */
function query(state, env, sql) {
  const out = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
  }).toString();
  return JSON.parse(out.slice(out.indexOf('[')))[0].results;
}

const rupees = (paise) => (paise / 100).toFixed(2);
const cell = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Every product 1 rupee cheaper (never below 1 rupee), MRP as it is: all valid changes. */
export function priceFile(products) {
  const lines = ['sku,price,mrp'];
  for (const p of products) {
    const price = p.price > 200 ? p.price - 100 : p.price + 100 > p.mrp ? p.price : p.price + 100;
    lines.push(`${cell(p.slug)},${rupees(price)},${rupees(p.mrp)}`);
  }
  return lines.join('\n');
}

/** Every product renamed (the new season's names): each row also rewrites the product's FTS5 entry. */
export function productFile(products) {
  const lines = ['sku,name'];
  for (const p of products) lines.push(`${cell(p.slug)},${cell(`${p.name} (2027)`)}`);
  return lines.join('\n');
}

/** Each pack at its branch counted one more than the shelf holds now. */
export function stockFile(places) {
  const lines = ['sku,pack,branch,counted'];
  for (const s of places) lines.push(`${cell(s.slug)},${cell(s.pack)},${cell(s.branch)},${s.qty + 1}`);
  return lines.join('\n');
}

async function timed(base, cookie, path, csv) {
  const t0 = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ csv }),
    signal: AbortSignal.timeout(10 * 60_000),
  });
  const body = await res.json().catch(() => ({}));
  const seconds = (performance.now() - t0) / 1000;
  const r = body.response ?? {};
  return {
    path,
    status: res.status,
    seconds,
    changes: r.changes?.length ?? 0,
    refused: r.refused?.length ?? 0,
    written: r.written,
    message: body.message ?? '',
  };
}

/** Seeds `products` products, serves them and times both files' check and apply. */
export async function csvImport({ out, env, port, products = 20000, rows = 20000 }) {
  console.log(`[csv] seeding ${products} products`);
  const state = seededWith(products, env);
  const catalogue = query(
    state,
    env,
    `SELECT slug, name, discount_price AS price, previous_price AS mrp FROM product ORDER BY id LIMIT ${rows}`,
  );
  const places = query(
    state,
    env,
    `SELECT p.slug, coalesce(pa.name, '') AS pack, b.branch AS branch, s.qty
       FROM branch_stock s JOIN product p ON p.id = s.product_id JOIN branch b ON b.id = s.branch_id
       LEFT JOIN product_attribute pa ON pa.id = s.pack_id AND s.pack_id <> 0
      ORDER BY s.product_id, s.branch_id, s.pack_id LIMIT ${rows}`,
  );
  const files = { prices: priceFile(catalogue), stock: stockFile(places), products: productFile(catalogue) };
  const store = await serveStore({ out, port, state, env, args: ['--log-level', 'error'] });
  try {
    const login = await fetch(`${store.base}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: store.base },
      body: JSON.stringify(MANAGER),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`manager sign-in failed: ${login.status}`);
    const steps = [];
    for (const [kind, path] of [
      ['prices', '/api/staff/catalogue/prices'],
      ['stock', '/api/staff/stock/csv'],
      ['products', '/api/staff/catalogue/products'],
    ]) {
      const csv = files[kind];
      const rowCount = csv.split('\n').length - 1;
      for (const step of ['check', 'apply']) {
        const r = await timed(store.base, cookie, `${path}/${step}`, csv);
        console.log(
          `[csv] ${kind} ${step}: ${rowCount} rows, ${r.status} in ${r.seconds.toFixed(1)} s, ${r.changes} changes, ${r.refused} refused`,
        );
        steps.push({ kind, step, rows: rowCount, bytes: Buffer.byteLength(csv), ...r });
      }
      // the proof the apply wrote every row: the same file checked again finds nothing left to change
      const again = await timed(store.base, cookie, `${path}/check`, csv);
      steps.at(-1).left = again.status === 200 ? again.changes : rowCount;
    }
    return { products, steps };
  } finally {
    await store.stop();
  }
}

const mark = (ok) => (ok ? 'met' : '**missed**');

/** The BENCHMARKS.md section for a csvImport() result. */
export function csvMarkdown({ products, steps }) {
  const rows = steps.map((s) => {
    const whole = s.status === 200 && s.refused === 0 && s.changes === s.rows && (s.step === 'check' || s.left === 0);
    const notes = [whole ? '' : `${s.status} ${s.message}`.trim(), s.step === 'apply' ? `checked again: ${s.left} left to change` : '']
      .filter(Boolean)
      .join('; ');
    return `| ${s.kind} ${s.step} | ${s.rows} | ${(s.bytes / 1024 / 1024).toFixed(2)} MB | ${s.seconds.toFixed(1)} s | ${s.changes} | ${s.refused} | ${mark(whole && s.seconds <= CSV_GOAL_S)} | ${notes} |`;
  });
  return [
    `A store seeded with ${products} products × 6 branches; the files are posted through the Worker as the console posts them,`,
    'signed in as the manager; each step timed from the request to the answer (one run; the goal is an absolute ceiling, not a ratio).',
    'Prices: every product 1 rupee cheaper. Stock: each pack at its branch counted one more than its shelf. Products: every',
    'product renamed (each row also rewrites its search index entry). After each apply the',
    'same file is checked again: an apply met only when nothing is left to change (every row written).',
    '',
    `| file, step | rows | size | time | changes | refused | ≤ ${CSV_GOAL_S} s, every row | notes |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argValue = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const out = process.env.BENCH_OUT ?? 'dist-bench';
  const env = storeEnv({ ASTRO_OUT_DIR: out });
  buildStore({ out, env, reuse: process.argv.includes('--skip-build') });
  const rows = Number(argValue('rows', 20000));
  const result = await csvImport({ out, env, port: Number(process.env.BENCH_PORT ?? 8791), products: Math.max(rows, 215), rows });
  const md = csvMarkdown(result);
  mkdirSync('artifacts/bench', { recursive: true });
  writeFileSync('artifacts/bench/csv-import.md', md);
  console.log(md);
}
