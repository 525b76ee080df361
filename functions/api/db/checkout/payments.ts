/**
 * Online payment intents (one per provider order), the stock they hold, payments to refund, and
 * the webhook deliveries already handled.
 */
import { holdSlotForIntent, releaseSlotHolds } from './slots';
import { convertHeldUnits, guardHeld, recordHold, releaseHeldUnits, takeDealUnits, takeStock } from '../catalogue';

/**
 * created: waiting for the payment, holding its stock until expires_at; paid: became an order;
 * failed: the provider said no (stock released); expired: lived out its 15 minutes or its customer
 * was erased (stock released, snapshot purged); refund_due: money arrived that could not become an
 * order (failure_reason says why) and must be refunded; refunded: that refund was processed.
 */
export type IntentStatus = 'created' | 'paid' | 'failed' | 'expired' | 'refund_due' | 'refunded';

/** The personal snapshot of an intent that no longer needs it. */
export const PURGED_CHECKOUT = '{}';

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
  expires_at: number;
}

export interface HeldLine {
  product_id: number;
  qty: number;
  deal: 0 | 1;
}

/** A line to hold: the cart's variant (0: none) says which pack at the order's branch. */
export interface LineToHold extends HeldLine {
  attribute_id: number;
}

/**
 * The intent and the stock it holds, in one batch: each line's units come off the order branch's
 * count of its pack (deal units into purchased_count) under the order batch's guards, so the batch
 * is refused when any line is short there and 40 payers for 5 units leave at most 5 intents.
 */
export function createIntentStatements(
  db: D1Database,
  intent: {
    provider: string;
    provider_order_id: string;
    user_id: number;
    amount: number;
    checkout: string;
    now: number;
    expires_at: number;
  },
  branchId: number,
  lines: LineToHold[],
  slot: { slot_id: number; day: string } | null = null,
): D1PreparedStatement[] {
  const stmts = [
    db
      .prepare(
        `INSERT INTO payment_intent (provider, provider_order_id, user_id, amount, checkout, status, created_at, updated_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'created', ?6, ?6, ?7)`,
      )
      .bind(intent.provider, intent.provider_order_id, intent.user_id, intent.amount, intent.checkout, intent.now, intent.expires_at),
  ];
  for (const l of lines) {
    const at = { branchId, productId: l.product_id, attributeId: l.attribute_id };
    stmts.push(...takeStock(db, at, l.qty, { kind: 'hold', providerOrderId: intent.provider_order_id }, intent.now));
    if (l.deal === 1) stmts.push(takeDealUnits(db, l.product_id, l.qty), guardHeld(db));
    stmts.push(recordHold(db, intent.provider_order_id, at, l.qty, l.deal));
  }
  // the slot is held like the stock: a full slot refuses the intent, so nobody pays for a slot that is not there
  if (slot) stmts.push(...holdSlotForIntent(db, intent.provider_order_id, slot.slot_id, slot.day));
  return stmts;
}

export async function listHolds(db: D1Database, intentId: number): Promise<HeldLine[]> {
  const { results } = await db.prepare('SELECT product_id, qty, deal FROM stock_hold WHERE intent_id = ?1').bind(intentId).all<HeldLine>();
  return results;
}

/** For the order batch: the order takes the held units (they left the branch's count with the hold). */
export function convertHold(db: D1Database, intentId: number, line: HeldLine, txnid: string, now: number): D1PreparedStatement[] {
  return [
    convertHeldUnits(db, intentId, line.product_id, txnid, now),
    db
      .prepare('DELETE FROM stock_hold WHERE intent_id = ?1 AND product_id = ?2 AND qty = ?3 AND deal = ?4')
      .bind(intentId, line.product_id, line.qty, line.deal),
    guardHeld(db),
  ];
}

/**
 * Gives held units back to their branch's count, for every intent `intentsSql` selects (binding ?1).
 * The hold rows are the record: a hold the order already converted is gone, so releasing twice, or
 * after the order, gives nothing back.
 */
function releaseStatements(db: D1Database, intentsSql: string, bind: number, now: number): D1PreparedStatement[] {
  return [
    ...releaseHeldUnits(db, intentsSql, bind, now),
    db.prepare(`DELETE FROM stock_hold WHERE intent_id IN (${intentsSql})`).bind(bind),
    ...releaseSlotHolds(db, intentsSql, bind),
  ];
}

/** An intent past its life: stock back, snapshot purged. Only a still-open intent changes status. */
export function expireIntentStatements(db: D1Database, intentId: number, now: number): D1PreparedStatement[] {
  return [
    ...releaseStatements(db, 'SELECT ?1', intentId, now),
    db
      .prepare(`UPDATE payment_intent SET status = 'expired', checkout = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'created'`)
      .bind(intentId, now, PURGED_CHECKOUT),
  ];
}

/**
 * For a new intent's batch, before it is written: the customer's open intents end (replaced) and
 * give their units and slot place back, inside the same transaction, so two Pay presses racing each
 * other still leave one intent holding stock, never two.
 */
export function replaceOpenIntentsStatements(db: D1Database, userId: number, now: number): D1PreparedStatement[] {
  return [
    ...releaseStatements(db, "SELECT id FROM payment_intent WHERE user_id = ?1 AND status = 'created'", userId, now),
    db
      .prepare(`UPDATE payment_intent SET status = 'expired', checkout = ?3, updated_at = ?2 WHERE user_id = ?1 AND status = 'created'`)
      .bind(userId, now, PURGED_CHECKOUT),
  ];
}

