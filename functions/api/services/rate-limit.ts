/**
 * Rate limits on OTP send, OTP verify and login (fixed windows in D1). Each rule counts per phone
 * (or login name) and/or per IP; going over answers HTTP 429 with the minutes left in the window.
 */
import { hitCounter, purgeOldCounters, releaseHit } from '../db/rate-limits';
import { ShopError } from '../errors';
import { tooManyAttemptsMessage } from '../../../src/lib/domain/account-schemas';

const MINUTE = 60_000;

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_RULES = {
  otpSendPerPhone: { name: 'otp-send:phone', limit: 3, windowMs: 10 * MINUTE },
  otpSendPerIp: { name: 'otp-send:ip', limit: 20, windowMs: 60 * MINUTE },
  otpVerifyPerPhone: { name: 'otp-verify:phone', limit: 10, windowMs: 10 * MINUTE },
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

/**
 * Counts one attempt against the rule for this subject; throws the 429 refusal when the window
 * already holds `limit` attempts.
 */
export async function takeRate(db: D1Database, rule: RateRule, subject: string, now = Date.now()): Promise<RateTicket> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const { count, window_start } = await hitCounter(db, key, rule.windowMs, now);
  if (count > rule.limit) {
    const minutes = (window_start + rule.windowMs - now) / MINUTE;
    throw new ShopError(tooManyAttemptsMessage(minutes), 429);
  }
  // roughly one request in fifty sweeps away counters older than a day
  if (Math.random() < 0.02) await purgeOldCounters(db, now - 24 * 60 * MINUTE);
  return { key, windowStart: window_start };
}

export async function giveBack(db: D1Database, tickets: RateTicket[]): Promise<void> {
  await Promise.all(tickets.map((t) => releaseHit(db, t.key, t.windowStart)));
}
