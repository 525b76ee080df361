/**
 * What went wrong at checkout, said on the page (the problem box) and in a popup, in the shopper's
 * language: the checkout's own checks by their catalogue key, a server's reason as it came (already
 * in the shopper's language). Nothing here reads English back.
 */
import type { CheckoutIssue } from '../lib/domain/checkout/checkout-checks';
import type { CheckoutKey, ToastKey } from '../lib/domain/i18n/island-keys';
import { $problem } from './checkout-state';
import { showToast } from './toast';

/** The checkout's own messages: keys both the page and the popup say. */
export type ProblemKey =
  | CheckoutIssue['key']
  | 'generic'
  | 'paymentFailed'
  | 'upi.declined'
  | 'upi.timedOut'
  | 'srv.slotUnknown'
  | 'srv.pickupUnknown'
  | 'srv.buyerNameMissing';

// every problem key is one the page and the popup both carry (a key left out of either fails tsc)
const everyKeySaid: ProblemKey extends CheckoutKey & ToastKey ? true : never = true;
void everyKeySaid;

/** A line of the problem box: a key with its number, or a server's words. */
export type ProblemLine = { key: ProblemKey; params?: { points: string } } | string;

const sameLine = (a: ProblemLine, b: ProblemLine) => (typeof a === 'string' || typeof b === 'string' ? a === b : a.key === b.key);

export function fail(title: ProblemLine, detail?: ProblemLine): void {
  const d = detail !== undefined && !sameLine(detail, title) ? detail : undefined;
  $problem.set({ title, detail: d });
  // the page's popup region draws whatever the store holds when its script starts, so a failure
  // reported as the page loads is shown too
  showToast('error', title, d, 2000);
}

export function warn(title: ProblemLine): void {
  $problem.set({ title });
  showToast('warning', title, undefined, 2000);
}
