/**
 * The product panel's "Hurry Up Only N products Left!!!" (issue 28): a guest's page (and a shopper
 * with no branch) reads the store-wide count; a signed-in shopper's reads what their branch has of
 * the pack (`here`), as the Buy button sells from it: low at their branch though plenty store-wide,
 * nothing when their branch is out, and never more than a running deal's units left.
 */
import { describe, expect, it } from 'vitest';
import { hurryLine, type PanelContext } from '../../src/islands/purchase/purchase-view';
import type { ProductCard } from '../../src/lib/domain/types';

const NOW = Date.parse('2026-12-04T06:00:00Z');
const text = { 'product.hurryUp': 'Hurry Up Only {count} products Left!!!' } as PanelContext['text'];
const noDeal = { dealKind: null, date: null, to_date: null, dealPrice: null, max_count: 0, purchased_count: 0 };
const ctx = (p: Partial<ProductCard>): PanelContext =>
  ({
    product: { stock: 40, out_of_stock: 0, attributes: [], ...noDeal, ...p } as unknown as ProductCard,
    packs: {},
    rewards: false,
    text,
  }) as PanelContext;

describe('the hurry line', () => {
  it('store-wide without a branch count: low stock says so, plenty says nothing', () => {
    expect(hurryLine(ctx({ stock: 4 }), NOW)).toBe('Hurry Up Only 4 products Left!!!');
    expect(hurryLine(ctx({ stock: 40 }), NOW)).toBe('');
  });

  it("the shopper's branch decides once known: low there, plenty there, out there", () => {
    expect(hurryLine(ctx({ stock: 40 }), NOW, 3)).toBe('Hurry Up Only 3 products Left!!!');
    expect(hurryLine(ctx({ stock: 4 }), NOW, 25)).toBe('');
    expect(hurryLine(ctx({ stock: 40 }), NOW, 0)).toBe('');
    expect(hurryLine(ctx({ stock: 40, out_of_stock: 1 }), NOW, 3)).toBe('');
  });

  it('a deal with a cap: its units left store-wide, never more than the branch has', () => {
    const deal = {
      dealKind: 'deal_of_the_day',
      date: NOW - 1000,
      to_date: NOW + 3_600_000,
      dealPrice: 100,
      max_count: 20,
      purchased_count: 8,
    };
    expect(hurryLine(ctx({ stock: 40, ...deal } as Partial<ProductCard>), NOW)).toBe('Hurry Up Only 12 products Left!!!');
    expect(hurryLine(ctx({ stock: 40, ...deal } as Partial<ProductCard>), NOW, 5)).toBe('Hurry Up Only 5 products Left!!!');
  });
});
