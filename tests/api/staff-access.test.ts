import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueue, type QueueFilters } from '../../functions/api/db/orders/staff-orders';
import type { StaffMember } from '../../functions/api/env';
import { FINAL_STATUSES } from '../../src/lib/domain/orders/order-life';
import { STAFF_ROUTES } from '../../functions/api/routes/staff';
import { startWorker, type TestWorker } from '../support/worker';
import {
  completionProof,
  CLERK_1,
  CLERK_2,
  MANAGER,
  RIDER_1,
  RIDER_1B,
  newShopper,
  placeOrder,
  staffLogin,
  walk,
  type Shopper,
} from '../support/staff';

let w: TestWorker;
let shopper: Shopper;
let clerk1: string;
let clerk2: string;
let manager: string;
let rider1: string;
let rider1b: string;

beforeAll(async () => {
  w = await startWorker();
  shopper = await newShopper(w);
  const cookies = await Promise.all([CLERK_1, CLERK_2, MANAGER, RIDER_1, RIDER_1B].map((s) => staffLogin(w, s)));
  [clerk1, clerk2, manager, rider1, rider1b] = cookies as [string, string, string, string, string];
});
afterAll(() => w?.dispose());

describe('staff login', () => {
  it('sets its own HttpOnly, Secure, SameSite=Strict cookie, never the customer one', async () => {
    const res = await w.call('POST', '/api/staff/login', { mobile: CLERK_1.mobile, password: CLERK_1.password });
    expect(res.body).toMatchObject({
      status: 1,
      response: { role: 'branch', branch_id: 1, branch_name: 'Indiranagar', name: CLERK_1.name },
    });
    const cookies = res.headers.getSetCookie();
    // the session, and the known-device token that keeps a stranger from locking this clerk out (issue 26 item 5)
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^staff_session=[0-9a-f]{64};/);
    expect(cookies[0]).toMatch(/Path=\//);
    expect(cookies[1]).toMatch(/^staff_device=[0-9a-f]{64};/);
    expect(cookies[1]).toMatch(/Path=\/api\/staff/);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Secure/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    }
  });

  it('refuses a wrong password and a customer password, and throttles after 5 failures', async () => {
    const wrong = await w.call('POST', '/api/staff/login', { mobile: RIDER_1.mobile, password: 'nope-nope' });
    expect(wrong).toMatchObject({ status: 401, body: { status: 0, message: 'Mobile number or password is wrong' } });
    // a customer's own credentials open nothing here
    const customer = await w.call('POST', '/api/staff/login', { mobile: '9876543210', password: 'asha@1234' });
    expect(customer.status).toBe(401);
    const target = { mobile: '9800000061', password: 'wrong-one' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await w.call('POST', '/api/staff/login', target)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('me answers the staff member; logout ends the session', async () => {
    const cookie = await staffLogin(w, RIDER_1);
    const me = await w.call('GET', '/api/staff/me', undefined, { cookie });
    expect(me.body).toMatchObject({ status: 1, response: { role: 'rider', branch_id: 1, mobile: RIDER_1.mobile } });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const out = await w.call('POST', '/api/staff/logout', {}, { cookie });
    expect(out.body).toMatchObject({ status: 1 });
    expect((await w.call('GET', '/api/staff/me', undefined, { cookie })).status).toBe(401);
  });

  it('the manager sees every branch', async () => {
    const me = await w.call('GET', '/api/staff/me', undefined, { cookie: manager });
    expect(me.body.response).toMatchObject({ role: 'manager', branch_id: null });
    expect(me.body.response.branches).toHaveLength(6);
  });
});

describe('a customer is refused on every staff route', () => {
  for (const r of STAFF_ROUTES) {
    it(`${r.method} ${r.path}: 401 for a signed-in customer and for nobody`, async () => {
      const asCustomer = await w.call(r.method, r.path, r.body, { cookie: shopper.cookie });
      expect(asCustomer.status).toBe(401);
      expect(asCustomer.body).toMatchObject({ status: 0, message: 'Please log in as staff', staff_login: true });
      const anonymous = await w.call(r.method, r.path, r.body);
      expect(anonymous.status).toBe(401);
    });
  }
  it('a staff cookie does not sign anyone in to the shop', async () => {
    const res = await w.call('GET', '/api/notification/count', undefined, { cookie: clerk1 });
    expect(res.status).toBe(401);
  });
});

describe('branch and rider scope', () => {
  it("a branch-1 clerk gets 404 for branch 2's order, in the list, detail and move", async () => {
    const o = await placeOrder(w, shopper, { pickupBranch: 2 });
    expect((await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk1 })).status).toBe(404);
    const moved = await w.call('POST', `/api/staff/orders/${o.id}/move`, { from: 'Pending', to: 'Confirmed' }, { cookie: clerk1 });
    expect(moved).toMatchObject({ status: 404, body: { status: 0, message: 'Order not found' } });
    const list = await w.call('GET', `/api/staff/orders?q=${o.txnid}`, undefined, { cookie: clerk1 });
    expect(list.body.response.orders).toEqual([]);
    // the clerk of branch 2 and the manager see it
    expect((await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk2 })).status).toBe(200);
    expect((await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: manager })).status).toBe(200);
    const search = await w.call('GET', `/api/staff/orders?q=${o.txnid}`, undefined, { cookie: clerk2 });
    expect(search.body.response.orders.map((r: any) => r.id)).toEqual([o.id]);
  });

  it('a rider sees only orders handed to them, and completes only those', async () => {
    const o = await placeOrder(w, shopper);
    // not handed to anyone yet: no rider sees it
    expect((await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: rider1 })).status).toBe(404);
    await walk(w, clerk1, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
    ]);
    const mine = await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: rider1 });
    expect(mine.body.response).toMatchObject({ order_status: 'Out for delivery', rider: { id: RIDER_1.id } });
    expect(mine.body.response.allowed_moves.map((m: any) => m.to)).toEqual(['Completed']);
    const list = await w.call('GET', '/api/staff/orders', undefined, { cookie: rider1 });
    expect(list.body.response.orders.every((r: any) => r.rider_id === RIDER_1.id)).toBe(true);
    expect(list.body.response.orders.map((r: any) => r.id)).toContain(o.id);

    // the other rider of the same branch: not theirs
    expect((await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: rider1b })).status).toBe(404);
    const other = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Out for delivery', to: 'Completed', ...(await completionProof(w, o.id)) },
      { cookie: rider1b },
    );
    expect(other.status).toBe(404);
    expect(
      (await w.call('GET', '/api/staff/orders', undefined, { cookie: rider1b })).body.response.orders.map((r: any) => r.id),
    ).not.toContain(o.id);

    await walk(w, rider1, o.id, [['Out for delivery', 'Completed']]);
  });

  it('riders cannot touch stock or failed payments; clerks cannot read failed payments', async () => {
    expect((await w.call('GET', '/api/staff/products', undefined, { cookie: rider1 })).status).toBe(403);
    expect((await w.call('POST', '/api/staff/products/1/stock', { stock: 3 }, { cookie: rider1 })).status).toBe(403);
    expect((await w.call('GET', '/api/staff/payment-attempts', undefined, { cookie: clerk1 })).status).toBe(403);
    expect((await w.call('GET', '/api/staff/payment-attempts', undefined, { cookie: manager })).status).toBe(200);
  });

  it('a rider cannot be a branch-2 rider on a branch-1 order', async () => {
    const o = await placeOrder(w, shopper);
    await walk(w, clerk1, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
    ]);
    const res = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Packed', to: 'Out for delivery', rider_id: 22 },
      { cookie: clerk1 },
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'That rider does not work at this branch' } });
    const none = await w.call('POST', `/api/staff/orders/${o.id}/move`, { from: 'Packed', to: 'Out for delivery' }, { cookie: clerk1 });
    expect(none).toMatchObject({ status: 400, body: { message: 'Choose a rider to send this order out' } });
  });
});

