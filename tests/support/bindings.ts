/** The API called in-process with some bindings changed (another ENVIRONMENT, a secret set) over a test worker's D1. */
import type { Env } from '../../functions/api/env';
import { requestWith, type TestWorker } from './worker';

export async function callWithBindings(w: TestWorker, vars: Partial<Env>, method: string, path: string, cookie?: string, body?: unknown) {
  const res = await requestWith({ ...w.env, ...vars } as Env)(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any, type: res.headers.get('content-type') ?? '' };
}
