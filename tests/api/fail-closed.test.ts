/**
 * Issue 14 item 1: outside development a missing secret turns its feature off with a clear message,
 * never a simulator: no test payment provider (its signing secret is in the source), no SMS outbox,
 * no rewards/POS simulator. Plus the smaller API-edge rules of item 10 (JSON for malformed requests,
 * shop words for validation, simulators closed to guests in development).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/api/env';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { DEV_TEST_PAYMENT_SECRET } from '../../functions/api/providers/payment/test-provider';
import { paymentAvailability } from '../../functions/api/services/checkout/payment-options';
import { DEMO_CUSTOMERS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { addAddress, count, createCustomer, plainProducts, pointsOf, sessionCookie, setCart } from '../support/order-helpers';
import { callWithBindings } from '../support/bindings';
import { requestWith, startWorker, type TestWorker } from '../support/worker';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const [ashaFx] = DEMO_CUSTOMERS;

// before any request: the loud log is once per isolate, so the first production call must be seen
const loud = vi.spyOn(console, 'error');

let w: TestWorker;
let shopper: { id: number; phone: string; cookie: string; address: number };
let asha: string;

beforeAll(async () => {
  // a deploy with no secrets at all
  w = await startWorker({ ENVIRONMENT: 'production' });
  const c = await createCustomer(w, { points: 5000 });
  shopper = { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
  asha = await sessionCookie(w, ashaFx.id);
  const p = (await plainProducts(w, { minStock: 50 }))[0]!;
  await setCart(w, c.id, [{ product_id: p.id, qty: Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1 }]);
});
afterAll(() => w?.dispose());

const callWith = (vars: Partial<Env>, method: string, path: string, cookie?: string, body?: unknown) =>
  callWithBindings(w, vars, method, path, cookie, body);
const prod = (method: string, path: string, cookie?: string, body?: unknown) => callWith({}, method, path, cookie, body);

describe('online payment without Razorpay keys in production', () => {
  it('is refused with a clear message, and no payment intent is made', async () => {
    const before = await count(w, 'SELECT id FROM payment_intent');
    const res = await prod('POST', '/api/payments/create', shopper.cookie, { flag: 0, address_id: shopper.address });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: FEATURE_OFF_MSG.onlinePayment });
    expect(await count(w, 'SELECT id FROM payment_intent')).toBe(before);
    expect((await prod('GET', '/api/razorpayDetails')).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: FEATURE_OFF_MSG.onlinePayment,
    });
  });

  it('has no test payment page and no test-complete (404 JSON, signed in or not)', async () => {
    for (const cookie of [undefined, shopper.cookie]) {
      const page = await prod('GET', '/api/payments/test-checkout?order_id=order_test_x', cookie);
      expect(page).toMatchObject({ status: 404, body: { status: 0 } });
      expect(page.type).toContain('application/json');
      const complete = await prod('POST', '/api/payments/test-complete', cookie, { order_id: 'order_test_x', outcome: 'success' });
      expect(complete).toMatchObject({ status: 404, body: { status: 0 } });
    }
  });

  it('refuses a payment "signed" with the public test secret: verify and webhook place no order', async () => {
    // an unpaid intent the test provider made (as a development run, or a deploy before the fix, would)
    const made = await callWith({ ENVIRONMENT: 'development' }, 'POST', '/api/payments/create', shopper.cookie, {
      flag: 0,
      address_id: shopper.address,
    });
    expect(made.body.status).toBe(1);
    const orders = await count(w, 'SELECT id FROM orders');
    const orderId = made.body.response.order_id as string;
    const paymentId = 'pay_test_attack1';
    const verify = await prod('POST', '/api/payments/verify', shopper.cookie, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(DEV_TEST_PAYMENT_SECRET, `${orderId}|${paymentId}`),
    });
    expect(verify.status).toBe(503);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: made.body.response.amount } } },
    });
    const hook = await requestWith(w.env)('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(DEV_TEST_PAYMENT_SECRET, raw) },
      body: raw,
    });
    expect(hook.status).toBe(503);
    expect(await count(w, 'SELECT id FROM orders')).toBe(orders);
  });

  it('the checkout page is told: no online choice without keys, Razorpay (not the test provider) with them', () => {
    expect(paymentAvailability(w.env)).toEqual({ online: false, points: false, razorpay: false });
    expect(paymentAvailability({ ...w.env, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' })).toMatchObject({
      online: true,
      razorpay: true,
    });
    expect(paymentAvailability({ ...w.env, ENVIRONMENT: 'development' })).toMatchObject({ online: true, points: true, razorpay: false });
  });
});

describe('SMS without a gateway in production', () => {
  it('OTP send answers "SMS is not configured" and parks no code in the outbox', async () => {
    const phone = '9000012345';
    // the OTP key is set here, so the SMS gateway is the only thing missing (without the key OTPs are off first)
    const res = await callWith({ OTP_SECRET: 'a-deploy-otp-key' }, 'POST', '/api/checkMobile', undefined, { phone });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 0, code: 'srv.featureOff.sms', message: 'SMS is not configured' });
    expect(await count(w, 'SELECT id FROM sms_outbox WHERE phone = ?1', phone)).toBe(0);
    expect((await prod('GET', `/api/dev/outbox?phone=${phone}`)).status).toBe(404);
  });
});

describe('rewards and in-store POS without their services in production', () => {
  it('balance, history and bills answer a clear 503 (no retry), never the local simulator', async () => {
    const points = await prod('GET', '/api/rewardpoints', asha);
    expect(points.status).toBe(503);
    expect(points.body).toMatchObject({ status: 0, message: FEATURE_OFF_MSG.rewards, retry: false });
    const bills = await prod('GET', '/api/salesbycustomer', asha);
    expect(bills.status).toBe(503);
    expect(bills.body).toMatchObject({ status: 0, message: FEATURE_OFF_MSG.pos, retry: false });
  });

  it('a points order is refused with the message; no points leave the local ledger', async () => {
    const before = await pointsOf(w, shopper.phone);
    expect(before).toBe(5000);
    const orders = await count(w, 'SELECT id FROM orders WHERE user_id = ?1', shopper.id);
    const res = await prod('POST', '/api/order', shopper.cookie, { flag: 0, address_id: shopper.address, payment_method: 'point' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(FEATURE_OFF_MSG.rewards);
    expect(await count(w, 'SELECT id FROM orders WHERE user_id = ?1', shopper.id)).toBe(orders);
    expect(await pointsOf(w, shopper.phone)).toBe(before);
  });

  it('the simulator routes do not exist (404), signed in or not', async () => {
    for (const path of ['/api/sim/rewards/getrewards', '/api/sim/pos/salesbycustomer']) {
      expect((await prod('POST', path, undefined, { mobile: ashaFx.phone })).status).toBe(404);
      expect((await prod('POST', path, asha, { mobile: ashaFx.phone })).status).toBe(404);
    }
  });

  it('in development the simulators refuse guests too, and answer a signed-in customer', async () => {
    const dev = { ENVIRONMENT: 'development' };
    expect((await callWith(dev, 'POST', '/api/sim/rewards/getrewards', undefined, { mobile: ashaFx.phone })).status).toBe(401);
    expect((await callWith(dev, 'POST', '/api/sim/pos/salesbycustomer', undefined, { mobile: ashaFx.phone })).status).toBe(401);
    expect((await callWith(dev, 'POST', '/api/sim/rewards/getrewards', asha, { mobile: ashaFx.phone })).body).toMatchObject({ status: 1 });
  });
});

describe('the loud log', () => {
  it('says once per isolate which feature is off and which secret is missing', async () => {
    await callWith({ OTP_SECRET: 'a-deploy-otp-key' }, 'POST', '/api/checkMobile', undefined, { phone: '9000012346' });
    const lines = loud.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith('FAIL CLOSED'));
    for (const [feature, secret] of [
      ['onlinePayment', 'RAZORPAY_KEY_ID'],
      ['sms', 'SMS_API_URL'],
      ['rewards', 'REWARDS_API_URL'],
      ['pos', 'INSTORE_API_URL'],
    ]) {
      const mine = lines.filter((l) => l.includes(` ${feature} is OFF`));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain(secret!);
    }
  });
});

describe('every /api answer is JSON, in shop words (item 10)', () => {
  const raw = (path: string, init?: RequestInit) => requestWith(w.env)(path, init);

  it('bad percent-encoding in the path or the query is a JSON 400', async () => {
    for (const path of ['/api/products/%E0%A4', '/api/%', '/api/productList?q=%E0%A4', '/api/search?q=100%']) {
      const res = await raw(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ status: 0 });
    }
  });

  it('a body that is not JSON is a JSON 415; a bodiless write still passes', async () => {
    const form = await raw('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mobile=9876543210',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ status: 0, message: 'Please send the request as JSON' });
    const text = await raw('/api/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    const untyped = await raw('/api/login', { method: 'POST', headers: { 'content-length': '2' }, body: '{}' });
    expect(untyped.status).toBe(415);
    const logout = await raw('/api/logout', { method: 'POST' });
    expect(logout.status).not.toBe(415);
  });

  it("zod's own words never reach the shopper: the field is named", async () => {
    const res = await prod('POST', '/api/order', shopper.cookie, { flag: 0, address_id: 'abc', payment_method: 'cash' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Delivery address must be a number');
    const line = await prod('POST', '/api/order', shopper.cookie, {
      flag: 0,
      address_id: shopper.address,
      payment_method: 'cash',
      product: [{ id: 'x' }],
    });
    expect(line.body.message).toBe('Product must be a number');
    for (const r of [res, line]) expect(JSON.stringify(r.body)).not.toMatch(/Expected|received|nan/);
    // a schema's own message (SPEC §8) is kept
    expect((await prod('POST', '/api/order', shopper.cookie, { flag: 0, address_id: shopper.address })).body.message).toBe(
      'Please choose payment mode',
    );
  });
});
