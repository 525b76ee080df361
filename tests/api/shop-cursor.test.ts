/**
 * Keyset pagination of the shop (issue 31): walking a list by its cursors gives every matching
 * product exactly once, in the order the OFFSET pages gave, for every sort, with filters, a price
 * range and deals that start or end exactly at `now`; the cursor is checked at the edge (a bad
 * or foreign one is a 400 with a code); the shop order's keyset read seeks an index and sorts
 * nothing; a cached answer is keyed by its cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectCardsAfter, type CardsAfter } from '../../functions/api/db/catalogue/card-keyset';
import { type CardQuery, selectCards } from '../../functions/api/db/catalogue/product-lists';
import type { CardRow } from '../../functions/api/db/catalogue/product-rows';
import { shopProducts, type ShopFilter } from '../../functions/api/services/catalogue/catalogue';
import { decodeShopCursor, encodeShopCursor } from '../../src/lib/domain/catalogue/shop-cursor-schemas';
import type { Refinements } from '../../src/lib/domain/search/search-refine';
import { catching } from '../../scripts/bench/hot-queries';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
const NOW = Date.UTC(2026, 10, 29, 6, 30); // 12:00 IST
const HOUR = 3_600_000;

/** Products given a deal or a shortage relative to NOW, by position in id order (the seed's ids). */
async function setUpDealsAndShortages(db: D1Database) {
  const ids = (await db.prepare('SELECT id, discount_price FROM product ORDER BY id').all<{ id: number; discount_price: number }>())
    .results;
  const pick = (i: number) => ids[i]!;
  const deal = (id: number, start: number | null, end: number | null, amount: number, max = 10, bought = 0) =>
    db
      .prepare(
        `UPDATE product SET is_type = 'flash_deal', deal_start = ?, deal_end = ?, deal_amount = ?, deal_point = NULL, max_count = ?, purchased_count = ? WHERE id = ?`,
      )
      .bind(start, end, amount, max, bought, id);
  await db.batch([
    // every seeded deal off, so only these run at NOW
    db.prepare('UPDATE product SET is_type = NULL, deal_start = NULL, deal_end = NULL, deal_amount = NULL'),
    deal(pick(3).id, NOW, NOW + HOUR, 1500), // starts exactly now: running
    deal(pick(10).id, NOW - HOUR, NOW, 1500), // ends exactly now: over
    deal(pick(20).id, NOW - HOUR, NOW + HOUR, 1500, 5, 5), // sold out: over
    deal(pick(30).id, NOW + 1, NOW + HOUR, 1500), // starts a moment later: not yet
    // running, its deal price tied with another product's list price: the id breaks the tie across both lists
    deal(pick(40).id, NOW - HOUR, NOW + 2 * HOUR, pick(41).discount_price),
    deal(pick(50).id, NOW - 2 * HOUR, NOW + HOUR, 1500),
    // a deal with its window unset is no deal (and sorts first by its end)
    deal(pick(60).id, null, null, 1500),
    // some sold out or marked unavailable, so the shop order crosses from available to not
    db.prepare(`UPDATE product SET out_of_stock = 1 WHERE id IN (${[5, 17, 70, 71, 150].map((i) => pick(i).id).join(', ')})`),
    db.prepare(`UPDATE product SET stock = 0 WHERE id IN (${[6, 90, 200].map((i) => pick(i).id).join(', ')})`),
  ]);
}

beforeAll(async () => {
  w = await startWorker();
  await setUpDealsAndShortages(w.env.DB);
});
afterAll(async () => {
  await w?.dispose();
});

const REFINE: Refinements = { sort: 'relevance', brands: [], inStock: false };
const shelf = (f: ShopFilter & { refine?: Partial<Refinements> }): ShopFilter => ({
  min: 10,
  max: 5000,
  ...f,
  refine: { ...REFINE, ...f.refine },
});

const LISTS: [string, ShopFilter][] = [
  ['whole shop, shop order', shelf({})],
  ['whole shop, price low-high', shelf({ refine: { sort: 'price_asc' } })],
  ['whole shop, price high-low', shelf({ refine: { sort: 'price_desc' } })],
  ['whole shop, discount', shelf({ refine: { sort: 'discount' } })],
  ['whole shop, newest', shelf({ refine: { sort: 'new' } })],
  ['a category, shop order', shelf({ category: 'staples' })],
  ['a category, price high-low, veg', shelf({ category: 'staples', refine: { sort: 'price_desc', veg: 'veg' } })],
  ['a narrow price range, price low-high', shelf({ min: 14, max: 120, refine: { sort: 'price_asc' } })],
  ['a narrow price range, shop order', shelf({ min: 14, max: 120 })],
  ['deals running, price low-high', shelf({ productType: 'offers', refine: { sort: 'price_asc' } })],
  ['deals running, shop order', shelf({ productType: 'offers' })],
  ['in stock, 10 % off and more, discount', shelf({ refine: { sort: 'discount', inStock: true, off: 10 } })],
  ['a category, newest, in stock', shelf({ category: 'dairy-bakery', refine: { sort: 'new', inStock: true } })],
  ['points, price high-low', shelf({ priceType: 'points', min: 1, max: 100000, refine: { sort: 'price_desc' } })],
];

