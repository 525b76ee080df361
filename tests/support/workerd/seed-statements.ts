import { unstable_splitSqlQuery } from 'wrangler';
import { buildSeedSql } from '../../../scripts/seed/build';

/**
 * The demo store's seed as `npm run seed` writes it, from the run's pinned instant, split into
 * statements. Built once in Node by vitest.workers.config.ts and handed to workerd as a binding (TEST_SEED):
 * vitest's `provide` travels in a request header, too small for 650 kB and ASCII only.
 */
export async function seedStatements(now: number): Promise<string[]> {
  return unstable_splitSqlQuery((await buildSeedSql(now)).sql);
}
