/**
 * Talking to the order and payment API. Cash and points orders go to POST /api/order; online orders
 * create a provider order, are paid in the provider's window, and become an order on
 * POST /api/payments/verify. Every attempt carries one Idempotency-Key, so a retry or a double
 * click can never place two orders. Calls go through the typed client, so the answers' shapes are
 * the routes' own.
 */
import { call, type RouteBody } from './typed-client';
import type { CheckoutWidgetOptions } from '../domain/types';
import type { ProblemLine } from '../../stores/checkout-problems';
import type { OnlineMethod, PaymentState } from '../domain/checkout/upi';

/** The body of POST /api/order and /api/payments/create, as the route's validator takes it. */
export type OrderPayload = RouteBody<'order'>;

export interface PlacedOrder {
  id: number;
  txnid: string;
  order_total: number;
  total_points: number;
}

export type Outcome = { ok: true; order: PlacedOrder } | Refused;

/**
 * A refusal: the message to show, and the code and HTTP status to act on; `hint`, when the server
 * knows one (another store has the pack: "Not at Indiranagar today — pick up at Koramangala"),
 * already in the shopper's language.
 */
export type Refused = { ok: false; message: ProblemLine; code?: string; httpStatus: number; hint?: string };

export type WidgetOptions = CheckoutWidgetOptions;

export interface RazorpayReply {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** One key per checkout attempt: kept until an order is placed, so retries reuse it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Reply<T> = ({ status: number; code?: string; message?: string; httpStatus: number } & T) | null;

function refused(body: Reply<object>): Refused {
  const hint = body && 'hint' in body && typeof body.hint === 'string' ? body.hint : undefined;
  const message: ProblemLine = body?.message || { key: 'paymentFailed' };
  return { ok: false, message, code: body?.code, httpStatus: body?.httpStatus ?? 0, hint };
}

export async function placeOrder(payload: OrderPayload, key: string): Promise<Outcome> {
  const body = await call('order', payload, { 'Idempotency-Key': key });
  return body?.status === 1 ? { ok: true, order: body.response } : refused(body);
}

/**
 * SPEC §5: the server's minimum-order check for cash and online; null when it is satisfied. The
 * answer's `status` decides, never its words: the message comes back in the shopper's language, so a
 * comparison with the English "Order placed successfully" refused every Kannada and Hindi order.
 */
export async function minimumOrderRefusal(): Promise<ProblemLine | null> {
  const body = await call('minimumAmountOrder', {});
  if (!body) return { key: 'generic' };
  if (body.status === 1) return null;
  return body.message || { key: 'generic' };
}

export async function createPayment(payload: OrderPayload, method: OnlineMethod): Promise<{ ok: true; options: WidgetOptions } | Refused> {
  const body = await call('payments/create', { ...payload, payment_method: 'online', method });
  return body?.status === 1 ? { ok: true, options: body.response } : refused(body);
}

/** How a payment stands (a UPI request waiting for approval); null when the answer did not come. */
export async function paymentState(orderId: string): Promise<{ state: PaymentState; expires_at: number; txnid: string | null } | null> {
  const body = await call('payments/status', { order_id: orderId });
  return body?.status === 1 ? body.response : null;
}

export async function verifyPayment(reply: RazorpayReply): Promise<Outcome> {
  const body = await call('payments/verify', reply);
  return body?.status === 1 ? { ok: true, order: body.response } : refused(body);
}

/** The reply the test provider's page (or a Razorpay redirect) left in the address bar, if any. */
export function replyFromUrl(
  search: string,
): { kind: 'success'; reply: RazorpayReply } | { kind: 'failed'; upiDeclined: boolean } | { kind: 'pending'; orderId: string } | null {
  const q = new URLSearchParams(search);
  const state = q.get('payment');
  if (state === 'failed') return { kind: 'failed', upiDeclined: q.get('reason') === 'upi_declined' };
  if (state === 'pending' && q.get('order_id')) return { kind: 'pending', orderId: q.get('order_id')! };
  const reply = {
    razorpay_order_id: q.get('razorpay_order_id') ?? '',
    razorpay_payment_id: q.get('razorpay_payment_id') ?? '',
    razorpay_signature: q.get('razorpay_signature') ?? '',
  };
  if (state === 'success' && reply.razorpay_order_id && reply.razorpay_payment_id && reply.razorpay_signature)
    return { kind: 'success', reply };
  return null;
}

/** The test provider's key: its window is our own page, never Razorpay's script. */
const LOCAL_KEY = 'rzp_test_local';

export function isRealRazorpay(o: WidgetOptions): boolean {
  return o.provider === 'razorpay' && /^rzp_(test|live)_[A-Za-z0-9]+$/.test(o.key) && o.key !== LOCAL_KEY;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadRazorpay(): Promise<RazorpayCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.async = true;
    s.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error('Razorpay unavailable')));
    s.onerror = () => reject(new Error('Razorpay unavailable'));
    document.head.appendChild(s);
  });
}

/** Razorpay Checkout (INDIA.md): resolves with the signed reply, or null when it failed or was closed. */
export async function payWithRazorpay(o: WidgetOptions): Promise<{ reply: RazorpayReply } | { failed: ProblemLine } | null> {
  let Razorpay: RazorpayCtor;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { failed: { key: 'paymentFailed' } };
  }
  return new Promise((resolve) => {
    // Razorpay keeps its window open after a failed attempt so the shopper can retry there
    let lastError: ProblemLine | null = null;
    const rzp = new Razorpay({
      key: o.key,
      amount: o.amount,
      currency: o.currency,
      name: o.name,
      description: o.description,
      order_id: o.order_id,
      prefill: o.prefill,
      theme: o.theme,
      // UPI (or card / net banking) first, as the shopper chose at checkout
      config: o.config,
      handler: (reply: RazorpayReply) => resolve({ reply }),
      modal: { ondismiss: () => resolve(lastError ? { failed: lastError } : null) },
    });
    rzp.on('payment.failed', (r) => {
      // Razorpay's own words (English) when it gives a reason, else ours in the shopper's language
      lastError = r.error?.description || { key: 'paymentFailed' };
    });
    rzp.open();
  });
}
