import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from '../../functions/api/services/cart/wishlist';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let asha: LoggedIn;
let vikram: LoggedIn;
let milk: number;
let rice: number;

const idOf = async (slug: string) =>
  (await w.env.DB.prepare('SELECT id FROM product WHERE slug = ?1').bind(slug).first<{ id: number }>())!.id;

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  vikram = await loginAs(w, DEMO_CUSTOMERS[1].id);
  milk = await idOf(FIXTURE_PRODUCTS.lastFive);
  rice = await idOf(FIXTURE_PRODUCTS.withVariants);
  await w.env.DB.prepare('DELETE FROM wishlist').run();
});
afterAll(() => w?.dispose());

describe('wishlist', () => {
  it('guests get 401', async () => {
    for (const path of ['/api/wishlist', '/api/wishlistAdd', '/api/wishlistDelete']) {
      expect((await w.call('POST', path, { item_id: milk, user_id: asha.userId })).status).toBe(401);
    }
  });

  it('adds, refuses a duplicate, lists newest first with card fields', async () => {
    const add = await asha.post('/api/wishlistAdd', { item_id: milk, user_id: vikram.userId });
    expect(add.body).toMatchObject({ status: 1, message: WISHLIST_ADDED, ids: [milk] });
    const dup = await asha.post('/api/wishlistAdd', { item_id: milk });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ status: 0, code: expect.any(String), message: en('wishlistDuplicate') });
    await asha.post('/api/wishlistAdd', { item_id: rice });

    const list = await asha.post('/api/wishlist', { user_id: vikram.userId });
    expect(list.body.status).toBe(1);
    expect(list.body.response.map((i: { id: number }) => i.id).sort()).toEqual([milk, rice].sort());
    expect(list.body.response[0]).toMatchObject({
      slug: expect.any(String),
      name: expect.any(String),
      photo: expect.any(String),
      discount_price: expect.any(Number),
      point: expect.any(Number),
      attributes: expect.any(Array),
    });
    expect((await vikram.post('/api/wishlist')).body.response).toEqual([]);
  });

  it('refuses an unknown product and bad ids', async () => {
    expect((await asha.post('/api/wishlistAdd', { item_id: 999999 })).status).toBe(404);
    expect((await asha.post('/api/wishlistAdd', { item_id: 'abc' })).status).toBe(400);
    expect((await asha.post('/api/wishlistAdd', {})).status).toBe(400);
  });

  it('deletes, and a second delete (or another customer’s) is "Something went wrong,not deleted"', async () => {
    const other = await vikram.post('/api/wishlistDelete', { item_id: milk, user_id: asha.userId });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ status: 0, code: expect.any(String), message: en('wishlistDeleteFailed') });

    const del = await asha.post('/api/wishlistDelete', { item_id: milk });
    expect(del.body).toMatchObject({ status: 1, message: WISHLIST_REMOVED, ids: [rice] });
    const again = await asha.post('/api/wishlistDelete', { item_id: milk });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ status: 0, code: expect.any(String), message: en('wishlistDeleteFailed') });
  });
});

describe('recent activities', () => {
  it('records visits and product views for the session user only', async () => {
    expect((await w.call('POST', '/api/advisorVisit', { path: '/' })).status).toBe(401);
    expect((await asha.post('/api/advisorVisit', { path: '/cart' })).body.status).toBe(1);
    await asha.post('/api/advisorVisit', {
      path: `/product-details-one/${FIXTURE_PRODUCTS.lastFive}`,
      product_id: milk,
      fid: vikram.userId,
    });
    await asha.post('/api/advisorVisit', { product_id: rice });
    await asha.post('/api/advisorVisit', { product_id: 999999 });

    const visits = await w.env.DB.prepare('SELECT user_id, path FROM advisor_visit ORDER BY id').all<{ user_id: number; path: string }>();
    expect(visits.results.every((v) => v.user_id === asha.userId)).toBe(true);
    expect(visits.results).toHaveLength(4);

    const list = await asha.post('/api/recentActivities');
    expect(list.body.response.map((r: { id: number }) => r.id).sort()).toEqual([milk, rice].sort());
    expect(list.body.response[0]).toMatchObject({
      image: expect.any(String),
      name: expect.any(String),
      points: expect.any(Number),
      slug: expect.any(String),
    });
    expect((await vikram.post('/api/recentActivities')).body.response).toEqual([]);

    expect((await vikram.post('/api/recentActivitiesDelete', { product_id: milk })).status).toBe(404);
    expect((await asha.post('/api/recentActivitiesDelete', { product_id: milk })).body.status).toBe(1);
    expect((await asha.post('/api/recentActivities')).body.response.map((r: { id: number }) => r.id)).toEqual([rice]);
  });
});
