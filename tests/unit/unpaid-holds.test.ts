import { describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_LIFE_MS } from '../../src/lib/domain/checkout/payment-intent';
import { intentExpiry, tooManyPaymentsMessage, UNPAID_HOLD_CAPS, unpaidHoldProblem } from '../../src/lib/domain/checkout/unpaid-holds';
import { sayIn } from '../../src/lib/domain/i18n/t';

const NOW = Date.UTC(2026, 10, 24, 6);
const { lineUnits, totalUnits } = UNPAID_HOLD_CAPS;

describe('what an unpaid online payment may hold (issue 26 item 2)', () => {
  it.each([
    [[{ name: 'Toor Dal 1 kg', qty: lineUnits }], null],
    [
      [{ name: 'Toor Dal 1 kg', qty: lineUnits + 1 }],
      `You can pay online for at most ${lineUnits} of Toor Dal 1 kg in one order. Please lower the quantity or choose cash on delivery.`,
    ],
    [
      [
        { name: 'a', qty: 20 },
        { name: 'b', qty: 20 },
        { name: 'c', qty: 20 },
        { name: 'd', qty: 20 },
        { name: 'e', qty: 20 },
      ],
      null,
    ],
    [
      [
        { name: 'a', qty: 20 },
        { name: 'b', qty: 20 },
        { name: 'c', qty: 20 },
        { name: 'd', qty: 20 },
        { name: 'e', qty: 21 },
      ],
      `You can pay online for at most ${totalUnits} items in one order. Please remove some or choose cash on delivery.`,
    ],
    [[], null],
  ])('%j → %j', (lines, problem) => {
    const said = unpaidHoldProblem(lines);
    expect(said && sayIn('en', said)).toBe(problem);
  });

  it.each([
    ['no earlier hold', null, NOW + PAYMENT_INTENT_LIFE_MS],
    ['an earlier hold ending in 5 minutes', NOW + 5 * 60_000, NOW + 5 * 60_000],
    ['an earlier hold ending just now (over)', NOW, NOW + PAYMENT_INTENT_LIFE_MS],
    ['an earlier hold that ended', NOW - 1, NOW + PAYMENT_INTENT_LIFE_MS],
    ['a later end than a whole life (never lengthens)', NOW + 2 * PAYMENT_INTENT_LIFE_MS, NOW + PAYMENT_INTENT_LIFE_MS],
  ])('a new press with %s ends at its end, never later', (_, earlier, expected) => {
    expect(intentExpiry(NOW, earlier)).toBe(expected);
  });

  it('says when to try again in whole minutes, at least one', () => {
    expect(sayIn('en', tooManyPaymentsMessage(0.1))).toBe(
      'Too many online payments started this hour. Please try again in 1 minute or choose cash on delivery.',
    );
    expect(sayIn('en', tooManyPaymentsMessage(41.2))).toBe(
      'Too many online payments started this hour. Please try again in 42 minutes or choose cash on delivery.',
    );
  });
});
