import type { PricedProduct } from '../../src/lib/domain/types';

/**
 * A product as the pricing and quantity rules read it: in stock, no deal, no limits. Tests state only
 * what their case is about: pricedProduct({ price: 4900, stock: 5 }).
 */
export function pricedProduct(overrides: Partial<PricedProduct> = {}): PricedProduct {
  return {
    id: 1,
    mrp: 20000,
    price: 18000,
    point: 180,
    stock: 10,
    out_of_stock: 0,
    minQty: 1,
    maxQty: 0,
    dealKind: null,
    date: null,
    to_date: null,
    dealPrice: null,
    dealPoints: null,
    max_count: 0,
    purchased_count: 0,
    ...overrides,
  };
}
