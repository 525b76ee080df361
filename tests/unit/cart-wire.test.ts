import { describe, expect, it } from 'vitest';
import { cartLineFromWire } from '../../src/lib/api/cart-wire';
import type { CartLine, CartLineWire } from '../../src/lib/domain/cart/cart-schemas';

// only the keys matter here: the mapper renames, it never reads a value
const wire = { id: 1, pid: 7, pmin_count: 2, pmax_count: 6, max_count: 0, qty: 2 } as unknown as CartLineWire;

describe('cartLineFromWire (a cart answer, or an older stored "carts" copy)', () => {
  it("turns SPEC's pmin_count/pmax_count into minQty/maxQty, the other keys kept in their places", () => {
    const line = cartLineFromWire(wire);
    expect(Object.keys(line)).toEqual(['id', 'pid', 'minQty', 'maxQty', 'max_count', 'qty']);
    expect([line.minQty, line.maxQty]).toEqual([2, 6]);
  });

  it('passes a line already turned (a copy stored by this page) unchanged', () => {
    const turned = cartLineFromWire(wire);
    expect(cartLineFromWire(turned as CartLine)).toEqual(turned);
  });
});
