/**
 * Refunds: the record is written first (in the cancel batch, or here for a paid payment that could
 * not become an order), then the provider is called. A refund the provider refused or never answered
 * stays `failed` with its error and is retried by jobs/refunds.ts; staff see it on the order.
 * A sender claims the row for a minute first, so the job and a staff click never send it at once.
 */
import type { RefundRow } from '../../db/orders';
import type { Env } from '../../env';
import { paymentProvider } from '../../providers/payment';
import { notifyCustomer, notifyPaymentRefunded } from './order-notices';
import * as clock from '../../lib/clock';

const CLAIM_MS = 60_000;
/** After this many failed attempts the job stops; the refund stays failed and visible for staff to retry. */
export const REFUND_MAX_AUTO_ATTEMPTS = 12;

export async function findRefund(db: D1Database, id: number): Promise<RefundRow | null> {
  return db.prepare('SELECT * FROM refund WHERE id = ?1').bind(id).first<RefundRow>();
}

/**
 * Sends one refund to the provider, unless it is already processed or another sender holds it.
 * Returns the refund as it stands afterwards.
 */
export async function processRefund(env: Env, refundId: number, now = clock.now()): Promise<RefundRow | null> {
  const db = env.DB;
  const claim = await db
    .prepare(
      `UPDATE refund SET claimed_until = ?2
        WHERE id = ?1 AND status <> 'processed' AND claimed_until <= ?3`,
    )
    .bind(refundId, now + CLAIM_MS, now)
    .run();
  if (claim.meta.changes !== 1) return findRefund(db, refundId);
  const refund = (await findRefund(db, refundId))!;
  const receipt = refund.ticket_id
    ? `ticket-${refund.ticket_id}`
    : refund.order_id
      ? `order-${refund.order_id}${refund.reason === 'packing' ? '-packing' : ''}`
      : `intent-${refund.intent_id}`;
  try {
    const done = await paymentProvider(env).refund(refund.payment_id, refund.amount, receipt);
    const at = clock.now();
    await db.batch([
      db
        .prepare(
          `UPDATE refund SET status = 'processed', provider_refund_id = ?2, attempts = attempts + 1, last_error = NULL,
                  claimed_until = 0, updated_at = ?3 WHERE id = ?1`,
        )
        .bind(refundId, done.id, at),
      // a payment that never became an order: no longer "refund due" anywhere (My orders, Failed payments)
      db
        .prepare(`UPDATE payment_intent SET status = 'refunded', updated_at = ?2 WHERE id = ?1 AND status = 'refund_due'`)
        .bind(refund.intent_id, at),
    ]);
    await tellShopperRefunded(env, refund);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    console.error(`REFUND FAILED: refund ${refundId} (payment ${refund.payment_id}, ${refund.amount} paise): ${why}`);
    await db
      .prepare(
        `UPDATE refund SET status = 'failed', attempts = attempts + 1, last_error = ?2, claimed_until = 0, updated_at = ?3 WHERE id = ?1`,
      )
      .bind(refundId, why.slice(0, 500), clock.now())
      .run();
  }
  return findRefund(db, refundId);
}

async function tellShopperRefunded(env: Env, refund: RefundRow): Promise<void> {
  // a problem ticket's refund (migration 0033): the ticket's own resolve notice says "resolved with a
  // refund of ₹n" (ticket-notices.ts), the one message the shopper gets for it; a second "Refunded"
  // here was the double message of issue 32
  if (refund.ticket_id) return;
  const orderId = refund.order_id;
  if (!orderId) return tellPayerRefunded(env, refund);
  const order = await env.DB.prepare(
    'SELECT o.id, o.txnid, o.user_id, coalesce(u.phone, o.bill_phone) AS phone FROM orders o LEFT JOIN user u ON u.id = o.user_id WHERE o.id = ?1',
  )
    .bind(orderId)
    .first<{ id: number; txnid: string; user_id: number | null; phone: string }>();
  if (order) await notifyCustomer(env, order, 'Refunded', { amount: refund.amount, withNotification: true });
}

/** A payment that never became an order: its payer (unless the account was erased) gets an SMS and a notification. */
async function tellPayerRefunded(env: Env, refund: RefundRow): Promise<void> {
  const payer = await env.DB.prepare(
    `SELECT u.id AS user_id, u.phone FROM refund r JOIN payment_intent i ON i.id = r.intent_id
         JOIN user u ON u.id = i.user_id AND u.deleted_at IS NULL WHERE r.id = ?1`,
  )
    .bind(refund.id)
    .first<{ user_id: number; phone: string }>();
  if (payer) await notifyPaymentRefunded(env, { ...payer, payment_id: refund.payment_id, amount: refund.amount });
}

/** Refunds still owed: pending ones (never sent, or sent and lost) and failed ones under the attempt cap. */
export async function listOpenRefunds(db: D1Database, limit = 25): Promise<RefundRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM refund WHERE status <> 'processed' AND attempts < ?1 ORDER BY updated_at LIMIT ?2`)
    .bind(REFUND_MAX_AUTO_ATTEMPTS, limit)
    .all<RefundRow>();
  return results;
}

/**
 * Paid payments that could not become an order (payment_intent status 'refund_due'): one refund
 * each for the intent's amount, recorded once (refund.intent_id is unique). Returns the refund ids.
 */
export async function recordRefundDueIntents(db: D1Database, now: number, limit = 25): Promise<number[]> {
  await db
    .prepare(
      `INSERT INTO refund (intent_id, payment_id, amount, status, attempts, created_at, updated_at)
       SELECT i.id, i.payment_id, i.amount, 'pending', 0, ?1, ?1 FROM payment_intent i
        WHERE i.status = 'refund_due' AND i.payment_id IS NOT NULL AND i.amount > 0
          AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.intent_id = i.id)
        LIMIT ?2
       ON CONFLICT (intent_id) DO NOTHING`,
    )
    .bind(now, limit)
    .run();
  const { results } = await db
    .prepare(
      `SELECT r.id FROM refund r JOIN payment_intent i ON i.id = r.intent_id WHERE i.status = 'refund_due' AND r.status <> 'processed' AND r.attempts < ?1`,
    )
    .bind(REFUND_MAX_AUTO_ATTEMPTS)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}
