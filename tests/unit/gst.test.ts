import { describe, expect, it } from 'vitest';
import {
  allocate,
  gstBreakdown,
  isBillOfSupply,
  isInterState,
  lineTax,
  placeOfSupply,
  placeOfSupplyText,
  stateCodeOf,
} from '../../src/lib/domain/money/gst';

describe('lineTax: back-calculating GST from an inclusive price', () => {
  it.each([
    // amount, rate, taxable, cgst, sgst
    [25000, 5, 23810, 595, 595], // INDIA.md worked example: ₹250 at 5 % → 238.10 + 5.95 + 5.95
    [11800, 18, 10000, 900, 900],
    [14000, 40, 10000, 2000, 2000],
    [6800, 0, 6800, 0, 0],
    [100, 5, 95, 2, 3], // odd tax paisa goes to SGST
    [1, 18, 1, 0, 0],
    [0, 5, 0, 0, 0],
  ])('%i paise at %i %% → taxable %i, CGST %i, SGST %i', (amount, rate, taxable, cgst, sgst) => {
    const t = lineTax(amount, rate);
    expect(t).toMatchObject({ taxable, cgst, sgst, igst: 0 });
    expect(t.taxable + t.cgst + t.sgst).toBe(amount);
  });

  it('charges IGST instead for a buyer in another State', () => {
    expect(lineTax(25000, 5, true)).toMatchObject({ taxable: 23810, cgst: 0, sgst: 0, igst: 1190, tax: 1190 });
  });

  it('always adds up to the paisa', () => {
    for (let amount = 0; amount < 5000; amount += 7) {
      for (const rate of [0, 5, 18, 40]) {
        const t = lineTax(amount, rate);
        expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(amount);
        expect(Math.abs(t.cgst - t.sgst)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => lineTax(10.5, 5)).toThrow(RangeError);
    expect(() => lineTax(-1, 5)).toThrow(RangeError);
  });
});

describe('allocate: sharing a discount without losing a paisa', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [5000, [30000, 20000], [3000, 2000]],
    [1, [50, 50], [1, 0]],
    [7, [10, 0, 10], [4, 0, 3]],
    [0, [5, 5], [0, 0]],
    [999, [333, 333, 334], [333, 333, 333]],
  ])('%i over %j → %j', (total, weights, shares) => {
    const out = allocate(total, weights);
    expect(out).toEqual(shares);
    expect(out.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses to allocate money to nothing', () => {
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(10, [0, 0])).toThrow(RangeError);
  });
});

describe('gstBreakdown: an order', () => {
  const lines = [
    { gross: 25000, rate: 5 }, // ghee
    { gross: 6800, rate: 0 }, // milk
    { gross: 9000, rate: 18 },
    { gross: 12345, rate: 5 },
  ];

  it('computes taxable values on post-discount amounts and totals by rate', () => {
    const b = gstBreakdown(lines, 1000);
    const amounts = b.lines.map((l) => l.amount);
    expect(amounts.reduce((a, x) => a + x, 0)).toBe(25000 + 6800 + 9000 + 12345 - 1000);
    expect(b.byRate.map((r) => r.rate)).toEqual([0, 5, 18]);
    const five = b.byRate.find((r) => r.rate === 5)!;
    expect(five.amount).toBe(b.lines[0]!.amount + b.lines[3]!.amount);
    expect(five.taxable + five.cgst + five.sgst).toBe(five.amount);
    expect(b.total.taxable + b.total.tax).toBe(b.total.amount);
    expect(b.total.cgst + b.total.sgst).toBe(b.total.tax);
    expect(b.billOfSupply).toBe(false);
  });

  it('without a discount the worked example stands', () => {
    const b = gstBreakdown([{ gross: 25000, rate: 5 }], 0);
    expect(b.lines[0]).toMatchObject({ taxable: 23810, cgst: 595, sgst: 595 });
  });

  it('a discount larger than the goods is a bug, not a negative tax', () => {
    expect(() => gstBreakdown([{ gross: 100, rate: 5 }], 101)).toThrow(RangeError);
  });

  it('inter-State orders carry only IGST', () => {
    const b = gstBreakdown(lines, 0, true);
    expect(b.total.cgst + b.total.sgst).toBe(0);
    expect(b.total.igst).toBe(b.total.tax);
  });
});

describe('bill of supply and place of supply', () => {
  it('is a bill of supply only when every line is 0 %', () => {
    expect(isBillOfSupply([{ rate: 0 }, { rate: 0 }])).toBe(true);
    expect(isBillOfSupply([{ rate: 0 }, { rate: 5 }])).toBe(false);
    expect(isBillOfSupply([])).toBe(false);
  });

  it('Karnataka (29) is intra-State for the Bengaluru store', () => {
    expect(isInterState('29')).toBe(false);
    expect(isInterState('33')).toBe(true);
  });
});

describe('placeOfSupply', () => {
  it('maps Karnataka PIN codes to State 29', () => {
    expect(placeOfSupply('560038')).toEqual({ state: 'Karnataka', code: '29' });
    expect(placeOfSupply('110001')).toBeNull();
    expect(placeOfSupplyText({ state: 'Karnataka', code: '29' })).toBe('Karnataka (29)');
    expect(stateCodeOf('Karnataka (29)')).toBe('29');
  });
});
