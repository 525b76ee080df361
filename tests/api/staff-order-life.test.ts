import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundDuePayments, retryRefunds } from '../../functions/api/jobs/refunds';
import { sendOrderConfirmations } from '../../functions/api/jobs/order-followups';
import { ORDER_STATUSES } from '../../src/lib/domain/orders/order-status';
import { moveRefusal } from '../../src/lib/domain/orders/order-life';
import { count, pointsOf, stockAt, stockOf } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import {
  CLERK_1,
  MANAGER,
  RIDER_1,
  earningOrderOutForDelivery,
  move,
  newShopper,
  placeOrder,
  staffLogin,
  walk,
  completionProof,
  type Shopper,
} from '../support/staff';

let w: TestWorker;
let shopper: Shopper;
let clerk: string;
let clerkB: string;
let manager: string;
let rider: string;

beforeAll(async () => {
  w = await startWorker();
  shopper = await newShopper(w, 5000);
  const cookies = await Promise.all([CLERK_1, CLERK_1, MANAGER, RIDER_1].map((s) => staffLogin(w, s)));
  [clerk, clerkB, manager, rider] = cookies as [string, string, string, string];
});
afterAll(() => w?.dispose());

const statusOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT order_status FROM orders WHERE id = ?1').bind(id).first<{ order_status: string }>())!.order_status;
const events = (id: number) => count(w, 'SELECT 1 FROM order_event WHERE order_id = ?1', id);

/** Puts an order straight into a status (and hands it to the rider), to test the move out of it. */
async function force(id: number, status: string) {
  await w.env.DB.prepare('UPDATE orders SET order_status = ?2, rider_id = ?3 WHERE id = ?1').bind(id, status, RIDER_1.id).run();
}

/** An online order through the test provider: create → pay → verify. */
async function paidOnlineOrder(s: Shopper) {
  const { plainProducts, setCart } = await import('../support/order-helpers');
  const { MIN_ORDER_PAISE, SHIPPING } = await import('../../scripts/seed/fixtures');
  const p = (await plainProducts(w, { minStock: 80, rate: 5 }))[0]!;
  const line = { product_id: p.id, qty: Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1 };
  const total = line.qty * p.discount_price + SHIPPING.belowThreshold.price;
  await setCart(w, s.id, [line]);
  const post = (path: string, body: unknown) => w.call('POST', path, body, { cookie: s.cookie });
  const created = await post('/api/payments/create', { flag: 0, address_id: s.address, amount: total });
  expect(created.status).toBe(200);
  const cb = (await post('/api/payments/test-complete', { order_id: created.body.response.order_id, outcome: 'success' })).body.response;
  const ok = await post('/api/payments/verify', cb);
  expect(ok.body).toMatchObject({ status: 1, response: { payment_method: 'online', payment_status: 'Success' } });
  return {
    id: ok.body.response.id as number,
    txnid: ok.body.response.txnid as string,
    total,
    paymentId: cb.razorpay_payment_id as string,
    product: p,
    qty: line.qty,
  };
}

const totalOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT order_total FROM orders WHERE id = ?1').bind(id).first<{ order_total: number }>())!.order_total;

