import { describe, expect, it } from 'vitest';
import { formatINR, formatPoints, rupeesToPaise } from '../../src/lib/domain/money/money';

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

describe('rupees → paise', () => {
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
});

describe('formatPoints: whole points with two decimals (SPEC §9), grouped en-IN like money (issue 34)', () => {
  it.each([
    [0, '0.00'],
    [25, '25.00'],
    [2500, '2,500.00'],
    [250000, '2,50,000.00'],
  ])('%i → %s', (points, text) => {
    expect(formatPoints(points)).toBe(text);
  });
});
