/**
 * The manager's dashboard (issue 30) on a known day, 14 October 2026 (tests/support/report-fixture.ts):
 * every number below was worked out by hand from the fixture's orders, moves and refunds, not by
 * running the report's own SQL again. Also: who may see which branch, and the limits on a range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { DAY, ist, writeReportFixture, type Fixture } from '../support/report-fixture';
import { PACKED_DAY, writePackedDay } from '../support/report-fixture-packed';

let w: TestWorker;
let fx: Fixture;
let manager: string;
let clerk1: string;
let rider1: string;

beforeAll(async () => {
  w = await startWorker();
  fx = await writeReportFixture(w);
  [manager, clerk1, rider1] = (await Promise.all([MANAGER, CLERK_1, RIDER_1].map((s) => staffLogin(w, s)))) as [string, string, string];
});
afterAll(() => w?.dispose());

const get = (cookie: string, query: string) => w.call('GET', `/api/staff/reports/dashboard?${query}`, undefined, { cookie });
const ALL_CAPACITY = 6 * (7 * 25 + 6 * 40); // six branches × (7 delivery slots of 25 + 6 pickup windows of 40)

describe('the dashboard for 14 October 2026, every branch', () => {
  let d: any;
  beforeAll(async () => {
    const res = await get(manager, `from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    d = res.body.response;
  });

  it('scope, orders and sales by payment mode', () => {
    expect(d.scope).toEqual({ period: 'range', from: DAY, to: DAY, days: 1, branch_id: null, branch_name: 'All branches' });
    // placed that day: o1–o6; o3 and o6 since cancelled; o4 out for delivery, o5 pending
    expect(d.orders).toEqual({ placed: 6, cancelled: 2, completed: 2, open: 2 });
    expect(d.sales.by_mode).toEqual([
      { mode: 'cash', orders: 2, goods: 51500, discount: 2000, shipping: 3000, total: 52500, points: 0 },
      { mode: 'point', orders: 1, goods: 10500, discount: 0, shipping: 0, total: 0, points: 105 },
      { mode: 'online', orders: 1, goods: 50400, discount: 5000, shipping: 0, total: 45400, points: 0 },
    ]);
    expect(d.sales).toMatchObject({ orders: 4, total: 97900, goods: 112400, discount: 7000, shipping: 3000 });
  });

  it('cash per rider counts the day it was collected; online when captured; points spent; discounts given', () => {
    // o2 at the counter, o8 (placed the 13th) by Manjunath, o1 by Suresh
    expect(d.cash).toEqual({
      collected: 80000,
      orders: 3,
      by_rider: [
        { rider_id: null, rider_name: 'At the counter (pickup)', orders: 1, amount: 33000 },
        { rider_id: 13, rider_name: 'Manjunath H', orders: 1, amount: 27500 },
        { rider_id: 12, rider_name: 'Suresh Babu', orders: 1, amount: 19500 },
      ],
    });
    // o3 (cancelled later, refunded apart) and o4
    expect(d.online).toEqual({ captured: 87400, orders: 2 });
    expect(d.points).toEqual({ spent: 105, orders: 1 });
    expect(d.discounts).toEqual({
      total: 7000,
      by_kind: [
        { coupon: null, label: 'Points offers', orders: 1, amount: 5000 },
        { coupon: 'SAVE10', label: 'Coupon SAVE10', orders: 1, amount: 2000 },
      ],
    });
  });

  it('refunds: listed with the open ones first and flagged, totals apart', () => {
    expect(d.refunds).toMatchObject({ total: 64245, count: 3, open_total: 51900, open_count: 2, processed_total: 12345 });
    expect(d.refunds.list.map((r: any) => [r.id, r.txnid, r.amount, r.status, r.open])).toEqual([
      [90203, null, 9900, 'failed', true],
      [90201, 'RPT90003', 42000, 'pending', true],
      [90202, 'RPT90007', 12345, 'processed', false],
    ]);
    expect(d.refunds.list[0]).toMatchObject({ last_error: 'bank timeout', attempts: 2, created_at: ist(DAY, '20:00') });
  });

  it('cancellations of the day with who and why, o7 too though placed the day before', () => {
    expect(d.cancellations.count).toBe(3);
    expect(d.cancellations.total).toBe(96345);
    expect(d.cancellations.list.map((c: any) => [c.txnid, c.by, c.reason, c.order_total, c.at, c.branch_name])).toEqual([
      ['RPT90003', 'Ravi Kumar', 'Customer not reachable', 42000, ist(DAY, '15:00'), 'Indiranagar'],
      ['RPT90006', 'Customer', 'Ordered by mistake', 42000, ist(DAY, '11:30'), 'Koramangala'],
      ['RPT90007', 'Meera Iyer', 'Out of stock', 12345, ist(DAY, '09:00'), 'Koramangala'],
    ]);
  });

  it('average basket, sales per day, slots and customers', () => {
    // 97,900 paise over 3 money orders; 16 units over 4 kept orders
    expect(d.basket).toEqual({ orders: 3, average: 32633, average_units: 4 });
    expect(d.sales_by_day).toEqual([{ day: DAY, orders: 4, amount: 97900 }]);
    // booked for the 14th and not cancelled: o1, o2, o5 (o4 is for the 15th, o6 cancelled)
    expect(d.slot_fill).toEqual([{ day: DAY, taken: 3, capacity: ALL_CAPACITY }]);
    expect(d.orders_by_slot).toEqual([
      { mode: 'delivery', start_min: 960, end_min: 1080, label: '4–6 PM delivery', orders: 1 },
      { mode: 'pickup', start_min: 600, end_min: 720, label: '10 AM–12 PM pickup', orders: 1 },
      { mode: 'pickup', start_min: 1080, end_min: 1200, label: '6–8 PM pickup', orders: 1 },
    ]);
    // X first ordered that day, Z too; Y ordered in September; W only cancelled
    expect(d.customers).toEqual({ total: 3, new: 2, returning: 1 });
  });

  it('top and slow products, stock-outs and products at or below their reorder level', () => {
    const { P1, P2, P3, P4, P5, P6 } = fx.p;
    expect(d.products.top).toEqual([
      { product_id: P1.id, name: P1.name, units: 7, amount: 21000, stock: 40 },
      { product_id: P2.id, name: P2.name, units: 4, amount: 42000, stock: 12 },
      { product_id: P5.id, name: P5.name, units: 3, amount: 35400, stock: 50 },
      { product_id: P3.id, name: P3.name, units: 2, amount: 14000, stock: 0 },
    ]);
    // P4 sold only in cancelled orders and has the fullest shelf: the slowest
    expect(d.products.slow[0]).toEqual({ product_id: P4.id, name: P4.name, units: 0, amount: 0, stock: 999 });
    expect(d.products.slow).toHaveLength(10);
    expect(d.products.slow.every((s: any) => s.units === 0)).toBe(true);
    expect(d.stock.out_count).toBe(2);
    expect(d.stock.outs.map((s: any) => s.product_id).sort()).toEqual([P3.id, P6.id].sort());
    expect(d.stock.below_count).toBe(2);
    expect(d.stock.below_reorder).toEqual([
      { product_id: P1.id, name: P1.name, stock: 40, out_of_stock: false, level: 45 },
      { product_id: P2.id, name: P2.name, stock: 12, out_of_stock: false, level: 12 },
    ]);
  });
});

describe('one branch', () => {
  it("Indiranagar for the manager equals the clerk's own view", async () => {
    const asManager = (await get(manager, `from=${DAY}&to=${DAY}&branch_id=1`)).body.response;
    const asClerk = (await get(clerk1, `from=${DAY}&to=${DAY}`)).body.response;
    expect(asClerk).toEqual(asManager);
    expect(asClerk.scope).toMatchObject({ branch_id: 1, branch_name: 'Indiranagar' });
    expect(asClerk.orders).toEqual({ placed: 3, cancelled: 1, completed: 2, open: 0 });
    expect(asClerk.sales).toMatchObject({ orders: 2, total: 52500 });
    expect(asClerk.cash.collected).toBe(80000);
    expect(asClerk.online).toEqual({ captured: 42000, orders: 1 });
    // branch 2's refund and the stray payment's are not Indiranagar's
    expect(asClerk.refunds).toMatchObject({ total: 42000, count: 1, open_total: 42000, open_count: 1 });
    expect(asClerk.cancellations.list.map((c: any) => c.txnid)).toEqual(['RPT90003']);
    expect(asClerk.basket).toEqual({ orders: 2, average: 26250, average_units: 3.5 });
    expect(asClerk.slot_fill).toEqual([{ day: DAY, taken: 2, capacity: 415 }]);
    expect(asClerk.customers).toEqual({ total: 2, new: 1, returning: 1 });
  });
});

describe('a day of packed orders: what went into the bag is what sold (issue 29)', () => {
  it('a substituted line counts as the substitute delivered, its units and charged value; short lines as packed', async () => {
    const { P1, P2, P3, P5, P6 } = fx.p;
    await writePackedDay(w, fx.p, fx.users.X);
    const d = (await get(manager, `from=${PACKED_DAY}&to=${PACKED_DAY}`)).body.response;
    // q1: P1 × 4 went in as P5 × 4 at ₹25 (₹100), P2 1 of 3 (₹105), P3 2 (₹140); q2: P5 × 1 (₹118)
    expect(d.products.top).toEqual([
      { product_id: P5.id, name: P5.name, units: 5, amount: 21800, stock: 50 },
      { product_id: P3.id, name: P3.name, units: 2, amount: 14000, stock: 0 },
      { product_id: P2.id, name: P2.name, units: 1, amount: 10500, stock: 12 },
    ]);
    // nothing of the product ordered went out: it is not among the sold
    expect(d.products.top.map((t: any) => t.product_id)).not.toContain(P1.id);
    // 8 units (4 + 1 + 2, then 1) over 2 orders
    expect(d.basket).toEqual({ orders: 2, average: Math.round((34500 + 11800) / 2), average_units: 4 });
    // stock-outs read the shelf, not the orders
    expect(d.stock.out_count).toBe(2);
    expect(d.stock.outs.map((s: any) => s.product_id).sort()).toEqual([P3.id, P6.id].sort());
  });
});

describe('limits and who may see what', () => {
  it('a clerk asking for another branch is refused, clearly', async () => {
    const res = await get(clerk1, `from=${DAY}&to=${DAY}&branch_id=2`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 0, code: 'report.notYourBranch', message: "You can see only your own branch's numbers." });
  });

  it('a ten-year range is refused with the limit and what to do', async () => {
    const res = await get(manager, 'from=2016-10-14&to=2026-10-13');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, code: 'report.rangeTooLong' });
    expect(res.body.message).toBe('A report covers at most 92 days; you chose 3,652. Choose a shorter range, or export month by month.');
    // 92 days is the most; 93 is one too many
    expect((await get(manager, 'from=2026-07-15&to=2026-10-14')).status).toBe(200);
    expect((await get(manager, 'from=2026-07-14&to=2026-10-14')).body.code).toBe('report.rangeTooLong');
  });

  it('a day that is not a date, a backwards range, a branch that does not exist', async () => {
    expect((await get(manager, 'from=2026-02-30&to=2026-03-01')).body).toMatchObject({ code: 'report.badDay' });
    expect((await get(manager, 'from=2026-10-14&to=2026-10-01')).body).toMatchObject({ code: 'report.backwards' });
    expect(await get(manager, `from=${DAY}&branch_id=99`)).toMatchObject({ status: 404, body: { code: 'report.noSuchBranch' } });
    expect((await get(manager, 'from=x&branch_id=abc')).status).toBe(400);
  });

  it('riders see no reports; nobody else may set a reorder level', async () => {
    expect((await get(rider1, 'period=today')).status).toBe(403);
    const set = await w.call('POST', `/api/staff/reports/reorder-levels/${fx.p.P5.id}`, { level: 60 }, { cookie: clerk1 });
    expect(set.status).toBe(403);
  });

  it('today and this week are IST days ending today', async () => {
    const today = (await get(manager, 'period=today')).body.response.scope;
    expect(today.from).toBe(today.to);
    const week = (await get(manager, 'period=week')).body.response.scope;
    expect(week.to).toBe(today.to);
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.days).toBeGreaterThanOrEqual(1);
    expect(week.days).toBeLessThanOrEqual(7);
  });
});

describe('reorder levels', () => {
  it('the manager sets and clears a level; the dashboard lists the product once it is due', async () => {
    const { P5 } = fx.p;
    const set = await w.call('POST', `/api/staff/reports/reorder-levels/${P5.id}`, { level: 60 }, { cookie: manager });
    expect(set.body).toMatchObject({
      status: 1,
      message: 'Reorder level saved',
      response: { product_id: P5.id, level: 60, stock: 50, due: true },
    });
    const d = (await get(manager, `from=${DAY}`)).body.response;
    expect(d.stock.below_reorder.map((s: any) => s.product_id)).toEqual([P5.id, fx.p.P1.id, fx.p.P2.id]);
    const cleared = await w.call('POST', `/api/staff/reports/reorder-levels/${P5.id}`, { level: null }, { cookie: manager });
    expect(cleared.body).toMatchObject({ status: 1, message: 'Reorder level removed', response: { level: null, due: false } });
    const missing = await w.call('POST', '/api/staff/reports/reorder-levels/99999999', { level: 1 }, { cookie: manager });
    expect(missing).toMatchObject({ status: 404, body: { code: 'report.noSuchProduct' } });
    const bad = await w.call('POST', `/api/staff/reports/reorder-levels/${P5.id}`, { level: -1 }, { cookie: manager });
    expect(bad.status).toBe(400);
    const list = await w.call('GET', '/api/staff/reports/reorder-levels?limit=5', undefined, { cookie: clerk1 });
    expect(
      list.body.response
        .slice(0, 2)
        .map((r: any) => r.product_id)
        .sort(),
    ).toEqual([fx.p.P1.id, fx.p.P2.id].sort());
  });
});