/** Every page by OFFSET (page=1, 2, …), as old links read them. */
async function byOffset(filter: ShopFilter): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const got = await shopProducts(w.env.DB, { ...filter, page }, NOW);
    ids.push(...got.products.map((p) => p.id));
    if (!got.hasMore) return ids;
  }
}

/** Page 1, then every next page by its cursor, as the scroll reads them. */
async function byCursor(filter: ShopFilter): Promise<{ ids: number[]; pages: number }> {
  let got = await shopProducts(w.env.DB, filter, NOW);
  const ids = got.products.map((p) => p.id);
  let pages = 1;
  while (got.next) {
    expect(got.hasMore).toBe(true);
    got = await shopProducts(w.env.DB, { ...filter, cursor: decodeShopCursor(got.next)! }, NOW);
    ids.push(...got.products.map((p) => p.id));
    pages++;
  }
  expect(got.hasMore).toBe(false);
  return { ids, pages };
}

describe('a cursor walk reads what the OFFSET pages read', () => {
  it.each(LISTS)('%s', async (_name, filter) => {
    const offset = await byOffset(filter);
    const cursor = await byCursor(filter);
    expect(cursor.ids).toEqual(offset);
    expect(new Set(cursor.ids).size).toBe(cursor.ids.length);
    // and that is every matching product: the count agrees
    expect(cursor.ids.length).toBe((await shopProducts(w.env.DB, filter, NOW, 1_000_000)).total);
    expect(cursor.pages).toBe(Math.max(1, Math.ceil(offset.length / 12)));
  });

  it('the lists cross the edges the test set up (a deal starting now, unavailable products, a tie across the price lists)', async () => {
    const offers = await byCursor(shelf({ productType: 'offers' }));
    // the deal starting exactly now and the two running ones; not the ended, sold-out, unset or future ones
    expect(offers.ids.length).toBe(3);
    const shop = await shopProducts(w.env.DB, { ...shelf({}), page: 18 }, NOW);
    expect(shop.products.some((p) => p.out_of_stock === 1 || p.stock === 0)).toBe(true);
  });

  it('a deal ending list walks the unset ends first, then by end (db level, every product)', async () => {
    const q: CardQuery = { order: 'deal_ending', limit: 7, activeDealAt: undefined, price: undefined };
    const all = (await w.env.DB.prepare('SELECT count(*) AS n FROM product').first<{ n: number }>())!.n;
    const offset = (await selectCards(w.env.DB, { ...q, limit: all }).all<CardRow>()).results.map((r) => r.id);
    const walked: number[] = [];
    let after: CardsAfter | null = null;
    for (;;) {
      const statement: D1PreparedStatement = after ? selectCardsAfter(w.env.DB, q, after) : selectCards(w.env.DB, q);
      const rows: CardRow[] = (await statement.all<CardRow>()).results;
      walked.push(...rows.map((r) => r.id));
      if (rows.length < q.limit) break;
      after = { key: rows.at(-1)!.sort_key ?? null, id: rows.at(-1)!.id };
    }
    expect(walked).toEqual(offset);
  });
});

