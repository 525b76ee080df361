/**
 * One-time codes for registration, password reset and the login OTP step (OWASP ASVS V2.7): 6
 * digits from a cryptographic RNG, stored only as an HMAC (server secret OTP_SECRET) bound to phone
 * and purpose, valid 5 minutes, locked after 5 wrong guesses, single use, and never part of any API
 * answer. No bypass codes exist.
 */
import { consumeVerifiedOtp, deleteOtp, hasVerifiedOtp, insertOtp, latestOtp, markVerified, takeAttempt, type OtpRow } from '../db/otps';
import { isDevelopment, type Env } from '../env';
import { ShopError } from '../errors';
import { constantTimeEqual, hmacSha256Hex, randomHex, sha256Hex } from '../lib/crypto';
import { smsLang, smsProvider } from '../providers/sms';
import type { Lang } from '../../../src/lib/domain/i18n/langs';
import { clientIp, giveBack, hitRate, RATE_RULES, takeRate, type RateTicket } from './rate-limit';
import { ACCOUNT_MSG, type OtpPurpose } from '../../../src/lib/domain/account-schemas';
import { MSG } from '../../../src/lib/domain/messages';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, OTP_VERIFIED_WINDOW_MS, otpMessage } from '../../../src/lib/domain/otp-template';

const CODE_SPACE = 1_000_000;
// the largest multiple of 10^6 below 2^32: values above it would make low codes likelier
const UNBIASED_LIMIT = Math.floor(0x1_0000_0000 / CODE_SPACE) * CODE_SPACE;

/**
 * Development only, when OTP_SECRET is unset: a fixed key, so codes survive a restart of
 * `npm start`. It is public, so it is never used outside ENVIRONMENT=development.
 */
export const DEV_OTP_SECRET = 'haat-dev-otp-secret-not-for-production';

/** A uniformly random 6-digit code ("000000"–"999999"). */
export function generateOtpCode(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0]!;
    if (n < UNBIASED_LIMIT) return String(n % CODE_SPACE).padStart(6, '0');
  }
}

/**
 * The key for code hashes. A 6-digit code has only 10^6 values, so a plain hash in a copied table
 * is cracked in a second; an HMAC cannot be tried without this secret. Outside development a
 * missing secret turns codes off (fail closed) rather than falling back to a known key.
 */
export function otpSecret(env: Env): string {
  if (env.OTP_SECRET) return env.OTP_SECRET;
  if (isDevelopment(env)) return DEV_OTP_SECRET;
  console.error('OTP_SECRET is not set: OTP send and verify are OFF (set it with `wrangler secret put OTP_SECRET`)');
  throw new ShopError(ACCOUNT_MSG.otpNotConfigured, 503);
}

export function otpHash(secret: string, phone: string, purpose: OtpPurpose, code: string): Promise<string> {
  return hmacSha256Hex(secret, `${phone}|${purpose}|${code}`);
}

/**
 * Rate limits for sending, by IP first so one client cannot walk through many numbers. The
 * tickets go to sendOtp, which hands them back when the text could not be sent.
 */
export async function limitOtpSend(db: D1Database, headers: Headers, phone: string): Promise<RateTicket[]> {
  const ip = await takeRate(db, RATE_RULES.otpSendPerIp, clientIp(headers));
  try {
    return [ip, await takeRate(db, RATE_RULES.otpSendPerPhone, phone)];
  } catch (err) {
    await giveBack(db, [ip]);
    throw err;
  }
}

/**
 * Makes a new code for the phone and texts it. The code never leaves this function otherwise.
 * When it cannot be sent the code is dropped and the send limits are handed back: a gateway
 * failure must not use up one of the customer's sends.
 */
