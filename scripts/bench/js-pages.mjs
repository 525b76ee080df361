#!/usr/bin/env node
/**
 * Only the JS-per-page part of `npm run bench`, for trimming bundles without the minutes of load
 * tests and Lighthouse: `node scripts/bench/js-pages.mjs [--skip-build] [--files]` (ASTRO_OUT_DIR picks the
 * build directory, default dist-bench; BENCH_PORT the port). Same counting (js-bytes.mjs), same pages
 * and product as the bench; prints KB gz before any interaction and each interaction chunk.
 */
import { benchProduct } from './bench-product.mjs';
import { pageJsBytes } from './js-bytes.mjs';
import { buildStore, seededState, serveStore, storeEnv } from '../local-store.mjs';

const OUT = process.env.ASTRO_OUT_DIR ?? 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const BASE = `http://127.0.0.1:${PORT}`;
const env = storeEnv({ ASTRO_OUT_DIR: OUT });

buildStore({ out: OUT, env, reuse: process.argv.includes('--skip-build') });
const state = await seededState({ prefix: 'haat-js-pages-', env });
const product = benchProduct(state, env);
const store = await serveStore({ out: OUT, port: PORT, state, env, args: ['--log-level', 'error'] });
try {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '9876543210', password: 'asha@1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  await fetch(`${BASE}/api/cartInsert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ pid: product.id, qty: 1, aid: 0, mode: 'add' }),
  });
  const pages = [
    ['home', '/', false],
    ['shop', '/shop', false],
    ['product', `/product-details-one/${product.slug}`, false],
    ['search', '/search?q=rice', false],
    ['home (kn)', '/kn/', false],
    ['product (kn)', `/kn/product-details-one/${product.slug}`, false],
    ['wishlist', '/wishlist', true],
    ['cart', '/cart', true],
    ['checkout', '/checkout', true],
    ['QR scanner', '/qrcode', true],
  ];
  const measure = async (path, headers) => {
    const res = await fetch(BASE + path, { headers, redirect: 'follow' });
    if (res.status !== 200) return `HTTP ${res.status}`;
    const js = pageJsBytes(OUT, await res.text());
    const lazy = js.onInteraction.map((c) => `${c.label} ${(c.gz / 1024).toFixed(2)}`).join(', ');
    const files = process.argv.includes('--files') ? `\n    ${js.files.join('\n    ')}` : '';
    return `${(js.gz / 1024).toFixed(2)} KB gz (${js.files.length} files)${lazy ? `; on interaction: ${lazy}` : ''}${files}`;
  };
  for (const [name, path, signedInOnly] of pages) {
    if (!signedInOnly) console.log(`${name} guest: ${await measure(path, {})}`);
    console.log(`${name} customer: ${await measure(path, { cookie })}`);
  }
} finally {
  store.stop();
}
