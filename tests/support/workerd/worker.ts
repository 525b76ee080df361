import { applyD1Migrations, createExecutionContext, env as bindings, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../../functions/api/app';
import type { Env } from '../../../functions/api/env';
import { jsonCaller, type TestWorker } from '../test-worker';
import { TEST_DB_COUNT, testDbBinding } from './test-dbs';

export { jsonCaller, type TestWorker };

// statements per batch: one batch is one transaction; smaller ones keep each request modest
const BATCH = 200;
// each file loads this module afresh, but the runtime's files share one isolate and its databases:
// the count of databases handed out lives on the isolate's global, not in the module
const NEXT_DB = Symbol.for('haat.nextTestDb');
const isolate = globalThis as typeof globalThis & { [NEXT_DB]?: number };

/** A D1 database of this runtime nobody has used yet, migrated and seeded as `npm run seed` leaves it. */
async function freshDatabase(): Promise<D1Database> {
  const next = isolate[NEXT_DB] ?? 0;
  if (next >= TEST_DB_COUNT) {
    throw new Error(`more than ${TEST_DB_COUNT} startWorker() calls in one runtime: raise TEST_DB_COUNT (test-dbs.ts)`);
  }
  const db = (bindings as unknown as Record<string, D1Database>)[testDbBinding(next)]!;
  isolate[NEXT_DB] = next + 1;
  await applyD1Migrations(db, bindings.TEST_MIGRATIONS);
  for (let i = 0; i < bindings.TEST_SEED.length; i += BATCH) {
    await db.batch(bindings.TEST_SEED.slice(i, i + BATCH).map((q) => db.prepare(q)));
  }
  return db;
}

/**
 * tests/support/worker.ts for the API files run inside workerd (vitest.workers.config.ts puts this
 * module in its place): the API on a database of its own, seeded afresh (as the Node runner copies
 * the seeded one for each worker), so a file sees only its own writes; `vars` change bindings for
 * this worker only.
 */
export async function startWorker(vars: Partial<Env> = {}): Promise<TestWorker> {
  // the in-memory catalogue cache is off unless a test turns it on: tests rewrite rows between calls
  const env = {
    ...bindings,
    DB: await freshDatabase(),
    ENVIRONMENT: 'development',
    CATALOGUE_CACHE_SECONDS: '0',
    ...vars,
  } as Env;
  const request = requestWith(env);
  return { env, request, call: jsonCaller(request), dispose: async () => undefined };
}

/**
 * Calls the API in-process with these bindings (like the Worker deployed with other vars). Work a
 * route hands to waitUntil (e.g. the order confirmation e-mail) is finished before the answer is
 * handed back: left running, it would still write while the test reads.
 */
export function requestWith(env: Env): TestWorker['request'] {
  return async (path, init) => {
    const ctx = createExecutionContext();
    const res = await app.request(new URL(path, 'https://store.test').toString(), init, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}
