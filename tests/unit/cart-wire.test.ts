import { describe, expect, it } from 'vitest';
import { cartLineFromWire } from '../../src/lib/api/cart-wire';
import type { CartLine, CartLineWire } from '../../src/lib/domain/cart/cart-schemas';

// only the keys matter here: the mapper renames, it never reads a value
const wire = {
  ...{ id: 1, pid: 7, pmin_count: 2, pmax_count: 6, is_type: 'flash_deal', deal_amount: 6500, deal_point: 65, qty: 2 },
} as unknown as CartLineWire;

describe('cartLineFromWire (a cart answer, or an older stored "carts" copy)', () => {
  it("turns SPEC's quantity and deal names into the inner ones, the other keys kept in their places", () => {
    const line = cartLineFromWire(wire);
    expect(Object.keys(line)).toEqual(['id', 'pid', 'minQty', 'maxQty', 'dealKind', 'dealPrice', 'dealPoints', 'qty']);
    expect([line.minQty, line.maxQty, line.dealKind, line.dealPrice, line.dealPoints]).toEqual([2, 6, 'flash_deal', 6500, 65]);
  });

  it('passes a line already turned (a copy stored by this page) unchanged', () => {
    const turned = cartLineFromWire(wire);
    expect(cartLineFromWire(turned as CartLine)).toEqual(turned);
  });
});
