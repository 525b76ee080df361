#!/usr/bin/env node
/**
 * The JavaScript section of `npm run bench` by itself (gzipped KB a page loads before any
 * interaction, for a guest and a signed-in customer): a quick check that a change which moves code
 * around (issue 27's area folders) left every page's bundle as it was, without the load runs,
 * Lighthouse and the scale sections. Prints a Markdown table; writes nothing.
 *
 * node scripts/bench/page-js.mjs [--skip-build]   (BENCH_OUT picks the build, BENCH_PORT the port)
 */
import { buildStore, seededState, serveStore, storeEnv } from '../local-store.mjs';
import { pageJsBytes } from './js-bytes.mjs';

const OUT = process.env.BENCH_OUT ?? 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const ASHA = { phone: '9876543210', password: 'asha@1234' };
const PRODUCT = '/product-details-one/nandini-pure-cow-ghee-500-ml';
const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', PRODUCT],
  ['search', '/search?q=rice'],
  ['cart', '/cart', true],
  ['checkout', '/checkout', true],
  ['festival', '/festival'],
  ['home (kn)', '/kn/'],
  ['product (kn)', `/kn${PRODUCT}`],
  ['QR scanner', '/qrcode', true],
];

const env = storeEnv({ ASTRO_OUT_DIR: OUT });
buildStore({ out: OUT, env, reuse: process.argv.includes('--skip-build') });
const store = await serveStore({
  out: OUT,
  port: PORT,
  state: await seededState({ prefix: 'haat-js-', env }),
  env,
  args: ['--log-level', 'error'],
});
try {
  const login = await fetch(`${store.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ASHA),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const product = (await (await fetch(`${store.base}/api${PRODUCT.replace('/product-details-one', '/product')}`)).json()).response;
  // checkout with an empty cart sends the customer back to /cart: measure it with a line in the cart
  await fetch(`${store.base}/api/cartInsert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ pid: product.id, qty: 1, aid: 0, mode: 'add' }),
  });
  const kb = async (path, headers) => {
    const res = await fetch(store.base + path, { headers, redirect: 'follow' });
    return res.status === 200 ? (pageJsBytes(OUT, await res.text()).gz / 1024).toFixed(2) : `HTTP ${res.status}`;
  };
  console.log('| page | guest KB gz | signed-in KB gz |\n|---|---:|---:|');
  for (const [name, path, signedInOnly] of PAGES) {
    console.log(`| ${name} \`${path}\` | ${signedInOnly ? 'n/a' : await kb(path, {})} | ${await kb(path, { cookie })} |`);
  }
} finally {
  await store.stop();
}
