/**
 * promocodeCheck and the coupon step of the checkout: the server totals the customer's own cart and
 * applies the coupon with the shared rule (src/lib/domain/checkout/coupon.ts); a total the client sends is
 * never used.
 */
import type { AppliedCoupon } from '../../../../src/lib/domain/cart/cart-schemas';
import { applyCoupon, checkCoupon, couponDetails } from '../../../../src/lib/domain/checkout/coupon';
import { DEFAULT_LANG, type Lang } from '../../../../src/lib/domain/i18n/langs';
import { t } from '../../../../src/lib/domain/i18n/t';
import type { Paise } from '../../../../src/lib/domain/money/money';
import { checkCouponUse } from '../../../../src/lib/domain/checkout/coupon-limits';
import { couponUsage, findCoupon, productName } from '../../db/checkout';
import { ShopError } from '../../errors';
import { loadCart } from '../cart/cart';
import { catalogueNames } from '../catalogue/catalogue-names';
import { said } from '../../../../src/lib/domain/i18n/said';

/**
 * Validates `code` against a cart total the SERVER computed and, for a customer, against the
 * coupon's use limits (per customer, in total, first order only); throws the reason as a ShopError.
 */
export async function evaluateCoupon(
  db: D1Database,
  code: string,
  total: Paise,
  now: number,
  userId: number | null = null,
  lang: Lang = DEFAULT_LANG,
): Promise<AppliedCoupon> {
  const rule = await findCoupon(db, code.trim());
  const check = checkCoupon(rule, total, now);
  if (!check.ok || !rule) throw new ShopError(check.ok ? said('couponInvalid') : check.message, 400);
  if (userId !== null) {
    const use = checkCouponUse(rule, await couponUsage(db, rule.id, userId));
    if (!use.ok) throw new ShopError(use.message, 400);
  }
  const effect = applyCoupon(rule, total);
  const freeName = rule.offerKind === 'product' && rule.product_id != null ? await freeProductName(db, rule.product_id, lang) : null;
  return {
    id: rule.id,
    code: rule.code,
    title: rule.title,
    type: 'coupon',
    offerKind: rule.offerKind,
    discount: rule.discount,
    max_discount: rule.max_discount,
    min_amount: rule.min_amount,
    Discount: effect.payable,
    saved: effect.off,
    Details: couponDetails(rule, total, freeName ?? undefined, (key, params) => t(lang, key, params)),
    ...(rule.offerKind === 'product'
      ? {
          slab_details: {
            discount_type: 'product' as const,
            discount: 0,
            product_id: rule.product_id,
            product_name: freeName ?? undefined,
          },
        }
      : {}),
  };
}

/** A product coupon's free product by its name in the customer's language (English where it has none). */
async function freeProductName(db: D1Database, productId: number, lang: Lang): Promise<string | null> {
  const [english, names] = await Promise.all([productName(db, productId), catalogueNames(db, lang)]);
  return names.products.get(productId)?.name ?? english;
}

/** POST promocodeCheck: the coupon applied to the customer's cart as the server prices it now; its Details in the customer's language. */
export async function checkCouponForCart(
  db: D1Database,
  userId: number,
  code: string,
  now: number,
  lang: Lang = DEFAULT_LANG,
): Promise<AppliedCoupon> {
  const cart = await loadCart(db, userId, now);
  if (cart.lines.length === 0) throw new ShopError(said('cartEmptyText'), 400);
  return evaluateCoupon(db, code, cart.summary.subtotal, now, userId, lang);
}

/**
 * For the checkout (services/checkout/checkout-rules.ts applyCoupon): the discount in paise on a subtotal the
 * checkout priced itself. The limits are checked here for the shopper's sake and again, race-free,
 * in the order's batch (db/checkout/coupons.ts useCouponStatements).
 */
export async function couponForCheckout(
  db: D1Database,
  code: string,
  subtotal: Paise,
  now: number,
  userId: number,
): Promise<{ code: string; offerKind: string; offerValue: number; discount: Paise }> {
  const r = await evaluateCoupon(db, code, subtotal, now, userId);
  return { code: r.code, offerKind: r.offerKind, offerValue: r.discount, discount: r.saved };
}
