/**
 * Find within results on /shop (issue 16): GET /api/shop takes the search's sort and filters, and
 * the server-rendered /shop and /search read them from the URL (so a shared link shows the same).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardWire } from '../../src/lib/domain/catalogue/card-wire-schemas';
import { itemFromWire } from '../../src/lib/api/cart-wire';
import { refineUrl, pageUrl } from '../../src/components/refine-url';
import { apiQuery, readShopParams } from '../../src/components/shop-params';
import { readRefinements, refinementParams } from '../../src/lib/domain/search/search-refine';
import { unitPrice } from '../../src/lib/domain/catalogue/pricing';
import type { ProductCard } from '../../src/lib/domain/types';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

async function shop(query: string): Promise<{ products: CardWire<ProductCard>[]; total: number }> {
  const res = await w.call('GET', `/api/shop?${query}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.response;
}

describe('GET /api/shop sort and filters', () => {
  // the price a card shows: the deal price while a deal runs
  const shown = (p: CardWire<ProductCard>) => unitPrice(itemFromWire(p), null, Date.now()).selling;

  it('sorts a category by the price the card shows, low to high and high to low', async () => {
    const up = (await shop('category=staples&sort=price_asc')).products.map(shown);
    expect(up.length).toBeGreaterThan(3);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await shop('category=staples&sort=price_desc')).products.map(shown);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('newest first', async () => {
    const all = await shop('sort=new');
    expect(all.total).toBeGreaterThan(12);
  });

  it('brand + veg + stock + discount together, with a sort', async () => {
    const found = await shop('category=dairy-bakery&brand=Amul&brand=Nandini&veg=veg&stock=1&off=5&sort=discount');
    expect(found.total).toBeGreaterThan(0);
    let last = 100;
    for (const p of found.products) {
      expect(['Amul', 'Nandini']).toContain(p.brand);
      expect(p.veg).toBe(1);
      expect(p.stock).toBeGreaterThan(0);
      const off = Math.floor(((p.previous_price - p.discount_price) * 100) / p.previous_price);
      expect(off).toBeGreaterThanOrEqual(5);
      expect(off).toBeLessThanOrEqual(last);
      last = off;
    }
  });

  it('non-vegetarian shelf', async () => {
    const found = await shop('veg=nonveg');
    expect(found.total).toBeGreaterThan(0);
    for (const p of found.products) expect(p.veg).toBe(0);
  });

  it('every seeded food carries a mark; soaps and cleaners carry none', async () => {
    const soap = await shop('category=personal-care');
    for (const p of soap.products) expect(p.veg).toBeNull();
    const fruit = await shop('category=fruits-vegetables');
    for (const p of fruit.products) expect(p.veg).toBe(1);
  });

  it.each([
    ['sort=cheap', 'Unknown sort'],
    ['veg=green', 'Unknown veg mark'],
    ['off=0', 'Invalid discount'],
  ])('400 for %s', async (q, message) => {
    const res = await w.call('GET', `/api/shop?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('the URL keeps the state', () => {
  it('reads and writes the same refinements', () => {
    const url = new URLSearchParams('q=milk&sort=price_asc&brand=Amul&brand=Nandini&veg=veg&off=10&stock=1&min=20&max=300');
    const r = readRefinements(url);
    expect(r).toEqual({ sort: 'price_asc', brands: ['Amul', 'Nandini'], min: 20, max: 300, off: 10, inStock: true, veg: 'veg' });
    expect(readRefinements(refinementParams(r))).toEqual(r);
  });

  it('ignores what it cannot read', () => {
    expect(readRefinements(new URLSearchParams('sort=cheap&veg=green&off=200&min=x&brand=%3Cb%3E'))).toEqual({
      sort: 'relevance',
      brands: [],
      min: undefined,
      max: undefined,
      off: undefined,
      inStock: false,
      veg: undefined,
    });
  });

  it('the shop hands its filters to the infinite scroll', () => {
    const params = readShopParams(new URLSearchParams('sort=price_desc&brand=Amul&veg=veg'), 'dairy-bakery');
    const q = new URLSearchParams(apiQuery(params));
    expect(q.get('sort')).toBe('price_desc');
    expect(q.getAll('brand')).toEqual(['Amul']);
    expect(q.get('veg')).toBe('veg');
  });

  it('a filter form becomes a clean URL, and pages keep the rest', () => {
    expect(
      refineUrl('/search', [
        ['q', 'milk'],
        ['veg', ''],
        ['brand', 'Amul'],
        ['sort', 'price_asc'],
        ['page', '3'],
      ]),
    ).toBe('/search?q=milk&brand=Amul&sort=price_asc');
    expect(pageUrl(new URL('https://x.test/search?q=milk&brand=Amul'), 2)).toBe('/search?q=milk&brand=Amul&page=2');
    expect(pageUrl(new URL('https://x.test/search?q=milk&page=2'), 1)).toBe('/search?q=milk');
  });
});
