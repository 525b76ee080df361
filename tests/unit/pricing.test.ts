import { describe, expect, it } from 'vitest';
import { isAvailable, percentOff, saving, unitPrice } from '../../src/lib/domain/catalogue/pricing';
import type { Attribute, PricedProduct } from '../../src/lib/domain/types';
import { pricedProduct } from '../support/priced-product';

const START = Date.UTC(2026, 0, 10, 18, 30);
const END = START + 6 * 3600_000;

const plain = pricedProduct();
const onDeal: PricedProduct = {
  ...plain,
  dealKind: 'deal_of_day',
  date: START,
  to_date: END,
  dealPrice: 14900,
  dealPoints: 149,
  max_count: 10,
};
const kilo: Attribute = { id: 7, name: '1 kg', price: 36000, selling: 33000, point: 330 };

describe('unitPrice precedence: variant > active deal > discount price (SPEC §4)', () => {
  it.each([
    ['no deal, no variant', plain, null, START, { selling: 18000, mrp: 20000, points: 180, deal: false }],
    ['no deal, a variant', plain, kilo, START, { selling: 33000, mrp: 36000, points: 330, deal: false }],
    ['active deal, no variant', onDeal, null, START + 1, { selling: 14900, mrp: 20000, points: 149, deal: true }],
    ['active deal, a variant wins', onDeal, kilo, START + 1, { selling: 33000, mrp: 36000, points: 330, deal: false }],
    ['deal not started', onDeal, null, START - 1, { selling: 18000, mrp: 20000, points: 180, deal: false }],
    ['deal starts now', onDeal, null, START, { selling: 14900, mrp: 20000, points: 149, deal: true }],
    ['1 ms before to_date', onDeal, null, END - 1, { selling: 14900, mrp: 20000, points: 149, deal: true }],
    ['at to_date', onDeal, null, END, { selling: 18000, mrp: 20000, points: 180, deal: false }],
    ['after to_date', onDeal, null, END + 60_000, { selling: 18000, mrp: 20000, points: 180, deal: false }],
    [
      'deal without deal points keeps points',
      { ...onDeal, dealPoints: null },
      null,
      START + 1,
      { selling: 14900, mrp: 20000, points: 180, deal: true },
    ],
    [
      'deal type without a price is no deal',
      { ...onDeal, dealPrice: null },
      null,
      START + 1,
      { selling: 18000, mrp: 20000, points: 180, deal: false },
    ],
    ['free deal (₹0) still applies', { ...onDeal, dealPrice: 0 }, null, START + 1, { selling: 0, mrp: 20000, points: 149, deal: true }],
  ])('%s', (_label, product, attribute, now, expected) => {
    expect(unitPrice(product, attribute, now)).toEqual(expected);
  });

  it('treats an undefined variant like none', () => {
    expect(unitPrice(onDeal, undefined, START + 1).deal).toBe(true);
  });
});

describe('percentOff: rounded from MRP against selling price', () => {
  it.each([
    // mrp, selling, percent
    [20000, 18000, 10],
    [30000, 20000, 33], // 33.33…
    [30000, 10000, 67], // 66.67…
    [1000, 855, 15], // exactly 14.5 rounds up (float division would give 14.4999…)
    [20000, 19900, 1], // exactly 0.5 rounds up
    [20000, 19901, 0], // 0.495
    [10000, 0, 100],
    [10000, 10000, 0],
    [10000, 12000, 0], // selling above MRP is no discount, never negative
    [0, 0, 0],
    [0, 500, 0],
  ])('MRP %i, selling %i → %i %%', (mrp, selling, pct) => {
    expect(percentOff(mrp, selling)).toBe(pct);
  });

  it('rounds half up for every MRP/selling pair up to ₹20', () => {
    const off: string[] = [];
    for (let mrp = 1; mrp <= 2000; mrp += 1) {
      for (let selling = 0; selling < mrp; selling += 7) {
        // exact half-percents must round up, so compare against integer arithmetic
        const twice = (2 * 100 * (mrp - selling)) / mrp; // 2 × exact percent
        const expected = Math.floor((twice + 1) / 2);
        if (percentOff(mrp, selling) !== expected) off.push(`${mrp}/${selling}`);
      }
    }
    expect(off).toEqual([]);
  });
});

describe('saving: the "Save ₹x" amount', () => {
  it.each([
    [20000, 18000, 2000],
    [20000, 20000, 0],
    [20000, 25000, 0],
    [0, 0, 0],
  ])('MRP %i, selling %i → %i', (mrp, selling, save) => {
    expect(saving(mrp, selling)).toBe(save);
  });
});

describe('isAvailable: stock above 0 and not flagged out of stock', () => {
  it.each([
    [5, 0, true],
    [1, 0, true],
    [0, 0, false],
    [5, 1, false],
    [0, 1, false],
  ])('stock %i, out_of_stock %i → %s', (stock, out_of_stock, available) => {
    expect(isAvailable({ stock, out_of_stock })).toBe(available);
  });
});
