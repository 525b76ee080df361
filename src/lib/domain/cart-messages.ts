/**
 * The SPEC §8 messages of the cart's own rules (the coupon and the points check), spelled as the spec
 * has them. Apart from messages.ts (which spreads them into MSG) so the cart page does not carry
 * every other message of the store with them.
 */
import { fill } from './i18n/fill';

export const CART_MSG = {
  couponInvalid: 'Promocode Invalid',
  couponValid: 'Promocode valid',
  rewardZero: 'Your reward point is 0',
} as const;

/** The points check's message with its number; the catalogues (points.short, srv.rewardShort) and the checkout's reading of it take this text. */
export const REWARD_SHORT_TEXT = 'You have only {points} reward points';

export function rewardShortMessage(points: number): string {
  return fill(REWARD_SHORT_TEXT, { points });
}
