/**
 * The manager's catalogue in the staff console (issue 28) on real D1: an edit reaches the shop's
 * product API at once (this isolate's cache dropped, every other's at its next stamp check), every
 * change leaves an audit row, bad input changes nothing, a CSV of prices is checked row by row and
 * applied all or nothing, a clerk is refused, and a placed order keeps its own prices.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/api/env';
import { STAMP_CHECK_MS } from '../../functions/api/services/catalogue/catalogue-cache';
import { jsonCaller, requestWith, startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, newShopper, placeOrder, staffLogin } from '../support/staff';

const NOW = Date.UTC(2026, 10, 28, 5, 30);

interface Priced {
  id: number;
  slug: string;
  name: string;
  discount_price: number;
  previous_price: number;
}

let w: TestWorker;
let manager: string;
let clerk: string;
/** plain products: no deal, no variants, made in India */
let plain: Priced[];

const row = (id: number) =>
  w.env.DB.prepare('SELECT * FROM product WHERE id = ?1').bind(id).first<Record<string, unknown>>() as Promise<Record<string, unknown>>;
const changesOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT * FROM product_change WHERE product_id = ?1 ORDER BY id').bind(id).all<Record<string, unknown>>())
    .results;
const edit = (id: number, body: unknown, cookie = manager) => w.call('POST', `/api/staff/catalogue/${id}`, body, { cookie });

