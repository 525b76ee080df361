import { describe, expect, it } from 'vitest';
import { dealCountdown, dealUnitsLeft, isDealActive, isDealSoldOut } from '../../src/lib/domain/catalogue/deal';
import { countdownDuration, countdownText } from '../../src/lib/domain/catalogue/deal-countdown';

const START = Date.UTC(2026, 0, 10, 18, 30); // an IST midnight
const END = START + 24 * 3600_000;
const deal = { dealKind: 'deal_of_day' as const, date: START, to_date: END, dealPrice: 9900, max_count: 20, purchased_count: 4 };

describe('isDealActive: date <= now < to_date (SPEC §4)', () => {
  it.each([
    ['1 ms before the start', START - 1, false],
    ['at the start', START, true],
    ['in the middle', START + 3600_000, true],
    ['1 ms before to_date', END - 1, true],
    ['exactly at to_date', END, false],
    ['after to_date', END + 1, false],
  ])('%s → %s', (_label, now, active) => {
    expect(isDealActive(deal, now)).toBe(active);
  });

  it.each([
    ['no deal type', { ...deal, dealKind: null }],
    ['no start', { ...deal, date: null }],
    ['no end', { ...deal, to_date: null }],
    ['no deal price', { ...deal, dealPrice: null }],
  ])('is never active with %s', (_label, p) => {
    expect(isDealActive(p, START + 1)).toBe(false);
  });

  it.each([
    ['units left', 19, true, false],
    ['the last unit bought', 20, false, true],
    ['more bought than the cap (an old row)', 21, false, true],
  ])('with %s the deal price applies: %s, sold out: %s', (_label, purchased, active, soldOut) => {
    const p = { ...deal, purchased_count: purchased };
    expect(isDealActive(p, START + 1)).toBe(active);
    expect(isDealSoldOut(p, START + 1)).toBe(soldOut);
  });

  it('a sold-out deal outside its window is neither active nor sold out', () => {
    expect(isDealSoldOut({ ...deal, purchased_count: 20 }, END)).toBe(false);
  });

  it('a flash deal follows the same window', () => {
    expect(isDealActive({ ...deal, dealKind: 'flash_deal' }, END - 1)).toBe(true);
    expect(isDealActive({ ...deal, dealKind: 'flash_deal' }, END)).toBe(false);
  });
});

describe('dealCountdown', () => {
  it.each([
    // left (ms), days, hours, minutes, seconds, over
    [0, 0, 0, 0, 0, true],
    [-5000, 0, 0, 0, 0, true],
    [999, 0, 0, 0, 0, false], // under a second left: shows 00 but the deal still runs
    [1000, 0, 0, 0, 1, false],
    [59_000, 0, 0, 0, 59, false],
    [61_000, 0, 0, 1, 1, false],
    [3600_000 + 1000, 0, 1, 0, 1, false],
    [86_400_000, 1, 0, 0, 0, false],
    [2 * 86_400_000 + 3 * 3600_000 + 4 * 60_000 + 5000 + 999, 2, 3, 4, 5, false],
  ])('%i ms left → %id %ih %im %is, over %s', (left, days, hours, minutes, seconds, over) => {
    expect(dealCountdown(END, END - left)).toEqual({ days, hours, minutes, seconds, over });
  });
});

describe('countdownText and countdownDuration: what a deal card shows', () => {
  it.each([
    [59_000, '00h 00m 59s', 'PT0H0M59S'],
    [3600_000 + 61_000, '01h 01m 01s', 'PT1H1M1S'],
    [23 * 3600_000 + 59 * 60_000 + 59_000, '23h 59m 59s', 'PT23H59M59S'],
    [2 * 86_400_000 + 3 * 3600_000 + 4 * 60_000 + 5000, '2d 03h 04m 05s', 'PT51H4M5S'],
  ])('%i ms left → "%s" (%s)', (left, text, duration) => {
    const countdown = dealCountdown(END, END - left);
    expect(countdownText(countdown)).toBe(text);
    expect(countdownDuration(countdown)).toBe(duration);
  });
});

describe('dealUnitsLeft: max_count − purchased_count, never below 0', () => {
  it.each([
    [10, 0, 10],
    [10, 3, 7],
    [10, 10, 0],
    [10, 12, 0],
    [0, 0, 0],
  ])('max %i, purchased %i → %i left', (max_count, purchased_count, left) => {
    expect(dealUnitsLeft({ max_count, purchased_count })).toBe(left);
  });
});
