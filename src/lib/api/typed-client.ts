/**
 * The API as the islands call it, typed from the routes themselves: Hono's client type
 * (`hc<AppType>`) gives each route's body and answer, so a body that no longer matches the route's
 * validator, or an answer read with a field the route does not send, fails `tsc` here instead of in
 * the shopper's browser. Only types come from hono/client and functions/api: hc's runtime proxy
 * measured +1.9 KB gz on every page (the cart store is on every page), past the catalogue pages'
 * 85 KB budget, and the shop's own `api()` fetch (client.ts) already does the request.
 *
 * Refusals (ShopError → errors.ts onError, validation → validate.ts) are not in the route types:
 * they come back as { status: 0, message }, so every answer is the route's own or a Refusal.
 */
import type { hc } from 'hono/client';
import type { AppType } from '../../../functions/api/app';
import { api } from './client';

type Api = ReturnType<typeof hc<AppType>>['api'];

/** The routes the islands call, by their path under /api/. */
interface Routes {
  cartList: Api['cartList']['$post'];
  cartInsert: Api['cartInsert']['$post'];
  cartDelete: Api['cartDelete']['$post'];
  cartPrice: Api['cartPrice']['$post'];
  cartMerge: Api['cartMerge']['$post'];
  minimumAmountOrder: Api['minimumAmountOrder']['$post'];
  order: Api['order']['$post'];
  'payments/create': Api['payments']['create']['$post'];
  'payments/verify': Api['payments']['verify']['$post'];
  'payments/status': Api['payments']['status']['$post'];
  offers: Api['offers']['$post'];
}
export type RoutePath = keyof Routes;

/** The JSON body the route's validator takes (nothing for routes without one). */
export type RouteBody<P extends RoutePath> = Parameters<Routes[P]>[0] extends { json: infer J } ? J : Record<string, never>;

/** The bodies a route answers with, one per status it can send. */
type Body<R> = R extends { json(): Promise<infer B> } ? B : never;
export type RouteAnswer<P extends RoutePath> = Body<Awaited<ReturnType<Routes[P]>>>;

/** What any refused call answers (the API's one error shape). */
export interface Refusal {
  status: 0;
  /** the catalogue key of the message: what callers branch on (ANSWER_CODE) */
  code?: string;
  message?: string;
  httpStatus: number;
}

/**
 * POST /api/<path>: the route's own answer, or the refusal; null when the network or the body
 * failed. Narrow on `status === 1` for the success branch.
 */
export async function call<P extends RoutePath>(
  path: P,
  body: RouteBody<P>,
  headers?: Record<string, string>,
): Promise<(RouteAnswer<P> & { httpStatus: number }) | Refusal | null> {
  try {
    // api() resolves with any JSON answer, the refusals included; their shape is the Refusal above
    return (await api(path, { body, headers })) as unknown as (RouteAnswer<P> & { httpStatus: number }) | Refusal;
  } catch {
    return null;
  }
}