beforeAll(async () => {
  // the catalogue cache on, as in production: the shop must still show the change at once
  w = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  plain = (
    await w.env.DB.prepare(
      `SELECT id, slug, name, discount_price, previous_price FROM product p
        WHERE is_type IS NULL AND country_of_origin = 'India' AND discount_price < previous_price AND discount_price > 100
          AND NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id)
        ORDER BY id LIMIT 12`,
    ).all<Priced>()
  ).results;
  expect(plain.length).toBe(12);
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('the product editor', () => {
  it('a new price reaches the shop product API at once, through a warm cache', async () => {
    const p = plain[0]!;
    await w.call('GET', `/api/product/${p.slug}`);
    const warm = await w.call('GET', `/api/product/${p.slug}`);
    expect(warm.headers.get('x-cache')).toBe('HIT');
    const price = p.discount_price - 100;
    const res = await edit(p.id, { price });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, code: 'catEdit.saved', message: 'Product saved', response: { id: p.id, price } });
    const shop = await w.call('GET', `/api/product/${p.slug}`);
    expect(shop.headers.get('x-cache')).toBe('MISS');
    expect(shop.body.response.discount_price).toBe(price);
  });

  it('every change is an audit row: who, when, the fields before and after; the editor reads the history', async () => {
    const p = plain[1]!;
    const veg = (await row(p.id)).veg;
    vi.setSystemTime(NOW + 60_000);
    expect((await edit(p.id, { mrp: p.previous_price + 500, veg: veg === 1 ? 0 : 1, country_of_origin: 'India' })).status).toBe(200);
    const rows = await changesOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: MANAGER.id, at: NOW + 60_000, source: 'console' });
    // only what changed: the country was sent as it already was
    expect(JSON.parse(rows[0]!.before_json as string)).toEqual({ mrp: p.previous_price, veg });
    expect(JSON.parse(rows[0]!.after_json as string)).toEqual({ mrp: p.previous_price + 500, veg: veg === 1 ? 0 : 1 });
    const read = await w.call('GET', `/api/staff/catalogue/${p.id}`, undefined, { cookie: manager });
    expect(read.body.response.history[0]).toMatchObject({ staff_name: MANAGER.name, source: 'console' });
    expect(read.body.response.history[0].fields).toContainEqual({
      field: 'mrp',
      label: 'MRP',
      before: p.previous_price,
      after: p.previous_price + 500,
    });
    // saving the same values again writes nothing
    const again = await edit(p.id, { mrp: p.previous_price + 500 });
    expect(again.body).toMatchObject({ status: 1, code: 'catEdit.nothingChanged' });
    expect(await changesOf(p.id)).toHaveLength(1);
  });

  const bad: [string, (p: Priced) => Record<string, unknown>, string, string][] = [
    ['price above MRP', (p) => ({ price: p.previous_price + 1 }), 'price', 'catEdit.priceAboveMrp'],
    ['MRP of 0', () => ({ mrp: 0 }), 'mrp', 'catEdit.mrpPositive'],
    ['negative price', () => ({ price: -5 }), 'price', 'catEdit.notNegative'],
    ['price in rupees with paise', () => ({ price: 12.5 }), 'price', 'catEdit.number'],
    [
      'deal price not below the price',
      (p) => ({ deal_type: 'flash_deal', deal_price: p.discount_price, deal_start: NOW, deal_end: NOW + 3600_000, deal_units: 5 }),
      'deal_price',
      'catEdit.dealNotBelowPrice',
    ],
    [
      'deal ending before it starts',
      (p) => ({ deal_type: 'deal_of_day', deal_price: p.discount_price - 50, deal_start: NOW, deal_end: NOW - 1, deal_units: 5 }),
      'deal_end',
      'catEdit.dealEndBeforeStart',
    ],
    [
      'deal without its window',
      (p) => ({ deal_type: 'flash_deal', deal_price: p.discount_price - 50 }),
      'deal_start',
      'catEdit.dealIncomplete',
    ],
    ['negative deal units', () => ({ deal_units: -1 }), 'deal_units', 'catEdit.notNegative'],
    ['net quantity 0', () => ({ net_quantity: 0 }), 'net_quantity', 'catEdit.netQuantityPositive'],
    ['unknown net unit', () => ({ net_unit: 'lb' }), 'net_unit', 'catEdit.netUnit'],
    ['no country of origin', () => ({ country_of_origin: '  ' }), 'country_of_origin', 'catEdit.required'],
    [
      'manufacturer without a PIN code',
      () => ({ manufacturer: 'Some Foods Pvt Ltd, Bengaluru' }),
      'manufacturer',
      'catEdit.manufacturerAddress',
    ],
    ['imported without its importer', () => ({ country_of_origin: 'Thailand' }), 'manufacturer', 'catEdit.importerNamed'],
    ['no manufacturer', () => ({ manufacturer: '' }), 'manufacturer', 'catEdit.required'],
    ['unknown category', () => ({ category_id: 99999 }), 'category_id', 'srv.categoryNotFound'],
    ['an SKU another product has', () => ({ slug: plain[5]!.slug }), 'slug', 'catEdit.slugTaken'],
    ['a field the editor does not have', () => ({ stock: 5 }), '', 'srv.form.invalidRequest'],
  ];
  it.each(bad)('refuses %s, naming the field, and changes nothing', async (_what, body, field, code) => {
    const p = plain[2]!;
    const before = await row(p.id);
    const res = await edit(p.id, body(p));
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.code).toBe(code);
    if (field) expect(res.body.errors[0].path).toBe(field);
    expect(await row(p.id)).toEqual(before);
    expect(await changesOf(p.id)).toHaveLength(0);
  });

  it('says a refusal in Kannada and Hindi with the same code', async () => {
    const p = plain[2]!;
    const kn = await w.call('POST', `/api/staff/catalogue/${p.id}`, { price: p.previous_price + 1 }, { cookie: `${manager}; lang=kn` });
    expect(kn.body).toMatchObject({ code: 'catEdit.priceAboveMrp', message: 'ಬೆಲೆ MRP ಗಿಂತ ಹೆಚ್ಚಿರಬಾರದು' });
  });

  it('the points price is edited with the rest, audited, and the shop charges it', async () => {
    const p = plain[5]!;
    const before = (await row(p.id)).point as number;
    const res = await edit(p.id, { points: before + 7 });
    expect(res.body).toMatchObject({ status: 1, code: 'catEdit.saved', response: { points: before + 7 } });
    expect((await w.call('GET', `/api/product/${p.slug}`)).body.response.point).toBe(before + 7);
    expect((await changesOf(p.id)).at(-1)).toMatchObject({
      before_json: JSON.stringify({ points: before }),
      after_json: JSON.stringify({ points: before + 7 }),
    });
    // bad input names the field and changes nothing
    const bad = await edit(p.id, { points: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, message: 'Points price cannot be negative' });
    expect((await row(p.id)).point).toBe(before + 7);
  });

  it('adds a product the shop shows at once, with a "new" audit row', async () => {
    const p = plain[3]!;
    const src = await row(p.id);
    const res = await w.call(
      'POST',
      '/api/staff/catalogue',
      {
        name: 'Haat Fresh Test Ragi Flour 1 kg',
        slug: 'haat-fresh-test-ragi-flour-1-kg',
        category_id: src.category_id,
        price: 6500,
        mrp: 7000,
        veg: 1,
        net_quantity: 1,
        net_unit: 'kg',
        country_of_origin: 'India',
        manufacturer: 'Haat Fresh Foods Pvt Ltd, 12 Mill Road, Bengaluru 560038',
      },
      { cookie: manager },
    );
    expect(res.body).toMatchObject({ status: 1, code: 'catEdit.added', response: { price: 6500, mrp: 7000, points: 65 } });
    const shop = await w.call('GET', '/api/product/haat-fresh-test-ragi-flour-1-kg');
    // no points price given: one point a rupee of its price, as the seeded shelf is priced
    expect(shop.body.response).toMatchObject({
      name: 'Haat Fresh Test Ragi Flour 1 kg',
      discount_price: 6500,
      previous_price: 7000,
      point: 65,
    });
    expect(await changesOf(res.body.response.id)).toMatchObject([{ source: 'new', before_json: '{}', staff_id: MANAGER.id }]);
    const found = await w.call('GET', '/api/staff/catalogue?q=test%20ragi', undefined, { cookie: manager });
    expect(found.body.response.map((x: { slug: string }) => x.slug)).toEqual(['haat-fresh-test-ragi-flour-1-kg']);
  });

  it('a clerk may not edit a product (prices by CSV are theirs: staff-price-csv.test.ts); nothing changes', async () => {
    const p = plain[4]!;
    const before = await row(p.id);
    const res = await w.call('POST', `/api/staff/catalogue/${p.id}`, { price: 100 }, { cookie: clerk });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 0, message: 'Your role cannot do this' });
    expect((await w.call('GET', '/api/staff/catalogue', undefined, { cookie: clerk })).status).toBe(403);
    expect(await row(p.id)).toEqual(before);
  });

  it('a placed order keeps its line prices when the price changes', async () => {
    const shopper = await newShopper(w);
    const order = await placeOrder(w, shopper, { productIndex: 0 });
    const lines = async () =>
      (await w.env.DB.prepare('SELECT price, main_price, qty FROM order_line WHERE order_id = ?1').bind(order.id).all()).results;
    const orderRow = async () => w.env.DB.prepare('SELECT order_total, discount FROM orders WHERE id = ?1').bind(order.id).first();
    const [linesBefore, totalBefore] = [await lines(), await orderRow()];
    const mrp = order.product.previous_price as number;
    expect((await edit(order.product.id, { price: mrp, mrp: mrp + 1000 })).status).toBe(200);
    expect(await lines()).toEqual(linesBefore);
    expect(await orderRow()).toEqual(totalBefore);
  });
});

