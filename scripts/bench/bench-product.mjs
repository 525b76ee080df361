/**
 * The product the bench orders and whose page it measures: plain (no deal, no sizes), with stock, so
 * every bench run and `js-pages.mjs` look at the same page. Read from the local D1 before serving:
 * a second writer on the same local database file confuses the running one.
 */
import { execFileSync } from 'node:child_process';

/**
 * Runs one SQL statement on the local D1 in `state`.
 * @param {string} state @param {NodeJS.ProcessEnv} env @param {string} sql
 */
export const localD1 = (state, env, sql) =>
  JSON.parse(
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql], {
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString(),
  );

/**
 * @param {string} state @param {NodeJS.ProcessEnv} env
 * @returns {{ id: number, slug: string }}
 */
export function benchProduct(state, env) {
  const [
    {
      results: [product],
    },
  ] = localD1(
    state,
    env,
    `SELECT id, slug FROM product p WHERE stock > 0 AND out_of_stock = 0 AND is_type IS NULL AND discount_price >= 15000
       AND NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id) ORDER BY id LIMIT 1`,
  );
  return product;
}
