import './sync-proxy-guard';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { app } from '../../functions/api/app';
import type { Env } from '../../functions/api/env';
import { DEV_NOW_HEADER } from '../../functions/api/lib/clock';
import { jsonCaller, type TestWorker } from './test-worker';

export { jsonCaller, type TestWorker };

/**
 * A real local D1 (workerd via wrangler's platform proxy) holding a private copy of the seeded
 * database, so files can run in parallel and write freely.
 */
export async function startWorker(vars: Partial<Env> = {}): Promise<TestWorker> {
  const dir = mkdtempSync(join(tmpdir(), 'haat-test-'));
  cpSync(inject('seededStateDir'), dir, { recursive: true });
  const proxy = await getPlatformProxy<Env>({ configPath: 'wrangler.toml', persist: { path: join(dir, 'v3') } });
  // the in-memory catalogue cache is off unless a test turns it on: tests rewrite rows between calls
  const env = { ...proxy.env, ENVIRONMENT: 'development', CATALOGUE_CACHE_SECONDS: '0', ...vars } as Env;
  // Work a route hands to waitUntil (e.g. the order confirmation e-mail) is finished before the
  // answer is handed back: left running, it would touch D1 while the next test's calls (or the
  // dispose) are under way, which the platform proxy does not survive.
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
      await proxy.dispose();
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
 * the seeded database: D1 is native there, exactly as deployed. startWorker() runs the app in Node
 * and reaches D1 over getPlatformProxy's HTTP bridge, which drops connections when dozens of
 * requests hit it at once; races between many requests are therefore tested here.
 */
export async function startWorkerdWorker(vars: Record<string, string> = {}): Promise<TestWorker> {
  const [{ build }, { Miniflare }, fs, os, path, { inject }] = await Promise.all([
    import('esbuild'),
    import('miniflare'),
    import('node:fs'),
    import('node:os'),
    import('node:path'),
    import('vitest'),
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-workerd-'));
  fs.cpSync(inject('seededStateDir'), dir, { recursive: true });
  const toml = fs.readFileSync('wrangler.toml', 'utf8');
  const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(toml)?.[1] ?? '2025-11-01';
  const compatibilityFlags = JSON.parse(/compatibility_flags\s*=\s*(\[[^\]]*\])/.exec(toml)?.[1] ?? '[]') as string[];
  // the local D1 file is named after the database id, so it must match wrangler.toml's
  const databaseId = /database_id\s*=\s*"([^"]+)"/.exec(toml)?.[1] ?? 'local';
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
  const mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate,
    compatibilityFlags,
    bindings: { ENVIRONMENT: 'development', STORE_NAME: 'Haat Fresh', ...vars },
    d1Databases: { DB: databaseId },
    d1Persist: path.join(dir, 'v3', 'd1'),
  });
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  const env = { DB: db, ENVIRONMENT: 'development', ...vars } as TestWorker['env'];
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
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
