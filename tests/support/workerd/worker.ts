import { createExecutionContext, env as bindings, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../../functions/api/app';
import type { Env } from '../../../functions/api/env';
import { jsonCaller, type TestWorker } from '../test-worker';

export { jsonCaller, type TestWorker };

/**
 * tests/support/worker.ts for the API files run inside workerd (vitest.workers.config.ts puts this
 * module in its place): the API on the file's D1, rebuilt and seeded by api-setup.ts; `vars` change
 * bindings for this worker only. Every worker of a file shares the file's database.
 */
export async function startWorker(vars: Partial<Env> = {}): Promise<TestWorker> {
  // the in-memory catalogue cache is off unless a test turns it on: tests rewrite rows between calls
  const env = { ...bindings, ENVIRONMENT: 'development', CATALOGUE_CACHE_SECONDS: '0', ...vars } as Env;
  const request = requestWith(env);
  return { env, request, call: jsonCaller(request), dispose: async () => undefined };
}

/**
 * Calls the API in-process with these bindings (like the Worker deployed with other vars). Work a
 * route hands to waitUntil (e.g. the order confirmation e-mail) is finished before the answer is
 * handed back: left running, it would still write while the test reads, or after the test's storage
 * frame is gone (isolated storage then fails the file).
 */
export function requestWith(env: Env): TestWorker['request'] {
  return async (path, init) => {
    const ctx = createExecutionContext();
    const res = await app.request(new URL(path, 'https://store.test').toString(), init, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}

/** The races of order-helpers' startWorkerdWorker: here every worker already runs inside workerd. */
export const startWorkerdWorker = (vars: Record<string, string> = {}) => startWorker(vars);
