/**
 * Issue 26 item 10: money that arrives for an intent that can no longer become an order. A payment
 * for a replaced intent, or a UPI approval after its 15-minute window, used to be told "This account
 * no longer exists" and recorded as "account erased before the payment arrived"; after its refund it
 * still read "refund due" and "is being returned", and nobody was told the refund was made. Each
 * refusal now says what happened and when the money comes back, the record keeps the true reason,
 * and a processed refund clears "refund due" and texts and notifies the shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { REFUND_REASON } from '../../src/lib/domain/checkout/payment-intent';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { said } from '../../src/lib/domain/i18n/said';
import { formatINR } from '../../src/lib/domain/money/money';
import { onlinePayer, setCart } from '../support/order-helpers';
import { MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

/** A flow of many requests (OTP, orders, erasure): room for a machine shared with other runs. */
const HEAVY_MS = 120_000;

let w: TestWorker;
let shopper: { id: number; phone: string; cookie: string; address: number };
let line: { product_id: number; qty: number };
let manager: string;

beforeAll(async () => {
  w = await startWorker();
  ({ shopper, line } = await onlinePayer(w));
  manager = await staffLogin(w, MANAGER);
});
afterAll(() => w?.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  w.call('POST', path, body, { cookie: shopper.cookie, ...headers });
const intentRow = (orderId: string) =>
  w.env.DB.prepare('SELECT id, status, failure_reason, expires_at FROM payment_intent WHERE provider_order_id = ?1')
    .bind(orderId)
    .first<any>();

async function createPayment(): Promise<string> {
  await setCart(w, shopper.id, [line]);
  const res = await post('/api/payments/create', { flag: 0, address_id: shopper.address });
  expect(res.body.status, res.raw).toBe(1);
  return res.body.response.order_id as string;
}

/** What the provider's window sends back once the shopper has paid (signed): the callback body. */
const paidAtProvider = async (orderId: string) =>
  (await post('/api/payments/test-complete', { order_id: orderId, outcome: 'success' })).body.response;

describe('a payment that can no longer become an order says what happened', () => {
  it(
    'a payment for an intent a newer checkout replaced: "replaced", not "account erased"',
    async () => {
      const first = await createPayment();
      const paid = await paidAtProvider(first);
      // the shopper pressed Pay again in another tab before the first payment came back
      await createPayment();
      const res = await post('/api/payments/verify', paid);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(en('srv.paymentReplaced'));
      expect(res.body.message).not.toBe('This account no longer exists. Your payment will be refunded.');
      expect(await intentRow(first)).toMatchObject({ status: 'refund_due', failure_reason: REFUND_REASON.replaced });
      // the webhook for the same payment: the same words, nothing new
      const again = await post('/api/payments/verify', paid);
      expect(again.body.message).toBe(en('srv.paymentReplaced'));
      // in the shopper's language, with when the money comes back
      const kn = await post('/api/payments/verify', paid, { cookie: `${shopper.cookie}; lang=kn` });
      expect(kn.body.message).toBe(sayIn('kn', said('srv.paymentReplaced')));
      expect(kn.body.message).toContain('5-7');
    },
    HEAVY_MS,
  );

  it(
    'a UPI approval after the 15-minute window (the intent already expired by the job): "window closed", not "account erased"',
    async () => {
      const orderId = await createPayment();
      const intent = await intentRow(orderId);
      // nobody approved in time: the scheduled run ends the intent at the end of its life
      await runScheduledJobs(w.env, intent.expires_at);
      expect((await intentRow(orderId)).status).toBe('expired');
      // the shopper approves the collect request late; the bank still takes the money
      const res = await post('/api/payments/verify', await paidAtProvider(orderId));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(en('srv.paymentExpired'));
      expect(res.body.message).toContain('within 5-7 working days');
      expect(await intentRow(orderId)).toMatchObject({ status: 'refund_due', failure_reason: REFUND_REASON.expired });
      // the checkout waiting on the approval is told it did not become an order
      const status = await post('/api/payments/status', { order_id: orderId });
      expect(status.body.response.state).toBe('refund_due');
    },
    HEAVY_MS,
  );
});

describe('a processed refund clears "refund due" and tells the shopper', () => {
  it(
    'the job refunds it; the manager, My orders and the shopper all see it refunded, by SMS and notification',
    async () => {
      const orderId = await createPayment();
      const paid = await paidAtProvider(orderId);
      await createPayment(); // replaced
      expect((await post('/api/payments/verify', paid)).status).toBe(409);
      const { id: intentId } = await intentRow(orderId);
      const amount = (await w.env.DB.prepare('SELECT amount FROM payment_intent WHERE id = ?1').bind(intentId).first<{ amount: number }>())!
        .amount;

      const due = await w.call('GET', '/api/payment-attempts', undefined, { cookie: shopper.cookie });
      expect(due.body.response.find((a: any) => a.provider_order_id === orderId)).toMatchObject({
        status: 'refund_due',
        reason: REFUND_REASON.replaced,
        refunded_at: null,
      });

      const before = Date.now();
      await runScheduledJobs(w.env, before);
      expect(await w.env.DB.prepare('SELECT status FROM refund WHERE intent_id = ?1').bind(intentId).first()).toEqual({
        status: 'processed',
      });
      expect((await intentRow(orderId)).status).toBe('refunded');

      const staffDue = await w.call('GET', '/api/staff/payment-attempts?status=refund_due', undefined, { cookie: manager });
      expect(staffDue.body.response.map((a: any) => a.provider_order_id)).not.toContain(orderId);
      const staffAll = await w.call('GET', '/api/staff/payment-attempts', undefined, { cookie: manager });
      expect(staffAll.body.response.find((a: any) => a.provider_order_id === orderId)).toMatchObject({
        status: 'refunded',
        failure_reason: REFUND_REASON.replaced,
        refunded_at: expect.any(Number),
      });
      const mine = await w.call('GET', '/api/payment-attempts', undefined, { cookie: shopper.cookie });
      expect(mine.body.response.find((a: any) => a.provider_order_id === orderId)).toMatchObject({
        status: 'refunded',
        refunded_at: expect.any(Number),
      });

      // an SMS and a notification say the refund was made, naming the payment and the amount
      const paymentId = paid.razorpay_payment_id as string;
      const texts = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 AND created_at >= ?2')
        .bind(shopper.phone, before)
        .all<{ body: string }>();
      expect(texts.results.map((t) => t.body)).toContain(
        `Refund of ${formatINR(amount)} for your Haat Fresh payment ${paymentId} has been processed. It reaches your account within 5-7 working days. - HAATFR`,
      );
      const notes = await w.call('GET', '/api/notification', undefined, { cookie: shopper.cookie });
      expect(JSON.stringify(notes.body)).toContain(`${formatINR(amount)} from your payment ${paymentId}`);

      // told once: the next run sends nothing more
      const count = async () =>
        (await w.env.DB.prepare('SELECT count(*) AS n FROM sms_outbox WHERE phone = ?1 AND body LIKE ?2')
          .bind(shopper.phone, `%${paymentId}%`)
          .first<{ n: number }>())!.n;
      const told = await count();
      await runScheduledJobs(w.env, Date.now());
      expect(await count()).toBe(told);
    },
    HEAVY_MS,
  );
});
