/**
 * Runs in workerd before each API test file, outside isolated storage's frames (pushed per file and
 * per test): the runtime's D1 is migrated (migrations/, read by vitest.workers.config.ts with
 * readD1Migrations; applied ones are skipped) and, the first time, seeded (seed-statements.ts). Every
 * file's writes are undone after it, so each file starts from the same seeded store.
 */
import { applyD1Migrations, env } from 'cloudflare:test';

// statements per batch: one batch is one transaction; smaller ones keep each request modest
const BATCH = 200;

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT 1 FROM setting WHERE key = 'store_gstin'").first();
if (!seeded) {
  for (let i = 0; i < env.TEST_SEED.length; i += BATCH) {
    await env.DB.batch(env.TEST_SEED.slice(i, i + BATCH).map((q) => env.DB.prepare(q)));
  }
}
