/**
 * The shopper's catalogue routes as the islands and stores call them (stock alerts, a branch's
 * shelf; the wishlist is in typed-client.ts), typed from the routes through the typed core.
 */
import { caller, type Api, type SuccessOf } from './typed-core';

interface Posts {
  stockAlert: Api['stockAlert']['$post'];
  stockAlertRemove: Api['stockAlertRemove']['$post'];
  branchShelf: Api['branchShelf']['$post'];
}

interface Gets {
  'stockAlert/:product_id': Api['stockAlert'][':product_id']['$get'];
}

/** A catalogue POST route's success answer. */
export type CatalogueSuccess<P extends keyof Posts> = SuccessOf<Posts[P]>;

/** POST /api/<path> of a catalogue route: the route's answer or a Refusal; rejects on a network failure. */
export const cataloguePost = /* #__PURE__ */ caller<Posts>('POST');

/** GET /api/<path> of a catalogue route. */
export const catalogueGet = /* #__PURE__ */ caller<Gets>('GET');
