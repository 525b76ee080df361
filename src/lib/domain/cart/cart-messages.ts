/**
 * The SPEC §8 messages of the cart's and the checkout's own rules (the coupon, the points check, the
 * address and payment checks), spelled as the spec has them. The English of the browser's own
 * fallbacks; everything else says these by key (messages/en.json, issue 27).
 */
export const CART_MSG = {
  couponInvalid: 'Promocode Invalid',
  couponValid: 'Promocode valid',
  paymentFailed: 'Payment Failed Please try again',
  deliveryUnavailable: 'Delivery not available for your location',
  billingMissing: 'Please provide billing address',
  mandatoryMissing: 'Please filled all mandatory fields',
  paymentModeMissing: 'Please choose payment mode',
} as const;
