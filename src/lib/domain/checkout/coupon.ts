/**
 * SPEC §9 coupons. A percentage coupon takes that percent of the cart total (rounded to the paisa,
 * capped by max_discount when set); an amount coupon takes its amount off ("the absolute
 * difference" of total and amount). We never let a coupon push the payable amount below ₹0 or above
 * the total: an amount at or above the total makes the goods free, not negative, and |total − amount|
 * would otherwise charge MORE than the cart when amount > 2 × total. Product coupons (a free
 * product) are not computed in the cart: they take nothing off and name the product instead.
 */
import type { MessageKey } from '../i18n/en';
import { formatINR, type Paise } from '../money/money';
import { said, type Said } from '../i18n/said';

export type CouponType = 'percentage' | 'amount' | 'product';

export interface CouponRule {
  id: number;
  code: string;
  title: string;
  /** what the coupon gives (the coupon table's offer_type column) */
  offerKind: CouponType;
  /** percent for percentage coupons, paise for amount coupons, 0 for product coupons */
  discount: number;
  /** smallest cart total the coupon accepts, paise */
  min_amount: Paise;
  /** largest discount a percentage coupon gives, paise; 0 = no cap */
  max_discount: Paise;
  product_id: number | null;
  /** valid while starts_at <= now < ends_at, like a deal window */
  starts_at: number;
  ends_at: number;
  active: number;
}

export function couponMinimumMessage(min: Paise): Said {
  return said('srv.couponMin', { amount: formatINR(min) });
}

export type CouponCheck = { ok: true } | { ok: false; message: Said };

/** Unknown, switched off or not started → "Promocode Invalid"; over → expired; below min → the minimum. */
export function checkCoupon(rule: CouponRule | null | undefined, total: Paise, now: number): CouponCheck {
  if (!rule || rule.active !== 1 || now < rule.starts_at) return { ok: false, message: said('couponInvalid') };
  if (now >= rule.ends_at) return { ok: false, message: said('srv.couponExpired') };
  if (total < rule.min_amount) return { ok: false, message: couponMinimumMessage(rule.min_amount) };
  return { ok: true };
}

export interface CouponEffect {
  /** paise taken off the goods */
  off: Paise;
  /** goods after the coupon (SPEC "Discount": payable after coupon), 0 ≤ payable ≤ total */
  payable: Paise;
  /** a percentage coupon hit its max_discount, or an amount coupon was larger than the cart */
  limited: boolean;
}

export function applyCoupon(rule: Pick<CouponRule, 'offerKind' | 'discount' | 'max_discount'>, total: Paise): CouponEffect {
  let off = 0;
  let limited = false;
  if (rule.offerKind === 'percentage') {
    off = Math.round((total * rule.discount) / 100);
    if (rule.max_discount > 0 && off > rule.max_discount) {
      off = rule.max_discount;
      limited = true;
    }
  } else if (rule.offerKind === 'amount') {
    off = rule.discount;
  }
  if (off > total) {
    off = total;
    limited = true;
  }
  off = Math.max(0, off);
  return { off, payable: total - off, limited };
}

/** How the cart shows the coupon: a percent sign for a percentage, a minus for an amount (SPEC §9). */
export function couponBadge(rule: Pick<CouponRule, 'offerKind' | 'discount'>): string {
  if (rule.offerKind === 'percentage') return `${rule.discount}%`;
  if (rule.offerKind === 'amount') return `-${formatINR(rule.discount)}`;
  return 'Free product';
}

/** The catalogue keys of a coupon's "Details" (messages/en.json holds their words). */
export type CouponDetailsKey = Extract<
  MessageKey,
  'coupon.freeNamed' | 'coupon.freeAny' | 'coupon.percentOff' | 'coupon.amountOff' | 'coupon.youSave' | 'coupon.youSaveCapped'
>;
/** Says a Details word in the customer's language (the API passes t(lang, …)). */
export type SayCouponDetails = (key: CouponDetailsKey, params?: Record<string, string | number>) => string;

/** The "Details" line of a coupon result, amounts in en-IN rupees whatever the language. */
export function couponDetails(
  rule: Pick<CouponRule, 'offerKind' | 'discount' | 'max_discount'>,
  total: Paise,
  freeProductName: string | undefined,
  say: SayCouponDetails,
): string {
  if (rule.offerKind === 'product') {
    return freeProductName ? say('coupon.freeNamed', { name: freeProductName }) : say('coupon.freeAny');
  }
  const { off, limited } = applyCoupon(rule, total);
  const what =
    rule.offerKind === 'percentage'
      ? say('coupon.percentOff', { percent: rule.discount })
      : say('coupon.amountOff', { amount: formatINR(rule.discount) });
  const saved = formatINR(off);
  return limited && rule.offerKind === 'percentage'
    ? say('coupon.youSaveCapped', { what, cap: formatINR(rule.max_discount), saved })
    : say('coupon.youSave', { what, saved });
}
