import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FESTIVAL_ID, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { getProduct, listHomeProducts, relatedProducts, searchCatalogue, shopProducts } from '../../src/server/catalogue';
import { escapeLike } from '../../functions/api/db/like';
import { isDealActive } from '../../src/lib/domain/catalogue/deal';
import { unitPrice } from '../../src/lib/domain/catalogue/pricing';
import type { Category, CategoryWithSubs, ProductCard, ProductDetail } from '../../src/lib/domain/types';

/** A card and a product page as the answers carry them: SPEC's names (previous_price, discount_price, pmin_count…). */
type Card = CardWire<ProductCard>;
type Detail = CardWire<ProductDetail>;
import type { CardWire } from '../../src/lib/domain/catalogue/card-wire-schemas';
import { itemFromWire } from '../../src/lib/api/cart-wire';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let db: D1Database;

beforeAll(async () => {
  w = await startWorker();
  db = w.env.DB;
});
afterAll(async () => {
  await w?.dispose();
});

const CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** A catalogue GET answered 200 with the CDN cache header; its `response`. */
async function cachedResponse<T>(path: string): Promise<T> {
  const res = await w.call('GET', path);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(CACHE);
  return res.body.response as T;
}

const CARD_KEYS = [
  'id',
  'slug',
  'name',
  'brand',
  'photo',
  'sort_details',
  'category_id',
  'previous_price',
  'discount_price',
  'point',
  'stock',
  'out_of_stock',
  'pmin_count',
  'pmax_count',
  'is_type',
  'date',
  'to_date',
  'deal_amount',
  'deal_point',
  'max_count',
  'purchased_count',
  'net_quantity',
  'net_unit',
  'veg',
  'attributes',
].sort();

function expectCard(p: Card) {
  expect(Object.keys(p).sort()).toEqual(CARD_KEYS);
  expect(Number.isInteger(p.discount_price)).toBe(true);
  expect(Number.isInteger(p.previous_price)).toBe(true);
  expect(Array.isArray(p.attributes)).toBe(true);
  for (const a of p.attributes) expect(Object.keys(a).sort()).toEqual(['id', 'name', 'net_quantity', 'point', 'price', 'selling']);
}

/** Column values straight from D1, to check the API against the source rather than itself. */
async function column<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<Record<string, T>>();
  return results.map((r) => Object.values(r)[0] as T);
}

const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
// an answer's card says SPEC's names; the domain's rules read the inner ones
const inward = (p: Card) => itemFromWire(p);

