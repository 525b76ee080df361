/**
 * The checkout's SPEC wire names turned into the names the browser's code says, and back, once each
 * (issue 27; eslint.config.js lets this file say wire names): promocodeCheck's `offer_type` is the
 * applied coupon's `offerKind`; an order's `flag` (0 delivery, 1 pickup) is the checkout's
 * deliveryMode; `firstname`/`lastname` (the name typed at checkout) and `total_reward` (a points
 * order's total) are firstName/lastName/totalPoints. A field left undefined is not sent.
 */
import type { AppliedCoupon, CouponResult } from '../domain/cart/cart-schemas';
import { renameKeys } from '../domain/rename-keys';
import { COUPON_INNER_NAMES } from '../domain/checkout/coupon-wire-schemas';
import { flagOf, type DeliveryMode } from '../domain/checkout/delivery-mode';
import type { OrderPayload } from './place-order';

export function couponFromWire(answer: CouponResult): AppliedCoupon {
  return renameKeys(answer, COUPON_INNER_NAMES);
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

/** An order as the checkout store drafts it. */
export type OrderDraft = Omit<OrderPayload, 'flag' | 'firstname' | 'lastname' | 'total_reward'> & {
  deliveryMode: DeliveryMode;
  firstName?: string;
  lastName?: string;
  totalPoints?: number;
};

/** The order (POST order, payments/create) as the routes take it: the deliveryMode said as flag, first. */
export function orderBody({ deliveryMode, firstName, lastName, totalPoints, ...rest }: OrderDraft): OrderPayload {
  return { flag: flagOf(deliveryMode), ...rest, firstname: firstName, lastname: lastName, total_reward: totalPoints };
}
