/**
 * What went wrong at checkout, said on the page (the problem box) and in a popup, in the shopper's
 * language: the checkout's own checks are said by their catalogue key, a server's reason as it came
 * (already in the shopper's language).
 */
import { PICKUP_STORE_MISSING, BUYER_NAME_MISSING } from '../lib/domain/checkout-checks';
import { unfill } from '../lib/domain/i18n/fill';
import type { CheckoutKey, ToastKey } from '../lib/domain/i18n/island-keys';
import { CART_MSG, REWARD_SHORT_TEXT } from '../lib/domain/cart-messages';
import { SHOP_MSG } from '../lib/domain/shop-messages';
import { SLOT_MSG } from '../lib/domain/slot-messages';
import { UPI_TEXT } from '../lib/domain/store-app-texts';
import { $problem } from './checkout-state';
import { showToast } from './toast';

/** The checkout's own messages the page and the popup say in the shopper's language, by their English. */
const PROBLEM_KEYS = {
  [SHOP_MSG.generic]: 'generic',
  [CART_MSG.paymentFailed]: 'paymentFailed',
  [CART_MSG.deliveryUnavailable]: 'deliveryUnavailable',
  [CART_MSG.billingMissing]: 'billingMissing',
  [CART_MSG.mandatoryMissing]: 'mandatoryMissing',
  [CART_MSG.paymentModeMissing]: 'paymentModeMissing',
  [CART_MSG.rewardZero]: 'rewardZero',
  [UPI_TEXT.declined]: 'upi.declined',
  [UPI_TEXT.timedOut]: 'upi.timedOut',
  // the page's own slot, store and name checks (the server's refusals arrive in the shopper's language)
  [SLOT_MSG.slotUnknown]: 'srv.slotUnknown',
  [SLOT_MSG.pickupUnknown]: 'srv.pickupUnknown',
  [PICKUP_STORE_MISSING]: 'srv.pickupStoreMissing',
  [BUYER_NAME_MISSING]: 'srv.buyerNameMissing',
} as const satisfies Record<string, CheckoutKey & ToastKey>;
export type ProblemKey = (typeof PROBLEM_KEYS)[keyof typeof PROBLEM_KEYS];

/**
 * A problem's line as a key when the checks wrote one of the shop's messages; anything else (a
 * server's reason, already in the shopper's language) as it is.
 */
export function problemLine(text: string): string | { key: ProblemKey | 'points.short'; params?: { points: string } } {
  const key = (PROBLEM_KEYS as Record<string, ProblemKey>)[text];
  if (key) return { key };
  // the one check with a number in it, read back with its number
  const short = unfill(REWARD_SHORT_TEXT, text);
  return short?.points ? { key: 'points.short', params: { points: short.points } } : text;
}

export function fail(title: string, detail?: string): void {
  const d = detail && detail !== title ? detail : undefined;
  $problem.set({ title, detail: d });
  // the page's popup region draws whatever the store holds when its script starts, so a failure
  // reported as the page loads is shown too
  showToast('error', problemLine(title), d && problemLine(d), 2000);
}

export function warn(title: string): void {
  $problem.set({ title });
  showToast('warning', problemLine(title), undefined, 2000);
}
