import { goToLogin } from '../lib/api/client';
import { checkoutPost, type CheckoutReply } from '../lib/api/checkout';
import { ANSWER_CODE } from '../lib/domain/answer-codes';
import type { AppliedCoupon } from '../lib/domain/cart/cart-schemas';
import { couponFromWire, storedCoupon } from '../lib/api/checkout-wire';
import { setPayType } from './pay-type';
import { readsAfterWrites } from './server-sync';
import { showToast } from './toast';
import { $userId } from './user';
import { persistentAtom } from './persistent';

function decodeCoupon(text: string): AppliedCoupon | null {
  try {
    return storedCoupon(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The applied coupon (server's answer). The checkout sends only its code; the server re-applies it. */
export const $coupon = persistentAtom<AppliedCoupon | null>('coupon', null, {
  encode: (v) => JSON.stringify(v),
  decode: decodeCoupon,
});

/**
 * How an apply or recheck went. What to tell the shopper is the shop's own words by catalogue key,
 * or the server's own reason (already in the shopper's language), never both; neither when there is
 * nothing to say (a stale recheck, a trip to sign in).
 */
export interface CouponAttempt {
  ok: boolean;
  /** the server answered no (as opposed to the network failing) */
  refused?: boolean;
  /** the shop's own words for the outcome, said by the island in the page's language */
  key?: 'coupon.required' | 'couponValid' | 'generic' | 'couponInvalid';
  /** the server's reason for refusing the code, when it gave one other than "Promocode Invalid" */
  message?: string;
}

// a recheck answered after the shopper removed or replaced the coupon must not bring the old one back
const freshness = readsAfterWrites();

/** promocodeCheck against the customer's server cart. A valid coupon forces cash (SPEC §4). */
export async function applyCoupon(code: string, opts: { quiet?: boolean } = {}): Promise<CouponAttempt> {
  return check(code, opts, null);
}

/** `stillNewest` is set for a recheck; without it this is the shopper applying a code, which supersedes any recheck in flight. */
async function check(code: string, opts: { quiet?: boolean }, stillNewest: (() => boolean) | null): Promise<CouponAttempt> {
  if (!stillNewest) freshness.wrote();
  const trimmed = code.trim();
  if (!trimmed) {
    if (!opts.quiet) showToast('warning', { key: 'coupon.required' });
    return { ok: false, key: 'coupon.required' };
  }
  let res: CheckoutReply<'promocodeCheck'> | null = null;
  try {
    res = await checkoutPost('promocodeCheck', { json: { code: trimmed } });
  } catch {
    res = null;
  }
  if (stillNewest && !stillNewest()) return { ok: false };
  if (res?.httpStatus === 401) {
    goToLogin('/cart');
    return { ok: false };
  }
  if (res && res.status === 1) {
    $coupon.set(couponFromWire(res.response));
    setPayType('cash');
    if (!opts.quiet) showToast('success', { key: 'couponValid' }, res.response.Details);
    return { ok: true, key: 'couponValid' };
  }
  if (!res) {
    if (!opts.quiet) showToast('warning', { key: 'generic' });
    return { ok: false, key: 'generic' };
  }
  // the plain "Promocode Invalid" is said by its key; any other reason comes in the shopper's words
  const reason = res.code === ANSWER_CODE.couponInvalid ? '' : (res.message ?? '');
  if (!opts.quiet) showToast('warning', { key: 'couponInvalid' }, reason || undefined);
  return reason ? { ok: false, refused: true, message: reason } : { ok: false, refused: true, key: 'couponInvalid' };
}

export function removeCoupon(): void {
  freshness.wrote();
  $coupon.set(null);
}

/**
 * The cart changed: ask the server again whether the applied coupon still holds (a minimum may no
 * longer be met). A coupon that no longer applies is dropped with its reason.
 */
export async function recheckCoupon(): Promise<void> {
  const applied = $coupon.get();
  if (!applied) return;
  const result = await check(applied.code, { quiet: true }, freshness.reading());
  if (result.refused) {
    $coupon.set(null);
    showToast('warning', { key: 'coupon.removed', params: { code: applied.code } }, result.key ? { key: result.key } : result.message);
  }
}

$userId.listen((id) => {
  if (!id) removeCoupon();
});
