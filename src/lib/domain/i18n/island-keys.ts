/** Which catalogue texts each page's islands show (the page passes only these: texts(lang, KEYS)). */
import type { MessageKey } from './en';

export const CART_KEYS = [
  'cart.loading', 'cart.continue', 'cart.product', 'cart.price', 'cart.quantity', 'cart.totalPrice', 'cart.remove', 'cart.image',
  'cart.total', 'cart.subtotal', 'cart.shipping', 'cart.free', 'cart.grandTotal', 'cart.checkout', 'cart.note',
  'cartEmptyTitle', 'cartEmptyText',
] as const satisfies readonly MessageKey[];

export const CHECKOUT_KEYS = [
  'checkout.billing', 'checkout.yourOrders', 'checkout.payment', 'checkout.total', 'checkout.pricesIncludeGst',
  'checkout.confirm', 'checkout.cancel', 'checkout.proceed', 'checkout.placeOrder', 'cart.product', 'cart.subtotal', 'cart.shipping', 'cart.free',
  'cart.continue', 'cartEmptyTitle', 'cartEmptyText', 'processing',
  // the SPEC §8 messages the checkout's own checks show
  'generic', 'paymentFailed', 'deliveryUnavailable', 'billingMissing', 'mandatoryMissing', 'paymentModeMissing',
] as const satisfies readonly MessageKey[];

export type CartKey = (typeof CART_KEYS)[number];
export type CheckoutKey = (typeof CHECKOUT_KEYS)[number];

export const BUY_KEYS = ['buy.buyNow', 'buy.outOfStock', 'buy.goToCart', 'buy.adding', 'buy.inYourCart', 'buy.regularPack'] as const satisfies readonly MessageKey[];

export const PURCHASE_KEYS = [
  ...BUY_KEYS, 'wishlist.add',
  'product.days', 'product.hours', 'product.minutes', 'product.seconds', 'product.timeLeft', 'product.dealEnded',
  'product.flashDeal', 'product.dealOfTheDay', 'product.dealSoldOut', 'product.inclusive', 'product.netQuantity',
  'product.packSize', 'product.dealPack', 'product.mrpShort', 'product.percentOff', 'product.save', 'product.orPoints',
  'product.hurryUp',
] as const satisfies readonly MessageKey[];

/** The texts an island takes for a key list: every key, so a missing one fails the type check. */
export type TextsFor<K extends readonly MessageKey[]> = Record<K[number], string>;
