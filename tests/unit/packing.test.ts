import { describe, expect, it } from 'vitest';
import { packedTotals, packLines, weightWindow, WEIGHT_TOLERANCE, type PackableLine } from '../../src/lib/domain/orders/packing';

const milk: PackableLine = {
  id: 1,
  name: 'Milk 500 ml',
  qty: 4,
  unit: { selling: 2_800, mrp: 3_000, points: 28 },
  net_quantity: 500,
  net_unit: 'ml',
  if_missing: 'call',
};
const onions: PackableLine = {
  id: 2,
  name: 'Onion 1 kg',
  qty: 2,
  unit: { selling: 6_000, mrp: 7_000, points: 60 },
  net_quantity: 1,
  net_unit: 'kg',
  if_missing: 'skip',
};

describe('packLines', () => {
  it('a line without a mark is packed as ordered', () => {
    const r = packLines([milk], []);
    expect(r).toEqual({
      ok: true,
      lines: [{ id: 1, packed_qty: 4, grams: null, total: 11_200, mrp: 12_000, points: 112, substituted: null }],
    });
  });

  it.each([
    [0, 0],
    [3, 8_400],
    [4, 11_200],
  ])('short %i of 4 is charged %i paise', (packed, total) => {
    const r = packLines([milk], [{ line_id: 1, mark: 'short', packed_qty: packed }]);
    expect(r.ok && r.lines[0]!.total).toBe(total);
  });

  it.each([5, -1, 1.5])('refuses packing %s of 4', (packed) => {
    expect(packLines([milk], [{ line_id: 1, mark: 'short', packed_qty: packed }])).toEqual({
      ok: false,
      refusal: { code: 'tooMany', name: 'Milk 500 ml', qty: 4 },
    });
  });

  it(`weighs within ±${WEIGHT_TOLERANCE * 100} %: lighter per gram, heavier as ordered`, () => {
    expect(weightWindow(onions)).toEqual({ ordered: 2000, min: 1800, max: 2200 });
    const light = packLines([onions], [{ line_id: 2, mark: 'weighed', grams: 1900 }]);
    expect(light.ok && light.lines[0]).toMatchObject({ grams: 1900, total: 11_400, mrp: 13_300, points: 114, packed_qty: 2 });
    const heavy = packLines([onions], [{ line_id: 2, mark: 'weighed', grams: 2200 }]);
    expect(heavy.ok && heavy.lines[0]!.total).toBe(12_000);
  });

  it.each([1799, 2201])('refuses a weight of %i g', (grams) => {
    expect(packLines([onions], [{ line_id: 2, mark: 'weighed', grams }])).toMatchObject({
      ok: false,
      refusal: { code: 'weightOutside', min: 1800, max: 2200 },
    });
  });

  it('a Skip line short is packed as none, never in part', () => {
    expect(packLines([onions], [{ line_id: 2, mark: 'short', packed_qty: 1 }])).toMatchObject({
      ok: false,
      refusal: { code: 'skipMeansNone' },
    });
    const none = packLines([onions], [{ line_id: 2, mark: 'short', packed_qty: 0 }]);
    expect(none.ok && none.lines[0]!.total).toBe(0);
  });

  it('refuses a weight for a counted item and a line of another order', () => {
    expect(packLines([milk], [{ line_id: 1, mark: 'weighed', grams: 2000 }])).toMatchObject({ ok: false, refusal: { code: 'notWeighed' } });
    expect(packLines([milk], [{ line_id: 99, mark: 'picked' }])).toEqual({ ok: false, refusal: { code: 'notThisOrder' } });
  });
});

describe('packedTotals (through orderTotals)', () => {
  const placed = { payment: 'cash' as const, deliveryMode: 'delivery' as const, discount: 5_000, shipping: 4_000, earnsPoints: true };

  it('keeps the delivery charge and the discount as placed, capped at the goods', () => {
    const r = packLines([milk, onions], [{ line_id: 1, mark: 'short', packed_qty: 1 }]);
    const t = packedTotals(placed, r.ok ? r.lines : []);
    expect(t).toMatchObject({
      price: 2_800 + 12_000,
      coupon: 5_000,
      shipping: 4_000,
      payable: 2_800 + 12_000 - 5_000 + 4_000,
      pointsEarned: 0,
    });
    const none = packLines([milk], [{ line_id: 1, mark: 'short', packed_qty: 1 }]);
    expect(packedTotals(placed, none.ok ? none.lines : [])).toMatchObject({ coupon: 2_800, goods: 0, payable: 4_000 });
  });

  it('a points order pays no money and costs the points packed', () => {
    const r = packLines([milk], [{ line_id: 1, mark: 'short', packed_qty: 2 }]);
    expect(packedTotals({ ...placed, payment: 'point', shipping: 0 }, r.ok ? r.lines : [])).toMatchObject({
      payable: 0,
      points: 56,
      coupon: 0,
    });
  });
});
