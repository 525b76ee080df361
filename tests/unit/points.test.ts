import { describe, expect, it } from 'vitest';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import { checkPointsPayment, pointsOptionOffered } from '../../src/lib/domain/loyalty/points';
import { en } from '../support/en';

describe('checkPointsPayment: balance must be greater than the cart points (SPEC §5)', () => {
  it.each([
    ['more than needed', 2500, 2499, { ok: true }],
    ['exactly the cart points is not enough', 2500, 2500, { ok: false, message: 'You have only 2500 reward points' }],
    ['less than needed', 120, 278, { ok: false, message: 'You have only 120 reward points' }],
    ['no points', 0, 278, { ok: false, message: en('rewardZero') }],
    ['unknown balance', null, 278, { ok: false, message: en('rewardZero') }],
    ['negative balance reads as none', -5, 1, { ok: false, message: en('rewardZero') }],
  ] as const)('%s', (_label, balance, needed, expected) => {
    const check = checkPointsPayment(balance, needed);
    expect(check.ok ? check : { ...check, message: sayIn('en', check.message) }).toMatchObject(expected);
    // the key and points say the same message in the shopper's language (issue 19)
    if (!check.ok) expect(t('en', check.key, { points: check.points })).toBe(sayIn('en', check.message));
  });
});

describe('pointsOptionOffered', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('rewards %s, coupon %s → %s', (rewardsOn, couponApplied, expected) => {
    expect(pointsOptionOffered({ rewardsOn, couponApplied })).toBe(expected);
  });
});
