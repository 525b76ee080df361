import { describe, expect, it } from 'vitest';
import { assertPaise, formatINR, formatPoints, paiseToRupees, rupeesToPaise } from '../../src/lib/domain/money';

describe('formatINR: paise shown as rupees with Indian grouping', () => {
  it.each([
    [12345650, '₹1,23,456.50'],
    [0, '₹0.00'],
    [1, '₹0.01'],
    [99, '₹0.99'],
    [100, '₹1.00'],
    [99999, '₹999.99'],
    [100000, '₹1,000.00'],
    [10000000, '₹1,00,000.00'],
    [1000000000, '₹1,00,00,000.00'],
    [4000, '₹40.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatINR(paise)).toBe(text);
  });
});

describe('rupees ↔ paise', () => {
  it.each([
    [0, 0],
    [10, 1000],
    [5000, 500000],
    [0.1 + 0.2, 30], // float noise is rounded away
    [19.99, 1999],
    [1.005, 100], // 1.005 is 1.00499… as a double
  ])('%d rupees → %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([
    [0, 0],
    [1999, 19.99],
    [500000, 5000],
  ])('%i paise → %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });
});

describe('formatPoints: whole points with two decimals (SPEC §9)', () => {
  it.each([
    [0, '0.00'],
    [25, '25.00'],
    [2500, '2500.00'],
  ])('%i → %s', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });
});

describe('assertPaise', () => {
  it.each([0, 1, 12345650, Number.MAX_SAFE_INTEGER])('accepts %d', (v) => {
    expect(assertPaise(v)).toBe(v);
  });
  it.each([0.5, 19.99, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d', (v) => {
    expect(() => assertPaise(v)).toThrow(RangeError);
  });
});
