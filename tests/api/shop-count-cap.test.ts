/**
 * The shop counts no further than SHOP_COUNT_CAP products past the page it shows (issue 16): at
 * 20,000 products an exact count walked every matching index entry for a grid of 12. A capped
 * count says so (`totalCapped`, shown as "1,000+ products"), is never more than the real count, and
 * "more after this page" stays exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopProducts, type ShopFilter } from '../../functions/api/services/catalogue/catalogue';
import { SHOP_COUNT_CAP } from '../../src/lib/domain/catalogue/catalogue-schemas';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

const NOW = Date.now();
const SHELVES: [string, ShopFilter][] = [
  ['whole shop', { min: 10, max: 5000 }],
  ['veg, in stock, by discount', { min: 10, max: 5000, refine: { sort: 'discount', brands: [], inStock: true, veg: 'veg' } }],
  ['a category by price', { category: 'staples', min: 10, max: 5000, refine: { sort: 'price_desc', brands: [], inStock: false } }],
  ['offers', { productType: 'offers', min: 10, max: 5000 }],
];

describe('capped shop count', () => {
  it.each(SHELVES)('%s: a cap counts at least the cap past the page, never more than there are, and says it stopped', async (_, filter) => {
    const exact = await shopProducts(w.env.DB, filter, NOW, 1_000_000);
    expect(exact.totalCapped).toBe(false);
    const cap = 3;
    const capped = await shopProducts(w.env.DB, filter, NOW, cap);
    expect(capped.products).toEqual(exact.products);
    if (exact.total >= 12 + cap) {
      expect(capped.totalCapped).toBe(true);
      expect(capped.total).toBeGreaterThanOrEqual(12 + cap);
      expect(capped.total).toBeLessThanOrEqual(exact.total);
    } else {
      expect(capped.totalCapped).toBe(false);
      expect(capped.total).toBe(exact.total);
    }
    expect(capped.hasMore).toBe(exact.hasMore);
  });

  it('counts past the page asked for, so the last pages still know whether more follow', async () => {
    const filter: ShopFilter = { min: 10, max: 5000 };
    const exact = await shopProducts(w.env.DB, filter, NOW, 1_000_000);
    const last = Math.ceil(exact.total / 12);
    const page = await shopProducts(w.env.DB, { ...filter, page: last }, NOW, 3);
    expect(page.hasMore).toBe(false);
    expect(page.totalCapped).toBe(false);
    expect(page.total).toBe(exact.total);
    expect((await shopProducts(w.env.DB, { ...filter, page: last - 1 }, NOW, 3)).hasMore).toBe(true);
  });

  it('the demo shelf (215 products) is counted exactly under the real cap', async () => {
    const page = await shopProducts(w.env.DB, { min: 10, max: 5000 }, NOW);
    expect(SHOP_COUNT_CAP).toBe(1000);
    expect(page.totalCapped).toBe(false);
    expect(page.total).toBeGreaterThan(100);
  });
});
