import { describe, expect, it } from 'vitest';
import { cartTotals, minimumOrderMessage, priceLine } from '../../src/lib/domain/cart/cart-total';
import type { Attribute, PricedProduct } from '../../src/lib/domain/types';
import { pricedProduct } from '../support/priced-product';
import { sayIn } from '../../src/lib/domain/i18n/t';

const START = Date.UTC(2026, 10, 1, 18, 30);
const END = START + 24 * 3600_000;

const plain = pricedProduct({ mrp: 10500, price: 9500, point: 95, stock: 100 });
const deal: PricedProduct = {
  ...plain,
  id: 2,
  mrp: 17500,
  price: 15500,
  point: 155,
  dealKind: 'deal_of_day',
  date: START,
  to_date: END,
  dealPrice: 13900,
  dealPoints: 139,
  max_count: 30,
};
const kilo: Attribute = { id: 632, name: '1 kg', price: 21000, selling: 18500, point: 185 };
const odd: PricedProduct = { ...plain, id: 3, price: 3333, point: 33 };

describe('priceLine: qty × unit price (SPEC §4)', () => {
  it.each([
    ['discount price', { product: plain, attribute: null, qty: 3 }, START, 28500, 285],
    ['variant selling price', { product: plain, attribute: kilo, qty: 2 }, START, 37000, 370],
    ['deal price while active', { product: deal, attribute: null, qty: 2 }, START + 1, 27800, 278],
    ['deal price 1 ms before to_date', { product: deal, attribute: null, qty: 2 }, END - 1, 27800, 278],
    ['discount price at to_date', { product: deal, attribute: null, qty: 2 }, END, 31000, 310],
    ['discount price 1 ms after to_date', { product: deal, attribute: null, qty: 2 }, END + 1, 31000, 310],
    ['discount price 1 ms before the deal starts', { product: deal, attribute: null, qty: 1 }, START - 1, 15500, 155],
    ['variant wins over an active deal', { product: deal, attribute: kilo, qty: 1 }, START + 1, 18500, 185],
    ['odd paise multiply exactly', { product: odd, attribute: null, qty: 7 }, START, 23331, 231],
  ] as const)('%s', (_label, line, now, total, points) => {
    const priced = priceLine(line, now);
    expect(priced.total).toBe(total);
    expect(priced.points).toBe(points);
  });
});

describe('cartTotals', () => {
  const lines = [
    { product: plain, attribute: null, qty: 3 },
    { product: plain, attribute: kilo, qty: 1 },
    { product: deal, attribute: null, qty: 2 },
  ];

  it('sums line totals and points while the deal runs', () => {
    const t = cartTotals(lines, END - 1);
    expect(t.total).toBe(28500 + 18500 + 27800);
    expect(t.points).toBe(285 + 185 + 278);
    expect(t.count).toBe(3);
    expect(t.units).toBe(6);
    expect(t.nextPriceChange).toBe(END);
  });

  it('reverts the deal line at to_date exactly', () => {
    const t = cartTotals(lines, END);
    expect(t.total).toBe(28500 + 18500 + 31000);
    expect(t.nextPriceChange).toBeNull();
  });

  it('knows when an upcoming deal will start', () => {
    expect(cartTotals(lines, START - 1000).nextPriceChange).toBe(START);
  });

  it('ignores deal edges of lines bought as a variant', () => {
    expect(cartTotals([{ product: deal, attribute: kilo, qty: 1 }], START).nextPriceChange).toBeNull();
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], START)).toMatchObject({ total: 0, points: 0, count: 0, units: 0, nextPriceChange: null });
  });
});

describe('minimumOrderMessage', () => {
  it.each([
    [9999, 10000, 'Minimum order amount is ₹100.00'],
    [10000, 10000, null],
    [10001, 10000, null],
    [0, 0, null],
  ])('total %i, minimum %i', (total, min, expected) => {
    const said = minimumOrderMessage(total, min);
    expect(said && sayIn('en', said)).toBe(expected);
  });
});
