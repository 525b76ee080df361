/**
 * The rewards ledger (reward_account + reward_ledger, migration 0002): the one record of points.
 * Points orders debit it in their own batch (db/orders/orders.ts redeemPoints), completed orders credit it
 * (db/orders/order-life.ts, in the Completed move); the rewards simulator reads, debits and credits it through these functions.
 * With a real rewards service configured, points orders spend at the service instead (services/checkout/checkout.ts).
 */
import { redeemPoints } from '../orders';

export type LedgerReason = 'earn' | 'redeem' | 'adjust' | 'instore';

export interface LedgerRow {
  id: number;
  mobile: string;
  delta: number;
  reason: LedgerReason;
  order_id: number | null;
  created_at: number;
}

export async function findBalance(db: D1Database, mobile: string): Promise<number> {
  const row = await db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile).first<{ balance: number }>();
  return row?.balance ?? 0;
}

/** Debits, newest first. */
export async function listRedemptions(db: D1Database, mobile: string, limit = 200): Promise<LedgerRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM reward_ledger WHERE mobile = ?1 AND delta < 0 ORDER BY created_at DESC, id DESC LIMIT ?2')
    .bind(mobile, limit)
    .all<LedgerRow>();
  return results;
}

/** Credits (online orders, in-store bills, adjustments), newest first. */
export async function listCredits(db: D1Database, mobile: string, limit = 200): Promise<LedgerRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM reward_ledger WHERE mobile = ?1 AND delta > 0 ORDER BY created_at DESC, id DESC LIMIT ?2')
    .bind(mobile, limit)
    .all<LedgerRow>();
  return results;
}

/**
 * Debits `points` in one batch with the same guarded statements a points order uses: the UPDATE
 * only matches while balance >= points, and the guard aborts the batch (ledger row included) when it
 * did not, so racing redemptions can never take the balance below zero. `orderRef` is the caller's
 * reference: like the real service, a reference already debited is answered with the balance and
 * not debited again. Returns the new balance, or null when the balance was too low.
 */
export async function debitPoints(db: D1Database, mobile: string, points: number, orderRef: string, now: number): Promise<number | null> {
  const reference = orderRef === '' ? null : orderRef;
  if (reference && (await hasLedgerRow(db, mobile, 'redeem', reference))) return findBalance(db, mobile);
  try {
    const results = await db.batch<{ balance: number }>([
      ...redeemPoints(db, mobile, points, orderRef, now, reference),
      db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile),
    ]);
    return results.at(-1)?.results?.[0]?.balance ?? 0;
  } catch (err) {
    const text = String(err instanceof Error ? err.message : err);
    // the same reference debited by a racing call: that debit is this one
    if (reference && /UNIQUE|CONSTRAINT/i.test(text) && (await hasLedgerRow(db, mobile, 'redeem', reference)))
      return findBalance(db, mobile);
    if (/order_guard|CONSTRAINT/i.test(text)) return null;
    throw err;
  }
}

async function hasLedgerRow(db: D1Database, mobile: string, reason: LedgerReason, reference: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS hit FROM reward_ledger WHERE mobile = ?1 AND reason = ?2 AND reference = ?3')
    .bind(mobile, reason, reference)
    .first<{ hit: number }>();
  return row !== null;
}

/**
 * Gives back the redemption `reference` (an order that could not be written): an 'adjust' ledger
 * row and the balance, in one batch. Like the real service, only a reference that was debited is
 * credited, and only once (the unique ledger key). Returns the new balance.
 */
export async function creditPoints(db: D1Database, mobile: string, points: number, now: number, reference: string): Promise<number> {
  const results = await db.batch<{ balance: number }>([
    db
      .prepare(
        `INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at, reference)
         SELECT ?1, ?2, 'adjust', NULL, ?3, ?4
          WHERE EXISTS (SELECT 1 FROM reward_ledger WHERE mobile = ?1 AND reason = 'redeem' AND reference = ?4)
         ON CONFLICT DO NOTHING`,
      )
      .bind(mobile, points, now, reference),
    // changes() is the INSERT's: the balance moves only with a new ledger row
    db.prepare('UPDATE reward_account SET balance = balance + ?2 WHERE mobile = ?1 AND changes() = 1').bind(mobile, points),
    db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile),
  ]);
  return results.at(-1)?.results?.[0]?.balance ?? 0;
}

/**
 * The simulator's side of `closeaccount`: the number's holder erased their account, so what the
 * ledger holds for it up to `before` goes, and the balance is what was booked after (the next
 * holder's, if any). One batch.
 */
export async function closeAccountBefore(db: D1Database, mobile: string, before: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM reward_ledger WHERE mobile = ?1 AND created_at <= ?2').bind(mobile, before),
    db.prepare('DELETE FROM reward_account WHERE mobile = ?1 AND NOT EXISTS (SELECT 1 FROM reward_ledger WHERE mobile = ?1)').bind(mobile),
    db
      .prepare(
        'UPDATE reward_account SET balance = max(0, (SELECT coalesce(sum(delta), 0) FROM reward_ledger WHERE mobile = ?1)) WHERE mobile = ?1',
      )
      .bind(mobile),
  ]);
}
