import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  checkCoupon,
  couponBadge,
  couponDetails,
  couponMinimumMessage,
  type CouponRule,
} from '../../src/lib/domain/checkout/coupon';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import { en } from '../support/en';

const FROM = Date.UTC(2026, 9, 1);
const UNTIL = Date.UTC(2027, 9, 1);

const save10: CouponRule = {
  id: 1,
  code: 'SAVE10',
  title: '10% off',
  offerKind: 'percentage',
  discount: 10,
  min_amount: 20000,
  max_discount: 0,
  product_id: null,
  starts_at: FROM,
  ends_at: UNTIL,
  active: 1,
};
const capped: CouponRule = { ...save10, code: 'WELCOME15', discount: 15, max_discount: 15000 };
const flat50: CouponRule = { ...save10, code: 'FLAT50', offerKind: 'amount', discount: 5000, min_amount: 50000 };
const bigFlat: CouponRule = { ...flat50, discount: 30000, min_amount: 0 };
const freeGhee: CouponRule = { ...save10, code: 'FREEGHEE', offerKind: 'product', discount: 0, min_amount: 150000, product_id: 48 };

/** A check's refusal as an English shopper reads it (the rules say a key with params). */
const inEnglish = <T extends { ok: boolean }>(r: T) =>
  'message' in r && r.message && typeof r.message === 'object' ? { ...r, message: sayIn('en', r.message as Said) } : r;

describe('checkCoupon', () => {
  const mid = FROM + 1000;
  it.each([
    ['valid', save10, 20000, mid, { ok: true }],
    ['unknown', null, 50000, mid, { ok: false, message: en('couponInvalid') }],
    ['switched off', { ...save10, active: 0 }, 50000, mid, { ok: false, message: en('couponInvalid') }],
    ['not started (1 ms before)', save10, 50000, FROM - 1, { ok: false, message: en('couponInvalid') }],
    ['starts now', save10, 50000, FROM, { ok: true }],
    ['1 ms before it ends', save10, 50000, UNTIL - 1, { ok: true }],
    ['at its end', save10, 50000, UNTIL, { ok: false, message: en('srv.couponExpired') }],
    ['1 paisa below the minimum', save10, 19999, mid, { ok: false, message: 'Minimum order amount for this promocode is ₹200.00' }],
    ['amount coupon below ₹500', flat50, 49999, mid, { ok: false, message: 'Minimum order amount for this promocode is ₹500.00' }],
    ['expired beats the minimum', save10, 100, UNTIL + 1, { ok: false, message: en('srv.couponExpired') }],
  ] as const)('%s', (_label, rule, total, now, expected) => {
    expect(inEnglish(checkCoupon(rule, total, now))).toEqual(expected);
  });

  it('formats the minimum with en-IN grouping', () => {
    expect(sayIn('en', couponMinimumMessage(150000))).toBe('Minimum order amount for this promocode is ₹1,500.00');
  });
});

describe('applyCoupon (SPEC §9)', () => {
  it.each([
    ['10% of ₹450', save10, 45000, { off: 4500, payable: 40500, limited: false }],
    ['10% rounds half up to the paisa', save10, 12345, { off: 1235, payable: 11110, limited: false }],
    ['10% rounds down below half', save10, 12344, { off: 1234, payable: 11110, limited: false }],
    ['15% of ₹333.33', capped, 33333, { off: 5000, payable: 28333, limited: false }],
    ['15% capped at ₹150', capped, 200000, { off: 15000, payable: 185000, limited: true }],
    ['15% just under the cap', capped, 99999, { off: 15000, payable: 84999, limited: false }],
    ['₹50 off ₹600', flat50, 60000, { off: 5000, payable: 55000, limited: false }],
    ['₹300 off ₹300: free, not negative', bigFlat, 30000, { off: 30000, payable: 0, limited: false }],
    ['₹300 off ₹100: payable 0, never |100 − 300| = 200', bigFlat, 10000, { off: 10000, payable: 0, limited: true }],
    ['product coupon takes nothing off', freeGhee, 200000, { off: 0, payable: 200000, limited: false }],
    ['empty cart', save10, 0, { off: 0, payable: 0, limited: false }],
  ] as const)('%s', (_label, rule, total, expected) => {
    expect(applyCoupon(rule, total)).toEqual(expected);
  });
});

describe('display', () => {
  it.each([
    [save10, '10%'],
    [flat50, '-₹50.00'],
    [freeGhee, 'Free product'],
  ])('badge of %o', (rule, badge) => {
    expect(couponBadge(rule)).toBe(badge);
  });

  it.each([
    [save10, 45000, undefined, '10% off: you save ₹45.00'],
    [capped, 200000, undefined, '15% off (up to ₹150.00): you save ₹150.00'],
    [flat50, 60000, undefined, '₹50.00 off: you save ₹50.00'],
    [freeGhee, 200000, 'Nandini Pure Cow Ghee 500 ml', 'Free Nandini Pure Cow Ghee 500 ml with this order'],
    [freeGhee, 200000, undefined, 'A free product with this order'],
  ] as const)('details of %o on %i', (rule, total, product, text) => {
    expect(couponDetails(rule, total, product, (key, params) => t('en', key, params))).toBe(text);
  });
});
