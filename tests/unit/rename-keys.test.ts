/**
 * Issue 27: a wire map is written one way and its way back derived (invertNames), so the card's,
 * the festival price's and the coupon's renames cannot disagree with their inverses.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { couponFromWire } from '../../src/lib/api/checkout-wire';
import { couponAnswer, type AppliedCoupon } from '../../src/lib/domain/cart/cart-schemas';
import { festivalPriceFromWire, festivalPricesToWire } from '../../src/lib/domain/content/festival-price-schemas';
import type { FestivalPrice } from '../../src/lib/domain/content/festival-price';
import { invertNames, renameKeys } from '../../src/lib/domain/rename-keys';

describe('invertNames', () => {
  it('turns each name around, and renaming out and back gives the same keys in the same order', () => {
    const out = { dealKind: 'is_type', minQty: 'pmin_count' } as const;
    const back = invertNames(out);
    expect(back).toEqual({ is_type: 'dealKind', pmin_count: 'minQty' });
    expectTypeOf(back).toEqualTypeOf<{ readonly is_type: 'dealKind'; readonly pmin_count: 'minQty' }>();
    const inner = { id: 1, dealKind: 'flash_deal', qty: 2, minQty: 1 };
    const wire = renameKeys(inner, out);
    expect(Object.keys(wire)).toEqual(['id', 'is_type', 'qty', 'pmin_count']);
    expect(renameKeys(wire, back)).toEqual(inner);
    expect(Object.keys(renameKeys(wire, back))).toEqual(Object.keys(inner));
  });

  it('an empty map turns into an empty map', () => {
    expect(invertNames({})).toEqual({});
  });

  it('the festival price and the applied coupon come back from the wire as they went out (values are not read)', () => {
    const price = { slug: 'ghee', dealKind: 'flash_deal', price: 500 } as unknown as FestivalPrice;
    const [wire] = festivalPricesToWire([price]);
    expect(Object.keys(wire!)).toEqual(['slug', 'is_type', 'price']);
    expect(festivalPriceFromWire(wire!)).toEqual(price);

    const coupon = { code: 'DIWALI', offerKind: 'percent', discount: 100 } as unknown as AppliedCoupon;
    const answer = couponAnswer(coupon);
    expect(Object.keys(answer)).toEqual(['code', 'offer_type', 'discount']);
    expect(couponFromWire(answer)).toEqual(coupon);
  });
});
