/**
 * Points debits at the outside rewards service (points_redeem, migration 0009). The row is written
 * before the service is called, so an answer that never comes still leaves a record: the order it
 * paid for, or a credit back, settles it (services/loyalty/points-reconcile.ts).
 */
import { guardHeld } from '../catalogue';

export type RedeemStatus = 'pending' | 'ordered' | 'crediting' | 'credited' | 'refused' | 'closed';

export interface PointsRedeemRow {
  reference: string;
  idempotency_key: string | null;
  user_id: number | null;
  mobile: string;
  points: number;
  status: RedeemStatus;
  order_id: number | null;
  attempts: number;
  /** a debit call holds the reference until then (ms epoch); NULL when none is in flight */
  debit_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** How long one debit call may hold its reference: the service deadline (4 s) plus the order batch, with room. */
export const DEBIT_CLAIM_MS = 10_000;

/** The reference this attempt debits under, or the one a racing request with the same key is debiting now. */
export type RedeemClaim = { kind: 'claimed'; reference: string } | { kind: 'busy'; reference: string };

/**
 * The reference for this order attempt, recorded as pending and held for this request's debit call.
 * A retry of the same attempt (same base, same customer, same points) gets the same reference back,
 * so the service debits it once; while another request holds it, or once its order is written, the
 * answer is `busy`: that request's order is the answer, never a second debit. A base whose redemption was already given back or used gets a fresh
 * `~n` reference, because the service would answer an old reference as "already debited" without
 * taking the points again.
 */
export async function beginRedeem(
  db: D1Database,
  r: { base: string; idempotencyKey: string | null; userId: number; mobile: string; points: number; now: number },
): Promise<RedeemClaim> {
  for (let n = 1; n <= 50; n++) {
    const reference = n === 1 ? r.base : `${r.base}~${n}`;
    const row = await db
      .prepare(
        `INSERT INTO points_redeem (reference, idempotency_key, user_id, mobile, points, status, debit_until, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6 + ?7, ?6, ?6)
         ON CONFLICT (reference) DO UPDATE SET status = 'pending', attempts = attempts + 1,
                debit_until = excluded.debit_until, updated_at = excluded.updated_at
          WHERE points_redeem.status IN ('pending', 'refused') AND points_redeem.mobile = excluded.mobile
            AND points_redeem.points = excluded.points AND points_redeem.user_id IS excluded.user_id
            AND (points_redeem.debit_until IS NULL OR points_redeem.debit_until <= excluded.created_at)
         RETURNING reference`,
      )
      .bind(reference, r.idempotencyKey, r.userId, r.mobile, r.points, r.now, DEBIT_CLAIM_MS)
      .first<{ reference: string }>();
    if (row) return { kind: 'claimed', reference: row.reference };
    const held = await db
      .prepare(
        `SELECT 1 AS held FROM points_redeem WHERE reference = ?1 AND mobile = ?3 AND points = ?4 AND user_id IS ?5
            AND ((status = 'pending' AND debit_until > ?2)
              OR (status = 'ordered' AND EXISTS (SELECT 1 FROM orders o WHERE o.id = points_redeem.order_id)))`,
      )
      .bind(reference, r.now, r.mobile, r.points, r.userId)
      .first<{ held: number }>();
    if (held) return { kind: 'busy', reference };
  }
  throw new Error(`no free points reference for ${r.base}`);
}

/** Whether a debit call still holds this reference (false once it was answered, refused or timed out). */
export async function debitInFlight(db: D1Database, reference: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS held FROM points_redeem WHERE reference = ?1 AND status = 'pending' AND debit_until > ?2`)
    .bind(reference, now)
    .first<{ held: number }>();
  return !!row;
}

/** For the order batch: the redemption paid for this order. Aborts the batch if a reconcile took it meanwhile. */
export function markRedeemOrdered(db: D1Database, reference: string, txnid: string, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE points_redeem SET status = 'ordered', order_id = (SELECT id FROM orders WHERE txnid = ?2), debit_until = NULL, updated_at = ?3
          WHERE reference = ?1 AND status = 'pending'`,
      )
      .bind(reference, txnid, now),
    guardHeld(db),
  ];
}