describe('the cursor at the edge', () => {
  const api = (query: string) => w.call('GET', `/api/shop?${query}`);

  it('GET /api/shop walks by cursor, each next page from the last one', async () => {
    const first = await api('min=10&max=5000&sort=price_asc');
    expect(first.status).toBe(200);
    const second = await api(`min=10&max=5000&sort=price_asc&cursor=${first.body.response.next}`);
    expect(second.status).toBe(200);
    const byPage = await api('min=10&max=5000&sort=price_asc&page=2');
    expect(second.body.response.products.map((p: { id: number }) => p.id)).toEqual(
      byPage.body.response.products.map((p: { id: number }) => p.id),
    );
  });

  it.each([
    ['not base64url', encodeURIComponent('abc$!*')],
    ['not JSON', encodeURIComponent(btoa('not json'))],
    ['a field missing', btoa(JSON.stringify({ s: 'relevance', k: 1 })).replace(/=+$/, '')],
    ['an id that is not a product id', btoa(JSON.stringify({ s: 'relevance', k: 1, i: -4 })).replace(/=+$/, '')],
    ['too long', 'A'.repeat(300)],
  ])('a cursor that is %s is a 400 with a code', async (_name, cursor) => {
    const res = await api(`min=10&max=5000&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, code: 'srv.listMoved', message: 'This list has changed. Please reload the page.' });
  });

  it("a cursor of another sort is refused, in the shopper's language", async () => {
    const cursor = encodeShopCursor({ sort: 'price_asc', key: 4000, id: 12 });
    const res = await w.call('GET', `/api/shop?min=10&max=5000&sort=discount&cursor=${cursor}`, undefined, { cookie: 'lang=kn' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('srv.listMoved');
    expect(res.body.message).not.toBe('This list has changed. Please reload the page.');
  });

  it('a cached answer is keyed by its cursor: two cursors, two pages', async () => {
    const before = w.env.CATALOGUE_CACHE_SECONDS;
    w.env.CATALOGUE_CACHE_SECONDS = '60';
    try {
      const first = await api('min=10&max=5000');
      const next = first.body.response.next as string;
      const second = await api(`min=10&max=5000&cursor=${next}`);
      const third = await api(`min=10&max=5000&cursor=${second.body.response.next}`);
      const ids = (r: typeof first) => r.body.response.products.map((p: { id: number }) => p.id);
      expect(ids(second)).not.toEqual(ids(first));
      expect(ids(third)).not.toEqual(ids(second));
      // asked again, each comes back as it was (from the cache)
      expect(ids(await api(`min=10&max=5000&cursor=${next}`))).toEqual(ids(second));
    } finally {
      w.env.CATALOGUE_CACHE_SECONDS = before;
    }
  });
});

describe('the keyset read seeks an index', () => {
  interface Step {
    id: number;
    parent: number;
    detail: string;
  }

  /** The plan of the statement that reads a cursor page of `filter` (the one with the UNION ALL). */
  async function planOf(filter: ShopFilter): Promise<Step[]> {
    const first = await shopProducts(w.env.DB, filter, NOW);
    const { db, caught } = catching(w.env.DB);
    await shopProducts(db, { ...filter, cursor: decodeShopCursor(first.next!)! }, NOW);
    const pageRead = caught.filter((s) => s.sql.includes('UNION ALL'));
    expect(pageRead.length).toBe(1);
    const plan = await w.env.DB.prepare(`EXPLAIN QUERY PLAN ${pageRead[0]!.sql}`)
      .bind(...pageRead[0]!.params)
      .all<Step>();
    return plan.results;
  }

  /**
   * Sorts of product rows: a temporary b-tree beside a walk of product (same parent in the plan).
   * The plan may sort the few ids each walk handed on (beside "SCAN (subquery-N)", at most a page).
   */
  const productSorts = (plan: Step[]) =>
    plan.filter(
      (s) =>
        /TEMP B-TREE/.test(s.detail) && plan.some((o) => o.parent === s.parent && /^(SEARCH|SCAN) p USING INDEX|^SCAN p$/.test(o.detail)),
    );
  const walks = (plan: Step[], index: string) =>
    plan.filter((s) => s.detail.startsWith(`SEARCH p USING INDEX ${index} `)).map((s) => s.detail);

  it('the shop order: two seeks on product_shop_order, no sort of product rows, no scan', async () => {
    const plan = await planOf(shelf({}));
    const text = plan.map((s) => s.detail).join('\n');
    expect(walks(plan, 'product_shop_order'), text).toEqual([
      'SEARCH p USING INDEX product_shop_order (<expr>=? AND id>?)',
      'SEARCH p USING INDEX product_shop_order (<expr><?)',
    ]);
    expect(productSorts(plan), text).toEqual([]);
    expect(
      plan.filter((s) => /^SCAN p\b/.test(s.detail)),
      text,
    ).toEqual([]);
  });

  it('a category in shop order: two seeks on the category index, no sort of product rows', async () => {
    const plan = await planOf(shelf({ category: 'staples' }));
    const text = plan.map((s) => s.detail).join('\n');
    expect(walks(plan, 'product_by_category_shop'), text).toHaveLength(2);
    expect(productSorts(plan), text).toEqual([]);
  });

  it('the check can fail: a sort beside a walk of product is caught', () => {
    const plan: Step[] = [
      { id: 1, parent: 0, detail: 'SEARCH p USING INDEX product_shop_order (<expr>=? AND id>?)' },
      { id: 2, parent: 0, detail: 'USE TEMP B-TREE FOR ORDER BY' },
      { id: 3, parent: 5, detail: 'SCAN (subquery-2)' },
      { id: 4, parent: 5, detail: 'USE TEMP B-TREE FOR ORDER BY' },
    ];
    expect(productSorts(plan).map((s) => s.id)).toEqual([2]);
  });
});
