import { describe, expect, it } from 'vitest';
import {
  chosenPackQuantity,
  formatUnitSalePrice,
  packWithUnitPrice,
  productPackLabels,
  unitPriceHelpsComparison,
  unitSalePrice,
} from '../../src/lib/domain/catalogue/unit-price';
import type { NetUnit } from '../../src/lib/domain/types';
import { t } from '../../src/lib/domain/i18n/t';

/** Unit prices in English, the catalogue's (the caller always says the language). */
const english = (key: Parameters<typeof t>[1], params: Record<string, string>) => t('en', key, params);

describe('unitSalePrice (Legal Metrology rule 6(10))', () => {
  it.each<[number, number, NetUnit, number, string]>([
    // selling paise, net quantity, unit → paise per basis, basis
    [4500, 200, 'g', 2250, '100 g'], // ₹45 for 200 g → ₹22.50 per 100 g
    [6000, 500, 'g', 1200, '100 g'],
    [29900, 1, 'kg', 29900, 'kg'],
    [52000, 5, 'kg', 10400, 'kg'], // ₹520 for 5 kg → ₹104 per kg
    [36000, 1.5, 'kg', 24000, 'kg'], // REAL quantities
    [14900, 1000, 'g', 14900, 'kg'], // 1000 g is a kg pack
    [2800, 500, 'ml', 560, '100 ml'],
    [6800, 1, 'l', 6800, 'L'],
    [19900, 2.25, 'l', 8844, 'L'], // 88.444… → 88.44
    [1500, 1, 'pc', 1500, 'piece'],
    [8400, 12, 'pc', 700, 'piece'],
    [10000, 3, 'pc', 3333, 'piece'], // 33.333… → 33.33
    [10000, 6, 'pc', 1667, 'piece'], // 16.666… → 16.67
    [500, 40, 'g', 1250, '100 g'],
  ])('%i paise for %d %s → %i per %s', (selling, qty, unit, paise, basis) => {
    expect(unitSalePrice(selling, qty, unit)).toEqual({ paise, basis });
  });

  it('rounds half a paisa up, exactly (no float drift)', () => {
    // 1 paisa for 200 g → 0.5 paise per 100 g → 1
    expect(unitSalePrice(1, 200, 'g')).toEqual({ paise: 1, basis: '100 g' });
    // 2005 paise for 2 kg → 1002.5 → 1003
    expect(unitSalePrice(2005, 2, 'kg')).toEqual({ paise: 1003, basis: 'kg' });
    // 1.1 kg is not exactly representable in binary: ₹11 for it is still ₹10.00 per kg
    expect(unitSalePrice(1100, 1.1, 'kg')).toEqual({ paise: 1000, basis: 'kg' });
  });

  it('has no unit price for an unknown pack size', () => {
    expect(unitSalePrice(5000, 0, 'g')).toBeNull();
    expect(unitSalePrice(5000, -1, 'kg')).toBeNull();
    expect(unitSalePrice(5000, Number.NaN, 'l')).toBeNull();
  });

  it('refuses fractions of a paisa and negative prices', () => {
    expect(() => unitSalePrice(10.5, 1, 'kg')).toThrow(RangeError);
    expect(() => unitSalePrice(-1, 1, 'kg')).toThrow(RangeError);
  });
});

describe('formatUnitSalePrice', () => {
  it('prints rupees with two decimals and the basis', () => {
    expect(formatUnitSalePrice(unitSalePrice(4500, 200, 'g'), english)).toBe('₹22.50 per 100 g');
    expect(formatUnitSalePrice(unitSalePrice(123456700, 1, 'kg'), english)).toBe('₹12,34,567.00 per kg');
    expect(formatUnitSalePrice(unitSalePrice(6800, 1, 'l'), english)).toBe('₹68.00 per L');
    expect(formatUnitSalePrice(unitSalePrice(8400, 12, 'pc'), english)).toBe('₹7.00 per piece');
    expect(formatUnitSalePrice(null, english)).toBe('');
  });
});

describe('unitPriceHelpsComparison', () => {
  it.each<[number, NetUnit, boolean]>([
    [500, 'g', true],
    [1, 'l', true],
    [12, 'pc', true],
    [1, 'pc', false],
    [0, 'g', false],
  ])('%d %s → %s', (qty, unit, expected) => {
    expect(unitPriceHelpsComparison(qty, unit)).toBe(expected);
  });
});

describe('the pack a shopper picked', () => {
  const onion = { net_quantity: 500 };
  it.each([
    ['no variant', null, 500],
    ['a variant with its own size', { net_quantity: 2000 }, 2000],
    ['a variant that declares no size', { net_quantity: 0 }, 500],
    ['a variant from an older cart copy', {}, 500],
  ])('%s → %s', (_label, attribute, qty) => {
    expect(chosenPackQuantity(onion, attribute)).toBe(qty);
  });

  it.each<[number, number, NetUnit, string]>([
    [1900, 500, 'g', '500 g · ₹3.80 per 100 g'],
    [6900, 2000, 'g', '2000 g · ₹34.50 per kg'],
    [6900, 2, 'kg', '2 kg · ₹34.50 per kg'],
    [4000, 1, 'pc', '1 pc'], // one piece is its own unit price
    [4000, 0, 'g', ''],
  ])('%s paise for %s %s reads "%s"', (selling, qty, unit, text) => {
    expect(packWithUnitPrice(selling, qty, unit, english)).toBe(text);
  });
});

describe("productPackLabels: the buy box's labels, worked out on the server", () => {
  const onion = {
    net_quantity: 1,
    net_unit: 'kg' as NetUnit,
    price: 4000,
    dealPrice: 3000,
    attributes: [
      { id: 7, name: '500 g', price: 2500, selling: 2200, point: 0, net_quantity: 0.5 },
      { id: 8, name: '2 kg', price: 9000, selling: 6900, point: 0, net_quantity: 2 },
    ],
  };

  it('labels each size by its own pack, and the plain pack at its regular and its deal price', () => {
    expect(productPackLabels(onion, english)).toEqual({
      regular: '1 kg · ₹40.00 per kg',
      deal: '1 kg · ₹30.00 per kg',
      sizes: { 7: '0.5 kg · ₹4.40 per 100 g', 8: '2 kg · ₹34.50 per kg' },
    });
  });

  it('gives the regular label for the deal when the product has no deal price', () => {
    const labels = productPackLabels({ ...onion, dealPrice: null, attributes: [] }, english);
    expect(labels.deal).toBe(labels.regular);
    expect(labels.sizes).toEqual({});
  });
});
