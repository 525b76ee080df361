/**
 * Online payment: create a provider order for the server-computed total, then place the shop order
 * exactly once when a verified signature (browser callback) or a signed webhook says it was paid.
 * The intent's provider order id is the order's idempotency key, so the callback, its replays and
 * the webhook all converge on one order.
 *
 * An intent lives PAYMENT_INTENT_LIFE_MS (never past the hold it replaces) and holds its stock within
 * the caps of unpaid-holds.ts: within its life the price the shopper saw and paid is kept; a payment
 * after it, after erasure, or a second payment for the same order is refunded, never an order.
 */
import { razorpayDisplayConfig, type PaymentState } from '../../../../src/lib/domain/checkout/upi';
import { recordedRefusal, REFUND_REASON, refundLine, refusalFor } from '../../../../src/lib/domain/checkout/payment-intent';
import type { CheckoutWidgetOptions } from '../../../../src/lib/domain/types';
import type { PaymentCreateRequest, PaymentVerifyRequest } from '../../../../src/lib/domain/checkout/checkout-schemas';
import { findOrderById, type OrderRow } from '../../db/orders';
import {
  createIntentStatements,
  findPaymentIntent,
  intentOwnerErased,
  listHolds,
  markIntentFailed,
  markIntentPaid,
  markIntentRefundDue,
  recordStrayPayment,
  PURGED_CHECKOUT,
  type PaymentIntentRow,
} from '../../db/checkout';
import { stockLevelsStatement, type StockLevel } from '../../db/catalogue';
import { findSlotHold, planOfSnapshot, planSnapshot, slotIsFull } from '../../db/checkout';
import { slotMessages } from '../../../../src/lib/domain/checkout/delivery-slots';
import type { Env, SessionUser } from '../../env';
import { ShopError } from '../../errors';
import { randomHex } from '../../lib/crypto';
import { paymentProvider } from '../../providers/payment';
import { isTestProvider } from '../../providers/payment/test-provider';
import { assertNotTampered, placeOrder, prepareCheckout, type CheckoutInput, type CheckoutPlan, type ClientNumbers } from './checkout';
import { onlyLeftMessage, outOfStockMessage } from './checkout-rules';
import { expireIntentsOf, supersedeIntentsOf } from './payment-intents';
import { holdGuards, holdTerms, refuseOverHourlyLimit } from './unpaid-holds';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

export const THEME_COLOR = '#1a8f3c';

export function intentIdempotencyKey(providerOrderId: string): string {
  return `rzp:${providerOrderId}`;
}
export type { CheckoutWidgetOptions };

export async function createOnlinePayment(
  env: Env,
  user: SessionUser,
  req: CheckoutInput & ClientNumbers & Pick<PaymentCreateRequest, 'method'>,
  now: number,
): Promise<CheckoutWidgetOptions> {
  // over the hour's limit nothing is replaced and the provider is not asked; else earlier unpaid
  // intents give their stock back before this one is priced
  await refuseOverHourlyLimit(env.DB, user.id, now);
  await supersedeIntentsOf(env.DB, user.id, now);
  const plan = await prepareCheckout(env.DB, user, req, now);
  assertNotTampered(plan, req);
  const { expiresAt } = await holdTerms(env.DB, user.id, plan.lines, now);
  const provider = paymentProvider(env);
  const order = await provider.createOrder(plan.order_total, `rcpt_${randomHex(8)}`);
  const intent = {
    provider: provider.name,
    provider_order_id: order.id,
    user_id: user.id,
    amount: order.amount,
    checkout: planSnapshot(plan),
    now,
    expires_at: expiresAt,
  };
  const held = plan.lines.map((l) => ({ product_id: l.product_id, attribute_id: l.attribute_id, qty: l.qty, deal: l.deal }));
  const slot = plan.slot ? { slot_id: plan.slot.id, day: plan.slot.day } : null;
  const guards = holdGuards(env.DB, user.id, now);
  try {
    await env.DB.batch([...guards.before, ...createIntentStatements(env.DB, intent, plan.branch_id, held, slot), ...guards.after]);
  } catch (err) {
    // the provider order is left unpaid: nobody is sent to pay for units (or a slot) that are not there
    if (!/order_guard|CONSTRAINT/i.test(String(err instanceof Error ? err.message : err))) throw err;
    await refuseOverHourlyLimit(env.DB, user.id, now);
    throw new ShopError(await shortageMessage(env.DB, plan), 409);
  }
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
    method: req.method,
    config: razorpayDisplayConfig(req.method),
    expires_at: intent.expires_at,
    ...(provider.name === 'test'
      ? { checkout_url: `/api/payments/test-checkout?order_id=${encodeURIComponent(order.id)}&method=${req.method}` }
      : {}),
  };
}

