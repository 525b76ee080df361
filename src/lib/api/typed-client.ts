/**
 * The cart, wishlist, checkout and offers routes as the islands and stores call them, typed from
 * the routes through the typed core (typed-core.ts says how, and why only types come from
 * hono/client). The stores on every page call here: `call` adds no code beyond api().
 */
import { api } from './client';
import type { Api, BodyOf, AnswerOf, Refusal } from './typed-core';

export type { Refusal } from './typed-core';

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
  wishlist: Api['wishlist']['$post'];
  wishlistAdd: Api['wishlistAdd']['$post'];
  wishlistDelete: Api['wishlistDelete']['$post'];
  logout: Api['logout']['$post'];
}
export type RoutePath = keyof Routes;

/** The JSON body the route's validator takes (nothing for routes without one). */
export type RouteBody<P extends RoutePath> = BodyOf<Routes[P]>;

/** The bodies a route answers with, one per status it can send. */
export type RouteAnswer<P extends RoutePath> = AnswerOf<Routes[P]>;

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
    // api() resolves with any JSON answer, the refusals included; their shape is the Refusal of typed-core
    return await api<any>(path, { body, headers });
  } catch {
    return null;
  }
}
