import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider } from '../../functions/api/providers/payment';
import { razorpayProvider } from '../../functions/api/providers/payment/razorpay';
import { DEV_TEST_PAYMENT_SECRET } from '../../functions/api/providers/payment/test-provider';
import { COUPONS, DEMO_CUSTOMERS, SHIPPING } from '../../scripts/seed/fixtures';
import { runScheduledJobs } from '../../functions/api/jobs';
import { recordedRefusal, refundLine } from '../../src/lib/domain/checkout/payment-intent';
import { onlyLeftMessage } from '../../functions/api/services/checkout/checkout-rules';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { footprint, onlinePayer, sessionCookie, setCart, setStockAt, stockAt, stockOf, type ProductRow } from '../support/order-helpers';
import { outOfThisHour } from '../support/payment-starts';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

let w: TestWorker;
let shopper: { id: number; phone: string; cookie: string; address: number };
let p: ProductRow;
let line: { product_id: number; qty: number };
let total: number;

beforeAll(async () => {
  w = await startWorker();
  ({ shopper, p, line, total } = await onlinePayer(w));
});
afterAll(() => w?.dispose());

const post = (path: string, body: unknown, cookie = shopper.cookie) => w.call('POST', path, body, { cookie });

async function createPayment() {
  await outOfThisHour(w, shopper.id);
  await setCart(w, shopper.id, [line]);
  const res = await post('/api/payments/create', { flag: 0, address_id: shopper.address, amount: total });
  expect(res.status).toBe(200);
  return res.body.response as { order_id: string; amount: number; key: string };
}

function webhook(event: string, orderId: string, paymentId: string, amount: number, opts: { secret?: string; eventId?: string } = {}) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: event === 'payment.failed' ? 'failed' : 'captured' },
      },
      ...(event === 'order.paid' ? { order: { entity: { id: orderId, amount, amount_paid: amount, status: 'paid' } } } : {}),
    },
  });
  return w.request('/api/payments/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(opts.secret ?? DEV_TEST_PAYMENT_SECRET, raw),
      'x-razorpay-event-id': opts.eventId ?? `evt_${crypto.randomUUID()}`,
    },
    body: raw,
  });
}

const ordersFor = async (userId: number) =>
  (await w.env.DB.prepare('SELECT * FROM orders WHERE user_id = ?1 ORDER BY id').bind(userId).all<any>()).results;

describe('GET /api/razorpayDetails', () => {
  it('gives the public key id only', async () => {
    const res = await w.call('GET', '/api/razorpayDetails');
    expect(res.body).toEqual({ status: 1, information: { key: 'rzp_test_local' }, provider: 'test' });
    expect(res.raw).not.toContain(DEV_TEST_PAYMENT_SECRET);
  });

  it('uses Razorpay when its keys are configured, still without a secret', () => {
    const env = { ...w.env, RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'shh', RAZORPAY_WEBHOOK_SECRET: 'wh' };
    const provider = paymentProvider(env);
    expect(provider.name).toBe('razorpay');
    expect(provider.publicKey()).toBe('rzp_test_abc');
  });
});

