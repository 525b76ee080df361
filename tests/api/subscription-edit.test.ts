/**
 * Issue 32, editing a subscription (docs/subscriptions.md "Editing"), on a real local D1 with the
 * clock pinned: before 22:00 IST the edit reaches tomorrow, after it the day after (tomorrow's order
 * is made as it stood); the nightly job after an edit makes the edited order, once. Refusals carry
 * their srv.sub.* code and change nothing: another customer's subscription (404), a quantity the
 * branch does not have (409), a line not in it, an afternoon slot, an empty edit (400).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSubscriptionOrders } from '../../functions/api/services/orders/subscription-orders';
import { count, setStockAt } from '../support/order-helpers';
import { newShopper, type Shopper } from '../support/staff';
import { freshProducts, slotsOf, type FreshProduct } from '../support/subscriptions';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: Shopper;
let ravi: Shopper;
let milk: FreshProduct;
let bread: FreshProduct;
let seven: number;
let nine: number;
let afternoon: number;

/** 20:00 IST on 1 December 2026: tomorrow (2 Dec) can still change until 22:00. */
const EVENING = Date.parse('2026-12-01T20:00:00+05:30');
const LATE = Date.parse('2026-12-01T22:30:00+05:30');
const NEXT_NIGHT = Date.parse('2026-12-02T22:30:00+05:30');

const call = (s: Shopper, method: string, path: string, body?: unknown) => w.call(method, path, body, { cookie: s.cookie });
const subscribeMilk = async (s: Shopper) => {
  const res = await call(s, 'POST', '/api/subscriptions', {
    flag: 0,
    address_id: s.address,
    slot_id: seven,
    pattern: 'daily',
    payment: 'cod',
    lines: [{ product_id: milk.id, qty: 2 }],
  });
  expect(res.status, res.raw).toBe(201);
  return res.body.response.id as number;
};
const edit = (s: Shopper, id: number, body: unknown) => call(s, 'POST', `/api/subscriptions/${id}/edit`, body);
/** The order the job made for a subscription's day: its slot and milk quantity. */
const madeFor = (id: number, day: string) =>
  w.env.DB.prepare(
    `SELECT o.slot_id, l.qty, (SELECT count(*) FROM subscription_run x WHERE x.subscription_id = r.subscription_id AND x.day = r.day) AS runs
       FROM subscription_run r JOIN orders o ON o.id = r.order_id JOIN order_line l ON l.order_id = o.id
      WHERE r.subscription_id = ?1 AND r.day = ?2`,
  )
    .bind(id, day)
    .all<{ slot_id: number; qty: number; runs: number }>();

