/**
 * Checkout, the way the order and payment routes use it: plan (price and check everything on the
 * server), then place (one guarded D1 batch). See checkout-plan.ts and checkout-place.ts.
 */
export { assertNotTampered, prepareCheckout } from './checkout-plan';
export { CART_CHANGED, KEY_USED, newTxnid, orderForRetry, placeOrder } from './checkout-place';
export type { CheckoutInput, CheckoutPlan, ClientNumbers, PlaceOptions, PlannedLine } from './checkout-types';
