/**
 * Online payment: create a provider order for the server-computed total, then place the shop order
 * exactly once when a verified signature (browser callback) or a signed webhook says it was paid.
 * The intent's provider order id is the order's idempotency key, so the callback, its replays and
 * the webhook all converge on one order.
 */
import { MSG } from '../../../src/lib/domain/messages';
import type { CheckoutWidgetOptions } from '../../../src/lib/domain/types';
import type { PaymentCreateRequest, PaymentVerifyRequest } from '../../../src/lib/domain/checkout-schemas';
import { findOrderById, type OrderRow } from '../db/orders';
import {
  findPaymentIntent,
  insertPaymentIntent,
  isEventHandled,
  markIntentFailed,
  markIntentPaid,
  markIntentRefundDue,
  recordEvent,
  type PaymentIntentRow,
} from '../db/payments';
import type { Env, SessionUser } from '../env';
import { ShopError } from '../errors';
import { randomHex } from '../lib/crypto';
import { paymentProvider } from '../providers/payment';
import { isTestProvider } from '../providers/payment/test-provider';
import { assertNotTampered, placeOrder, prepareCheckout, type CheckoutPlan } from './checkout';

export const THEME_COLOR = '#1a8f3c';

export function intentIdempotencyKey(providerOrderId: string): string {
  return `rzp:${providerOrderId}`;
}

export type { CheckoutWidgetOptions };

export async function createOnlinePayment(env: Env, user: SessionUser, req: PaymentCreateRequest, now: number): Promise<CheckoutWidgetOptions> {
  const plan = await prepareCheckout(env.DB, user, req, now);
  assertNotTampered(plan, req);
  const provider = paymentProvider(env);
  const receipt = `rcpt_${randomHex(8)}`;
  const order = await provider.createOrder(plan.order_total, receipt);
  await insertPaymentIntent(env.DB, {
    provider: provider.name,
    provider_order_id: order.id,
    user_id: user.id,
    amount: order.amount,
    checkout: JSON.stringify(plan),
    now,
  });
  const storeName = env.STORE_NAME ?? 'Haat Fresh';
  return {
    key: provider.publicKey(),
    order_id: order.id,
    amount: order.amount,
    currency: 'INR',
    name: storeName,
    description: `Order of ${plan.lines.length} item${plan.lines.length === 1 ? '' : 's'}`,
    prefill: { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, contact: user.phone },
    theme: { color: THEME_COLOR },
    provider: provider.name,
    ...(provider.name === 'test' ? { checkout_url: `/api/payments/test-checkout?order_id=${encodeURIComponent(order.id)}` } : {}),
  };
}

/**
 * Places the order an intent paid for (once). A paid intent answers with its order; a payment that
 * can no longer become an order (stock ran out while paying) is marked refund_due.
 */
export async function fulfilIntent(db: D1Database, intent: PaymentIntentRow, paymentId: string, now: number): Promise<{ order: OrderRow; replay: boolean }> {
  if (intent.status === 'paid' && intent.order_id) {
    const order = await findOrderById(db, intent.order_id);
    if (order) return { order, replay: true };
  }
  const plan = JSON.parse(intent.checkout) as CheckoutPlan;
  try {
    return await placeOrder(db, plan, {
      now,
      idempotencyKey: intentIdempotencyKey(intent.provider_order_id),
      payment: { id: paymentId, status: 'Success' },
      // the shopper already paid for this snapshot: a cart edited meanwhile must not block it
      guardCart: false,
      extra: (txnid) => [markIntentPaid(db, intent.provider_order_id, paymentId, txnid, now)],
    });
  } catch (err) {
    if (err instanceof ShopError) {
      await markIntentRefundDue(db, intent.provider_order_id, paymentId, err.message, now);
      throw new ShopError(`${err.message}. Your payment will be refunded.`, 409);
    }
    throw err;
  }
}

export async function verifyOnlinePayment(env: Env, user: SessionUser, body: PaymentVerifyRequest, now: number) {
  const intent = await findPaymentIntent(env.DB, body.razorpay_order_id);
  // someone else's or an unknown provider order looks exactly like a bad signature
  if (!intent || intent.user_id !== user.id) throw new ShopError(MSG.paymentFailed, 400);
  const provider = paymentProvider(env);
  const ok = await provider.verifySignature(intent.provider_order_id, body.razorpay_payment_id, body.razorpay_signature);
  // a forged signature proves nothing about the real payment: leave the intent as it is
  if (!ok) throw new ShopError(MSG.paymentFailed, 400);
  return fulfilIntent(env.DB, intent, body.razorpay_payment_id, now);
}

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string; error_description?: string } };
    order?: { entity?: { id?: string; amount?: number; amount_paid?: number } };
  };
}

export type WebhookOutcome = 'duplicate' | 'ignored' | 'placed' | 'already_placed' | 'failed_recorded' | 'refund_due' | 'amount_mismatch';

/** Signed provider events. The caller has checked the signature over the raw body. */
export async function handleWebhookEvent(db: D1Database, rawBody: string, eventId: string | null, now: number): Promise<WebhookOutcome> {
  if (eventId && (await isEventHandled(db, eventId))) return 'duplicate';
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    return 'ignored';
  }
  const outcome = await dispatch(db, body, now);
  // recorded after handling: a delivery that failed half-way is retried by the provider
  if (eventId) await recordEvent(db, eventId, now);
  return outcome;
}

async function dispatch(db: D1Database, body: WebhookBody, now: number): Promise<WebhookOutcome> {
  const payment = body.payload?.payment?.entity;
  const providerOrderId = body.payload?.order?.entity?.id ?? payment?.order_id;
  if (!providerOrderId) return 'ignored';
  const intent = await findPaymentIntent(db, providerOrderId);
  if (!intent) return 'ignored';
  switch (body.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!payment?.id) return 'ignored';
      const paid = body.event === 'order.paid' ? (body.payload?.order?.entity?.amount_paid ?? payment.amount) : payment.amount;
      if (paid !== intent.amount) {
        console.error('webhook amount mismatch', providerOrderId, paid, intent.amount);
        return 'amount_mismatch';
      }
      if (intent.status === 'paid') return 'already_placed';
      try {
        const { replay } = await fulfilIntent(db, intent, payment.id, now);
        return replay ? 'already_placed' : 'placed';
      } catch (err) {
        if (err instanceof ShopError) return 'refund_due';
        throw err;
      }
    }
    case 'payment.failed':
      await markIntentFailed(db, providerOrderId, payment?.id ?? null, payment?.error_description ?? 'payment.failed', now);
      return 'failed_recorded';
    default:
      return 'ignored';
  }
}

/** Test provider only: what the Razorpay window would report after the shopper's choice. */
export async function completeTestPayment(env: Env, user: SessionUser, orderId: string, outcome: 'success' | 'failure', now: number) {
  const provider = paymentProvider(env);
  if (!isTestProvider(provider)) throw new ShopError('Not found', 404);
  const intent = await findPaymentIntent(env.DB, orderId);
  if (!intent || intent.user_id !== user.id) throw new ShopError('Not found', 404);
  if (outcome === 'success') {
    return { ok: true as const, response: await provider.completePayment(orderId) };
  }
  const paymentId = `pay_test_${randomHex(7)}`;
  await markIntentFailed(env.DB, orderId, paymentId, 'Payment declined in the test window', now);
  return {
    ok: false as const,
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: paymentId },
    },
  };
}