/** Which line could not be held, in the words a refused order uses. */
async function shortageMessage(db: D1Database, plan: CheckoutPlan): Promise<Said> {
  const levels = ((await stockLevelsStatement(db, plan.branch_id, plan.lines).all<StockLevel>()).results ?? []) as StockLevel[];
  const byId = new Map(levels.map((s) => [s.id, s]));
  for (const l of plan.lines) {
    const s = byId.get(l.product_id);
    if (!s || s.out_of_stock === 1 || s.stock <= 0) return outOfStockMessage(l.name);
    if (s.stock < l.qty) return onlyLeftMessage(s.stock, l.name);
    if (l.deal === 1 && s.purchased_count + l.qty > s.max_count) return said('maxOrder');
  }
  if (plan.slot && (await slotIsFull(db, plan.slot.id, plan.slot.day))) return slotMessages(plan.deliveryMode).full;
  return outOfStockMessage(plan.lines[0]?.name ?? 'This product');
}

/**
 * Why a payment arriving now can no longer become this intent's order, or null while it still can.
 * An intent ends three ways, each told apart: its customer erased the account; a new Pay press
 * replaced it (it ended before its life was over, and erasure is ruled out above); or its
 * 15 minutes ran out (the price, deal and coupon were promised for that long only), which is also a
 * UPI request approved too late. Its purged snapshot alone says none of these.
 */
async function lateReason(db: D1Database, intent: PaymentIntentRow, now: number): Promise<string | null> {
  if (await intentOwnerErased(db, intent.user_id)) return REFUND_REASON.erased;
  if (intent.status === 'expired' && intent.updated_at < intent.expires_at) return REFUND_REASON.replaced;
  if (intent.status === 'expired' || now >= intent.expires_at || intent.checkout === PURGED_CHECKOUT) return REFUND_REASON.expired;
  return null;
}

/** Money that cannot become an order: recorded for a refund, and the shopper is told. */
async function refuse(
  db: D1Database,
  intent: PaymentIntentRow,
  paymentId: string,
  reason: string,
  message: Said,
  now: number,
): Promise<never> {
  await markIntentRefundDue(db, intent.provider_order_id, paymentId, reason, now);
  throw new ShopError(message, 409);
}

/**
 * Places the order an intent paid for (once). A paid intent answers with its order (a different
 * payment for it is recorded for refund). A payment that can no longer become an order (the intent
 * expired, the account was erased, stock ran out) is marked refund_due.
 */
