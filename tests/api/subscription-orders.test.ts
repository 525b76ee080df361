/**
 * Issue 32, the nightly subscription job (docs/subscriptions.md) on a real local D1, clock pinned:
 * before 22:00 IST it does nothing; after it, every subscription due tomorrow becomes one order in
 * its morning slot, stock taken at its branch, totals by orderTotals, points debited; run twice, or
 * twice at once, it still makes one order per subscription and day. A line out of stock is left
 * out and the shopper told; nothing in stock → no order and a notice; a skipped or paused day → no
 * order. Staff see tomorrow's load per branch before the job runs; the monthly statement lists it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eraseAccountStatements } from '../../functions/api/db/account/privacy';
import { runScheduledJobs } from '../../functions/api/jobs';
import { placeSubscriptionOrders } from '../../functions/api/jobs/subscription-orders';
import { runSubscriptionOrders } from '../../functions/api/services/orders/subscription-orders';
import { count, pointsOf, setStockAt, stockAt } from '../support/order-helpers';
import { CLERK_1, CLERK_2, newShopper, staffLogin, type Shopper } from '../support/staff';
import { freshProducts, slotsOf, type FreshProduct } from '../support/subscriptions';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let milk: FreshProduct;
let curd: FreshProduct;
let eggs: FreshProduct;
let morning: { id: number; start_min: number };

const EVENING = Date.parse('2026-12-01T20:00:00+05:30');
const NIGHT = Date.parse('2026-12-01T22:10:00+05:30');
const TOMORROW = '2026-12-02';

const subscribe = async (s: Shopper, lines: { product_id: number; qty: number }[], extra: Record<string, unknown> = {}) => {
  const res = await w.call(
    'POST',
    '/api/subscriptions',
    { flag: 0, address_id: s.address, slot_id: morning.id, pattern: 'daily', payment: 'cod', lines, ...extra },
    { cookie: s.cookie },
  );
  expect(res.status, res.raw).toBe(201);
  return res.body.response.id as number;
};
const ordersOf = (id: number) => count(w, `SELECT * FROM subscription_run WHERE subscription_id = ?1 AND order_id IS NOT NULL`, id);
const runOf = (id: number, day = TOMORROW) =>
  w.env.DB.prepare(
    `SELECT r.outcome, r.missing, o.id AS order_id, o.txnid, o.slot_day, o.slot_start_min, o.branch_id, o.order_total, o.total_points, o.payment_method
       FROM subscription_run r LEFT JOIN orders o ON o.id = r.order_id WHERE r.subscription_id = ?1 AND r.day = ?2`,
  )
    .bind(id, day)
    .first<Record<string, any>>();

beforeAll(async () => {
  w = await startWorker();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  [milk] = (await freshProducts(w, 'milk')) as [FreshProduct];
  [curd] = (await freshProducts(w, 'curd-paneer-cream')) as [FreshProduct];
  [eggs] = (await freshProducts(w, 'eggs')) as [FreshProduct];
  morning = (await slotsOf(w, 'delivery'))[0]!;
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('the nightly job', () => {
  it('before the 22:00 cut-off the cron does nothing; staff already see tomorrow’s load', async () => {
    const s = await newShopper(w);
    await subscribe(s, [{ product_id: milk.id, qty: 3 }]);
    const before = await count(w, 'SELECT * FROM orders');
    expect(await placeSubscriptionOrders(w.env, EVENING)).toEqual({ skipped: 'before-cutoff' });
    expect(await count(w, 'SELECT * FROM orders')).toBe(before);

    const clerk = await staffLogin(w, CLERK_1);
    const load = await w.call('GET', '/api/staff/subscription-load', undefined, { cookie: clerk });
    expect(load.status, load.raw).toBe(200);
    expect(load.body.response).toMatchObject({ day: TOMORROW, branch_id: 1, made: 0 });
    const line = load.body.response.lines.find((l: { product_id: number }) => l.product_id === milk.id);
    expect(line.qty).toBeGreaterThanOrEqual(3);
    // another branch's clerk sees only their own branch (nothing here)
    const other = await w.call('GET', '/api/staff/subscription-load?branch_id=1', undefined, { cookie: await staffLogin(w, CLERK_2) });
    expect(other.body.response).toMatchObject({ branch_id: 2, lines: [] });
  });

  it('after the cut-off: one cash order in the morning slot, stock taken at the branch; a second run makes nothing', async () => {
    const s = await newShopper(w);
    const id = await subscribe(s, [
      { product_id: milk.id, qty: 2 },
      { product_id: eggs.id, qty: 1 },
    ]);
    const [milkBefore, eggsBefore] = [await stockAt(w, milk.id), await stockAt(w, eggs.id)];
    await runScheduledJobs(w.env, NIGHT, [{ name: 'subscription-orders', run: placeSubscriptionOrders }]);
    const run = await runOf(id);
    expect(run).toMatchObject({
      outcome: 'ordered',
      slot_day: TOMORROW,
      slot_start_min: morning.start_min,
      branch_id: 1,
      payment_method: 'cash',
    });
    expect(run!.order_total).toBeGreaterThanOrEqual(2 * milk.discount_price + eggs.discount_price);
    const lines = await count(w, 'SELECT * FROM order_line WHERE order_id = ?1', run!.order_id);
    expect(lines).toBe(2);
    expect(await stockAt(w, milk.id)).toBe(milkBefore - 2 - 3 /* the first test's subscription */);
    expect(await stockAt(w, eggs.id)).toBe(eggsBefore - 1);

    const again = await placeSubscriptionOrders(w.env, NIGHT + 5 * 60_000);
    expect(again).toMatchObject({ ordered: 0 });
    expect(await ordersOf(id)).toBe(1);
    expect(await count(w, 'SELECT * FROM orders WHERE user_id = ?1', s.id)).toBe(1);
  });

  it('two runs at once make one order per subscription and day', async () => {
    const shoppers = await Promise.all([newShopper(w), newShopper(w), newShopper(w)]);
    const ids = await Promise.all(shoppers.map((s) => subscribe(s, [{ product_id: curd.id, qty: 1 }])));
    const day = '2026-12-03';
    const stock = await stockAt(w, curd.id);
    const [a, b] = await Promise.all([runSubscriptionOrders(w.env, day, NIGHT), runSubscriptionOrders(w.env, day, NIGHT)]);
    expect(a.ordered + b.ordered).toBeGreaterThanOrEqual(3);
    for (const [i, id] of ids.entries()) {
      expect(await count(w, 'SELECT * FROM subscription_run WHERE subscription_id = ?1 AND day = ?2', id, day)).toBe(1);
      expect(await count(w, 'SELECT * FROM orders WHERE user_id = ?1 AND slot_day = ?2', shoppers[i]!.id, day)).toBe(1);
    }
    // every subscription that came that day took its one unit once, no more
    const made = await count(
      w,
      'SELECT * FROM subscription_run r JOIN subscription_line l USING (subscription_id) WHERE r.day = ?1 AND l.product_id = ?2 AND r.order_id IS NOT NULL',
      day,
      curd.id,
    );
    expect(await stockAt(w, curd.id)).toBe(stock - made);
  });

  it('a line out of stock is left out and the shopper told; nothing in stock: no order and a notice', async () => {
    const s = await newShopper(w);
    const id = await subscribe(s, [
      { product_id: milk.id, qty: 1 },
      { product_id: eggs.id, qty: 1 },
    ]);
    await setStockAt(w, eggs.id, 0);
    await runSubscriptionOrders(w.env, '2026-12-04', NIGHT);
    const run = await runOf(id, '2026-12-04');
    expect(run).toMatchObject({ outcome: 'ordered', missing: String(eggs.id) });
    expect(await count(w, 'SELECT * FROM order_line WHERE order_id = ?1', run!.order_id)).toBe(1);
    expect(await count(w, 'SELECT * FROM notification WHERE user_id = ?1 AND description LIKE ?2', s.id, `%${eggs.name}%`)).toBe(1);

    await setStockAt(w, milk.id, 0);
    await runSubscriptionOrders(w.env, '2026-12-05', NIGHT);
    expect(await runOf(id, '2026-12-05')).toMatchObject({ outcome: 'no_stock', order_id: null });
    expect(await count(w, "SELECT * FROM notification WHERE user_id = ?1 AND title = 'No subscription delivery tomorrow'", s.id)).toBe(1);
    await Promise.all([setStockAt(w, milk.id, 200), setStockAt(w, eggs.id, 200)]);
  });

  it('a skipped day and a paused day make no order; the next day does', async () => {
    const s = await newShopper(w);
    const id = await subscribe(s, [{ product_id: milk.id, qty: 1 }], { start_day: '2026-12-06' });
    await w.call('POST', `/api/subscriptions/${id}/skip`, { day: '2026-12-06' }, { cookie: s.cookie });
    await w.call('POST', `/api/subscriptions/${id}/pause`, { from: '2026-12-07', to: '2026-12-07' }, { cookie: s.cookie });
    for (const day of ['2026-12-06', '2026-12-07', '2026-12-08']) await runSubscriptionOrders(w.env, day, NIGHT);
    expect(await runOf(id, '2026-12-06')).toBeNull();
    expect(await runOf(id, '2026-12-07')).toBeNull();
    expect(await runOf(id, '2026-12-08')).toMatchObject({ outcome: 'ordered' });
  });

  it('paid with points: the order debits the points, and the statement lists each day, its amount and how it is paid', async () => {
    const s = await newShopper(w, 5000);
    const id = await subscribe(s, [{ product_id: milk.id, qty: 1 }], { payment: 'points', pattern: 'alternate', start_day: '2026-12-10' });
    await runSubscriptionOrders(w.env, '2026-12-10', NIGHT);
    await runSubscriptionOrders(w.env, '2026-12-11', NIGHT); // not an "alternate" day
    const run = await runOf(id, '2026-12-10');
    expect(run).toMatchObject({ outcome: 'ordered', payment_method: 'point' });
    expect(run!.total_points).toBeGreaterThan(0);
    expect(await pointsOf(w, s.phone)).toBe(5000 - run!.total_points);

    const res = await w.call('GET', `/api/subscriptions/${id}/statement?month=2026-12`, undefined, { cookie: s.cookie });
    expect(res.body.response).toMatchObject({
      days: [{ day: '2026-12-10', outcome: 'ordered', txnid: run!.txnid, paid_how: 'points', points: run!.total_points, amount: 0 }],
      total_points: run!.total_points,
    });
  });

  it('erasing the account deletes its subscriptions: the job makes nothing more for it', async () => {
    const s = await newShopper(w);
    const id = await subscribe(s, [{ product_id: milk.id, qty: 1 }], { start_day: '2026-12-12' });
    await runSubscriptionOrders(w.env, '2026-12-12', NIGHT);
    const made = await runOf(id, '2026-12-12');
    // the order was delivered, so nothing is still on its way and erasure may go ahead
    await w.env.DB.prepare("UPDATE orders SET order_status = 'Completed' WHERE id = ?1").bind(made!.order_id).run();
    const user = (await w.env.DB.prepare('SELECT id, phone, email FROM user WHERE id = ?1')
      .bind(s.id)
      .first<{ id: number; phone: string; email: string }>())!;
    await w.env.DB.batch(eraseAccountStatements(w.env.DB, user, NIGHT));
    for (const table of ['subscription', 'subscription_line', 'subscription_run']) {
      expect(await count(w, `SELECT * FROM ${table} WHERE ${table === 'subscription' ? 'id' : 'subscription_id'} = ?1`, id), table).toBe(0);
    }
    await runSubscriptionOrders(w.env, '2026-12-13', NIGHT);
    expect(await count(w, 'SELECT * FROM orders WHERE user_id = ?1', s.id)).toBe(1);
  });

  it('the development hook runs the job for a day and is absent in production', async () => {
    const ok = await w.call('POST', '/api/dev/jobs/subscription-orders', { day: '2026-12-20' });
    expect(ok.body).toMatchObject({ status: 1, response: { day: '2026-12-20' } });
    const prod = await startWorker({ ENVIRONMENT: 'production' });
    try {
      expect((await prod.call('POST', '/api/dev/jobs/subscription-orders', { day: '2026-12-20' })).status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });
});