describe('two managers at once', () => {
  it('each saved change has exactly one audit row, and the shelf holds the last one written', async () => {
    const p = plain[7]!;
    const prices = [p.discount_price - 10, p.discount_price - 20, p.discount_price - 30, p.discount_price - 40];
    const answers = await Promise.all(prices.map((price) => edit(p.id, { price })));
    // a save that read the product before another's write is refused whole (409), never half-written
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const saved = answers.filter((a) => a.status === 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    const rows = await changesOf(p.id);
    expect(rows).toHaveLength(saved.length);
    const last = JSON.parse(rows.at(-1)!.after_json as string) as { price: number };
    expect((await row(p.id)).discount_price).toBe(last.price);
  });
});

describe('the cache rule across isolates', () => {
  it('another isolate drops its copy at its next stamp check, within a second', async () => {
    // another isolate: its own cache (the cache is kept per database binding object), the same database
    const db = w.env.DB;
    const otherDb = { prepare: db.prepare.bind(db), batch: db.batch.bind(db), exec: db.exec.bind(db) } as unknown as D1Database;
    const env = { ...w.env, DB: otherDb } as Env;
    const other = jsonCaller(requestWith(env));
    const p = plain[6]!;
    await other('GET', `/api/product/${p.slug}`);
    expect((await other('GET', `/api/product/${p.slug}`)).headers.get('x-cache')).toBe('HIT');
    expect((await edit(p.id, { price: p.discount_price - 1 })).status).toBe(200);
    vi.setSystemTime(Date.now() + STAMP_CHECK_MS);
    const after = await other('GET', `/api/product/${p.slug}`);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(after.body.response.discount_price).toBe(p.discount_price - 1);
  });
});
