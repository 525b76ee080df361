/**
 * One-time codes for registration, password reset and the login OTP step (OWASP ASVS V2.7): 6
 * digits from a cryptographic RNG, stored only as an HMAC (server secret OTP_SECRET) bound to phone
 * and purpose, valid 5 minutes, single use, and never part of any API answer. No bypass codes exist.
 * Wrong guesses cost the guesser (per code and per IP, rate-limit.ts), never the owner of the number.
 */
import {
  consumeVerifiedOtp,
  countWrongGuess,
  deleteOtp,
  hasVerifiedOtp,
  insertOtp,
  latestOtp,
  liveOtps,
  markVerified,
  type OtpRow,
} from '../../db/account';
import { isDevelopment, type Env } from '../../env';
import { ShopError } from '../../errors';
import { constantTimeEqual, hmacSha256Hex, randomHex, sha256Hex } from '../../lib/crypto';
import { smsLang, smsProvider } from '../../providers/sms';
import type { Lang } from '../../../../src/lib/domain/i18n/langs';
import { clientIp, giveBack, RATE_RULES, takeRate, type RateTicket } from '../rate-limit';
import { takeGuess } from './otp-guesses';
import { type OtpPurpose } from '../../../../src/lib/domain/account/account-schemas';
import { OTP_TTL_MS, OTP_VERIFIED_WINDOW_MS, otpMessage } from '../../../../src/lib/domain/account/otp-template';
import * as clock from '../../lib/clock';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

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
  throw new ShopError(said('srv.otpNotConfigured'), 503);
}

export function otpHash(secret: string, phone: string, purpose: OtpPurpose, code: string): Promise<string> {
  return hmacSha256Hex(secret, `${phone}|${purpose}|${code}`);
}

/**
 * Rate limits for sending, by IP first so one client cannot walk through many numbers, then per
 * number and purpose: a stranger asking for reset codes does not use up the owner's login codes
 * (and every text a stranger asks for reaches the owner, whose live codes all work). The tickets go
 * to sendOtp, which hands them back when the text could not be sent.
 */
export async function limitOtpSend(db: D1Database, headers: Headers, phone: string, purpose: OtpPurpose): Promise<RateTicket[]> {
  const ip = await takeRate(db, RATE_RULES.otpSendPerIp, clientIp(headers));
  try {
    return [ip, await takeRate(db, RATE_RULES.otpSendPerPhone, `${purpose}:${phone}`)];
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
export async function sendOtp(
  env: Env,
  phone: string,
  purpose: OtpPurpose,
  tickets: RateTicket[] = [],
  now = clock.now(),
  lang: Lang = 'en',
): Promise<void> {
  let id: number | null = null;
  try {
    const secret = otpSecret(env);
    const code = generateOtpCode();
    id = await insertOtp(env.DB, {
      phone,
      purpose,
      code_hash: await otpHash(secret, phone, purpose, code),
      expires_at: now + OTP_TTL_MS,
      created_at: now,
    });
    await smsProvider(env).send(phone, otpMessage(code, smsLang(env, lang)));
  } catch (err) {
    if (id !== null) await deleteOtp(env.DB, id);
    await giveBack(env.DB, tickets);
    // a refusal meant for the shopper (SMS is off in this deploy) is passed on as it is
    if (err instanceof ShopError) throw err;
    console.error('otp sms failed', err);
    throw new ShopError(said('srv.otpSendFailed'), 502);
  }
}

const WRONG: Record<OtpPurpose, Said> = {
  register: said('otpMismatchRegister'),
  forgot: said('otpInvalidForgot'),
  login: said('otpInvalidForgot'),
  signin: said('otpInvalidForgot'),
};
export const OTP_VERIFIED: Record<OtpPurpose, Said> = {
  register: said('otpVerifiedRegister'),
  forgot: said('otpVerifiedForgot'),
  login: said('otpVerifiedForgot'),
  signin: said('otpVerifiedForgot'),
};

/** Wrong guesses on one code from everyone together, past which the log says a number is under attack. */
const ATTACK_ALARM = 20;

/**
 * Checks a typed code against every live code for the phone and purpose; returns the one it matches
 * (callers mark it verified or spend it). The guess is counted against the guesser's IP before it is
 * compared (racing guesses cannot outrun the limits) and handed back when right: a stranger's wrong
 * guesses use up only the stranger's allowance, so the owner's right code always gets in.
 */
export async function checkOtp(env: Env, phone: string, purpose: OtpPurpose, code: string, ip: string, now = clock.now()): Promise<OtpRow> {
  const db = env.DB;
  const secret = otpSecret(env);
  const live = await liveOtps(db, phone, purpose, now);
  if (live.length === 0) {
    const last = await latestOtp(db, phone, purpose);
    throw new ShopError(last && last.expires_at <= now ? said('srv.otpExpired') : WRONG[purpose], 400);
  }
  const tickets = await takeGuess(db, { purpose, codeId: live[0]!.id, ip }, now);
  const hash = await otpHash(secret, phone, purpose, code);
  const match = live.find((o) => constantTimeEqual(hash, o.code_hash));
  if (!match) {
    const most = await countWrongGuess(
      db,
      live.filter((o) => o.verified_at === null).map((o) => o.id),
    );
    // not a refusal (that would let strangers shut the owner out): a loud line for whoever watches
    if (most === ATTACK_ALARM) console.error(`OTP UNDER ATTACK: code ${live[0]!.id} (${purpose}) took ${most} wrong guesses`);
    throw new ShopError(WRONG[purpose], 400);
  }
  await giveBack(db, tickets);
  return match;
}

/**
 * POST verifyOtp: on success marks the code verified and returns a fresh random proof for the
 * browser (kept in an HttpOnly cookie) that register / password reset must present.
 */
export async function verifyOtp(
  env: Env,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  ip: string,
  now = clock.now(),
): Promise<string> {
  const otp = await checkOtp(env, phone, purpose, code, ip, now);
  const proof = randomHex(32);
  await markVerified(env.DB, otp.id, otp.verified_at ?? now, await sha256Hex(proof));
  return proof;
}

/** A browser's claim that it verified a code: for which phone and purpose, and the proof it holds. */
export interface OtpClaim {
  phone: string;
  purpose: OtpPurpose;
  proof: string | undefined;
}

/** The verified code a browser's proof names; a proof that is not one of ours is refused outright. */
async function proofQuery({ phone, purpose, proof }: OtpClaim, now: number) {
  if (!proof || !/^[0-9a-f]{64}$/.test(proof)) throw new ShopError(said('srv.otpNotVerified'), 403);
  return { phone, purpose, proofHash: await sha256Hex(proof), verifiedSince: now - OTP_VERIFIED_WINDOW_MS };
}

/** Throws unless this browser verified a code for the phone in the last 15 minutes (code kept). */
export async function requireVerifiedOtp(db: D1Database, claim: OtpClaim, now = clock.now()): Promise<void> {
  const ok = await hasVerifiedOtp(db, await proofQuery(claim, now));
  if (!ok) throw new ShopError(said('srv.otpNotVerified'), 403);
}

/** Uses the verified code up; only one caller can win. */
export async function consumeOtp(db: D1Database, claim: OtpClaim, now = clock.now()): Promise<void> {
  const won = await consumeVerifiedOtp(db, { ...(await proofQuery(claim, now)), now });
  if (!won) throw new ShopError(said('srv.otpNotVerified'), 403);
}
