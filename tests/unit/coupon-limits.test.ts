import { describe, expect, it } from 'vitest';
import { checkCouponUse, couponUsedUpMessage, type CouponLimits, type CouponUsage } from '../../src/lib/domain/checkout/coupon-limits';
import { sayIn } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import { en } from '../support/en';

const none: CouponLimits = { per_customer_limit: 0, total_limit: 0, first_order_only: 0 };
const welcome: CouponLimits = { per_customer_limit: 1, total_limit: 0, first_order_only: 1 };
const fresh: CouponUsage = { byCustomer: 0, total: 0, customerOrders: 0 };

/** A check's refusal as an English shopper reads it (the rules say a key with params). */
const inEnglish = <T extends { ok: boolean }>(r: T) =>
  'message' in r && r.message && typeof r.message === 'object' ? { ...r, message: sayIn('en', r.message as Said) } : r;

describe('checkCouponUse', () => {
  it.each([
    ['no limits, heavy use', none, { byCustomer: 9, total: 9999, customerOrders: 40 }, null],
    ['first order, none yet', welcome, fresh, null],
    ['first order, one earlier order', welcome, { ...fresh, customerOrders: 1 }, en('srv.couponFirstOrder')],
    [
      'once each, used once',
      { ...none, per_customer_limit: 1 },
      { ...fresh, byCustomer: 1, customerOrders: 1 },
      sayIn('en', couponUsedUpMessage(1)),
    ],
    ['three each, used twice', { ...none, per_customer_limit: 3 }, { ...fresh, byCustomer: 2 }, null],
    [
      'three each, used three times',
      { ...none, per_customer_limit: 3 },
      { ...fresh, byCustomer: 3 },
      'You have already used this promocode 3 times',
    ],
    ['100 in all, 99 used', { ...none, total_limit: 100 }, { ...fresh, total: 99 }, null],
    ['100 in all, 100 used', { ...none, total_limit: 100 }, { ...fresh, total: 100 }, en('srv.couponAllUsed')],
  ] as const)('%s', (_, limits, usage, message) => {
    expect(inEnglish(checkCouponUse(limits, usage))).toEqual(message === null ? { ok: true } : { ok: false, message });
  });
});
