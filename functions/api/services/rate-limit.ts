/**
 * Rate limits on OTP send, OTP verify and login (fixed windows in D1). Each rule counts per phone
 * (or account) and/or per IP; going over answers HTTP 429 with the minutes left in the window.
 */
import { hitCounter, peekCounter, purgeOldCounters, releaseHit, resetCounter } from '../db/rate-limits';
import { ShopError } from '../errors';
import { tooManyAttemptsMessage } from '../../../src/lib/domain/account-schemas';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  otpSendPerPhone: { name: 'otp-send:phone', limit: 3, windowMs: 10 * MINUTE },
  otpSendPerIp: { name: 'otp-send:ip', limit: 20, windowMs: 60 * MINUTE },
  otpVerifyPerPhone: { name: 'otp-verify:phone', limit: 10, windowMs: 10 * MINUTE },
  /**
   * Wrong codes per phone per (UTC) day for the codes that open an existing account (password
   * reset, the login OTP step). Without it 3 sends per 10 minutes × 5 guesses a code allow ~2,000
   * guesses a day at a 6-digit code; 10 keep the odds at 1 in 100,000 a day.
   */
  accountOtpGuessesPerPhone: { name: 'otp-guess-day:phone', limit: 10, windowMs: DAY },
  /**
   * Wrong passwords per ACCOUNT (the customer's mobile, whichever of mobile or email was typed),
   * shared by login and the current-password checks (password/e-mail change, account deletion).
   * At login, past the limit the owner is asked for an OTP instead of being refused (services/auth.ts).
   */
  loginPerAccount: { name: 'login:account', limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/** A hit that can be handed back (used for logins: only failures should count). */
export interface RateTicket {
  key: string;
  windowStart: number;
}

/** The caller's IP as Cloudflare reports it; local runs have none. */
export function clientIp(headers: Headers): string {
  return headers.get('CF-Connecting-IP')?.trim() || 'local';
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export interface RateHit {
  ticket: RateTicket;
  /** attempts in the window, this one included */
  count: number;
  /** this hit went past the rule's limit */
  over: boolean;
  /** minutes until the window ends */
  minutesLeft: number;
}

/** Counts one attempt and says whether it is over the limit, without refusing it. */
export async function hitRate(db: D1Database, rule: RateRule, subject: string, now = Date.now()): Promise<RateHit> {
  const key = keyOf(rule, subject);
  const { count, window_start } = await hitCounter(db, key, rule.windowMs, now);
  // roughly one request in fifty sweeps away counters older than a day
  if (Math.random() < 0.02) await purgeOldCounters(db, now - DAY - rule.windowMs);
  return { ticket: { key, windowStart: window_start }, count, over: count > rule.limit, minutesLeft: (window_start + rule.windowMs - now) / MINUTE };
}

/**
 * Counts one attempt against the rule for this subject; throws the 429 refusal when the window
 * already holds `limit` attempts.
 */
export async function takeRate(db: D1Database, rule: RateRule, subject: string, now = Date.now()): Promise<RateTicket> {
  const hit = await hitRate(db, rule, subject, now);
  if (hit.over) throw new ShopError(tooManyAttemptsMessage(hit.minutesLeft), 429);
  return hit.ticket;
}

/** Is the subject already at its limit in the current window? (counts nothing) */
export async function atLimit(db: D1Database, rule: RateRule, subject: string, now = Date.now()): Promise<boolean> {
  return (await peekCounter(db, keyOf(rule, subject), rule.windowMs, now)) >= rule.limit;
}

export async function giveBack(db: D1Database, tickets: RateTicket[]): Promise<void> {
  await Promise.all(tickets.map((t) => releaseHit(db, t.key, t.windowStart)));
}

/** Starts the subject's count again (the owner proved who they are). */
export async function clearRate(db: D1Database, rule: RateRule, subject: string): Promise<void> {
  await resetCounter(db, keyOf(rule, subject));
}