describe('POST /api/homeProduct', () => {
  it.each([
    ['hot', 'is_hot'],
    ['best', 'is_best'],
    ['feature', 'is_featured'],
    ['new', 'is_new'],
  ])('%s lists only products flagged %s', async (type, flag) => {
    const res = await w.call('POST', '/api/homeProduct', { type });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const list = res.body.response as Card[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(12);
    list.forEach(expectCard);
    const flagged = await column<number>(`SELECT id FROM product WHERE ${flag} = 1`);
    for (const p of list) expect(flagged).toContain(p.id);
  });

  it('new arrivals come newest first', async () => {
    const list = (await w.call('POST', '/api/homeProduct', { type: 'new' })).body.response as Card[];
    const created = await column<number>(
      `SELECT created_at FROM product WHERE id IN (${list.map(() => '?').join(',')}) ORDER BY created_at DESC, id DESC`,
      ...list.map((p) => p.id),
    );
    const inOrder = await Promise.all(
      list.map(async (p) => (await column<number>('SELECT created_at FROM product WHERE id = ?', p.id))[0]),
    );
    expect(inOrder).toEqual(created);
  });

  it('deal lists the running deals, soonest ending first, and not the upcoming one', async () => {
    const res = await w.call('POST', '/api/homeProduct', { type: 'deal', limit: 48 });
    expect(res.status).toBe(200);
    const list = res.body.response as Card[];
    expect(slugs(list)).toContain(FIXTURE_PRODUCTS.dealOfDay);
    expect(slugs(list)).toContain(FIXTURE_PRODUCTS.flashDeal);
    expect(slugs(list)).not.toContain(FIXTURE_PRODUCTS.dealUpcoming);
    // every unit bought: no deal any more, the product is sold at its regular price
    expect(slugs(list)).not.toContain(FIXTURE_PRODUCTS.dealSoldOut);
    const now = Date.now();
    for (const p of list) expect(isDealActive(inward(p), now)).toBe(true);
    const ends = list.map((p) => p.to_date!);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('respects the limit', async () => {
    const list = (await w.call('POST', '/api/homeProduct', { type: 'hot', limit: 2 })).body.response;
    expect(list.length).toBeLessThanOrEqual(2);
  });

  it('ignores a user id in the body', async () => {
    const plain = await w.call('POST', '/api/homeProduct', { type: 'deal' });
    const withUser = await w.call('POST', '/api/homeProduct', { type: 'deal', user_id: 2 });
    expect(withUser.status).toBe(200);
    expect(slugs(withUser.body.response)).toEqual(slugs(plain.body.response));
  });

  it('type category lists the top categories, as GET /api/category does', async () => {
    const res = await w.call('POST', '/api/homeProduct', { type: 'category' });
    expect(res.status).toBe(200);
    const categories = (await w.call('GET', '/api/category')).body.response as { slug: string }[];
    expect(categories.length).toBeGreaterThan(0);
    expect((res.body.response as { slug: string }[]).map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
  });

  it("type category with a slug lists that category's products, and 404 for an unknown one", async () => {
    const [category] = (await w.call('GET', '/api/category')).body.response as { id: number; slug: string }[];
    const res = await w.call('POST', '/api/homeProduct', { type: 'category', slug: category!.slug, limit: 5 });
    expect(res.status).toBe(200);
    const list = res.body.response as Card[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    list.forEach(expectCard);
    const inCategory = await column<number>('SELECT id FROM product WHERE category_id = ?', category!.id);
    for (const p of list) expect(inCategory).toContain(p.id);
    const missing = await w.call('POST', '/api/homeProduct', { type: 'category', slug: 'no-such-aisle' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 0, message: 'Category not found' });
  });

  it.each([
    ['a slug on a product list', { type: 'hot', slug: 'staples' }],
    ['an unknown type', { type: 'cheap' }],
    ['a missing type', {}],
    ['a numeric type', { type: 3 }],
    ['a zero limit', { type: 'hot', limit: 0 }],
    ['a text limit', { type: 'hot', limit: 'ten' }],
    ['a huge limit', { type: 'hot', limit: 10_000 }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await w.call('POST', '/api/homeProduct', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await w.request('/api/homeProduct', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{type:' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { status: number }).status).toBe(0);
  });
});

describe('categories', () => {
  it('GET /api/category lists categories, cacheable', async () => {
    const cats = await cachedResponse<Category[]>('/api/category');
    expect(cats.length).toBeGreaterThanOrEqual(6);
    for (const c of cats) expect(Object.keys(c).sort()).toEqual(['id', 'name', 'photo', 'slug']);
  });

  it('GET /api/categoryAndsub nests subcategories and at most 10 products each', async () => {
    const tree = await cachedResponse<CategoryWithSubs[]>('/api/categoryAndsub');
    expect(tree.length).toBeGreaterThanOrEqual(6);
    expect(tree.some((c) => c.subcategories.length > 0)).toBe(true);
    const withProducts = tree.flatMap((c) => c.subcategories).filter((s) => s.products.length > 0);
    expect(withProducts.length).toBeGreaterThan(0);
    for (const c of tree) {
      for (const s of c.subcategories) {
        expect(s.products.length).toBeLessThanOrEqual(10);
        const owners = await column<number>('SELECT category_id FROM subcategory WHERE id = ?', s.id);
        expect(owners).toEqual([c.id]);
        for (const p of s.products) expect(Object.keys(p).sort()).toEqual(['id', 'name', 'slug']);
      }
    }
  });

  it('GET /api/category/:slug and /:id give the category and its subcategories', async () => {
    const [first] = (await w.call('GET', '/api/category')).body.response as Category[];
    const bySlug = await w.call('GET', `/api/category/${first!.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.response.category).toEqual(first);
    expect(bySlug.body.response.subcategories.length).toBeGreaterThan(0);
    const byId = await w.call('GET', `/api/category/${first!.id}`);
    expect(byId.body.response).toEqual(bySlug.body.response);
  });

  it('404 for an unknown category, 400 for a malformed one', async () => {
    const missing = await w.call('GET', '/api/category/no-such-aisle');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, code: expect.any(String), message: 'Category not found' });
    expect(missing.headers.get('cache-control')).not.toBe(CACHE);
    const bad = await w.call('GET', `/api/category/${encodeURIComponent("x' OR 1=1 --")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(0);
  });
});

describe('GET /api/shop', () => {
  const shop = async (query: string) => {
    const res = await w.call('GET', `/api/shop?${query}`);
    expect(res.status).toBe(200);
    return res.body.response as { products: Card[]; total: number; page: number; pageSize: number; hasMore: boolean };
  };

  it('pages by 12 and walking the pages covers the total once', async () => {
    const first = await shop('page=1');
    expect(first.pageSize).toBe(12);
    expect(first.products).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    first.products.forEach(expectCard);

    const seen: number[] = [];
    let page = first;
    let n = 1;
    for (;;) {
      seen.push(...page.products.map((p) => p.id));
      expect(page.page).toBe(n);
      if (!page.hasMore) break;
      expect(page.products).toHaveLength(12);
      page = await shop(`page=${++n}`);
    }
    expect(page.hasMore).toBe(false);
    expect(page.products.length).toBeGreaterThan(0);
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(seen.length);

    const beyond = await shop(`page=${n + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.hasMore).toBe(false);
  });

  it('shows products in stock before unavailable ones', async () => {
    const all: Card[] = [];
    for (let n = 1; ; n++) {
      const page = await shop(`page=${n}`);
      all.push(...page.products);
      if (!page.hasMore) break;
    }
    const available = all.map((p) => p.stock > 0 && p.out_of_stock !== 1);
    const firstUnavailable = available.indexOf(false);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(available.slice(firstUnavailable).every((a) => !a)).toBe(true);
  });

  it('keeps every product inside the rupee range, priced as the shopper pays now', async () => {
    const res = await w.call('GET', '/api/shop?priceType=price&min=50&max=150');
    expect(res.headers.get('cache-control')).toBe(CACHE);
    const page = res.body.response as { products: Card[]; total: number };
    expect(page.products.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const p of page.products) {
      const { selling } = unitPrice(inward(p), null, now);
      expect(selling).toBeGreaterThanOrEqual(5000);
      expect(selling).toBeLessThanOrEqual(15000);
    }
    const everything = await shop('priceType=all&min=0&max=1000000');
    expect(page.total).toBeLessThan(everything.total);
  });

  it('defaults to the 10 to 5000 rupee range', async () => {
    const implicit = await shop('');
    const explicit = await shop('priceType=all&min=10&max=5000');
    expect(implicit.total).toBe(explicit.total);
    expect(slugs(implicit.products)).toEqual(slugs(explicit.products));
    const cheapest = await column<number>('SELECT min(discount_price) FROM product');
    if (cheapest[0]! < 1000) expect(implicit.total).toBeLessThan((await shop('min=0&max=5000')).total);
  });

  it('filters by points: only products priced in points, range in points', async () => {
    const page = await shop('priceType=points&min=20&max=200');
    expect(page.products.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const p of page.products) {
      const { points } = unitPrice(inward(p), null, now);
      expect(points).toBeGreaterThan(0);
      expect(points).toBeGreaterThanOrEqual(20);
      expect(points).toBeLessThanOrEqual(200);
    }
  });

  it('filters by category slug', async () => {
    const cats = (await w.call('GET', '/api/category')).body.response as Category[];
    const detail = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response as Detail;
    const page = await shop(`category=${detail.category.slug}&min=0&max=100000`);
    expect(page.products.length).toBeGreaterThan(0);
    for (const p of page.products) expect(p.category_id).toBe(detail.category.id);
    const inCategory = await column<number>('SELECT count(*) FROM product WHERE category_id = ?', detail.category.id);
    expect(page.total).toBe(inCategory[0]);
    expect(cats.map((c) => c.slug)).toContain(detail.category.slug);
  });

  it('filters by subcategory slug', async () => {
    const detail = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response as Detail;
    expect(detail.subcategory).not.toBeNull();
    const page = await shop(`subcategory=${detail.subcategory!.slug}&min=0&max=100000`);
    expect(slugs(page.products)).toContain(FIXTURE_PRODUCTS.withVariants);
    const inSub = await column<number>('SELECT id FROM product WHERE subcategory_id = ?', detail.subcategory!.id);
    for (const p of page.products) expect(inSub).toContain(p.id);
  });

  it('an unknown category slug is simply empty', async () => {
    const page = await shop('category=no-such-aisle');
    expect(page).toMatchObject({ products: [], total: 0, hasMore: false });
  });

  it('productType=offers lists only running deals', async () => {
    const page = await shop('productType=offers&min=0&max=100000');
    expect(slugs(page.products)).toContain(FIXTURE_PRODUCTS.dealOfDay);
    expect(slugs(page.products)).not.toContain(FIXTURE_PRODUCTS.dealUpcoming);
    const now = Date.now();
    for (const p of page.products) expect(isDealActive(inward(p), now)).toBe(true);
  });

  it.each([
    ['hot', 'is_hot'],
    ['best', 'is_best'],
    ['feature', 'is_featured'],
    ['new', 'is_new'],
  ])('productType=%s lists only products flagged %s', async (type, flag) => {
    const page = await shop(`productType=${type}&min=0&max=100000`);
    expect(page.products.length).toBeGreaterThan(0);
    const flagged = await column<number>(`SELECT id FROM product WHERE ${flag} = 1`);
    expect(page.total).toBe(flagged.length);
    for (const p of page.products) expect(flagged).toContain(p.id);
  });

  it('refuses a minimum above the maximum', async () => {
    const res = await w.call('GET', '/api/shop?min=500&max=100');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: 'Minimum price must not exceed maximum price' });
  });

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=1.5'],
    ['page=two'],
    ['min=abc'],
    ['max=-5'],
    ['priceType=cheap'],
    ['productType=sale'],
    ['category=' + encodeURIComponent("'; DROP TABLE product; --")],
    ['page=1&page=2'],
  ])('refuses %s with 400', async (query) => {
    const res = await w.call('GET', `/api/shop?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.headers.get('cache-control')).not.toBe(CACHE);
  });
});

describe('GET /api/product/:slugOrId', () => {
  it('gives the product detail by slug, and the same by id', async () => {
    const p = await cachedResponse<Detail>(`/api/product/${FIXTURE_PRODUCTS.withVariants}`);
    expect(p.slug).toBe(FIXTURE_PRODUCTS.withVariants);
    expect(p.attributes.length).toBeGreaterThanOrEqual(2);
    expect(p.gallery.length).toBeGreaterThan(0);
    expect(Array.isArray(p.specification)).toBe(true);
    for (const s of p.specification) expect(Object.keys(s).sort()).toEqual(['name', 'value']);
    expect(p.category).toMatchObject({ id: p.category_id });
    expect(typeof p.details).toBe('string');
    expect(p).toHaveProperty('hsn_code');
    expect(p).toHaveProperty('gst_rate');
    const byId = await w.call('GET', `/api/product/${p.id}`);
    expect(byId.body.response).toEqual(p);
  });

  it('lists variants in the store order', async () => {
    const p = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response as Detail;
    const ordered = await column<number>('SELECT id FROM product_attribute WHERE product_id = ? ORDER BY sort, id', p.id);
    expect(p.attributes.map((a) => a.id)).toEqual(ordered);
  });

  it('maps the deal window to date/to_date', async () => {
    const p = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.dealOfDay}`)).body.response as Detail;
    const [row] = (
      await db.prepare('SELECT deal_start, deal_end FROM product WHERE id = ?').bind(p.id).all<{ deal_start: number; deal_end: number }>()
    ).results;
    expect(p.date).toBe(row!.deal_start);
    expect(p.to_date).toBe(row!.deal_end);
    expect(p.is_type).toBe('deal_of_day');
  });

  it('404 for an unknown product', async () => {
    const res = await w.call('GET', '/api/product/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: 'Product not found' });
    expect((await w.call('GET', '/api/product/99999999')).status).toBe(404);
  });

  it('400 for a malformed reference', async () => {
    const res = await w.call('GET', `/api/product/${encodeURIComponent('" OR 1=1')}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('POST /api/product_info', () => {
  it('gives gallery, attributes and product fields', async () => {
    const byId = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response as Detail;
    const res = await w.call('POST', '/api/product_info', { id: byId.id });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual(byId);
    expect(res.body.response).not.toHaveProperty('offers');
  });

  it('with offer, lists the running offers that give the product free', async () => {
    const now = Date.now();
    const rows = (
      await db
        .prepare(
          `SELECT s.product_id, o.id AS offer_id FROM offer_slab s JOIN offer o ON o.id = s.offer_id
           WHERE s.discount_type = 'product' AND o.start_date <= ?1 AND o.end_date > ?1`,
        )
        .bind(now)
        .all<{ product_id: number; offer_id: number }>()
    ).results;
    expect(rows.length).toBeGreaterThan(0);
    const productId = rows[0]!.product_id;
    const res = await w.call('POST', '/api/product_info', { id: productId, offer: true });
    expect(res.status).toBe(200);
    const offerIds = (res.body.response.offers as { id: number }[]).map((o) => o.id);
    expect(offerIds.sort()).toEqual(
      rows
        .filter((r) => r.product_id === productId)
        .map((r) => r.offer_id)
        .sort(),
    );

    const plain = await w.call('POST', '/api/product_info', { id: FIXTURE_PRODUCTS.lastFive, offer: true });
    const givesLastFive = rows.some((r) => r.product_id === plain.body.response.id);
    if (!givesLastFive) expect(plain.body.response.offers).toEqual([]);
  });

  it.each([
    ['no id', {}],
    ['a negative id', { id: -1 }],
    ['a fractional id', { id: 1.5 }],
    ['an id with spaces', { id: 'rice; DROP' }],
    ['a text offer flag', { id: 1, offer: 'yes' }],
  ])('400 for %s', async (_label, body) => {
    const res = await w.call('POST', '/api/product_info', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });

  it('404 for an unknown product', async () => {
    const res = await w.call('POST', '/api/product_info', { id: 99999999 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: 'Product not found' });
  });
});

describe('POST /api/relatedProduct', () => {
  it('gives at most 6 from the same category, same subcategory first, never the product itself', async () => {
    const p = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response as Detail;
    const res = await w.call('POST', '/api/relatedProduct', { id: p.id });
    expect(res.status).toBe(200);
    const list = res.body.response as Card[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    list.forEach(expectCard);
    expect(list.map((r) => r.id)).not.toContain(p.id);
    for (const r of list) expect(r.category_id).toBe(p.category_id);

    const sameSub = new Set(await column<number>('SELECT id FROM product WHERE subcategory_id = ? AND id != ?', p.subcategory!.id, p.id));
    const flags = list.map((r) => sameSub.has(r.id));
    const firstOther = flags.indexOf(false);
    if (firstOther >= 0) {
      expect(flags.slice(firstOther).every((f) => !f)).toBe(true);
      expect(firstOther).toBe(Math.min(sameSub.size, 6));
    }
  });

  it('never includes the product, for every product (service)', async () => {
    const ids = await column<number>('SELECT id FROM product ORDER BY id LIMIT 40');
    for (const id of ids) {
      const list = await relatedProducts(db, id, 50);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list.map((r) => r.id)).not.toContain(id);
    }
  });

  it('an unknown product has no related products', async () => {
    const res = await w.call('POST', '/api/relatedProduct', { id: 99999999 });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual([]);
  });

  it.each([
    ['no id', {}],
    ['a text id', { id: 'abc' }],
    ['id 0', { id: 0 }],
    ['a null id', { id: null }],
  ])('400 for %s', async (_label, body) => {
    const res = await w.call('POST', '/api/relatedProduct', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('search', () => {
  const search = async (text: string) => {
    const res = await w.call('POST', '/api/search', { search: text });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    return res.body.response as { products: Card[]; categories: Category[] };
  };

  it('finds a product by a word prefix ("bas" → basmati)', async () => {
    const found = await search('bas');
    expect(slugs(found.products)).toContain(FIXTURE_PRODUCTS.withVariants);
    found.products.forEach(expectCard);
    const upper = await search('BASMATI');
    expect(slugs(upper.products)).toContain(FIXTURE_PRODUCTS.withVariants);
  });

  it('finds a product by brand', async () => {
    const p = (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.lastFive}`)).body.response as Detail;
    expect(p.brand).not.toBe('');
    const found = await search(p.brand);
    expect(slugs(found.products)).toContain(FIXTURE_PRODUCTS.lastFive);
  });

  it('needs every word to match', async () => {
    const found = await search('basmati zzzzqx');
    expect(found.products).toEqual([]);
  });

  it('returns matching categories', async () => {
    const [cat] = (await w.call('GET', '/api/category')).body.response as Category[];
    const word = cat!.name.split(/[^\p{L}]+/u)[0]!;
    const found = await search(word.toLowerCase());
    expect(found.categories.map((c) => c.slug)).toContain(cat!.slug);
  });

  it.each([
    "'; DROP TABLE product; --",
    '" OR 1=1',
    '*',
    'NEAR(rice oil)',
    'rice OR 1',
    '%',
    '_',
    '\\',
    '"unterminated',
    '-',
    '^bas',
    'name:rice',
  ])('treats %j as words, never as syntax', async (text) => {
    const res = await w.call('POST', '/api/search', { search: text });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(Array.isArray(res.body.response.products)).toBe(true);
    expect(Array.isArray(res.body.response.categories)).toBe(true);
    const left = await column<number>('SELECT count(*) FROM product');
    expect(left[0]).toBeGreaterThan(100);
  });

  it('LIKE wildcards in category search are literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('nothing searchable gives nothing, without a query', async () => {
    expect(await search('')).toEqual({ products: [], categories: [] });
    expect(await search('   !!! ')).toEqual({ products: [], categories: [] });
    expect(await searchCatalogue(db, '"" *')).toEqual({ products: [], categories: [] });
  });

  it.each([
    ['no search', {}],
    ['a numeric search', { search: 42 }],
    ['a very long search', { search: 'a'.repeat(500) }],
  ])('400 for %s', async (_label, body) => {
    const res = await w.call('POST', '/api/search', body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });

  it('GET /api/suggest gives light product and category suggestions', async () => {
    const { products, categories } = await cachedResponse<{ products: any[]; categories: unknown }>('/api/suggest?q=bas');
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(slugs(products)).toContain(FIXTURE_PRODUCTS.withVariants);
    for (const p of products) expect(Object.keys(p).sort()).toEqual(['discount_price', 'id', 'name', 'photo', 'slug']);
    expect(Array.isArray(categories)).toBe(true);
  });

  it('GET /api/suggest refuses a missing q or a bad limit', async () => {
    expect((await w.call('GET', '/api/suggest')).status).toBe(400);
    expect((await w.call('GET', '/api/suggest?q=bas&limit=0')).status).toBe(400);
    expect((await w.call('GET', '/api/suggest?q=bas&limit=2')).body.response.products.length).toBeLessThanOrEqual(2);
  });
});

describe('POST /api/festivalList', () => {
  it('gives the festival banners and its products', async () => {
    const res = await w.call('POST', '/api/festivalList', { festival_id: FESTIVAL_ID });
    expect(res.status).toBe(200);
    const { festival, datas } = res.body.response;
    expect(festival.id).toBe(FESTIVAL_ID);
    expect(typeof festival.festivalname).toBe('string');
    expect(festival.festivalname).not.toBe('');
    expect(Object.keys(festival.bannerImage).sort()).toEqual(['image1', 'image2']);
    expect(datas.length).toBeGreaterThan(0);
    datas.forEach(expectCard);
    const linked = await column<number>(
      'SELECT product_id FROM festival_product WHERE festival_id = ? ORDER BY sort, product_id',
      FESTIVAL_ID,
    );
    expect(datas.map((p: Card) => p.id)).toEqual(linked);
  });

  it('accepts the id as text, as forms send it', async () => {
    expect((await w.call('POST', '/api/festivalList', { festival_id: String(FESTIVAL_ID) })).status).toBe(200);
  });

  it('404 for an unknown festival, 400 for a bad id', async () => {
    const missing = await w.call('POST', '/api/festivalList', { festival_id: 9999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 0, code: expect.any(String), message: 'Festival not found' });
    for (const body of [{}, { festival_id: 'three' }, { festival_id: -3 }]) {
      const res = await w.call('POST', '/api/festivalList', body);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });
});

describe('deal window switches exactly at to_date (services called with a clock)', () => {
  it.each([
    ['deal of the day', FIXTURE_PRODUCTS.dealOfDay],
    ['flash deal', FIXTURE_PRODUCTS.flashDeal],
  ])('%s: on 1 ms before to_date, off at to_date', async (_label, slug) => {
    const p = (await getProduct(db, slug))!;
    expect(p).not.toBeNull();
    expect(p.to_date).not.toBeNull();
    const end = p.to_date!;
    const before = end - 1;

    const on = unitPrice(p, null, before);
    const off = unitPrice(p, null, end);
    expect(on).toMatchObject({ deal: true, selling: p.dealPrice });
    expect(off).toMatchObject({ deal: false, selling: p.price });
    expect(on.selling).not.toBe(off.selling);

    expect(slugs(await listHomeProducts(db, 'deal', 48, before))).toContain(slug);
    expect(slugs(await listHomeProducts(db, 'deal', 48, end))).not.toContain(slug);

    const offers = { category: p.category.slug, productType: 'offers' as const, min: 0, max: 100_000 };
    expect(slugs((await shopProducts(db, offers, before)).products)).toContain(slug);
    expect(slugs((await shopProducts(db, offers, end)).products)).not.toContain(slug);

    // the price filter prices the product as the shopper would pay at that instant
    const dealRupees = {
      category: p.category.slug,
      priceType: 'price' as const,
      min: Math.floor(p.dealPrice! / 100),
      max: Math.ceil(p.dealPrice! / 100),
    };
    expect(p.price).toBeGreaterThan(dealRupees.max * 100);
    expect(slugs((await shopProducts(db, dealRupees, before)).products)).toContain(slug);
    expect(slugs((await shopProducts(db, dealRupees, end)).products)).not.toContain(slug);
  });

  it('the upcoming deal switches on at its start', async () => {
    const p = (await getProduct(db, FIXTURE_PRODUCTS.dealUpcoming))!;
    expect(p.date).not.toBeNull();
    expect(unitPrice(p, null, p.date! - 1).deal).toBe(false);
    expect(unitPrice(p, null, p.date!).deal).toBe(true);
    expect(slugs(await listHomeProducts(db, 'deal', 48, p.date! - 1))).not.toContain(FIXTURE_PRODUCTS.dealUpcoming);
    expect(slugs(await listHomeProducts(db, 'deal', 48, p.date!))).toContain(FIXTURE_PRODUCTS.dealUpcoming);
  });
});
