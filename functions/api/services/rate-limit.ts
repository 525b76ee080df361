/**
 * Rate limits on OTP send, OTP verify and login (fixed windows in D1). Each rule counts per phone
 * (or account) and/or per IP; going over answers HTTP 429 with the minutes left in the window.
 */
import { hitCounter, peekCounter, purgeOldCounters, releaseHit, resetCounter } from '../db/rate-limits';
import { ShopError } from '../errors';
import { tooManyAttemptsMessage } from '../../../src/lib/domain/account/account-schemas';
import { OTP_MAX_ATTEMPTS } from '../../../src/lib/domain/account/otp-template';
import { VITALS_BEACONS_PER_HOUR } from '../../../src/lib/domain/reports/web-vitals';
import * as clock from '../lib/clock';

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
  /**
   * Wrong codes are counted against the guesser, never against the number (issue 26 item 4): a
   * stranger's guesses must not shut the path for the owner, who holds the right code in an SMS.
   * One IP may guess wrong at most 5 times at one code (the newest live one; a new code starts
   * again, and any code still live is accepted), 20 times an hour in all, and 10 times a day at the
   * codes that open an existing account (password reset, the login OTP step). A right code is never
   * counted and never refused because of someone else's guesses.
   */
  otpWrongPerCodeIp: { name: 'otp-wrong:code-ip', limit: OTP_MAX_ATTEMPTS, windowMs: DAY },
  otpWrongPerIp: { name: 'otp-wrong:ip', limit: 20, windowMs: 60 * MINUTE },
  accountOtpWrongPerIp: { name: 'otp-wrong-day:ip', limit: 10, windowMs: DAY },
  /**
   * Wrong passwords per ACCOUNT (the customer's mobile, whichever of mobile or email was typed),
   * shared by login and the current-password checks (password/e-mail change, account deletion).
   * At login, past the limit the owner is asked for an OTP instead of being refused (services/account/auth.ts).
   */
  loginPerAccount: { name: 'login:account', limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE },
  /**
   * Staff sign-in (issue 26 item 5; staff have no SMS step): a browser the staff member signed in
   * from before (known device) has its own count, so the owner always gets in from it; from unknown
   * devices wrong passwords count per account and IP, and per account in all, past which unknown
   * devices are refused until the day ends or the manager unlocks the account.
   */
  staffLoginPerDevice: { name: 'staff-login:device', limit: 5, windowMs: 15 * MINUTE },
  staffLoginPerAccountIp: { name: 'staff-login:account-ip', limit: 5, windowMs: 15 * MINUTE },
  staffLoginNewDevices: { name: 'staff-login:new-devices', limit: 10, windowMs: DAY },
  /** speed beacons from one address (issue 30): far above a shopper's page views, so a flood cannot skew the numbers */
  vitalsPerIp: { name: 'vitals:ip', limit: VITALS_BEACONS_PER_HOUR, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

/** A hit that can be handed back (used for logins: only failures should count). */
export interface RateTicket {
  key: string;
  windowStart: number;
}

/**
 * The caller's IP as Cloudflare reports it (local runs have none), as the limits count it: an IPv6
 * address by its /64, the block one subscriber line gets, so a guesser cannot step through the
 * 2^64 addresses of their own line to start every count again.
 */
export function clientIp(headers: Headers): string {
  const ip = headers.get('CF-Connecting-IP')?.trim() || 'local';
  return ip.includes(':') ? ipv6Block(ip) : ip;
}

/** The first four groups of an IPv6 address, written out ("2001:db8::1" → "2001:db8:0:0::/64"). */
export function ipv6Block(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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
export async function hitRate(db: D1Database, rule: RateRule, subject: string, now = clock.now()): Promise<RateHit> {
  const key = keyOf(rule, subject);
  const { count, window_start } = await hitCounter(db, key, rule.windowMs, now);
  // roughly one request in fifty sweeps away counters older than a day
  if (Math.random() < 0.02) await purgeOldCounters(db, now - DAY - rule.windowMs);
  return {
    ticket: { key, windowStart: window_start },
    count,
    over: count > rule.limit,
    minutesLeft: (window_start + rule.windowMs - now) / MINUTE,
  };
}

/**
 * Counts one attempt against the rule for this subject; throws the 429 refusal when the window
 * already holds `limit` attempts.
 */
export async function takeRate(db: D1Database, rule: RateRule, subject: string, now = clock.now()): Promise<RateTicket> {
  const hit = await hitRate(db, rule, subject, now);
  if (hit.over) throw new ShopError(tooManyAttemptsMessage(hit.minutesLeft), 429);
  return hit.ticket;
}

/** The subject's count in the current window (counts nothing). */
export async function rateCount(db: D1Database, rule: RateRule, subject: string, now = clock.now()): Promise<number> {
  return peekCounter(db, keyOf(rule, subject), rule.windowMs, now);
}

/** Is the subject already at its limit in the current window? (counts nothing) */
export async function atLimit(db: D1Database, rule: RateRule, subject: string, now = clock.now()): Promise<boolean> {
  return (await peekCounter(db, keyOf(rule, subject), rule.windowMs, now)) >= rule.limit;
}

export async function giveBack(db: D1Database, tickets: RateTicket[]): Promise<void> {
  await Promise.all(tickets.map((t) => releaseHit(db, t.key, t.windowStart)));
}

/** Starts the subject's count again (the owner proved who they are). */
export async function clearRate(db: D1Database, rule: RateRule, subject: string): Promise<void> {
  await resetCounter(db, keyOf(rule, subject));
}
