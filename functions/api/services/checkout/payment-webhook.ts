/**
 * Razorpay's signed webhook events (payment.captured, order.paid, payment.failed): the same
 * fulfilment as the browser's verify call, so whichever comes first places the order and the other
 * finds it placed. Each event id is handled once.
 */
import { findPaymentIntent, isEventHandled, markIntentFailed, recordEvent } from '../../db/checkout';
import { ShopError } from '../../errors';
import { fulfilIntent } from './payments';

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
      try {
        const { replay, strayPayment } = await fulfilIntent(db, intent, payment.id, now, paid ?? null);
        if (strayPayment) return 'refund_due';
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
