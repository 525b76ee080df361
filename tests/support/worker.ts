import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { app } from '../../functions/api/app';
import type { Env } from '../../functions/api/env';
import { DEV_NOW_HEADER } from '../../functions/api/lib/clock';
import { bridgedBindings, bridgeWorker, persistIn, wranglerWorkerOptions } from './bridge';
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

/**
 * The API running INSIDE workerd (bundled with esbuild, served by Miniflare) on a private copy of
 * the seeded database: D1 is native there, exactly as deployed, and many requests can race on it at
 * once (startWorker() runs the app in this process, one test's calls at a time). The test's own
 * `env` reaches the same D1 and R2 through the bridge Worker beside it.
 */
export async function startWorkerdWorker(vars: Record<string, string> = {}): Promise<TestWorker> {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'haat-workerd-'));
  cpSync(inject('seededStateDir'), dir, { recursive: true });
  const bundle = await build({
    stdin: {
      contents: "import { app } from './functions/api/app'; export default { fetch: (req, env, ctx) => app.fetch(req, env, ctx) };",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'import'],
    // node:async_hooks (the request clock, functions/api/lib/clock.ts) comes from workerd's nodejs_compat
    external: ['node:*'],
    write: false,
    logLevel: 'silent',
  });
  const { compatibilityDate, compatibilityFlags, bindings, d1Databases, r2Buckets } = wranglerWorkerOptions();
  const api = { ...bindings, ENVIRONMENT: 'development', ...vars };
  const mf = new Miniflare({
    workers: [
      // first: the requests to any host but the bridge's come here
      {
        name: 'api',
        modules: true,
        script: bundle.outputFiles[0]!.text,
        compatibilityDate,
        compatibilityFlags,
        bindings: api,
        d1Databases,
        r2Buckets,
      },
      bridgeWorker(),
    ],
    ...persistIn(dir),
  });
  await mf.ready;
  const env = { ...bridgedBindings(mf), ...api } as TestWorker['env'];
  // workerd reads the real clock: each request carries this process's (pinned-clock.ts) in x-dev-now
  const request = async (p: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set(DEV_NOW_HEADER, String(Date.now()));
    return (await mf.dispatchFetch(new URL(p, 'https://store.test').toString(), { ...init, headers } as never)) as unknown as Response;
  };
  return {
    env,
    request,
    call: jsonCaller(request),
    async dispose() {
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
