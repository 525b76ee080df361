import { describe, expect, it } from 'vitest';
import { reorderMessage, reorderQuantity, reorderSummary } from '../../src/lib/domain/cart/buy-again';
import { pricedProduct } from '../support/priced-product';
import { sayIn } from '../../src/lib/domain/i18n/t';

describe('reorderQuantity: what was bought, within today’s rules', () => {
  it('keeps the quantity when every rule allows it', () => {
    expect(reorderQuantity(pricedProduct({ stock: 50 }), 4, false)).toEqual({ qty: 4, capped: false });
  });
  it('caps at the maximum per order, the stock and the deal units left', () => {
    expect(reorderQuantity(pricedProduct({ stock: 50, maxQty: 3 }), 4, false)).toEqual({ qty: 3, capped: true });
    expect(reorderQuantity(pricedProduct({ stock: 2 }), 4, false)).toEqual({ qty: 2, capped: true });
    expect(reorderQuantity(pricedProduct({ stock: 50, max_count: 10, purchased_count: 9 }), 4, true)).toEqual({ qty: 1, capped: true });
  });
  it('raises to today’s minimum pack count', () => {
    expect(reorderQuantity(pricedProduct({ stock: 50, minQty: 3 }), 1, false)).toEqual({ qty: 3, capped: false });
  });
  it('gives nothing when not even the minimum can be bought', () => {
    expect(reorderQuantity(pricedProduct({ stock: 2, minQty: 3 }), 1, false)).toBeNull();
    expect(reorderQuantity(pricedProduct({ stock: 0 }), 1, false)).toBeNull();
  });
});

describe('what the shopper is told', () => {
  it('names the new and old price in rupees', () => {
    expect(reorderMessage({ name: 'Atta 5 kg', outcome: 'price_changed', qty: 1, was_price: 24500, price: 26000 })).toBe(
      'Atta 5 kg: added; the price is now ₹260.00 (was ₹245.00)',
    );
  });
  it('counts what went back', () => {
    expect(sayIn('en', reorderSummary([{ qty: 1 }, { qty: 2 }]))).toBe('All products added to your cart');
    expect(sayIn('en', reorderSummary([{ qty: 1 }, { qty: 0 }]))).toBe('1 of 2 products added to your cart');
    expect(sayIn('en', reorderSummary([{ qty: 0 }]))).toBe('None of these products can be added to your cart right now');
  });
});
