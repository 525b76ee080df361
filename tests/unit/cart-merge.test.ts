/**
 * planMergeLine (issue 34): one browser cart line joining the account's cart. Each row is one edge
 * of the rule; the API test (tests/api/guest-cart.test.ts) runs it against real D1.
 */
import { describe, expect, it } from 'vitest';
import { planMergeLine } from '../../src/lib/domain/cart/cart-merge';
import { formatINR } from '../../src/lib/domain/money/money';
import type { ProductCard } from '../../src/lib/domain/types';
import { pricedProduct } from '../support/priced-product';

const NOW = Date.UTC(2026, 10, 20, 6, 30);
const card = (over: Partial<ProductCard> = {}): ProductCard =>
  ({
    ...pricedProduct({ id: 7, price: 4900, stock: 50 }),
    slug: 'milk',
    name: 'Milk',
    brand: '',
    photo: '',
    summary: '',
    attributes: [{ id: 71, name: '500 ml', price: 3000, selling: 2800, point: 28 }],
    ...over,
  }) as ProductCard;
const guest = (qty: number, extra: { aid?: number; price?: number } = {}) => ({ pid: 7, aid: 0, qty, ...extra });

describe('planMergeLine', () => {
  it.each([
    ['a new product comes as it is', card(), guest(3), null, { pid: 7, aid: 0, qty: 3 }, []],
    ['the same pack in both: the larger quantity, never the sum', card(), guest(2), { aid: 0, qty: 3 }, { pid: 7, aid: 0, qty: 3 }, []],
    ['the same pack, the browser has more: its quantity', card(), guest(4), { aid: 0, qty: 1 }, { pid: 7, aid: 0, qty: 4 }, []],
    ["another pack: the browser's pack and quantity", card(), guest(1, { aid: 71 }), { aid: 0, qty: 5 }, { pid: 7, aid: 71, qty: 1 }, []],
    [
      'over the stock: capped, and said',
      card({ stock: 5 }),
      guest(9),
      null,
      { pid: 7, aid: 0, qty: 5 },
      [{ pid: 7, code: 'cartMerge.capped', params: { qty: 5 } }],
    ],
    [
      'over maxQty: capped',
      card({ maxQty: 6 }),
      guest(8),
      null,
      { pid: 7, aid: 0, qty: 6 },
      [{ pid: 7, code: 'cartMerge.capped', params: { qty: 6 } }],
    ],
    [
      'over 100: capped at 100',
      card({ stock: 500 }),
      guest(150),
      null,
      { pid: 7, aid: 0, qty: 100 },
      [{ pid: 7, code: 'cartMerge.capped', params: { qty: 100 } }],
    ],
    [
      'below minQty: raised, and said',
      card({ minQty: 2 }),
      guest(1),
      null,
      { pid: 7, aid: 0, qty: 2 },
      [{ pid: 7, code: 'cartMerge.raised', params: { qty: 2 } }],
    ],
  ])('%s', (_, product, line, account, want, changes) => {
    expect(planMergeLine(product, line, account, NOW)).toEqual({ line: want, changes });
  });

  it.each([
    ['out of stock', card({ stock: 0 })],
    ['marked out of stock', card({ out_of_stock: 1 })],
    ['fewer in stock than its minimum', card({ stock: 1, minQty: 2 })],
    ['no longer in the catalogue', null],
  ])('leaves a line out when the product is %s', (_, product) => {
    expect(planMergeLine(product, guest(1), null, NOW)).toEqual({
      line: null,
      changes: [{ pid: 7, code: 'cartMerge.unavailable', params: {} }],
    });
  });

  it('leaves out a pack the product no longer offers', () => {
    expect(planMergeLine(card(), guest(1, { aid: 99 }), null, NOW).line).toBeNull();
  });

  it('says a price that changed since the shopper saw it, and not one that did not', () => {
    expect(planMergeLine(card(), guest(1, { price: 5200 }), null, NOW).changes).toEqual([
      { pid: 7, code: 'cartMerge.priceChanged', params: { price: formatINR(4900), was: formatINR(5200) } },
    ]);
    expect(planMergeLine(card(), guest(1, { price: 4900 }), null, NOW).changes).toEqual([]);
    expect(planMergeLine(card(), guest(1, { aid: 71, price: 2800 }), null, NOW).changes).toEqual([]);
  });
});
