/**
 * The shop at a hypermart's size (issue 16): every statement the hot reads send (shop counts and
 * sorts with their filters, search tiers, header suggestions, product page, related products, menu)
 * is planned with an index, never a full SCAN of product, so a later change cannot bring one back.
 * And the reshaped shop reads (price sorts merged from two index walks, counts as index ranges)
 * answer exactly what the plain query over "the price the card shows" answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, cardWhere, type CardQuery } from '../../functions/api/db/catalogue/product-lists';
import { shopProducts, type ShopFilter } from '../../functions/api/services/catalogue/catalogue';
import type { Refinements } from '../../src/lib/domain/search/search-refine';
import { fullProductScans, HOT_READS, hotQueryPlans } from '../../scripts/bench/hot-queries';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

describe('hot query plans', () => {
  it('no hot read scans the product table', async () => {
    const plans = await hotQueryPlans(w.env.DB);
    // every hot read sent something, so none is silently left out of the check
    expect(new Set(plans.map((p) => p.read)).size).toBe(HOT_READS.length);
    const scans = plans.filter((p) => fullProductScans(p.plan).length > 0).map((p) => `${p.read}: ${p.sql}\n  ${p.plan.join('\n  ')}`);
    expect(scans).toEqual([]);
  });

  it("a search reads the index once, in one statement, and scores nothing with bm25 (most of a broad word's cost)", async () => {
    const plans = await hotQueryPlans(w.env.DB);
    const searching = (read: string) => plans.filter((p) => p.read === read && /product_fts\b(?!_terms)/.test(p.sql));
    // the page, its count and its brands: one statement (before: three, each running every tier's MATCH)
    for (const read of [
      'search, relevance (synonym)',
      'search, typo, price sort + veg + stock',
      'search, brand filter, discount',
      'header suggestions',
    ]) {
      expect(searching(read).length, read).toBe(1);
    }
    expect(plans.filter((p) => p.sql.includes('bm25(')).map((p) => p.read)).toEqual([]);
  });

  it('spots a full scan in a plan', () => {
    expect(fullProductScans(['SCAN p'])).toEqual(['SCAN p']);
    expect(fullProductScans(['SCAN p USING INDEX product_shop_order', 'SCAN category', 'SCAN hits'])).toEqual([]);
  });
});

describe('reshaped shop reads answer as the plain query does', () => {
  const REFINE: Refinements = { sort: 'relevance', brands: [], inStock: false };
  const SORT: Record<Refinements['sort'], CardQuery['order']> = {
    relevance: 'shop',
    price_asc: 'price_asc',
    price_desc: 'price_desc',
    discount: 'discount',
    new: 'newest',
  };

  /** The ids and count by the plain query: the CASE price in WHERE and ORDER BY, every row looked at. */
  async function plain(filter: ShopFilter, now: number): Promise<{ ids: number[]; total: number }> {
    const r = { ...REFINE, ...filter.refine };
    const points = filter.priceType === 'points';
    const min = filter.min ?? 10;
    const max = filter.max ?? 5000;
    const q: CardQuery = {
      categorySlug: filter.category,
      price: points ? { field: 'points', min, max, now } : { field: 'selling', min: min * 100, max: max * 100, now },
      order: SORT[r.sort],
      limit: 12,
      brands: r.brands.length ? r.brands : undefined,
      minDiscount: r.off,
      inStock: r.inStock || undefined,
      veg: r.veg === undefined ? undefined : r.veg === 'veg' ? 1 : 0,
      activeDealAt: filter.productType === 'offers' ? now : undefined,
    };
    const where = cardWhere(q);
    const order = cardOrder(q.order, now);
    const page = filter.page ?? 1;
    const rows = await w.env.DB.prepare(`SELECT p.id FROM product p ${where.sql} ORDER BY ${order.sql} LIMIT 12 OFFSET ?`)
      .bind(...where.params, ...order.params, (page - 1) * 12)
      .all<{ id: number }>();
    const count = await w.env.DB.prepare(`SELECT count(*) AS n FROM product p ${where.sql}`)
      .bind(...where.params)
      .first<{ n: number }>();
    return { ids: rows.results.map((x) => x.id), total: count!.n };
  }

  const CASES: [string, ShopFilter][] = [
    ['all, price low-high', { refine: { sort: 'price_asc' } }],
    ['all, price high-low, page 2', { page: 2, refine: { sort: 'price_desc' } }],
    ['all, price low-high, last page', { page: 18, refine: { sort: 'price_asc' } }],
    ['narrow range, price low-high', { min: 40, max: 120, refine: { sort: 'price_asc' } }],
    ['category, price high-low, veg, in stock', { category: 'staples', refine: { sort: 'price_desc', veg: 'veg', inStock: true } }],
    ['category + brand, price low-high', { category: 'dairy-bakery', refine: { sort: 'price_asc', brands: ['Amul'] } }],
    ['offers, price low-high', { productType: 'offers', refine: { sort: 'price_asc' } }],
    ['discount 20 % and more', { refine: { sort: 'discount', off: 20 } }],
    ['points, shop order', { priceType: 'points', min: 1, max: 2000 }],
    ['points, price low-high', { priceType: 'points', min: 50, max: 400, refine: { sort: 'price_asc' } }],
  ];

  it.each(CASES)('%s', async (_name, filter) => {
    const now = Date.now();
    const expected = await plain(filter, now);
    const got = await shopProducts(w.env.DB, { min: 10, max: 5000, ...filter, refine: { ...REFINE, ...filter.refine } }, now);
    expect(got.total).toBe(expected.total);
    expect(got.products.map((p) => p.id)).toEqual(expected.ids);
  });

  it('a deal running changes where a product sorts and whether its price is in range', async () => {
    const now = Date.now();
    // the cheapest staple on a running deal at ₹1: first in a low-to-high sort, and counted in a ₹1–2 range
    const pick = await w.env.DB.prepare(
      `SELECT id FROM product WHERE category_id = (SELECT id FROM category WHERE slug = 'staples') ORDER BY discount_price DESC, id LIMIT 1`,
    ).first<{ id: number }>();
    await w.env.DB.prepare(
      `UPDATE product SET is_type = 'deal_of_day', deal_amount = 100, deal_start = ?1, deal_end = ?2, max_count = 10, purchased_count = 0 WHERE id = ?3`,
    )
      .bind(now - 60_000, now + 3_600_000, pick!.id)
      .run();
    const sorted = await shopProducts(w.env.DB, { category: 'staples', min: 1, max: 5000, refine: { ...REFINE, sort: 'price_asc' } }, now);
    expect(sorted.products[0]!.id).toBe(pick!.id);
    const cheap = await shopProducts(w.env.DB, { category: 'staples', min: 1, max: 2, refine: { ...REFINE, sort: 'price_desc' } }, now);
    expect(cheap.products.map((p) => p.id)).toContain(pick!.id);
    expect(cheap.total).toBe((await plain({ category: 'staples', min: 1, max: 2, refine: { sort: 'price_desc' } }, now)).total);
    // a deal with its window unset is no deal: the list price counts, as in the plain query
    await w.env.DB.prepare('UPDATE product SET deal_start = NULL WHERE id = ?').bind(pick!.id).run();
    const unset = await shopProducts(w.env.DB, { category: 'staples', min: 1, max: 5000, refine: { ...REFINE, sort: 'price_asc' } }, now);
    const expected = await plain({ category: 'staples', min: 1, max: 5000, refine: { sort: 'price_asc' } }, now);
    expect(unset.products.map((p) => p.id)).toEqual(expected.ids);
    expect(unset.total).toBe(expected.total);
  });
});