export async function fulfilIntent(
  db: D1Database,
  intent: PaymentIntentRow,
  paymentId: string,
  now: number,
  paidAmount: number | null = null,
): Promise<{ order: OrderRow; replay: boolean; strayPayment?: boolean }> {
  if (
    intent.payment_id &&
    intent.payment_id !== paymentId &&
    (intent.status === 'paid' || intent.status === 'refund_due' || intent.status === 'refunded')
  ) {
    await recordStrayPayment(db, {
      payment_id: paymentId,
      provider_order_id: intent.provider_order_id,
      user_id: intent.user_id,
      amount: paidAmount,
      reason: `second payment for ${intent.provider_order_id} (already ${intent.status} with ${intent.payment_id})`,
      now,
    });
    const order = intent.order_id ? await findOrderById(db, intent.order_id) : null;
    if (order) return { order, replay: true, strayPayment: true };
    throw new ShopError(said('srv.paidTwice'), 409);
  }
  if (intent.status === 'paid' && intent.order_id) {
    const order = await findOrderById(db, intent.order_id);
    if (order) return { order, replay: true };
  }
  // the same payment again (callback and webhook both arrive): the same words as the first time
  if (intent.status === 'refund_due' || intent.status === 'refunded') throw new ShopError(refusalFor(intent.failure_reason), 409);
  const late = await lateReason(db, intent, now);
  if (late) return refuse(db, intent, paymentId, late, refusalFor(late), now);
  const plan = planOfSnapshot<CheckoutPlan>(intent.checkout);
  const [held, slotHold] = await Promise.all([listHolds(db, intent.id), findSlotHold(db, intent.id)]);
  try {
    return await placeOrder(db, plan, {
      now,
      idempotencyKey: intentIdempotencyKey(intent.provider_order_id),
      payment: { id: paymentId, status: 'Success' },
      // the shopper already paid for this snapshot: a cart edited meanwhile must not block it
      guardCart: false,
      held: { intentId: intent.id, lines: held, slot: slotHold },
      extra: (txnid) => [markIntentPaid(db, intent.provider_order_id, paymentId, txnid, now)],
    });
  } catch (err) {
    if (err instanceof ShopError) {
      await markIntentRefundDue(db, intent.provider_order_id, paymentId, recordedRefusal(err.said), now);
      throw new ShopError(refundLine(err.said), 409);
    }
    throw err;
  }
}

export async function verifyOnlinePayment(env: Env, user: SessionUser, body: PaymentVerifyRequest, now: number) {
  const intent = await findPaymentIntent(env.DB, body.razorpay_order_id);
  // someone else's or an unknown provider order looks exactly like a bad signature
  if (!intent || intent.user_id !== user.id) throw new ShopError(said('paymentFailed'), 400);
  const provider = paymentProvider(env);
  const ok = await provider.verifySignature(intent.provider_order_id, body.razorpay_payment_id, body.razorpay_signature);
  // a forged signature proves nothing about the real payment: leave the intent as it is
  if (!ok) throw new ShopError(said('paymentFailed'), 400);
  return fulfilIntent(env.DB, intent, body.razorpay_payment_id, now);
}

/**
 * How the shopper's own payment stands, for the checkout waiting on a UPI approval. A lapsed intent
 * is expired here first (stock back), so the answer never says "pending" after the intent's life.
 */
export async function paymentStatus(db: D1Database, user: SessionUser, orderId: string, now: number) {
  const found = await findPaymentIntent(db, orderId);
  if (!found || found.user_id !== user.id) throw new ShopError(said('srv.notFound'), 404);
  await expireIntentsOf(db, user.id, now);
  const intent = (await findPaymentIntent(db, orderId))!;
  const order = intent.status === 'paid' && intent.order_id ? await findOrderById(db, intent.order_id) : null;
  const state: PaymentState = intent.status === 'created' ? 'pending' : intent.status;
  return { state, expires_at: intent.expires_at, txnid: order?.txnid ?? null };
}

/**
 * Test provider only: what the Razorpay window would report after the shopper's choice. 'pending'
 * is a UPI collect request nobody approves: nothing changes, the intent keeps its hold until its
 * life is over, and then the expiry job gives the stock back.
 */
export async function completeTestPayment(
  env: Env,
  user: SessionUser,
  orderId: string,
  outcome: 'success' | 'failure' | 'pending',
  now: number,
) {
  const provider = paymentProvider(env);
  if (!isTestProvider(provider)) throw new ShopError(said('srv.notFound'), 404);
  const intent = await findPaymentIntent(env.DB, orderId);
  if (!intent || intent.user_id !== user.id) throw new ShopError(said('srv.notFound'), 404);
  if (outcome === 'success') {
    return { ok: true as const, response: await provider.completePayment(orderId) };
  }
  if (outcome === 'pending') return { ok: 'pending' as const, expires_at: intent.expires_at };
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