describe('online payment through the test provider', () => {
  it('creates a provider order for the server total; nothing is ordered yet', async () => {
    const before = await footprint(w);
    const res = await createPayment();
    expect(res).toMatchObject({
      key: 'rzp_test_local',
      amount: total,
      currency: 'INR',
      name: 'Haat Fresh',
      theme: { color: '#1a8f3c' },
      provider: 'test',
    });
    expect(res.order_id).toMatch(/^order_test_[0-9a-f]+$/);
    const intent = await w.env.DB.prepare('SELECT * FROM payment_intent WHERE provider_order_id = ?1').bind(res.order_id).first<any>();
    expect(intent).toMatchObject({ provider: 'test', user_id: shopper.id, amount: total, status: 'created' });
    expect(intent.expires_at).toBe(intent.created_at + 15 * 60_000);
    const after = await footprint(w);
    expect(after.orders).toBe(before.orders);
    // the intent holds its units for its life
    expect(after.stock.s).toBe(before.stock.s - line.qty);
    const hold = await w.env.DB.prepare('SELECT product_id, qty, deal FROM stock_hold WHERE intent_id = ?1').bind(intent.id).all();
    expect(hold.results).toEqual([{ product_id: p.id, qty: line.qty, deal: 0 }]);
  });

  it('refuses a tampered amount before any provider order exists', async () => {
    await setCart(w, shopper.id, [line]);
    const intents = await w.env.DB.prepare('SELECT count(*) AS n FROM payment_intent').first<{ n: number }>();
    const res = await post('/api/payments/create', { flag: 0, address_id: shopper.address, amount: 100 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.pricesChanged'), expected: { amount: total } });
    expect((await w.env.DB.prepare('SELECT count(*) AS n FROM payment_intent').first<{ n: number }>())!.n).toBe(intents!.n);
  });

  it('serves a self-contained test checkout page with the amount and two buttons', async () => {
    const { order_id } = await createPayment();
    const res = await w.request(`/api/payments/test-checkout?order_id=${order_id}`, { headers: { cookie: shopper.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('Pay (success)');
    expect(html).toContain('Fail payment');
    expect(html).toContain('Haat Fresh');
    expect(html).toContain(`₹${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(html).not.toMatch(/<script[^>]+src=|https?:\/\//);
    // another shopper cannot open it
    const other = await sessionCookie(w, DEMO_CUSTOMERS[1].id);
    expect((await w.request(`/api/payments/test-checkout?order_id=${order_id}`, { headers: { cookie: other } })).status).toBe(404);
  });

  it('places the order only on a verified signature, exactly once', async () => {
    await createPayment(); // an earlier Pay press, replaced by the next one
    const stockBefore = (await stockOf(w, p.id)) + line.qty;
    const { order_id } = await createPayment();
    expect(await stockOf(w, p.id)).toBe(stockBefore - line.qty);
    const done = await post('/api/payments/test-complete', { order_id, outcome: 'success' });
    expect(done.body.status).toBe(1);
    const cb = done.body.response as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    expect(cb.razorpay_payment_id).toMatch(/^pay_test_/);
    // a real HMAC-SHA256 of order_id|payment_id
    expect(cb.razorpay_signature).toBe(hmac(DEV_TEST_PAYMENT_SECRET, `${order_id}|${cb.razorpay_payment_id}`));

    // forged signature: refused, nothing placed, intent untouched
    const ordersBefore = (await ordersFor(shopper.id)).length;
    const forged = await post('/api/payments/verify', {
      ...cb,
      razorpay_signature: hmac('wrong-secret', `${order_id}|${cb.razorpay_payment_id}`),
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ status: 0, code: expect.any(String), message: en('paymentFailed') });
    expect((await ordersFor(shopper.id)).length).toBe(ordersBefore);
    expect(
      (await w.env.DB.prepare('SELECT status FROM payment_intent WHERE provider_order_id = ?1').bind(order_id).first<any>()).status,
    ).toBe('created');

    const ok = await post('/api/payments/verify', cb);
    expect(ok.body).toMatchObject({
      status: 1,
      message: en('orderPlaced'),
      replay: false,
      response: { payment_method: 'online', payment_status: 'Success', order_total: total },
    });
    const txnid = ok.body.response.txnid;
    const placed = await w.env.DB.prepare('SELECT * FROM orders WHERE txnid = ?1').bind(txnid).first<any>();
    expect(placed).toMatchObject({
      payment_id: cb.razorpay_payment_id,
      idempotency_key: `rzp:${order_id}`,
      shipping: SHIPPING.belowThreshold.price,
    });
    expect(await stockOf(w, p.id)).toBe(stockBefore - line.qty);
    expect((await w.env.DB.prepare('SELECT count(*) AS n FROM cart_line WHERE user_id = ?1').bind(shopper.id).first<any>()).n).toBe(0);
    const intent = await w.env.DB.prepare('SELECT status, order_id, payment_id FROM payment_intent WHERE provider_order_id = ?1')
      .bind(order_id)
      .first<any>();
    expect(intent).toEqual({ status: 'paid', order_id: placed.id, payment_id: cb.razorpay_payment_id });
    // the confirmation e-mail goes out with the answer, not minutes later from the scheduled job
    const mails = (await w.call('GET', `/api/dev/email-outbox?to=${encodeURIComponent(placed.bill_email)}`)).body.response as {
      subject: string;
    }[];
    expect(mails.filter((m) => m.subject.includes(txnid))).toHaveLength(1);
    // the hold became the order: no units taken twice, no hold left
    expect(
      await w.env.DB.prepare(
        'SELECT count(*) AS n FROM stock_hold h JOIN payment_intent i ON i.id = h.intent_id WHERE i.provider_order_id = ?1',
      )
        .bind(order_id)
        .first<any>(),
    ).toEqual({ n: 0 });

    // the callback replayed (double tap, reload): same order, nothing new
    const before = await footprint(w);
    const again = await post('/api/payments/verify', cb);
    expect(again.body).toMatchObject({ status: 1, replay: true, response: { txnid } });
    // and the webhook for the same payment arrives later
    const hook = await webhook('payment.captured', order_id, cb.razorpay_payment_id, total);
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ status: 1, outcome: 'already_placed' });
    expect(await footprint(w)).toEqual(before);
    expect(await stockOf(w, p.id)).toBe(stockBefore - line.qty);

    // a later payment.failed never moves a paid order back
    await webhook('payment.failed', order_id, 'pay_test_other', total);
    expect(
      (await w.env.DB.prepare('SELECT status FROM payment_intent WHERE provider_order_id = ?1').bind(order_id).first<any>()).status,
    ).toBe('paid');
  });

  it("refuses to verify another shopper's payment", async () => {
    const { order_id } = await createPayment();
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    const other = await sessionCookie(w, DEMO_CUSTOMERS[1].id);
    const res = await post('/api/payments/verify', cb, other);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(en('paymentFailed'));
  });

  it('a failed payment is recorded as failed, no order is placed, and the held units go back', async () => {
    const { order_id } = await createPayment();
    const before = await footprint(w);
    const res = await post('/api/payments/test-complete', { order_id, outcome: 'failure' });
    expect(res.body).toMatchObject({
      status: 0,
      message: en('paymentFailed'),
      error: { reason: 'payment_failed', metadata: { order_id } },
    });
    expect(
      (await w.env.DB.prepare('SELECT status FROM payment_intent WHERE provider_order_id = ?1').bind(order_id).first<any>()).status,
    ).toBe('failed');
    expect(await footprint(w)).toEqual({ ...before, stock: { ...before.stock, s: before.stock.s + line.qty } });
  });
});

describe('paid, but the goods ran out meanwhile', () => {
  it("the units held for the intent are the payer's: the order is placed even though the shelf is empty", async () => {
    const { order_id } = await createPayment();
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    const stock = await stockAt(w, p.id);
    // everyone else bought the rest of the serving branch's shelf meanwhile
    await setStockAt(w, p.id, 0);
    const res = await post('/api/payments/verify', cb);
    expect(res.body).toMatchObject({ status: 1, replay: false, response: { order_total: total } });
    expect(await stockAt(w, p.id)).toBe(0);
    await setStockAt(w, p.id, stock);
  });

  it('after a failed attempt released the hold: no order, the payment is marked for refund and the shopper told', async () => {
    const { order_id } = await createPayment();
    await post('/api/payments/test-complete', { order_id, outcome: 'failure' });
    // the shopper retries in the same payment window and it goes through, but the goods are gone
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    const stock = await stockAt(w, p.id);
    await setStockAt(w, p.id, 1);
    const before = await footprint(w);
    const res = await post('/api/payments/verify', cb);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(sayIn('en', refundLine(onlyLeftMessage(1, p.name))));
    expect(res.body.message).toMatch(/No order was placed; the money goes back to your original payment method within 5-7 working days\.$/);
    expect(await footprint(w)).toEqual(before);
    const intent = await w.env.DB.prepare('SELECT status, payment_id, failure_reason FROM payment_intent WHERE provider_order_id = ?1')
      .bind(order_id)
      .first<any>();
    expect(intent).toEqual({
      status: 'refund_due',
      payment_id: cb.razorpay_payment_id,
      // the refusal kept as data (key and params), said in each reader's language when shown
      failure_reason: recordedRefusal(onlyLeftMessage(1, p.name)),
    });
    await setStockAt(w, p.id, stock);
  });
});

describe('POST /api/payments/webhook', () => {
  it('rejects a bad signature with 401 and changes nothing', async () => {
    const { order_id } = await createPayment();
    const before = await footprint(w);
    const res = await webhook('order.paid', order_id, 'pay_test_forged', total, { secret: 'not-the-secret' });
    expect(res.status).toBe(401);
    const unsigned = await w.request('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
    expect(await footprint(w)).toEqual(before);
  });

  it('places the order when the webhook comes first (the browser never called back), once per event', async () => {
    const { order_id } = await createPayment();
    const before = await footprint(w);
    const eventId = `evt_${crypto.randomUUID()}`;
    const first = await webhook('order.paid', order_id, 'pay_test_hook1', total, { eventId });
    expect(await first.json()).toMatchObject({ status: 1, outcome: 'placed' });
    expect((await footprint(w)).orders).toBe(before.orders + 1);

    const dup = await webhook('order.paid', order_id, 'pay_test_hook1', total, { eventId });
    expect(dup.status).toBe(200);
    expect(await dup.json()).toMatchObject({ status: 1, outcome: 'duplicate' });
    expect((await footprint(w)).orders).toBe(before.orders + 1);

    // the late browser callback finds the same order
    const sig = hmac(DEV_TEST_PAYMENT_SECRET, `${order_id}|pay_test_hook1`);
    const cb = await post('/api/payments/verify', {
      razorpay_order_id: order_id,
      razorpay_payment_id: 'pay_test_hook1',
      razorpay_signature: sig,
    });
    expect(cb.body).toMatchObject({ status: 1, replay: true });
    expect((await footprint(w)).orders).toBe(before.orders + 1);
  });

  it('ignores a payment whose amount is not the intent amount', async () => {
    const { order_id } = await createPayment();
    const before = await footprint(w);
    const res = await webhook('payment.captured', order_id, 'pay_test_short', total - 100);
    expect(await res.json()).toMatchObject({ status: 1, outcome: 'amount_mismatch' });
    expect(await footprint(w)).toEqual(before);
  });

  it('payment.failed marks the intent failed; unknown orders are acknowledged and ignored', async () => {
    const { order_id } = await createPayment();
    const failed = await webhook('payment.failed', order_id, 'pay_test_declined', total);
    expect(await failed.json()).toMatchObject({ outcome: 'failed_recorded' });
    expect(
      (await w.env.DB.prepare('SELECT status FROM payment_intent WHERE provider_order_id = ?1').bind(order_id).first<any>()).status,
    ).toBe('failed');
    const unknown = await webhook('payment.captured', 'order_test_unknown', 'pay_x', 100);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ outcome: 'ignored' });
  });
});

describe('Razorpay provider', () => {
  const cfg = { keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret: 'webhook_secret' };

  it('verifies checkout signatures as Razorpay documents them', async () => {
    const rp = razorpayProvider(cfg);
    const sig = hmac('key_secret', 'order_ABC|pay_XYZ');
    expect(await rp.verifySignature('order_ABC', 'pay_XYZ', sig)).toBe(true);
    expect(await rp.verifySignature('order_ABC', 'pay_XYZ', sig.toUpperCase())).toBe(true);
    expect(await rp.verifySignature('order_OTHER', 'pay_XYZ', sig)).toBe(false);
    expect(await rp.verifySignature('order_ABC', 'pay_XYZ', hmac('webhook_secret', 'order_ABC|pay_XYZ'))).toBe(false);
    expect(await rp.verifySignature('order_ABC', 'pay_XYZ', '')).toBe(false);
  });

  it('verifies webhooks over the raw body with the webhook secret', async () => {
    const rp = razorpayProvider(cfg);
    const raw = '{"event":"order.paid",  "payload":{}}';
    expect(await rp.verifyWebhook(raw, hmac('webhook_secret', raw))).toBe(true);
    // re-serialised JSON is a different body
    expect(await rp.verifyWebhook(JSON.stringify(JSON.parse(raw)), hmac('webhook_secret', raw))).toBe(false);
    expect(await rp.verifyWebhook(raw, hmac('key_secret', raw))).toBe(false);
    expect(await rp.verifyWebhook(raw, null)).toBe(false);
  });

  it('creates orders with Basic auth, integer paise, INR and a short receipt', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = JSON.parse(String(init.body));
      return new Response(
        JSON.stringify({
          id: 'order_Real123',
          entity: 'order',
          amount: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          status: 'created',
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const rp = razorpayProvider({ ...cfg, fetch: fakeFetch });
    const order = await rp.createOrder(29900, `rcpt_${'x'.repeat(60)}`);
    expect(order).toEqual({ id: 'order_Real123', amount: 29900, currency: 'INR' });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${btoa('rzp_test_key:key_secret')}`);
    const sent = JSON.parse(String(calls[0]!.init.body));
    expect(sent).toMatchObject({ amount: 29900, currency: 'INR' });
    expect(sent.receipt.length).toBeLessThanOrEqual(40);
    await expect(rp.createOrder(99, 'r')).rejects.toThrow();
  });
});

describe('an intent lives 15 minutes (issue 14 items 5, 6)', () => {
  const intentRow = (orderId: string) =>
    w.env.DB.prepare('SELECT * FROM payment_intent WHERE provider_order_id = ?1').bind(orderId).first<any>();
  /** what the clock would show once the intent's life is over */
  const lapse = (orderId: string) =>
    w.env.DB.prepare('UPDATE payment_intent SET expires_at = ?2, created_at = ?2 - 900000 WHERE provider_order_id = ?1')
      .bind(orderId, Date.now() - 1)
      .run();

  const couponLine = () => ({ product_id: p.id, qty: Math.max(line.qty, Math.ceil(COUPONS.percentage.min_amount / p.discount_price) + 1) });
  async function createWithCoupon() {
    await outOfThisHour(w, shopper.id);
    await setCart(w, shopper.id, [couponLine()]);
    const res = await post('/api/payments/create', { flag: 0, address_id: shopper.address, coupon: COUPONS.percentage.code });
    expect(res.body.status, res.raw).toBe(1);
    const subtotal = couponLine().qty * p.discount_price;
    // SAVE10 is in the price
    expect(res.body.response.amount).toBeLessThan(subtotal - Math.round(subtotal / 10) + SHIPPING.belowThreshold.price + 1);
    return res.body.response as { order_id: string; amount: number };
  }
  const endSave10 = () =>
    w.env.DB.prepare('UPDATE coupon SET ends_at = ?2 WHERE code = ?1')
      .bind(COUPONS.percentage.code, Date.now() - 1000)
      .run();
  const restoreSave10 = () =>
    w.env.DB.prepare('UPDATE coupon SET ends_at = ?2 WHERE code = ?1')
      .bind(COUPONS.percentage.code, Date.now() + 86_400_000)
      .run();

  it('within its life the price the shopper was shown and paid holds, even after the coupon ended', async () => {
    const { order_id, amount } = await createWithCoupon();
    await endSave10();
    try {
      const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
      const res = await post('/api/payments/verify', cb);
      expect(res.body).toMatchObject({ status: 1, response: { order_total: amount } });
    } finally {
      await restoreSave10();
    }
  });

  it('a payment after its life is not made an order at the old price: marked for refund, the shopper told, stock back', async () => {
    const { order_id } = await createWithCoupon();
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    await endSave10();
    await lapse(order_id);
    try {
      const stock = await stockOf(w, p.id);
      const before = await footprint(w);
      const res = await post('/api/payments/verify', cb);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('srv.paymentExpired') });
      expect((await footprint(w)).orders).toBe(before.orders);
      expect(await intentRow(order_id)).toMatchObject({
        status: 'refund_due',
        payment_id: cb.razorpay_payment_id,
        failure_reason: expect.stringContaining('expired'),
        checkout: '{}',
      });
      // the held units are back on the shelf
      expect(await stockOf(w, p.id)).toBe(stock + couponLine().qty);
      // the webhook for the same payment changes nothing more
      const hook = await webhook('payment.captured', order_id, cb.razorpay_payment_id, (await intentRow(order_id)).amount);
      expect(await hook.json()).toMatchObject({ outcome: 'refund_due' });
      expect((await footprint(w)).orders).toBe(before.orders);
    } finally {
      await restoreSave10();
    }
  });

  it('the scheduled run expires lapsed intents: stock back, name/address/phone/e-mail purged', async () => {
    const { order_id } = await createPayment();
    const intent = await intentRow(order_id);
    expect(JSON.parse(intent.checkout).billing.phone).toMatch(/^\d{10}$/);
    const stock = await stockOf(w, p.id);
    // not yet: still within its life
    await runScheduledJobs(w.env, Date.now());
    expect((await intentRow(order_id)).status).toBe('created');

    const reports = await runScheduledJobs(w.env, intent.expires_at);
    expect(reports.map((r) => [r.name, r.ok])).toContainEqual(['expire-payment-intents', true]);
    const after = await intentRow(order_id);
    expect(after).toMatchObject({ status: 'expired', checkout: '{}', amount: intent.amount });
    expect(await stockOf(w, p.id)).toBe(stock + line.qty);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM stock_hold WHERE intent_id = ?1').bind(intent.id).first<any>()).toEqual({
      n: 0,
    });
    // and again: nothing more is released
    await runScheduledJobs(w.env, intent.expires_at + 60_000);
    expect(await stockOf(w, p.id)).toBe(stock + line.qty);
  });
});

describe('a second payment for a paid order (issue 14 item 10)', () => {
  it('is recorded for refund, by webhook or by callback, and places nothing', async () => {
    const { order_id } = await createPayment();
    const cb = (await post('/api/payments/test-complete', { order_id, outcome: 'success' })).body.response;
    const placed = await post('/api/payments/verify', cb);
    expect(placed.body.status).toBe(1);
    const before = await footprint(w);

    const hook = await webhook('payment.captured', order_id, 'pay_test_second', total);
    expect(await hook.json()).toMatchObject({ status: 1, outcome: 'refund_due' });
    // the shopper paid a third time in another tab and that callback arrives too
    const third = await post('/api/payments/verify', {
      razorpay_order_id: order_id,
      razorpay_payment_id: 'pay_test_third',
      razorpay_signature: hmac(DEV_TEST_PAYMENT_SECRET, `${order_id}|pay_test_third`),
    });
    expect(third.body).toMatchObject({ status: 1, replay: true, response: { txnid: placed.body.response.txnid } });
    expect(await footprint(w)).toEqual(before);

    const stray = await w.env.DB.prepare(
      'SELECT payment_id, provider_order_id, user_id, amount, status FROM stray_payment WHERE provider_order_id = ?1 ORDER BY payment_id',
    )
      .bind(order_id)
      .all();
    expect(stray.results).toEqual([
      { payment_id: 'pay_test_second', provider_order_id: order_id, user_id: shopper.id, amount: total, status: 'refund_due' },
      { payment_id: 'pay_test_third', provider_order_id: order_id, user_id: shopper.id, amount: null, status: 'refund_due' },
    ]);
    // the paid intent itself is untouched
    expect(
      await w.env.DB.prepare('SELECT status, payment_id FROM payment_intent WHERE provider_order_id = ?1').bind(order_id).first(),
    ).toEqual({ status: 'paid', payment_id: cb.razorpay_payment_id });
    // the same webhook delivered again records nothing new
    await webhook('payment.captured', order_id, 'pay_test_second', total);
    expect(
      (await w.env.DB.prepare('SELECT count(*) AS n FROM stray_payment WHERE provider_order_id = ?1').bind(order_id).first<any>()).n,
    ).toBe(2);
  });
});