describe('the queue', () => {
  it('filters by status, fulfilment, payment, day and mobile, and counts new orders since a time', async () => {
    const before = Date.now() - 1;
    const a = await placeOrder(w, shopper);
    const b = await placeOrder(w, shopper, { pickupBranch: 1 });
    const q = (query: string) => w.call('GET', `/api/staff/orders?${query}`, undefined, { cookie: clerk1 }).then((r) => r.body.response);
    const ids = (r: any) => r.orders.map((o: any) => o.id);

    const fresh = await q(`since=${before}&q=${shopper.phone}`);
    expect(fresh.new_count).toBe(2);
    expect(typeof fresh.now).toBe('number');
    expect(ids(await q(`q=${shopper.phone}&fulfilment=pickup`))).toContain(b.id);
    expect(ids(await q(`q=${shopper.phone}&fulfilment=pickup`))).not.toContain(a.id);
    expect(ids(await q(`q=${shopper.phone}&fulfilment=delivery`))).toContain(a.id);
    expect(ids(await q(`q=${shopper.phone}&payment=online`))).toEqual([]);
    expect(ids(await q(`status=Pending&q=${a.txnid}`))).toEqual([a.id]);
    expect(ids(await q(`status=Completed&q=${a.txnid}`))).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(ids(await q(`date=${today}&q=${a.txnid}`))).toEqual([a.id]);
    expect(ids(await q(`date=2020-01-01&q=${a.txnid}`))).toEqual([]);

    const row = (await q(`q=${a.txnid}`)).orders[0];
    expect(row).toMatchObject({
      id: a.id,
      txnid: a.txnid,
      order_status: 'Pending',
      status_badge: 'warning',
      fulfilment: 'delivery',
      customer_mobile: shopper.phone,
      branch_id: 1,
      branch_name: 'Indiranagar',
      item_count: 1,
    });

    const count = await w.call('GET', `/api/staff/orders/count?since=${before}`, undefined, { cookie: clerk1 });
    expect(count.body.response.new_count).toBeGreaterThanOrEqual(2);
    expect(count.body.response.open_count).toBeGreaterThanOrEqual(2);
    expect((await w.call('GET', '/api/staff/orders?date=2026-13-45', undefined, { cookie: clerk1 })).status).toBe(400);
  });

  it('sorts by slot for packing: the earliest slot first, first come first within it, no slot last (issue 29)', async () => {
    const [late, early, none, earlyToo] = [
      await placeOrder(w, shopper),
      await placeOrder(w, shopper),
      await placeOrder(w, shopper),
      await placeOrder(w, shopper),
    ];
    const slot = (o: { id: number }, day: string | null, start: number | null) =>
      w.env.DB.prepare('UPDATE orders SET slot_day = ?1, slot_start_min = ?2, slot_end_min = ?3 WHERE id = ?4')
        .bind(day, start, start === null ? null : start + 120, o.id)
        .run();
    await slot(late, '2099-01-01', 16 * 60);
    await slot(early, '2099-01-01', 7 * 60);
    await slot(earlyToo, '2099-01-01', 7 * 60);
    await slot(none, null, null);
    const mine = new Set([late.id, early.id, none.id, earlyToo.id]);
    const order = async (query: string) =>
      (
        (await w.call('GET', `/api/staff/orders?q=${shopper.phone}&limit=100&${query}`, undefined, { cookie: clerk1 })).body.response
          .orders as { id: number }[]
      )
        .map((o) => o.id)
        .filter((id) => mine.has(id));
    expect(await order('sort=slot')).toEqual([early.id, earlyToo.id, late.id, none.id]);
    // newest first stays the default
    expect(await order('')).toEqual([earlyToo.id, none.id, early.id, late.id]);
    expect((await w.call('GET', '/api/staff/orders?sort=cheapest', undefined, { cookie: clerk1 })).status).toBe(400);
  });

  it("finds an order by the last characters of its number, the customer's name or mobile however written (issue 29)", async () => {
    const a = await placeOrder(w, shopper);
    const q = (text: string) =>
      w
        .call('GET', `/api/staff/orders?q=${encodeURIComponent(text)}`, undefined, { cookie: clerk1 })
        .then((r) => (r.body.response.orders as { id: number }[]).map((o) => o.id));
    // a customer on the phone reads the last six characters, in lower case
    expect(await q(a.txnid.slice(-6).toLowerCase())).toContain(a.id);
    expect(await q(a.txnid.slice(-4))).toContain(a.id);
    // a number may end in letters only (its tail is hex): "…FACED" read out still finds it
    const lettered = await placeOrder(w, shopper);
    await w.env.DB.prepare("UPDATE orders SET txnid = 'HF261129FACED' WHERE id = ?1").bind(lettered.id).run();
    expect(await q('aced')).toContain(lettered.id);
    expect(await q('FACED')).toContain(lettered.id);
    // a mobile as people write it
    const spaced = `+91 ${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)}`;
    expect(await q(spaced)).toContain(a.id);
    // the name on the order, any part of it, any case
    const name = (
      (await w.call('GET', `/api/staff/orders?q=${a.txnid}`, undefined, { cookie: clerk1 })).body.response.orders[0] as {
        customer_name: string;
      }
    ).customer_name;
    expect(name.length).toBeGreaterThan(1);
    expect(await q(name.split(' ')[0]!.toLowerCase())).toContain(a.id);
    // LIKE's own wildcards are only letters here: "%" and "__" find nothing, not every order
    expect(await q('%%')).toEqual([]);
    expect(await q('__')).toEqual([]);
    // a guest order billed to a number is found by it too (the bill's mobile, not only the account's)
    const guestBill = '6000012345';
    await w.env.DB.prepare('UPDATE orders SET user_id = NULL, bill_phone = ?1 WHERE id = ?2').bind(guestBill, a.id).run();
    expect(await q(guestBill)).toEqual([a.id]);
    // another branch's clerk does not find it by its tail either
    expect(
      (await w.call('GET', `/api/staff/orders?q=${a.txnid.slice(-6)}`, undefined, { cookie: clerk2 })).body.response.orders.map(
        (o: { id: number }) => o.id,
      ),
    ).not.toContain(a.id);
  });

  /** The plan of every statement the queue sends for `filters`, as `staff` sees it. */
  async function queuePlans(staff: Pick<StaffMember, 'id' | 'role' | 'branch_id'>, filters: Partial<QueueFilters>): Promise<string[][]> {
    const sent: { sql: string; params: unknown[] }[] = [];
    const db = w.env.DB;
    const spy = {
      prepare: (sql: string) => ({ bind: (...params: unknown[]) => (sent.push({ sql, params }), db.prepare(sql).bind(...params)) }),
      batch: (statements: D1PreparedStatement[]) => db.batch(statements),
    } as unknown as D1Database;
    await listQueue(spy, staff as StaffMember, { limit: 20, offset: 0, ...filters } as QueueFilters);
    expect(sent.length).toBeGreaterThan(0);
    const plans: string[][] = [];
    for (const { sql, params } of sent) {
      const plan = await db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push(plan.results.map((r) => r.detail));
    }
    return plans;
  }
  const ordersStep = (plan: string[]) => plan.find((d) => /^(SCAN|SEARCH) o\b/.test(d)) ?? '';

  it('a search by mobile reads two indexes, never every order (issue 30: a year of orders)', async () => {
    for (const plan of await queuePlans({ id: 1, role: 'manager', branch_id: null }, { q: shopper.phone })) {
      expect(
        plan.filter((d) => /^SCAN o\b/.test(d) && !/USING/.test(d)),
        plan.join('\n'),
      ).toEqual([]);
    }
  });

  it('the open queue reads only open orders (migration 0034), for a clerk and for the manager', async () => {
    // the partial index's WHERE is this list, in this order
    expect(FINAL_STATUSES).toEqual(['Completed', 'Cancelled']);
    for (const staff of [
      { id: 11, role: 'branch', branch_id: 1 },
      { id: 1, role: 'manager', branch_id: null },
    ] as const) {
      for (const plan of await queuePlans(staff, { status: 'open' }))
        expect(ordersStep(plan), plan.join('\n')).toMatch(/USING INDEX orders_open(_all)?\b/);
    }
  });
});
