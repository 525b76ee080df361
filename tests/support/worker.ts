import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { app } from '../../functions/api/app';
import type { Env } from '../../functions/api/env';
import { bridgedBindings, bridgeWorker, persistIn } from './bridge';
import { jsonCaller, type TestWorker } from './test-worker';

export { jsonCaller, type TestWorker };

/**
 * The API in this process on a real local D1 and R2 (workerd, reached through the bridge Worker of
 * tests/support/bridge) holding a private copy of the seeded database, so files can run in parallel
 * and write freely.
 */
export async function startWorker(vars: Partial<Env> = {}): Promise<TestWorker> {
  const dir = mkdtempSync(join(tmpdir(), 'haat-test-'));
  cpSync(inject('seededStateDir'), dir, { recursive: true });
  const mf = new Miniflare({ workers: [bridgeWorker()], ...persistIn(dir) });
  await mf.ready;
  // the in-memory catalogue cache is off unless a test turns it on: tests rewrite rows between calls
  const env = { ...bridgedBindings(mf), ENVIRONMENT: 'development', CATALOGUE_CACHE_SECONDS: '0', ...vars } as Env;
  // Work a route hands to waitUntil (e.g. the order confirmation e-mail) is finished before the
  // answer is handed back: left running, it would touch D1 while the next test's calls (or the
  // dispose) are under way.
  const pending = new Set<Promise<unknown>>();
  const ctx = {
    waitUntil(p: Promise<unknown>) {
      const done = Promise.resolve(p).catch(() => undefined);
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const settle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  const request = async (path: string, init?: RequestInit) => {
    const res = await app.request(new URL(path, 'https://store.test').toString(), init, env, ctx);
    await settle();
    return res;
  };
  return {
    env,
    request,
    call: jsonCaller(request),
    async dispose() {
      await settle();
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls the API in-process with these bindings (like the Worker deployed with other vars), with the
 * same waitUntil rule as startWorker: work handed to waitUntil is finished before the answer is back.
 */
export function requestWith(env: Env): TestWorker['request'] {
  return async (path, init) => {
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void pending.push(Promise.resolve(p).catch(() => undefined)),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const res = await app.request(new URL(path, 'https://store.test').toString(), init, env, ctx);
    await Promise.all(pending);
    return res;
  };
}