/** Erasure: every open intent of the customer ends, its stock goes back, and no snapshot survives. */
export function endCustomerIntentsStatements(db: D1Database, userId: number, now: number): D1PreparedStatement[] {
  return [
    ...releaseStatements(db, 'SELECT id FROM payment_intent WHERE user_id = ?1', userId, now),
    db
      .prepare(
        `UPDATE payment_intent SET status = CASE WHEN status = 'created' THEN 'expired' ELSE status END, checkout = ?3, updated_at = ?2
          WHERE user_id = ?1`,
      )
      .bind(userId, now, PURGED_CHECKOUT),
  ];
}

/** Open intents whose life is over (all customers, or one). */
export async function listExpiredIntents(db: D1Database, now: number, userId: number | null, limit = 200): Promise<{ id: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM payment_intent WHERE status = 'created' AND expires_at <= ?1 AND (?2 IS NULL OR user_id = ?2) ORDER BY expires_at LIMIT ?3`,
    )
    .bind(now, userId, limit)
    .all<{ id: number }>();
  return results;
}

/** Every open intent of one customer, lapsed or not. */
export async function listOpenIntents(db: D1Database, userId: number): Promise<{ id: number }[]> {
  const { results } = await db
    .prepare(`SELECT id FROM payment_intent WHERE status = 'created' AND user_id = ?1`)
    .bind(userId)
    .all<{ id: number }>();
  return results;
}

/** Closed intents past their life keep amount and payment id (for refunds), not the customer's address. */
export async function purgeClosedSnapshots(db: D1Database, now: number): Promise<number> {
  const r = await db
    .prepare(`UPDATE payment_intent SET checkout = ?2 WHERE status <> 'created' AND expires_at <= ?1 AND checkout <> ?2`)
    .bind(now, PURGED_CHECKOUT)
    .run();
  return r.meta.changes;
}

/** Whether the intent's customer erased the account (the row stays, marked deleted). */
export async function intentOwnerErased(db: D1Database, userId: number): Promise<boolean> {
  const row = await db.prepare('SELECT deleted_at FROM user WHERE id = ?1').bind(userId).first<{ deleted_at: number | null }>();
  return !row || row.deleted_at !== null;
}

export async function findPaymentIntent(db: D1Database, providerOrderId: string): Promise<PaymentIntentRow | null> {
  return db.prepare('SELECT * FROM payment_intent WHERE provider_order_id = ?1').bind(providerOrderId).first<PaymentIntentRow>();
}

/** Statement for the order batch: the intent becomes paid together with the order it produced. */
export function markIntentPaid(
  db: D1Database,
  providerOrderId: string,
  paymentId: string,
  txnid: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payment_intent
          SET status = 'paid', payment_id = ?2, order_id = (SELECT id FROM orders WHERE txnid = ?3), failure_reason = NULL, updated_at = ?4
        WHERE provider_order_id = ?1 AND status <> 'paid'`,
    )
    .bind(providerOrderId, paymentId, txnid, now);
}

/** A provider-reported failure; never touches an intent that is already paid. Its held stock goes back. */
export async function markIntentFailed(
  db: D1Database,
  providerOrderId: string,
  paymentId: string | null,
  reason: string,
  now: number,
): Promise<boolean> {
  const intent = await findPaymentIntent(db, providerOrderId);
  if (!intent || intent.status !== 'created') return false;
  const [r] = await db.batch([
    db
      .prepare(
        `UPDATE payment_intent SET status = 'failed', payment_id = coalesce(?2, payment_id), failure_reason = ?3, updated_at = ?4
          WHERE provider_order_id = ?1 AND status = 'created'`,
      )
      .bind(providerOrderId, paymentId, reason, now),
    ...releaseStatements(db, "SELECT id FROM payment_intent WHERE id = ?1 AND status = 'failed'", intent.id, now),
  ]);
  return r!.meta.changes === 1;
}

/**
 * Money was taken but the order could not be placed (stock ran out meanwhile, the intent expired,
 * the account was erased): refund it. Any stock the intent still held goes back, and the snapshot
 * goes once the intent's life is over. Findable: status = 'refund_due', failure_reason says why.
 */
export async function markIntentRefundDue(
  db: D1Database,
  providerOrderId: string,
  paymentId: string,
  reason: string,
  now: number,
): Promise<void> {
  const intent = await findPaymentIntent(db, providerOrderId);
  if (!intent || intent.status === 'paid') return;
  await db.batch([
    ...releaseStatements(db, 'SELECT ?1', intent.id, now),
    db
      .prepare(
        `UPDATE payment_intent SET status = 'refund_due', payment_id = ?2, failure_reason = ?3, updated_at = ?4,
                checkout = CASE WHEN expires_at <= ?4 OR status = 'expired' THEN ?5 ELSE checkout END
          WHERE provider_order_id = ?1 AND status <> 'paid'`,
      )
      .bind(providerOrderId, paymentId, reason, now, PURGED_CHECKOUT),
  ]);
}

/**
 * A second, different payment for an intent that already has one: recorded once per payment id
 * for a refund (stray_payment, status refund_due).
 */
export async function recordStrayPayment(
  db: D1Database,
  p: { payment_id: string; provider_order_id: string; user_id: number; amount: number | null; reason: string; now: number },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO stray_payment (payment_id, provider_order_id, user_id, amount, reason, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (payment_id) DO NOTHING`,
    )
    .bind(p.payment_id, p.provider_order_id, p.user_id, p.amount, p.reason, p.now)
    .run();
}

export async function isEventHandled(db: D1Database, eventId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM payment_event WHERE event_id = ?1').bind(eventId).first()) !== null;
}

export async function recordEvent(db: D1Database, eventId: string, now: number): Promise<void> {
  await db.prepare('INSERT INTO payment_event (event_id, received_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING').bind(eventId, now).run();
}
