/**
 * Prints, as JSON, the plans of the hot reads (hot-queries.ts) on a local D1 state:
 *   npx vite-node scripts/bench/hot-plans.ts -- --persist-to <state dir>
 * search-scale.mjs runs it on its 20,000-product state for BENCHMARKS.md.
 */
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { fullProductScans, hotQueryPlans } from './hot-queries';

const argv = process.argv.slice(2);
const at = argv.indexOf('--persist-to');
const state = at >= 0 ? argv[at + 1] : undefined;
if (!state) {
  console.error('usage: vite-node scripts/bench/hot-plans.ts -- --persist-to <state dir>');
  process.exit(2);
}
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(state, 'v3') } });
try {
  const plans = await hotQueryPlans(proxy.env.DB);
  console.log(JSON.stringify(plans.map((p) => ({ ...p, fullScans: fullProductScans(p.plan) }))));
} finally {
  await proxy.dispose();
}
