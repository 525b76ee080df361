/** Online payment intents (one per provider order) and the webhook deliveries already handled. */

export type IntentStatus = 'created' | 'paid' | 'failed' | 'refund_due';

export interface PaymentIntentRow {
  id: number;
  provider: string;
  provider_order_id: string;
  user_id: number;
  amount: number;
  checkout: string;
  status: IntentStatus;
  payment_id: string | null;
  order_id: number | null;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
}

export async function insertPaymentIntent(
  db: D1Database,
  intent: { provider: string; provider_order_id: string; user_id: number; amount: number; checkout: string; now: number },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_intent (provider, provider_order_id, user_id, amount, checkout, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'created', ?6, ?6)`,
    )
    .bind(intent.provider, intent.provider_order_id, intent.user_id, intent.amount, intent.checkout, intent.now)
    .run();
}

export async function findPaymentIntent(db: D1Database, providerOrderId: string): Promise<PaymentIntentRow | null> {
  return db.prepare('SELECT * FROM payment_intent WHERE provider_order_id = ?1').bind(providerOrderId).first<PaymentIntentRow>();
}

/** Statement for the order batch: the intent becomes paid together with the order it produced. */
export function markIntentPaid(db: D1Database, providerOrderId: string, paymentId: string, txnid: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payment_intent
          SET status = 'paid', payment_id = ?2, order_id = (SELECT id FROM orders WHERE txnid = ?3), failure_reason = NULL, updated_at = ?4
        WHERE provider_order_id = ?1 AND status <> 'paid'`,
    )
    .bind(providerOrderId, paymentId, txnid, now);
}

/** A provider-reported failure; never touches an intent that is already paid. */
export async function markIntentFailed(db: D1Database, providerOrderId: string, paymentId: string | null, reason: string, now: number): Promise<boolean> {
  const r = await db
    .prepare(
      `UPDATE payment_intent SET status = 'failed', payment_id = coalesce(?2, payment_id), failure_reason = ?3, updated_at = ?4
        WHERE provider_order_id = ?1 AND status = 'created'`,
    )
    .bind(providerOrderId, paymentId, reason, now)
    .run();
  return r.meta.changes === 1;
}

/** Money was taken but the order could not be placed (e.g. stock ran out meanwhile): refund it. */
export async function markIntentRefundDue(db: D1Database, providerOrderId: string, paymentId: string, reason: string, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE payment_intent SET status = 'refund_due', payment_id = ?2, failure_reason = ?3, updated_at = ?4
        WHERE provider_order_id = ?1 AND status <> 'paid'`,
    )
    .bind(providerOrderId, paymentId, reason, now)
    .run();
}

export async function isEventHandled(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM payment_event WHERE event_id = ?1').bind(eventId).first()) !== null;
}

export async function recordEvent(db: D1Database, eventId: string, now: number): Promise<void> {
  await db.prepare('INSERT INTO payment_event (event_id, received_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING').bind(eventId, now).run();
}
