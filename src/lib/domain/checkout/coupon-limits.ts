/**
 * How often a coupon may be used: per customer, in total, and "first order only". The checkout
 * enforces these inside the order's own D1 batch (coupon_use); this rule gives the same answer
 * beforehand, so the coupon box says so before the shopper checks out.
 */
import type { CouponCheck } from './coupon';
import { said, type Said } from '../i18n/said';

export interface CouponLimits {
  /** uses per customer, 0 = no limit */
  per_customer_limit: number;
  /** uses by everyone together, 0 = no limit */
  total_limit: number;
  /** 1: only for a customer with no earlier (uncancelled) order */
  first_order_only: number;
}

export interface CouponUsage {
  /** this customer's uses of the coupon */
  byCustomer: number;
  /** everyone's uses of the coupon */
  total: number;
  /** the customer's orders that are not cancelled */
  customerOrders: number;
}

export function couponUsedUpMessage(limit: number): Said {
  return limit === 1 ? said('srv.couponUsedOnce') : said('srv.couponUsedTimes', { limit });
}

export function checkCouponUse(limits: CouponLimits, usage: CouponUsage): CouponCheck {
  if (limits.first_order_only === 1 && usage.customerOrders > 0) return { ok: false, message: said('srv.couponFirstOrder') };
  if (limits.per_customer_limit > 0 && usage.byCustomer >= limits.per_customer_limit)
    return { ok: false, message: couponUsedUpMessage(limits.per_customer_limit) };
  if (limits.total_limit > 0 && usage.total >= limits.total_limit) return { ok: false, message: said('srv.couponAllUsed') };
  return { ok: true };
}