describe('every move through the API, for a branch clerk', () => {
  for (const flag of [0, 1] as const) {
    for (const from of ORDER_STATUSES) {
      it(`${flag === 0 ? 'delivery' : 'pickup'} order in ${from}: exactly the table's moves succeed`, async () => {
        const refused: string[] = [];
        for (const to of ORDER_STATUSES) {
          const o = await placeOrder(w, shopper, flag === 1 ? { pickupBranch: 1 } : {});
          await force(o.id, from);
          const allowed =
            moveRefusal({ status: from, deliveryMode: flag === 0 ? 'delivery' : 'pickup', rider_id: RIDER_1.id }, to, {
              role: 'branch',
              id: CLERK_1.id,
            }) === null;
          // completing a cash delivery records the cash taken (docs/delivery.md); the reason stands in for the code
          const cash = to === 'Completed' ? { cash: await totalOf(o.id) } : {};
          const res = await move(w, clerk, o.id, { from, to, reason: 'Test reason', rider_id: RIDER_1.id, ...cash });
          if (allowed) {
            expect({ to, status: res.status, message: res.body.message }).toEqual({ to, status: 200, message: `Order moved to ${to}` });
            expect(await statusOf(o.id)).toBe(to);
            expect(await events(o.id)).toBe(1);
          } else {
            expect({ to, status: res.status }).toEqual({ to, status: expect.any(Number) });
            expect([400, 403]).toContain(res.status);
            expect(await statusOf(o.id)).toBe(from);
            expect(await events(o.id)).toBe(0);
            refused.push(to);
          }
        }
        expect(refused.length).toBeGreaterThan(0);
      });
    }
  }

  it('there is no Failed order to move to (a failed payment is a payment attempt, never an order)', async () => {
    const o = await placeOrder(w, shopper);
    const res = await move(w, clerk, o.id, { from: 'Pending', to: 'Failed' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Unknown order status' } });
    expect((await w.call('GET', '/api/staff/orders?status=Failed', undefined, { cookie: clerk })).status).toBe(400);
  });

  it('cancelling needs a reason', async () => {
    const o = await placeOrder(w, shopper);
    const res = await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please give a reason for cancelling' } });
  });
});

describe('the state the staff saw', () => {
  it('a stale "from" is refused with the current status', async () => {
    const o = await placeOrder(w, shopper);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    const res = await move(w, clerk, o.id, { from: 'Pending', to: 'Confirmed' });
    expect(res).toMatchObject({
      status: 409,
      body: {
        status: 0,
        message: 'This order was already moved to Confirmed by someone else. Refresh to see it.',
        current_status: 'Confirmed',
      },
    });
  });

  it('two clerks pressing at once: one move, the other a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await placeOrder(w, shopper);
      await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
      const [a, b] = await Promise.all([
        move(w, clerk, o.id, { from: 'Confirmed', to: 'Packed' }),
        move(w, clerkB, o.id, { from: 'Confirmed', to: 'Packed' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toBe('This order was already moved to Packed by someone else. Refresh to see it.');
      expect(await count(w, `SELECT 1 FROM order_event WHERE order_id = ?1 AND to_status = 'Packed'`, o.id)).toBe(1);
    }
  });

  it('a clerk cancelling while another sends it out: exactly one wins, stock returned at most once', async () => {
    const o = await placeOrder(w, shopper);
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
    ]);
    const stock = await stockOf(w, o.product.id);
    const [a, b] = await Promise.all([
      move(w, clerk, o.id, { from: 'Packed', to: 'Cancelled', reason: 'Customer called' }),
      move(w, clerkB, o.id, { from: 'Packed', to: 'Out for delivery', rider_id: RIDER_1.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await statusOf(o.id);
    expect(await stockOf(w, o.product.id)).toBe(after === 'Cancelled' ? stock + o.qty : stock);
  });
});

describe('what each move does, exactly once', () => {
  it('Completed credits the earned points once and counts in Total Delivery', async () => {
    const s = await newShopper(w, 0);
    const o = await earningOrderOutForDelivery(w, clerk, s);
    const earned = o.earned;
    expect(earned).toBeGreaterThan(0);
    expect(await pointsOf(w, s.phone)).toBe(0);
    const proof = await completionProof(w, o.id);
    const [a, b] = await Promise.all([
      move(w, rider, o.id, { from: 'Out for delivery', to: 'Completed', ...proof }),
      move(w, clerk, o.id, { from: 'Out for delivery', to: 'Completed', ...proof }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await move(w, clerk, o.id, { from: 'Out for delivery', to: 'Completed', ...proof })).status).toBe(409);
    expect(await pointsOf(w, s.phone)).toBe(earned);
    expect(await count(w, `SELECT 1 FROM reward_ledger WHERE order_id = ?1 AND reason = 'earn'`, o.id)).toBe(1);
    const cash = await w.env.DB.prepare('SELECT payment_status FROM orders WHERE id = ?1').bind(o.id).first<{ payment_status: string }>();
    expect(cash!.payment_status).toBe('Success');

    const profile = await w.call('GET', '/api/profile', undefined, { cookie: s.cookie });
    expect(profile.body.response).toMatchObject({ totalOrders: 1, deliveryOrders: 1, pendingOrders: 0 });
  });

  it('a cash order cancelled before delivery owes nothing: its payment shows Cancelled, not Pending', async () => {
    const o = await placeOrder(w, shopper);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    expect((await move(w, clerk, o.id, { from: 'Confirmed', to: 'Cancelled', reason: 'Customer called' })).status).toBe(200);
    const row = await w.env.DB.prepare('SELECT payment_status FROM orders WHERE id = ?1').bind(o.id).first<{ payment_status: string }>();
    expect(row!.payment_status).toBe('Cancelled');
  });

  it('Cancelled (points order) returns stock and spent points once; a double cancel does nothing more', async () => {
    const s = await newShopper(w, 100_000);
    const o = await placeOrder(w, s, { payment: 'point' });
    const spent = (await w.env.DB.prepare('SELECT total_points FROM orders WHERE id = ?1').bind(o.id).first<{ total_points: number }>())!
      .total_points;
    expect(spent).toBeGreaterThan(0);
    expect(await pointsOf(w, s.phone)).toBe(100_000 - spent);
    const stock = await stockOf(w, o.product.id);

    const [a, b] = await Promise.all([
      move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Out of stock' }),
      w.call('POST', '/api/orderCancel', { order_id: o.txnid, reason: 'Changed my mind' }, { cookie: s.cookie }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stockOf(w, o.product.id)).toBe(stock + o.qty);
    expect(await pointsOf(w, s.phone)).toBe(100_000);

    expect((await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'again' })).status).toBe(409);
    const again = await w.call('POST', '/api/orderCancel', { order_id: o.txnid, reason: 'Changed my mind' }, { cookie: s.cookie });
    expect(again).toMatchObject({ status: 409, body: { message: 'This order can no longer be cancelled', current_status: 'Cancelled' } });
    expect(await stockOf(w, o.product.id)).toBe(stock + o.qty);
    expect(await pointsOf(w, s.phone)).toBe(100_000);
    expect(await count(w, `SELECT 1 FROM reward_ledger WHERE order_id = ?1 AND reason = 'adjust'`, o.id)).toBe(1);
  });

  it('Cancelled gives the coupon use back once: a first-order coupon works again on the next order', async () => {
    const s = await newShopper(w, 0);
    // WELCOME15 needs ₹300 of goods: 60 of the cheapest plain product is enough for any plain product picked
    const first = await placeOrder(w, s, { coupon: 'WELCOME15', qty: 60 });
    const uses = () =>
      count(w, 'SELECT 1 FROM coupon_use u JOIN coupon c ON c.id = u.coupon_id WHERE c.code = ?1 AND u.user_id = ?2', 'WELCOME15', s.id);
    expect(await uses()).toBe(1);
    const [a, b] = await Promise.all([
      move(w, clerk, first.id, { from: 'Pending', to: 'Cancelled', reason: 'Out of stock' }),
      w.call('POST', '/api/orderCancel', { order_id: first.txnid, reason: 'Changed my mind' }, { cookie: s.cookie }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await uses()).toBe(0);
    const second = await placeOrder(w, s, { coupon: 'WELCOME15', qty: 60 });
    expect(await w.env.DB.prepare('SELECT coupon_code FROM orders WHERE id = ?1').bind(second.id).first()).toEqual({
      coupon_code: 'WELCOME15',
    });
    expect(await uses()).toBe(1);
  });

  it('every move is in the audit trail with who, when, from, to and why', async () => {
    const o = await placeOrder(w, shopper, { pickupBranch: 1 });
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Ready for pickup'],
    ]);
    await walk(w, manager, o.id, [['Ready for pickup', 'Completed', { reason: 'Collected by customer' }]]);
    const detail = await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: manager });
    expect(detail.body.response.timeline.map((e: any) => [e.from, e.to, e.actor_type, e.actor_name, e.actor_role])).toEqual([
      ['Pending', 'Confirmed', 'staff', CLERK_1.name, 'branch'],
      ['Confirmed', 'Packed', 'staff', CLERK_1.name, 'branch'],
      ['Packed', 'Ready for pickup', 'staff', CLERK_1.name, 'branch'],
      ['Ready for pickup', 'Completed', 'staff', MANAGER.name, 'manager'],
    ]);
    expect(detail.body.response.timeline[3].reason).toBe('Collected by customer');
    expect(detail.body.response.allowed_moves).toEqual([]);
  });
});

describe('the shopper', () => {
  it('cancels their own order while Pending or Confirmed, sees the timeline, and not once it is packed', async () => {
    const s = await newShopper(w);
    const a = await placeOrder(w, s);
    const stock = await stockOf(w, a.product.id);
    const short = await w.call('POST', '/api/orderCancel', { order_id: a.txnid, reason: '' }, { cookie: s.cookie });
    expect(short.status).toBe(400);
    const res = await w.call('POST', '/api/orderCancel', { order_id: a.txnid, reason: 'Ordered by mistake' }, { cookie: s.cookie });
    expect(res.body).toMatchObject({
      status: 1,
      message: 'Your order has been cancelled',
      response: { order_status: 'Cancelled', status_badge: 'danger', can_cancel: false },
    });
    expect(await stockOf(w, a.product.id)).toBe(stock + a.qty);
    const view = await w.call('GET', `/api/order/${a.txnid}`, undefined, { cookie: s.cookie });
    expect(view.body.response.timeline.map((t: any) => [t.status, t.by, t.reason])).toEqual([
      ['Pending', 'you', null],
      ['Cancelled', 'you', 'Ordered by mistake'],
    ]);

    const b = await placeOrder(w, s);
    await walk(w, clerk, b.id, [['Pending', 'Confirmed']]);
    expect((await w.call('GET', `/api/order/${b.txnid}`, undefined, { cookie: s.cookie })).body.response.can_cancel).toBe(true);
    await walk(w, clerk, b.id, [['Confirmed', 'Packed']]);
    const late = await w.call('POST', '/api/orderCancel', { order_id: b.txnid, reason: 'Too slow' }, { cookie: s.cookie });
    expect(late).toMatchObject({ status: 409, body: { message: 'This order can no longer be cancelled', current_status: 'Packed' } });

    // someone else's order does not exist for them
    const other = await w.call('POST', '/api/orderCancel', { order_id: b.txnid, reason: 'Not mine' }, { cookie: shopper.cookie });
    expect(other.status).toBe(404);
    expect((await w.call('POST', '/api/orderCancel', { order_id: b.txnid, reason: 'Anyone' })).status).toBe(401);
  });

  it('gets their own notification and an SMS for Confirmed; other customers do not see it', async () => {
    const s = await newShopper(w);
    const o = await placeOrder(w, s);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);
    const mine = await w.call('GET', '/api/notification', undefined, { cookie: s.cookie });
    expect(mine.body.response.map((n: any) => n.title)).toContain('Order confirmed');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const theirs = await w.call('GET', '/api/notification', undefined, { cookie: shopper.cookie });
    expect(theirs.body.response.some((n: any) => n.description.includes(o.txnid))).toBe(false);
    const guest = await w.call('GET', '/api/notification');
    expect(guest.body.response.some((n: any) => n.description.includes(o.txnid))).toBe(false);
    const count = await w.call('GET', '/api/notification/count', undefined, { cookie: s.cookie });
    expect(count.body.count).toBeGreaterThanOrEqual(1);
    const sms = await w.call('GET', `/api/dev/outbox?phone=${s.phone}`);
    expect(sms.body.response[0].body).toMatch(
      new RegExp(
        `^Your Haat Fresh order ${o.txnid} is confirmed for \\w{3} \\d{1,2} \\w{3}, .+\\. We will let you know when it is on its way\\. - HAATFR$`,
      ),
    );
  });

  it('gets the order confirmation e-mail with the invoice link once', async () => {
    const s = await newShopper(w);
    const o = await placeOrder(w, s);
    const email = (await w.env.DB.prepare('SELECT bill_email FROM orders WHERE id = ?1').bind(o.id).first<{ bill_email: string }>())!
      .bill_email;
    const inbox = async () => (await w.call('GET', `/api/dev/email-outbox?to=${encodeURIComponent(email)}`)).body.response as any[];
    // sent after the answer (waitUntil); the job sends any that are missing, never twice
    await sendOrderConfirmations(w.env);
    const mails = (await inbox()).filter((m) => m.subject.includes(o.txnid));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`/invoice-one/${o.id}`);
    await sendOrderConfirmations(w.env);
    expect((await inbox()).filter((m) => m.subject.includes(o.txnid))).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('cancelling a paid online order refunds it through the test provider, recorded and shown', async () => {
    const s = await newShopper(w);
    const o = await paidOnlineOrder(s);
    const res = await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Out of stock' });
    expect(res.status).toBe(200);
    expect(res.body.response.refunds).toEqual([
      expect.objectContaining({
        order_id: o.id,
        payment_id: o.paymentId,
        amount: o.total,
        status: 'processed',
        attempts: 1,
        provider_refund_id: expect.stringMatching(/^rfnd_test_/),
      }),
    ]);
    const view = await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: s.cookie });
    expect(view.body.response.refund).toMatchObject({ amount: o.total, status: 'processed' });
    const sms = await w.call('GET', `/api/dev/outbox?phone=${s.phone}`);
    expect(sms.body.response.map((m: any) => m.body).join('\n')).toContain('Refund of ₹');
    // the job finds nothing more to do for it
    await retryRefunds(w.env);
    expect(await count(w, 'SELECT 1 FROM refund WHERE order_id = ?1', o.id)).toBe(1);
  });

  it('a refund that fails is kept, shown to staff, and retried by the job until it goes through', async () => {
    const s = await newShopper(w);
    const o = await paidOnlineOrder(s);
    w.env.TEST_REFUND_OUTCOME = 'fail';
    try {
      const res = await w.call('POST', '/api/orderCancel', { order_id: o.txnid, reason: 'Ordered by mistake' }, { cookie: s.cookie });
      expect(res.status).toBe(200);
      expect(res.body.response.refund).toMatchObject({ amount: o.total, status: 'pending' });
      const detail = await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk });
      expect(detail.body.response.refunds[0]).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('refused'),
      });
      await retryRefunds(w.env);
      const still = await w.env.DB.prepare('SELECT status, attempts FROM refund WHERE order_id = ?1').bind(o.id).first<any>();
      expect(still).toEqual({ status: 'failed', attempts: 2 });
    } finally {
      delete w.env.TEST_REFUND_OUTCOME;
    }
    const result = await retryRefunds(w.env);
    expect(result.processed).toBeGreaterThanOrEqual(1);
    const done = await w.env.DB.prepare('SELECT status, attempts, provider_refund_id FROM refund WHERE order_id = ?1')
      .bind(o.id)
      .first<any>();
    expect(done).toMatchObject({ status: 'processed', attempts: 3, provider_refund_id: expect.stringMatching(/^rfnd_test_/) });
    await retryRefunds(w.env);
    expect((await w.env.DB.prepare('SELECT attempts FROM refund WHERE order_id = ?1').bind(o.id).first<any>()).attempts).toBe(3);
  });

  it('staff can retry a failed refund from the order screen', async () => {
    const s = await newShopper(w);
    const o = await paidOnlineOrder(s);
    w.env.TEST_REFUND_OUTCOME = 'fail';
    await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Damaged stock' });
    const id = (await w.env.DB.prepare('SELECT id FROM refund WHERE order_id = ?1').bind(o.id).first<{ id: number }>())!.id;
    const again = await w.call('POST', `/api/staff/refunds/${id}/retry`, {}, { cookie: clerk });
    expect(again.body).toMatchObject({ status: 1, response: { status: 'failed', attempts: 2 } });
    delete w.env.TEST_REFUND_OUTCOME;
    const ok = await w.call('POST', `/api/staff/refunds/${id}/retry`, {}, { cookie: clerk });
    expect(ok.body).toMatchObject({ status: 1, message: 'Refund processed', response: { status: 'processed' } });
    expect((await w.call('POST', `/api/staff/refunds/${id}/retry`, {}, { cookie: rider })).status).toBe(403);
  });

  it("refunds a paid payment that could not become an order (payment_intent 'refund_due') once", async () => {
    const now = Date.now();
    await w.env.DB.prepare(
      `INSERT INTO payment_intent (provider, provider_order_id, user_id, amount, checkout, status, payment_id, failure_reason, created_at, updated_at)
         VALUES ('test', 'order_test_due1', ?1, 45600, '{}', 'refund_due', 'pay_test_due1', 'Stock ran out while paying', ?2, ?2)`,
    )
      .bind(shopper.id, now)
      .run();
    const first = await refundDuePayments(w.env);
    expect(first.processed).toBeGreaterThanOrEqual(1);
    const row = await w.env.DB.prepare(
      `SELECT r.amount, r.status, r.payment_id FROM refund r JOIN payment_intent i ON i.id = r.intent_id WHERE i.provider_order_id = 'order_test_due1'`,
    ).first<any>();
    expect(row).toEqual({ amount: 45600, status: 'processed', payment_id: 'pay_test_due1' });
    await refundDuePayments(w.env);
    expect(
      await count(w, `SELECT 1 FROM refund r JOIN payment_intent i ON i.id = r.intent_id WHERE i.provider_order_id = 'order_test_due1'`),
    ).toBe(1);

    // refunded: no longer "refund due" for the manager or the shopper (issue 26 item 10)
    const due = await w.call('GET', '/api/staff/payment-attempts?status=refund_due', undefined, { cookie: manager });
    expect(due.body.response.map((r: any) => r.provider_order_id)).not.toContain('order_test_due1');
    const staff = await w.call('GET', '/api/staff/payment-attempts?status=refunded', undefined, { cookie: manager });
    expect(staff.body.response.map((r: any) => r.provider_order_id)).toContain('order_test_due1');
    const mine = await w.call('GET', '/api/payment-attempts', undefined, { cookie: shopper.cookie });
    expect(mine.body.response).toEqual(
      expect.arrayContaining([expect.objectContaining({ provider_order_id: 'order_test_due1', amount: 45600, status: 'refunded' })]),
    );
  });
});

