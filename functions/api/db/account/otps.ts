/** One-time codes: only an HMAC of phone|purpose|code is kept, with expiry, attempts and use marks. */
import type { OtpPurpose } from '../../../../src/lib/domain/account/account-schemas';

export interface OtpRow {
  id: number;
  phone: string;
  purpose: OtpPurpose;
  code_hash: string;
  expires_at: number;
  attempts: number;
  verified_at: number | null;
  consumed_at: number | null;
  created_at: number;
}

export async function insertOtp(
  db: D1Database,
  o: { phone: string; purpose: OtpPurpose; code_hash: string; expires_at: number; created_at: number },
): Promise<number> {
  const row = await db
    .prepare('INSERT INTO otp (phone, purpose, code_hash, expires_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id')
    .bind(o.phone, o.purpose, o.code_hash, o.expires_at, o.created_at)
    .first<{ id: number }>();
  return row!.id;
}

/** The newest unused code for the phone and purpose: sending a new code replaces the old one. */
export async function latestOtp(db: D1Database, phone: string, purpose: OtpPurpose): Promise<OtpRow | null> {
  return db
    .prepare(
      `SELECT id, phone, purpose, code_hash, expires_at, attempts, verified_at, consumed_at, created_at
         FROM otp WHERE phone = ?1 AND purpose = ?2 AND consumed_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .bind(phone, purpose)
    .first<OtpRow>();
}

/**
 * Every code for the phone and purpose still in its life and not used, newest first: a new code
 * sent (by the owner or by anyone typing the owner's number) does not void the one the owner holds.
 * Sends are limited, so only a few are live at once.
 */
export async function liveOtps(db: D1Database, phone: string, purpose: OtpPurpose, now: number, limit = 10): Promise<OtpRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, phone, purpose, code_hash, expires_at, attempts, verified_at, consumed_at, created_at
         FROM otp WHERE phone = ?1 AND purpose = ?2 AND consumed_at IS NULL AND expires_at > ?3
        ORDER BY created_at DESC, id DESC LIMIT ?4`,
    )
    .bind(phone, purpose, now, limit)
    .all<OtpRow>();
  return results;
}

/** A wrong guess, recorded on each code it was checked against; the highest count after it. */
export async function countWrongGuess(db: D1Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const marks = ids.map((_, i) => `?${i + 1}`).join(', ');
  const row = await db
    .prepare(`UPDATE otp SET attempts = attempts + 1 WHERE id IN (${marks}) RETURNING attempts`)
    .bind(...ids)
    .all<{ attempts: number }>();
  return Math.max(0, ...row.results.map((r) => r.attempts));
}

export async function markVerified(db: D1Database, id: number, now: number, proofHash: string | null): Promise<void> {
  await db.prepare('UPDATE otp SET verified_at = ?2, proof_hash = ?3 WHERE id = ?1').bind(id, now, proofHash).run();
}

/** A code whose text could not be sent: gone, so the code sent before it stays the newest. */
export async function deleteOtp(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM otp WHERE id = ?1').bind(id).run();
}

/** Uses up one code by id (the login OTP step); true when this call won. */
export async function consumeOtpById(db: D1Database, id: number, now: number): Promise<boolean> {
  const res = await db.prepare('UPDATE otp SET consumed_at = ?2 WHERE id = ?1 AND consumed_at IS NULL').bind(id, now).run();
  return res.meta.changes === 1;
}

/**
 * Uses up a verified code exactly once: it must belong to the phone and purpose, have been verified
 * since `verifiedSince`, carry the browser's proof, and not be used yet. True when this call won.
 */
export async function consumeVerifiedOtp(
  db: D1Database,
  o: { phone: string; purpose: OtpPurpose; proofHash: string; verifiedSince: number; now: number },
): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE otp SET consumed_at = ?5
        WHERE phone = ?1 AND purpose = ?2 AND proof_hash = ?3
          AND verified_at IS NOT NULL AND verified_at >= ?4 AND consumed_at IS NULL`,
    )
    .bind(o.phone, o.purpose, o.proofHash, o.verifiedSince, o.now)
    .run();
  return res.meta.changes === 1;
}

/** Is there a usable verified code? (checked before work that should not burn the code on failure) */
export async function hasVerifiedOtp(
  db: D1Database,
  o: { phone: string; purpose: OtpPurpose; proofHash: string; verifiedSince: number },
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM otp
        WHERE phone = ?1 AND purpose = ?2 AND proof_hash = ?3
          AND verified_at IS NOT NULL AND verified_at >= ?4 AND consumed_at IS NULL LIMIT 1`,
    )
    .bind(o.phone, o.purpose, o.proofHash, o.verifiedSince)
    .first<{ hit: number }>();
  return row !== null;
}
