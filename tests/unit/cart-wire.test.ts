import { describe, expect, it } from 'vitest';
import { cartLineFromWire } from '../../src/lib/api/cart-wire';
import type { CartLine, CartLineWire } from '../../src/lib/domain/cart/cart-schemas';
import { fromCardWire, toCardWire } from '../../src/lib/domain/catalogue/card-wire-schemas';

// only the keys matter here: the mapper renames, it never reads a value
const wire = {
  ...{ id: 1, pid: 7, previous_price: 9000, discount_price: 7900, pmin_count: 2, pmax_count: 6 },
  ...{ is_type: 'flash_deal', deal_amount: 6500, deal_point: 65, qty: 2 },
  attribute: { id: 3, name: '1 kg', price: 9500, selling: 8800, point: 88 },
} as unknown as CartLineWire;

describe('cartLineFromWire (a cart answer, or an older stored "carts" copy)', () => {
  it("turns SPEC's price, quantity and deal names into the inner ones, the other keys kept in their places", () => {
    const line = cartLineFromWire(wire);
    expect(Object.keys(line)).toEqual([
      'id',
      'pid',
      'mrp',
      'price',
      'minQty',
      'maxQty',
      'dealKind',
      'dealPrice',
      'dealPoints',
      'qty',
      'attribute',
    ]);
    expect([line.mrp, line.price, line.minQty, line.maxQty]).toEqual([9000, 7900, 2, 6]);
    expect([line.dealKind, line.dealPrice, line.dealPoints]).toEqual(['flash_deal', 6500, 65]);
  });

  it("leaves a pack's own price alone: nested, it is the pack's MRP on the wire and inside", () => {
    expect(cartLineFromWire(wire).attribute).toEqual({ id: 3, name: '1 kg', price: 9500, selling: 8800, point: 88 });
  });

  it('passes a line already turned (a copy stored by this page) unchanged', () => {
    const turned = cartLineFromWire(wire);
    expect(cartLineFromWire(turned as CartLine)).toEqual(turned);
  });

  it('is the inverse of what the routes send: out and back in gives the same keys in the same order', () => {
    const turned = cartLineFromWire(wire);
    const out = toCardWire(turned);
    expect(JSON.stringify(out)).toBe(JSON.stringify(wire));
    expect(fromCardWire(out)).toEqual(turned);
  });
});