beforeAll(async () => {
  w = await startWorker();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  [asha, ravi] = await Promise.all([newShopper(w), newShopper(w)]);
  [milk] = (await freshProducts(w, 'milk')) as [FreshProduct];
  [bread] = (await freshProducts(w, 'bread-buns')) as [FreshProduct];
  const slots = await slotsOf(w, 'delivery');
  [seven, nine] = [slots[0]!.id, slots[1]!.id];
  afternoon = slots.find((s) => s.start_min >= 12 * 60)!.id;
});
beforeEach(() => vi.setSystemTime(EVENING));
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('editing a subscription', () => {
  it('before 22:00: quantity, days and slot change from tomorrow; the job then makes the edited order once', async () => {
    const id = await subscribeMilk(asha);
    const res = await edit(asha, id, { pattern: 'alternate', slot_id: nine, lines: [{ product_id: milk.id, qty: 3 }] });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.message).toBe('Saved. Your changes apply from 2026-12-02');
    expect(res.body.response).toMatchObject({
      pattern: 'alternate',
      slot_id: nine,
      start_day: '2026-12-02',
      lines: [{ product_id: milk.id, qty: 3 }],
      tomorrow: { day: '2026-12-02', due: true },
    });
    // the job at 22:30, twice: one order, the edited one
    await runSubscriptionOrders(w.env, '2026-12-02', LATE);
    await runSubscriptionOrders(w.env, '2026-12-02', LATE);
    expect((await madeFor(id, '2026-12-02')).results).toEqual([{ slot_id: nine, qty: 3, runs: 1 }]);
    // every other day from the 2nd: nothing on the 3rd
    await runSubscriptionOrders(w.env, '2026-12-03', NEXT_NIGHT);
    expect((await madeFor(id, '2026-12-03')).results).toEqual([]);
  });

  it('after 22:00: tomorrow comes as it stood, the edit from the day after, each made once', async () => {
    const id = await subscribeMilk(asha);
    vi.setSystemTime(LATE);
    const res = await edit(asha, id, { lines: [{ product_id: milk.id, qty: 5 }] });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.message).toBe('Saved. Your changes apply from 2026-12-03');
    expect(res.body.response).toMatchObject({ start_day: '2026-12-02', lines: [{ qty: 5 }] });
    // tomorrow was closed: made at the edit as it stood; the job's own run for it makes nothing more
    expect((await madeFor(id, '2026-12-02')).results).toEqual([{ slot_id: seven, qty: 2, runs: 1 }]);
    await runSubscriptionOrders(w.env, '2026-12-02', LATE);
    expect((await madeFor(id, '2026-12-02')).results).toEqual([{ slot_id: seven, qty: 2, runs: 1 }]);
    await runSubscriptionOrders(w.env, '2026-12-03', NEXT_NIGHT);
    expect((await madeFor(id, '2026-12-03')).results).toEqual([{ slot_id: seven, qty: 5, runs: 1 }]);
  });

  it("someone else's subscription is 404; an ended one 409", async () => {
    const id = await subscribeMilk(asha);
    const res = await edit(ravi, id, { lines: [{ product_id: milk.id, qty: 1 }] });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('srv.sub.notFound');
    expect(await count(w, 'SELECT id FROM subscription_line WHERE subscription_id = ?1 AND qty = 2', id)).toBe(1);
    expect((await call(asha, 'POST', `/api/subscriptions/${id}/cancel`)).status).toBe(200);
    const ended = await edit(asha, id, { pattern: 'weekdays' });
    expect(ended.status).toBe(409);
    expect(ended.body.code).toBe('srv.sub.ended');
  });

  it('more than the branch has is 409 out of stock, in the shopper’s language; nothing changes', async () => {
    const id = await subscribeMilk(asha);
    await setStockAt(w, milk.id, 3);
    const res = await edit(asha, id, { lines: [{ product_id: milk.id, qty: 4 }] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'srv.sub.outOfStock', message: `${milk.name} is out of stock at your store` });
    const hindi = await w.call(
      'POST',
      `/api/subscriptions/${id}/edit`,
      { lines: [{ product_id: milk.id, qty: 4 }] },
      {
        cookie: asha.cookie,
        'accept-language': 'hi',
      },
    );
    expect(hindi.body.code).toBe('srv.sub.outOfStock');
    expect(hindi.body.message).not.toBe(res.body.message);
    expect(await count(w, 'SELECT id FROM subscription_line WHERE subscription_id = ?1 AND qty = 2', id)).toBe(1);
    await setStockAt(w, milk.id, 200);
  });

  it('a line not in it, an afternoon slot and an empty edit are refused with their codes', async () => {
    const id = await subscribeMilk(asha);
    const cases: [unknown, number, string][] = [
      [{ lines: [{ product_id: bread.id, qty: 1 }] }, 400, 'srv.sub.notInSubscription'],
      [{ slot_id: afternoon }, 400, 'srv.sub.notMorning'],
      [{}, 400, 'srv.sub.editNothing'],
    ];
    for (const [body, status, code] of cases) {
      const res = await edit(asha, id, body);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    const after = (await call(asha, 'GET', '/api/subscriptions')).body.response.find((s: { id: number }) => s.id === id);
    expect(after).toMatchObject({ slot_id: seven, pattern: 'daily', lines: [{ qty: 2 }] });
  });
});
