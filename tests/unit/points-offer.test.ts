import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  pointsOfferOff,
  pointsOfferProblem,
  usablePointsOffers,
  type OfferContext,
  type PointsOfferSlab,
} from '../../src/lib/domain/loyalty/points-offer';
import { orderTotals } from '../../src/lib/domain/orders/order-totals';
import { sayIn } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import { en } from '../support/en';

const slab = (over: Partial<PointsOfferSlab>): PointsOfferSlab => ({
  slab_id: 1,
  offer_id: 1,
  offer_name: 'Weekend Saver',
  point_from: 500,
  point_to: 99999,
  discount_type: 'amount',
  discount: 5000,
  minimum_order_amount: 30000,
  ...over,
});
const ctx: OfferContext = { rewardsOn: true, balance: 2500, price: 40000, payment: 'cash', couponApplied: false };

const english = (s: Said | null) => s && sayIn('en', s);

describe('points offers: one rule for the cart, checkout and server (issue 20)', () => {
  it('"With your 2,500.00 points you get ₹50.00 off on orders of ₹300.00 or more" applies', () => {
    expect(pointsOfferProblem(slab({}), ctx)).toBeNull();
    expect(pointsOfferOff(slab({}), ctx)).toBe(5000);
    const t = orderTotals({
      lines: [{ qty: 1, unit: { selling: 40000, mrp: 45000, points: 400 } }],
      offerOff: pointsOfferOff(slab({}), ctx),
      deliveryMode: 'pickup',
      payment: 'cash',
      shippingOptions: [],
      rewardsOn: true,
    });
    expect(t).toMatchObject({ offer: 5000, goods: 35000, payable: 35000, pointsEarned: 3 });
  });

  it('the balance must lie in the slab (both edges), the order must reach the minimum', () => {
    expect(english(pointsOfferProblem(slab({}), { ...ctx, balance: 499 }))).toBe(en('srv.offerNotAvailable'));
    expect(pointsOfferProblem(slab({}), { ...ctx, balance: 500 })).toBeNull();
    expect(pointsOfferProblem(slab({ point_to: 2500 }), ctx)).toBeNull();
    expect(english(pointsOfferProblem(slab({}), { ...ctx, balance: null }))).toBe(en('srv.offerNotAvailable'));
    expect(english(pointsOfferProblem(slab({}), { ...ctx, price: 29000 }))).toBe('Add ₹10.00 more to use this offer');
  });

  it('one money discount per order: not with a coupon, not on a points payment, not with rewards off; product slabs are not applied', () => {
    expect(pointsOfferOff(slab({}), { ...ctx, couponApplied: true })).toBe(0);
    expect(pointsOfferOff(slab({}), { ...ctx, payment: 'point' })).toBe(0);
    expect(pointsOfferOff(slab({}), { ...ctx, rewardsOn: false })).toBe(0);
    expect(pointsOfferOff(slab({ discount_type: 'product', discount: 0 }), ctx)).toBe(0);
  });

  it('the usable slabs, best first', () => {
    const list = usablePointsOffers(
      [slab({ slab_id: 1, discount: 2000 }), slab({ slab_id: 2, discount: 7500, offer_id: 2 }), slab({ slab_id: 3, point_from: 3000 })],
      ctx,
    );
    expect(list.map((s) => s.slab_id)).toEqual([2, 1]);
  });

  it('names the discount row', () => {
    expect(discountLabel({ coupon_code: 'SAVE10', offerKind: 'percentage' })).toBe('Discount (SAVE10)');
    expect(discountLabel({ coupon_code: null, offerKind: 'points_offer' })).toBe('Discount (points offer)');
    expect(discountLabel({ coupon_code: null, offerKind: null })).toBe('Discount');
  });
});
