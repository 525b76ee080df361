/**
 * The API as the islands call it, typed from the routes themselves (Hono's `hc<AppType>`): a body
 * that no longer matches the route's validator, or an answer read with a field the route does not
 * send, fails `tsc` here instead of in the shopper's browser. Only types cross from functions/api.
 *
 * Refusals (ShopError → errors.ts onError, validation → validate.ts) are not in the route types:
 * they come back as { status: 0, message }, so every read goes through `answer()`.
 */
import { hc } from 'hono/client';
import type { AppType } from '../../../functions/api/app';

export const shopApi = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/** What any refused call answers (the API's one error shape). */
export interface Refusal {
  status: 0;
  message?: string;
  httpStatus: number;
}

/** The bodies a typed response can carry, one per status the route answers with. */
type Body<R> = R extends { json(): Promise<infer B> } ? B : never;

/**
 * The route's own answer (checked against the route), or the refusal; null when the network or the
 * body failed. Narrow on `status === 1` for the success branch.
 */
export async function answer<R extends { status: number; json(): Promise<unknown> }>(call: Promise<R>): Promise<(Body<R> & { httpStatus: number }) | Refusal | null> {
  try {
    const res = await call;
    const body = (await res.json()) as Body<R> | Omit<Refusal, 'httpStatus'>;
    return Object.assign(body as object, { httpStatus: res.status }) as (Body<R> & { httpStatus: number }) | Refusal;
  } catch {
    return null;
  }
}
