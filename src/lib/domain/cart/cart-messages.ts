/**
 * The SPEC §8 messages of the cart's and the checkout's own rules (the coupon, the points check, the
 * address and payment checks), spelled as the spec has them. Apart from messages.ts (which spreads
 * them into MSG) so the cart and checkout pages do not carry every other message of the store.
 */
import { fill } from '../i18n/fill';

export const CART_MSG = {
  couponInvalid: 'Promocode Invalid',
  couponValid: 'Promocode valid',
  rewardZero: 'Your reward point is 0',
  paymentFailed: 'Payment Failed Please try again',
  deliveryUnavailable: 'Delivery not available for your location',
  billingMissing: 'Please provide billing address',
  mandatoryMissing: 'Please filled all mandatory fields',
  paymentModeMissing: 'Please choose payment mode',
} as const;

/** The points check's message with its number; both catalogue entries (points.short, srv.rewardShort) take this text. */
export const REWARD_SHORT_TEXT = 'You have only {points} reward points';

export function rewardShortMessage(points: number): string {
  return fill(REWARD_SHORT_TEXT, { points });
}
