/**
 * The checkout answers' SPEC wire names turned into the names the browser's code says, once, where
 * an answer is read (issue 27): promocodeCheck's `offer_type` is the applied coupon's `offerKind`.
 */
import type { AppliedCoupon, CouponResult } from '../domain/cart/cart-schemas';
import { renameKeys } from '../domain/rename-keys';

export function couponFromWire(answer: CouponResult): AppliedCoupon {
  return renameKeys(answer, { offer_type: 'offerKind' });
}

/**
 * The coupon kept in localStorage, or null when it is not one: a coupon stored before this change
 * is in the answer's words, so it is turned the same way.
 */
export function storedCoupon(value: unknown): AppliedCoupon | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<AppliedCoupon & CouponResult>;
  if (typeof v.code !== 'string') return null;
  if (typeof v.offerKind === 'string') return v as AppliedCoupon;
  return typeof v.offer_type === 'string' ? couponFromWire(v as CouponResult) : null;
}