describe('stock on the staff side', () => {
  it('a clerk corrects stock and marks a product out of stock; the cached catalogue shows it at once', async () => {
    const p = (await w.env.DB.prepare('SELECT id, slug FROM product WHERE out_of_stock = 0 AND stock > 5 ORDER BY id LIMIT 1').first<{
      id: number;
      slug: string;
    }>())!;
    w.env.CATALOGUE_CACHE_SECONDS = '60';
    try {
      const first = await w.call('GET', `/api/product/${p.slug}`);
      expect(first.status).toBe(200);
      const hit = await w.call('GET', `/api/product/${p.slug}`);
      expect(hit.headers.get('x-cache')).toBe('HIT');

      const res = await w.call('POST', `/api/staff/products/${p.id}/stock`, { stock: 3, reason: 'Shelf count' }, { cookie: clerk });
      expect(res.body).toMatchObject({
        status: 1,
        message: 'Stock updated',
        response: { id: p.id, stock: Math.max(0, 3 - res.body.response.reserved), out_of_stock: false },
      });
      const after = await w.call('GET', `/api/product/${p.slug}`);
      expect(after.headers.get('x-cache')).not.toBe('HIT');
      expect(after.raw).toContain(`"stock":${res.body.response.stock}`);

      const off = await w.call('POST', `/api/staff/products/${p.id}/stock`, { out_of_stock: true }, { cookie: clerk });
      expect(off.body.response).toMatchObject({ stock: res.body.response.stock, out_of_stock: true });
      expect((await w.call('GET', `/api/product/${p.slug}`)).headers.get('x-cache')).not.toBe('HIT');
    } finally {
      w.env.CATALOGUE_CACHE_SECONDS = '0';
    }
    expect(
      (await w.call('POST', `/api/staff/products/${p.id}/stock`, { stock: -1, reason: 'Shelf count' }, { cookie: clerk })).status,
    ).toBe(400);
    expect(
      (await w.call('POST', '/api/staff/products/99999999/stock', { stock: 1, reason: 'Shelf count' }, { cookie: clerk })).status,
    ).toBe(404);
    const list = await w.call('GET', `/api/staff/products?q=${encodeURIComponent(p.slug.slice(0, 6))}`, undefined, { cookie: clerk });
    expect(list.body.status).toBe(1);
  });

  it('a shelf count made while units are promised is not raised again when they come back', async () => {
    const s = await newShopper(w);
    const o = await placeOrder(w, s, { productIndex: 5 });
    // its units are ordered and not yet packed: still on the shelf, already sold
    const counted = await w.call(
      'POST',
      `/api/staff/products/${o.product.id}/stock`,
      { stock: 100, reason: 'Shelf count' },
      { cookie: clerk },
    );
    expect(counted.body.response.reserved).toBeGreaterThanOrEqual(o.qty);
    const reservedByOthers = counted.body.response.reserved - o.qty;
    expect(counted.body.response.stock).toBe(100 - o.qty - reservedByOthers);
    // the order is cancelled: its units were on the shelf all along, so the shop can sell the 100 counted
    expect((await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Customer called' })).status).toBe(200);
    expect(await stockAt(w, o.product.id)).toBe(100 - reservedByOthers);
    const list = await w.call('GET', `/api/staff/products?q=${encodeURIComponent(o.product.name)}`, undefined, { cookie: clerk });
    expect(list.body.response.find((r: { id: number }) => r.id === o.product.id)).toMatchObject({
      stock: 100 - reservedByOthers,
      reserved: reservedByOthers,
    });
  });
});