export async function sendOtp(env: Env, phone: string, purpose: OtpPurpose, tickets: RateTicket[] = [], now = Date.now(), lang: Lang = 'en'): Promise<void> {
  let id: number | null = null;
  try {
    const secret = otpSecret(env);
    const code = generateOtpCode();
    id = await insertOtp(env.DB, { phone, purpose, code_hash: await otpHash(secret, phone, purpose, code), expires_at: now + OTP_TTL_MS, created_at: now });
    await smsProvider(env).send(phone, otpMessage(code, smsLang(env, lang)));
  } catch (err) {
    if (id !== null) await deleteOtp(env.DB, id);
    await giveBack(env.DB, tickets);
    // a refusal meant for the shopper (SMS is off in this deploy) is passed on as it is
    if (err instanceof ShopError) throw err;
    console.error('otp sms failed', err);
    throw new ShopError(ACCOUNT_MSG.otpSendFailed, 502);
  }
}

const WRONG: Record<OtpPurpose, string> = { register: MSG.otpMismatchRegister, forgot: MSG.otpInvalidForgot, login: MSG.otpInvalidForgot, signin: MSG.otpInvalidForgot };
export const OTP_VERIFIED: Record<OtpPurpose, string> = {
  register: MSG.otpVerifiedRegister,
  forgot: MSG.otpVerifiedForgot,
  login: MSG.otpVerifiedForgot,
  signin: MSG.otpVerifiedForgot,
};

/**
 * Checks a typed code against the newest one for the phone and purpose; returns its row when it
 * matches (marked verified). Wrong codes are limited per code, per phone per 10 minutes and, for
 * password reset, per phone per day.
 */
export async function checkOtp(env: Env, phone: string, purpose: OtpPurpose, code: string, now = Date.now()): Promise<OtpRow> {
  const db = env.DB;
  const secret = otpSecret(env);
  await takeRate(db, RATE_RULES.otpVerifyPerPhone, `${purpose}:${phone}`, now);
  // Only reset and sign-in codes are the whole key to an account; the login step also needs the
  // password and spends its code on one password try, so a daily cap there would only let a stranger
  // block the owner. Reset and sign-in share one count (under the reset's name, as before), so a
  // second kind of code does not double the day's guesses at an account.
  const daily = purpose === 'forgot' || purpose === 'signin' ? await hitRate(db, RATE_RULES.accountOtpGuessesPerPhone, `forgot:${phone}`, now) : null;
  if (daily?.over) throw new ShopError(ACCOUNT_MSG.otpDailyLimit, 429);
  const otp = await latestOtp(db, phone, purpose);
  if (!otp) throw new ShopError(WRONG[purpose], 400);
  if (otp.verified_at === null && otp.attempts >= OTP_MAX_ATTEMPTS) throw new ShopError(ACCOUNT_MSG.otpLocked, 429);
  if (otp.expires_at <= now) throw new ShopError(ACCOUNT_MSG.otpExpired, 400);

  const matches = constantTimeEqual(await otpHash(secret, phone, purpose, code), otp.code_hash);
  if (otp.verified_at !== null) {
    // verifying again (e.g. a double click) must not reset the window nor burn attempts
    if (!matches) throw new ShopError(WRONG[purpose], 400);
  } else {
    const attempt = await takeAttempt(db, otp.id, OTP_MAX_ATTEMPTS);
    if (attempt === null) throw new ShopError(ACCOUNT_MSG.otpLocked, 429);
    if (!matches) throw new ShopError(WRONG[purpose], 400);
  }
  // only wrong codes count towards the day's cap
  if (daily) await giveBack(db, [daily.ticket]);
  return otp;
}

/**
 * POST verifyOtp: on success marks the code verified and returns a fresh random proof for the
 * browser (kept in an HttpOnly cookie) that register / password reset must present.
 */
export async function verifyOtp(env: Env, phone: string, purpose: OtpPurpose, code: string, now = Date.now()): Promise<string> {
  const otp = await checkOtp(env, phone, purpose, code, now);
  const proof = randomHex(32);
  await markVerified(env.DB, otp.id, otp.verified_at ?? now, await sha256Hex(proof));
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
