import { describe, expect, it } from 'vitest';
import { formatTimeLeft, razorpayDisplayConfig, secondsLeft } from '../../src/lib/domain/checkout/upi';

describe('UPI waiting clock', () => {
  it.each([
    [900, '15:00'],
    [845, '14:05'],
    [59, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s → %s', (s, shown) => expect(formatTimeLeft(s)).toBe(shown));

  it('counts whole seconds up, never below 0', () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe("Razorpay's display config", () => {
  it('puts the chosen block first and keeps the default blocks below it', () => {
    expect(razorpayDisplayConfig('upi').display).toMatchObject({ sequence: ['block.upi'], preferences: { show_default_blocks: true } });
    expect(razorpayDisplayConfig('card').display.sequence).toEqual(['block.cards']);
  });
});
