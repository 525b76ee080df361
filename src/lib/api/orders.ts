/**
 * A shopper's order routes as the islands call them (problems, substitutes, buy again,
 * subscriptions), typed from the routes through the typed core.
 */
import { caller, type Api } from './typed-core';

interface Posts {
  'order/:txnid/problems': Api['order'][':txnid']['problems']['$post'];
  'order/:txnid/substitutes/:line': Api['order'][':txnid']['substitutes'][':line']['$post'];
  orderBuyAgain: Api['orderBuyAgain']['$post'];
  subscriptions: Api['subscriptions']['$post'];
  'subscriptions/:id/edit': Api['subscriptions'][':id']['edit']['$post'];
  'subscriptions/:id/skip': Api['subscriptions'][':id']['skip']['$post'];
  'subscriptions/:id/pause': Api['subscriptions'][':id']['pause']['$post'];
  'subscriptions/:id/resume': Api['subscriptions'][':id']['resume']['$post'];
  'subscriptions/:id/cancel': Api['subscriptions'][':id']['cancel']['$post'];
}

interface Gets {
  'order/:txnid/problems': Api['order'][':txnid']['problems']['$get'];
}

/** POST /api/<path> of an order route: the route's answer or a Refusal; rejects on a network failure. */
export const ordersPost = /* #__PURE__ */ caller<Posts>('POST');

/** GET /api/<path> of an order route. */
export const ordersGet = /* #__PURE__ */ caller<Gets>('GET');
