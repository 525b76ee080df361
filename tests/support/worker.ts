import './sync-proxy-guard';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { app } from '../../functions/api/app';
import type { Env } from '../../functions/api/env';

export interface TestWorker {
  env: Env;
  /** Calls the API in-process, like the Astro catch-all does. Paths start with /api. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON helper: returns status and parsed body. */
  call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; raw: string; headers: Headers }>;
  dispose(): Promise<void>;
}

/** TestWorker.call on top of any request function: JSON in, status + parsed body + raw text out. */
export function jsonCaller(request: TestWorker['request']): TestWorker['call'] {
  return async (method, path, body, headers = {}) => {
    const res = await request(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const raw = await res.text();
    let parsed: any = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      /* not JSON: leave as text */
    }
    return { status: res.status, body: parsed, raw, headers: res.headers };
  };
}

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
