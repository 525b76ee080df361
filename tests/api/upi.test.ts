/**
 * UPI through the local test provider (issue 17): approve → one order; decline → no order, the held
 * stock back at once; a collect request left pending → no order, and after the intent's life the
 * expiry job gives the held stock back. The checkout polls /api/payments/status meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { createCustomer, onlinePayer, sessionCookie, setCart, stockOf, type ProductRow } from '../support/order-helpers';
import { outOfThisHour } from '../support/payment-starts';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let shopper: { id: number; cookie: string; address: number };
let p: ProductRow;
let line: { product_id: number; qty: number };
let total: number;

beforeAll(async () => {
  w = await startWorker();
  ({ shopper, p, line, total } = await onlinePayer(w));
});
afterAll(() => w?.dispose());

const post = (path: string, body: unknown, cookie = shopper.cookie) => w.call('POST', path, body, { cookie });
const ordersOf = async () =>
  (await w.env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?1').bind(shopper.id).first<{ n: number }>())!.n;
const intentRow = (orderId: string) =>
  w.env.DB.prepare('SELECT * FROM payment_intent WHERE provider_order_id = ?1').bind(orderId).first<any>();
const holdsOf = async (intentId: number) =>
  (await w.env.DB.prepare('SELECT count(*) AS n FROM stock_hold WHERE intent_id = ?1').bind(intentId).first<{ n: number }>())!.n;

async function payByUpi() {
  await outOfThisHour(w, shopper.id);
  await setCart(w, shopper.id, [line]);
  const res = await post('/api/payments/create', { flag: 0, address_id: shopper.address, amount: total, method: 'upi' });
  expect(res.body.status, res.raw).toBe(1);
  return res.body.response as { order_id: string; expires_at: number; method: string; config: any; checkout_url: string };
}

describe('UPI through the test provider', () => {
  it('asks Razorpay for its UPI block first, and opens the test window as a UPI window', async () => {
    const o = await payByUpi();
    expect(o.method).toBe('upi');
    expect(o.config.display.sequence).toEqual(['block.upi']);
    expect(o.config.display.blocks.upi.instruments).toEqual([{ method: 'upi', flows: ['intent', 'collect', 'qr'] }]);
    expect(o.config.display.preferences.show_default_blocks).toBe(true);
    expect(o.checkout_url).toContain('method=upi');
    const page = await (await w.request(o.checkout_url, { headers: { cookie: shopper.cookie } })).text();
    expect(page).toContain('UPI ID');
    expect(page).toContain('Approve on UPI app');
    expect(page).toContain('Decline');
    expect(page).toContain('Leave it pending (timeout)');
    // card / net banking still works, with its own block first
    await setCart(w, shopper.id, [line]);
    const card = await post('/api/payments/create', { flag: 0, address_id: shopper.address, amount: total, method: 'card' });
    expect(card.body.response.config.display.sequence).toEqual(['block.cards']);
  });

  it('approve: exactly one order', async () => {
    const before = await ordersOf();
    const { order_id } = await payByUpi();
    expect((await post('/api/payments/status', { order_id })).body.response).toMatchObject({ state: 'pending', txnid: null });
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    const placed = await post('/api/payments/verify', cb);
    expect(placed.body).toMatchObject({ status: 1, message: en('orderPlaced') });
    await post('/api/payments/verify', cb); // a replay places nothing
    expect(await ordersOf()).toBe(before + 1);
    expect((await post('/api/payments/status', { order_id })).body.response).toMatchObject({
      state: 'paid',
      txnid: placed.body.response.txnid,
    });
  });

  it('decline: no order, and the held units go back at once', async () => {
    const before = await ordersOf();
    const stock = await stockOf(w, p.id);
    const { order_id } = await payByUpi();
    expect(await stockOf(w, p.id)).toBe(stock - line.qty);
    const res = await post('/api/payments/test-complete', { order_id, outcome: 'failure' });
    expect(res.body).toMatchObject({ status: 0, message: en('paymentFailed') });
    expect(await stockOf(w, p.id)).toBe(stock);
    expect(await ordersOf()).toBe(before);
    expect(await holdsOf((await intentRow(order_id)).id)).toBe(0);
    expect((await post('/api/payments/status', { order_id })).body.response.state).toBe('failed');
  });

  it("timeout: the request waits, no order; after the intent's life the expiry job gives the stock back", async () => {
    const before = await ordersOf();
    const stock = await stockOf(w, p.id);
    const { order_id, expires_at } = await payByUpi();
    const pending = await post('/api/payments/test-complete', { order_id, outcome: 'pending' });
    expect(pending.body).toEqual({ status: 2, message: en('upi.waiting'), response: { order_id, expires_at } });
    const intent = await intentRow(order_id);
    expect(intent.status).toBe('created');
    // while the shopper waits, the units stay held for them
    await runScheduledJobs(w.env, expires_at - 1000);
    expect(await stockOf(w, p.id)).toBe(stock - line.qty);
    expect((await post('/api/payments/status', { order_id })).body.response).toMatchObject({ state: 'pending', expires_at });

    // the clock moves past the intent's life: the scheduled run expires it
    await runScheduledJobs(w.env, expires_at);
    expect(await intentRow(order_id)).toMatchObject({ status: 'expired', checkout: '{}' });
    expect(await stockOf(w, p.id)).toBe(stock);
    expect(await holdsOf(intent.id)).toBe(0);
    expect(await ordersOf()).toBe(before);
    expect((await post('/api/payments/status', { order_id })).body.response.state).toBe('expired');
  });

  it('status reads "expired" once the life is over, even before the scheduled run, and gives the stock back', async () => {
    const stock = await stockOf(w, p.id);
    const { order_id } = await payByUpi();
    await w.env.DB.prepare('UPDATE payment_intent SET expires_at = ?2 WHERE provider_order_id = ?1')
      .bind(order_id, Date.now() - 1)
      .run();
    expect((await post('/api/payments/status', { order_id })).body.response.state).toBe('expired');
    expect(await stockOf(w, p.id)).toBe(stock);
  });

  it("another shopper cannot read the payment's status", async () => {
    const { order_id } = await payByUpi();
    const other = await createCustomer(w);
    const res = await post('/api/payments/status', { order_id }, await sessionCookie(w, other.id));
    expect(res.status).toBe(404);
  });
});