/** The service refused the debit (balance too low): nothing was taken. */
export async function markRedeemRefused(db: D1Database, reference: string, now: number): Promise<void> {
  await db
    .prepare(`UPDATE points_redeem SET status = 'refused', debit_until = NULL, updated_at = ?2 WHERE reference = ?1 AND status = 'pending'`)
    .bind(reference, now)
    .run();
}

export async function markRedeemCredited(db: D1Database, reference: string, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE points_redeem SET status = 'credited', last_error = NULL, debit_until = NULL, updated_at = ?2 WHERE reference = ?1 AND status IN ('pending', 'crediting')`,
    )
    .bind(reference, now)
    .run();
}

/** The order turned up (written by a racing request or before the answer was lost). */
export async function markRedeemSettledByOrder(db: D1Database, reference: string, orderId: number, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE points_redeem SET status = 'ordered', order_id = ?2, last_error = NULL, updated_at = ?3 WHERE reference = ?1 AND status IN ('pending', 'crediting')`,
    )
    .bind(reference, orderId, now)
    .run();
}

/** Leaves the redemption pending for the next run, with the reason the credit failed. */
export async function releaseRedeemClaim(db: D1Database, reference: string, error: string, now: number): Promise<void> {
  await db
    .prepare(`UPDATE points_redeem SET status = 'pending', last_error = ?2, updated_at = ?3 WHERE reference = ?1 AND status = 'crediting'`)
    .bind(reference, error.slice(0, 500), now)
    .run();
}

export async function noteRedeemError(db: D1Database, reference: string, error: string, now: number): Promise<void> {
  await db
    .prepare(`UPDATE points_redeem SET last_error = ?2, debit_until = NULL, updated_at = ?3 WHERE reference = ?1`)
    .bind(reference, error.slice(0, 500), now)
    .run();
}

/**
 * Pending redemptions untouched since `before` (no attempt can still be waiting for them), oldest
 * first; `userId` narrows to one customer. A claim left by a run that died counts as pending again.
 */
export async function listStaleRedeems(db: D1Database, before: number, userId: number | null, limit = 50): Promise<PointsRedeemRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM points_redeem
        WHERE status IN ('pending', 'crediting') AND updated_at < ?1 AND (?2 IS NULL OR user_id = ?2)
        ORDER BY updated_at LIMIT ?3`,
    )
    .bind(before, userId, limit)
    .all<PointsRedeemRow>();
  return results;
}

/** Takes a stale redemption for this run only; false when an attempt or another run got it first. */
export async function claimRedeem(db: D1Database, r: PointsRedeemRow, before: number, now: number): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE points_redeem SET status = 'crediting', updated_at = ?3 WHERE reference = ?1 AND status IN ('pending', 'crediting') AND updated_at < ?2`,
    )
    .bind(r.reference, before, now)
    .run();
  return res.meta.changes === 1;
}

/**
 * The order this redemption paid for. The order batch marks the row 'ordered' itself, so this only
 * finds an order whose txnid is the reference (an attempt without Idempotency-Key); an order under
 * the same key but another reference was paid by that other debit and proves nothing about this one.
 */
export async function findOrderForRedeem(db: D1Database, r: PointsRedeemRow): Promise<{ id: number } | null> {
  return db
    .prepare(`SELECT id FROM orders WHERE txnid = ?1 AND payment_method = 'point' AND total_points = ?2 LIMIT 1`)
    .bind(r.reference, r.points)
    .first<{ id: number }>();
}

/** Points this attempt may already have spent (the service's balance does not show them any more). */
export async function pendingPointsFor(db: D1Database, userId: number, idempotencyKey: string): Promise<number> {
  const row = await db
    .prepare(`SELECT coalesce(sum(points), 0) AS n FROM points_redeem WHERE user_id = ?1 AND idempotency_key = ?2 AND status = 'pending'`)
    .bind(userId, idempotencyKey)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
