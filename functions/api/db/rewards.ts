/**
 * The rewards ledger (reward_account + reward_ledger, migration 0002): the one record of points.
 * Points orders debit it in their own batch (db/orders.ts redeemPoints), completed orders credit it
 * (db/order-life.ts, in the Completed move); the rewards simulator reads, debits and credits it through these functions.
 * With a real rewards service configured, points orders spend at the service instead (services/checkout.ts).
 */
import { redeemPoints } from './orders';

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
 * did not, so racing redemptions can never take the balance below zero. `orderRef` is a txnid when
 * the redemption pays for an order. Returns the new balance, or null when the balance was too low.
 */
export async function debitPoints(db: D1Database, mobile: string, points: number, orderRef: string, now: number): Promise<number | null> {
  try {
    const results = await db.batch<{ balance: number }>([
      ...redeemPoints(db, mobile, points, orderRef, now),
      db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile),
    ]);
    return results.at(-1)?.results?.[0]?.balance ?? 0;
  } catch (err) {
    if (/order_guard|CONSTRAINT/i.test(String(err instanceof Error ? err.message : err))) return null;
    throw err;
  }
}

/**
 * Gives points back (a redemption whose order could not be written): an 'adjust' ledger row and the
 * balance, in one batch. Returns the new balance.
 */
export async function creditPoints(db: D1Database, mobile: string, points: number, now: number): Promise<number> {
  const results = await db.batch<{ balance: number }>([
    db
      .prepare(
        `INSERT INTO reward_account (mobile, balance) VALUES (?1, ?2)
         ON CONFLICT (mobile) DO UPDATE SET balance = balance + excluded.balance`,
      )
      .bind(mobile, points),
    db.prepare(`INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at) VALUES (?1, ?2, 'adjust', NULL, ?3)`).bind(mobile, points, now),
    db.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile),
  ]);
  return results.at(-1)?.results?.[0]?.balance ?? 0;
}
