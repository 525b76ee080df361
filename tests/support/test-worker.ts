/**
 * The face every API test file uses, whichever runner serves it: tests/support/worker.ts (Node, D1
 * through the bridge) and tests/support/workerd/worker.ts (inside workerd) both give a TestWorker. Kept
 * apart from both because neither can load the other's runtime.
 */
import type { Env } from '../../functions/api/env';

export interface TestWorker {
  env: Env;
  /** Calls the API in-process, like the Worker's fetch does. Paths start with /api. */
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
