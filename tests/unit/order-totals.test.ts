import { describe, expect, it } from 'vitest';
import {
  addressIssue,
  addressProblem,
  checkoutProblem,
  nameForProfile,
  pickupProblem,
} from '../../src/lib/domain/checkout/checkout-checks';
import { orderTotals, type TotalsLine } from '../../src/lib/domain/orders/order-totals';
import { OPEN_ENDED_POINTS, pointsEarned, rewardsOn } from '../../src/lib/domain/loyalty/points';
import type { ShippingOption } from '../../src/lib/domain/types';
import { sayIn } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import { en } from '../support/en';

const options: ShippingOption[] = [
  { id: 1, title: 'Free delivery', price: 0 },
  { id: 2, title: 'Standard', price: 4000 },
];
const rice: TotalsLine = { qty: 2, unit: { selling: 45000, mrp: 50000, points: 450 } };
const dal: TotalsLine = { qty: 1, unit: { selling: 15000, mrp: 15000, points: 150 } };
const base = { lines: [rice, dal], deliveryMode: 'delivery' as const, payment: 'cash' as const, shippingOptions: options, rewardsOn: true };

/** A refusal as an English shopper reads it. */
const english = (s: Said | null) => s && sayIn('en', s);

describe('orderTotals: one assembly of the order numbers (cart, checkout, server)', () => {
  it('MRP, price, savings, delivery above ₹1000 free, payable and points earned', () => {
    expect(orderTotals(base)).toEqual({
      mrp: 115000,
      price: 105000,
      savings: 10000,
      coupon: 0,
      offer: 0,
      goods: 105000,
      shipping: 0,
      payable: 105000,
      points: 1050,
      pointsEarned: 10,
    });
  });

  it('the coupon comes off the goods but the delivery threshold reads the total before it', () => {
    const t = orderTotals({ ...base, couponOff: 10000 });
    expect(t).toMatchObject({ coupon: 10000, goods: 95000, shipping: 0, payable: 95000, pointsEarned: 9 });
  });

  it('below the threshold the second option is charged; pickup and points orders pay no delivery', () => {
    expect(orderTotals({ ...base, lines: [dal] }).shipping).toBe(4000);
    expect(orderTotals({ ...base, lines: [dal] }).payable).toBe(19000);
    expect(orderTotals({ ...base, lines: [dal], deliveryMode: 'pickup' }).payable).toBe(15000);
    const byPoints = orderTotals({ ...base, lines: [dal], payment: 'point', couponOff: 500 });
    expect(byPoints).toMatchObject({ shipping: 0, payable: 0, coupon: 0, points: 150, pointsEarned: 0 });
  });

  it('a discount never goes below zero goods, and rewards off earn nothing', () => {
    const t = orderTotals({ ...base, lines: [dal], couponOff: 99999, offerOff: 5000, rewardsOn: false });
    expect(t).toMatchObject({ coupon: 15000, offer: 0, goods: 0, pointsEarned: 0 });
  });
});

describe('points helpers in the domain', () => {
  it('pointsEarned: one point per full ₹100 of goods', () => {
    expect(pointsEarned(9999)).toBe(0);
    expect(pointsEarned(10000)).toBe(1);
    expect(pointsEarned(-5)).toBe(0);
  });
  it('rewardsOn reads the store setting once', () => {
    expect(rewardsOn({ reward: '1' })).toBe(true);
    expect(rewardsOn({ reward: '0' })).toBe(false);
    expect(rewardsOn({})).toBe(false);
    expect(rewardsOn(null)).toBe(false);
    expect(OPEN_ENDED_POINTS).toBe(99999);
  });
});

describe('checkout checks shared by the page and the server', () => {
  const address = {
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9876543210',
    email: 'a@example.in',
    address: '1 MG Road',
    pincode: '560001',
    city: 3,
  };
  it('address: missing, incomplete, not delivered, fine', () => {
    expect(english(addressProblem(null, true))).toBe(en('billingMissing'));
    expect(english(addressProblem({ ...address, email: ' ' }, true))).toBe(en('mandatoryMissing'));
    expect(english(addressProblem({ ...address, city: 0 }, true))).toBe(en('mandatoryMissing'));
    expect(english(addressProblem(address, false))).toBe(en('deliveryUnavailable'));
    expect(addressProblem(address, true)).toBeNull();
    // the server's English and the page's key come from one rule
    expect(english(pickupProblem(null))).toBe(en('srv.pickupStoreMissing'));
    expect(addressIssue(null, true)).toBe('billingMissing');
  });
  it('pickup needs a store; then payment; points need more than the cart costs', () => {
    const c = {
      deliveryMode: 'pickup' as const,
      address: null,
      delivered: false,
      branchId: null,
      payment: 'cash' as const,
      pointsBalance: 0,
      pointsNeeded: 10,
    };
    expect(checkoutProblem(c)).toEqual({ key: 'srv.pickupStoreMissing' });
    expect(checkoutProblem({ ...c, branchId: 2, payment: null })).toEqual({ key: 'paymentModeMissing' });
    expect(checkoutProblem({ ...c, branchId: 2, payment: 'point' })).toEqual({ key: 'rewardZero' });
    expect(checkoutProblem({ ...c, branchId: 2, payment: 'point', pointsBalance: 7 })).toEqual({
      key: 'points.short',
      params: { points: '7' },
    });
    expect(checkoutProblem({ ...c, branchId: 2, payment: 'point', pointsBalance: 11 })).toBeNull();
  });
});

describe('the buyer name kept on a profile without one (issue 20)', () => {
  it('takes the given name only when the profile has none, trimmed', () => {
    expect(nameForProfile({ first_name: '', last_name: '' }, { first_name: ' Meera ', last_name: ' Iyer' })).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
    });
    expect(nameForProfile({ first_name: ' ', last_name: '' }, { first_name: '', last_name: 'Iyer' })).toBeNull();
    expect(nameForProfile({ first_name: 'Ravi', last_name: '' }, { first_name: 'Someone' })).toBeNull();
  });
});
