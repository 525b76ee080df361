/**
 * The checkout's routes beside the order itself (a coupon's check, the delivery slots), typed from
 * the routes through the typed core. Orders and payments: typed-client.ts.
 */
import { caller, type Api, type Reply } from './typed-core';

interface Posts {
  promocodeCheck: Api['promocodeCheck']['$post'];
}

interface Gets {
  slots: Api['slots']['$get'];
}

/** A checkout POST route's answer or refusal, as checkoutPost resolves. */
export type CheckoutReply<P extends keyof Posts> = Reply<Posts[P]>;

/** POST /api/<path> of a checkout route: the route's answer or a Refusal; rejects on a network failure. */
export const checkoutPost = /* #__PURE__ */ caller<Posts>('POST');

/** GET /api/<path> of a checkout route. */
export const checkoutGet = /* #__PURE__ */ caller<Gets>('GET');
