/**
 * One-time codes for registration and password reset (OWASP ASVS V2.7): 6 digits from a
 * cryptographic RNG, stored only as a hash bound to phone and purpose, valid 5 minutes, locked
 * after 5 wrong guesses, single use, and never part of any API answer. No bypass codes exist.
 */
import { consumeVerifiedOtp, hasVerifiedOtp, insertOtp, latestOtp, markVerified, takeAttempt } from '../db/otps';
import type { Env } from '../env';
import { ShopError } from '../errors';
import { constantTimeEqual, randomHex, sha256Hex } from '../lib/crypto';
import { smsProvider } from '../providers/sms';
import { clientIp, RATE_RULES, takeRate } from './rate-limit';
import { ACCOUNT_MSG, type OtpPurpose } from '../../../src/lib/domain/account-schemas';
import { MSG } from '../../../src/lib/domain/messages';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, OTP_VERIFIED_WINDOW_MS, otpMessage } from '../../../src/lib/domain/otp-template';

const CODE_SPACE = 1_000_000;
// the largest multiple of 10^6 below 2^32: values above it would make low codes likelier
const UNBIASED_LIMIT = Math.floor(0x1_0000_0000 / CODE_SPACE) * CODE_SPACE;

/** A uniformly random 6-digit code ("000000"–"999999"). */
export function generateOtpCode(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0]!;
    if (n < UNBIASED_LIMIT) return String(n % CODE_SPACE).padStart(6, '0');
  }
}

export function otpHash(phone: string, purpose: OtpPurpose, code: string): Promise<string> {
  return sha256Hex(`${phone}|${purpose}|${code}`);
}

/** Rate limits for sending, by IP first so one client cannot walk through many numbers. */
export async function limitOtpSend(db: D1Database, headers: Headers, phone: string): Promise<void> {
  await takeRate(db, RATE_RULES.otpSendPerIp, clientIp(headers));
  await takeRate(db, RATE_RULES.otpSendPerPhone, phone);
}

/** Makes a new code for the phone and texts it. The code never leaves this function otherwise. */
export async function sendOtp(env: Env, phone: string, purpose: OtpPurpose, now = Date.now()): Promise<void> {
  const code = generateOtpCode();
  await insertOtp(env.DB, { phone, purpose, code_hash: await otpHash(phone, purpose, code), expires_at: now + OTP_TTL_MS, created_at: now });
  try {
    await smsProvider(env).send(phone, otpMessage(code));
  } catch (err) {
    // a refusal meant for the shopper (SMS is off in this deploy) is passed on as it is
    if (err instanceof ShopError) throw err;
    console.error('otp sms failed', err);
    throw new ShopError(ACCOUNT_MSG.otpSendFailed, 502);
  }
}

const WRONG: Record<OtpPurpose, string> = { register: MSG.otpMismatchRegister, forgot: MSG.otpInvalidForgot };
export const OTP_VERIFIED: Record<OtpPurpose, string> = { register: MSG.otpVerifiedRegister, forgot: MSG.otpVerifiedForgot };

/**
 * Checks a typed code. On success marks it verified and returns a fresh random proof for the
 * browser (kept in an HttpOnly cookie) that register / password reset must present.
 */
export async function verifyOtp(db: D1Database, phone: string, purpose: OtpPurpose, code: string, now = Date.now()): Promise<string> {
  await takeRate(db, RATE_RULES.otpVerifyPerPhone, `${purpose}:${phone}`, now);
  const otp = await latestOtp(db, phone, purpose);
  if (!otp) throw new ShopError(WRONG[purpose], 400);
  if (otp.verified_at === null && otp.attempts >= OTP_MAX_ATTEMPTS) throw new ShopError(ACCOUNT_MSG.otpLocked, 429);
  if (otp.expires_at <= now) throw new ShopError(ACCOUNT_MSG.otpExpired, 400);

  const matches = constantTimeEqual(await otpHash(phone, purpose, code), otp.code_hash);
  if (otp.verified_at !== null) {
    // verifying again (e.g. a double click) must not reset the window nor burn attempts
    if (!matches) throw new ShopError(WRONG[purpose], 400);
  } else {
    const attempt = await takeAttempt(db, otp.id, OTP_MAX_ATTEMPTS);
    if (attempt === null) throw new ShopError(ACCOUNT_MSG.otpLocked, 429);
    if (!matches) throw new ShopError(WRONG[purpose], 400);
  }
  const proof = randomHex(32);
  await markVerified(db, otp.id, otp.verified_at ?? now, await sha256Hex(proof));
  return proof;
}

function proofQuery(phone: string, purpose: OtpPurpose, proofHash: string, now: number) {
  return { phone, purpose, proofHash, verifiedSince: now - OTP_VERIFIED_WINDOW_MS };
}

/** Throws unless this browser verified a code for the phone in the last 15 minutes (code kept). */
export async function requireVerifiedOtp(db: D1Database, phone: string, purpose: OtpPurpose, proof: string | undefined, now = Date.now()): Promise<void> {
  if (!proof || !/^[0-9a-f]{64}$/.test(proof)) throw new ShopError(ACCOUNT_MSG.otpNotVerified, 403);
  const ok = await hasVerifiedOtp(db, proofQuery(phone, purpose, await sha256Hex(proof), now));
  if (!ok) throw new ShopError(ACCOUNT_MSG.otpNotVerified, 403);
}

/** Uses the verified code up; only one caller can win. */
export async function consumeOtp(db: D1Database, phone: string, purpose: OtpPurpose, proof: string | undefined, now = Date.now()): Promise<void> {
  if (!proof || !/^[0-9a-f]{64}$/.test(proof)) throw new ShopError(ACCOUNT_MSG.otpNotVerified, 403);
  const won = await consumeVerifiedOtp(db, { ...proofQuery(phone, purpose, await sha256Hex(proof), now), now });
  if (!won) throw new ShopError(ACCOUNT_MSG.otpNotVerified, 403);
}
