/**
 * The morning milk run (issue 32, docs/subscriptions.md): which days a subscription comes, the
 * 22:00 IST cut-off for changing tomorrow, which products may be subscribed to, and the words the
 * API says (English here; the catalogue's srv.sub.* keys carry kn/hi). Pure: the API, the nightly
 * job and the pages share these rules.
 */
import { IST_OFFSET_MS, indiaDay, indiaDayBounds } from '../money/india-time';

export const SUB_PATTERNS = ['daily', 'alternate', 'weekdays'] as const;
export type SubPattern = (typeof SUB_PATTERNS)[number];

export const SUB_PAYMENTS = ['cod', 'upi_on_delivery', 'points'] as const;
export type SubPayment = (typeof SUB_PAYMENTS)[number];

export const SUB_STATUSES = ['active', 'paused', 'ended'] as const;
export type SubStatus = (typeof SUB_STATUSES)[number];

/**
 * What may be subscribed to: the daily fresh shelves, by subcategory slug (seed categories.ts).
 * A product is subscribable when its subcategory is one of these: no product flag to keep in step.
 */
export const SUBSCRIBABLE_SUBCATEGORIES = ['milk', 'curd-paneer-cream', 'bread-buns', 'eggs'] as const;

/** Morning slots only: a slot that starts before noon (IST minutes after midnight). */
export const MORNING_ENDS_MIN = 12 * 60;

/** Changes to tomorrow close at 22:00 IST today; the nightly job runs after it. */
export const CUTOFF_MIN = 22 * 60;

/** Pauses are for holidays, not for ever: at most this many days in one range. */
export const MAX_PAUSE_DAYS = 90;

const DAY_MS = 24 * 60 * 60_000;

/** The IST day after `day` (YYYY-MM-DD), or `n` days after. */
export function addDays(day: string, n = 1): string {
  return new Date(indiaDayBounds(day)[0] + IST_OFFSET_MS + n * DAY_MS).toISOString().slice(0, 10);
}

/** Tomorrow in India at `now`. */
export function tomorrowOf(now: number): string {
  return addDays(indiaDay(now));
}

/** Whole days from `a` to `b` (IST calendar days). */
export function daysBetween(a: string, b: string): number {
  return Math.round((indiaDayBounds(b)[0] - indiaDayBounds(a)[0]) / DAY_MS);
}

/** 22:00 IST on the day before `day`: after it, `day` can no longer be changed. */
export function cutoffFor(day: string): number {
  return indiaDayBounds(day)[0] - DAY_MS + CUTOFF_MIN * 60_000;
}

/** Whether `day` can still be skipped or paused at `now`: a day after today, before its cut-off. */
export function canChange(day: string, now: number): boolean {
  return day > indiaDay(now) && now < cutoffFor(day);
}

/** The first day a change made at `now` can still reach: tomorrow before 22:00, else the day after. */
export function firstChangeableDay(now: number): string {
  const tomorrow = tomorrowOf(now);
  return canChange(tomorrow, now) ? tomorrow : addDays(tomorrow);
}

/** Whether the pattern brings an order on `day` (started on `start`): daily, every other day, Mon–Fri. */
export function patternDue(pattern: SubPattern, start: string, day: string): boolean {
  if (day < start) return false;
  if (pattern === 'daily') return true;
  if (pattern === 'alternate') return daysBetween(start, day) % 2 === 0;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

export interface SubDays {
  status: SubStatus;
  pattern: SubPattern;
  start_day: string;
  pauses: readonly { from_day: string; to_day: string }[];
  skips: readonly string[];
}

/** Whether the subscription makes an order on `day`: active, due by pattern, not paused, not skipped. */
export function dueOn(sub: SubDays, day: string): boolean {
  if (sub.status !== 'active' || !patternDue(sub.pattern, sub.start_day, day)) return false;
  if (sub.skips.includes(day)) return false;
  return !sub.pauses.some((p) => p.from_day <= day && day <= p.to_day);
}

/** The next day (from `from` on, within 14 days) the subscription comes, or null. */
export function nextDelivery(sub: SubDays, from: string): string | null {
  for (let i = 0; i < 14; i++) {
    const day = addDays(from, i);
    if (dueOn(sub, day)) return day;
  }
  return null;
}

/** The nightly job's window: 22:00–23:59 IST, after the cut-off for tomorrow. */
export function inNightlyWindow(now: number): boolean {
  const minute = Math.floor(((now + IST_OFFSET_MS) % DAY_MS) / 60_000);
  return minute >= CUTOFF_MIN;
}

/** The API's words (catalogue srv.sub.*: en here, kn and hi in the catalogue). */
export const SUB_MSG = {
  notSubscribable: '{name} cannot be subscribed to: subscriptions are for milk, curd, bread and eggs',
  outOfStock: '{name} is out of stock at your store',
  notMorning: 'Choose a morning slot for your subscription',
  notFound: 'Subscription not found',
  ended: 'This subscription has ended',
  pastCutoff: 'Changes for {day} closed at 10 PM the day before',
  pauseTooLong: 'A pause can be at most {days} days',
  pauseOrder: 'The pause must end on or after the day it starts',
  created: 'Subscribed. Your first delivery is on {day}',
  skipped: 'Skipped: nothing will come on {day}',
  paused: 'Paused from {from} to {to}',
  pausedOpen: 'Paused until you resume',
  resumed: 'Resumed',
  cancelled: 'Subscription cancelled',
  pointsOff: 'Points cannot pay for a subscription right now',
  editNothing: 'Change the quantity, the days or the slot',
  notInSubscription: 'That item is not in this subscription',
  edited: 'Saved. Your changes apply from {day}',
  noticeMissingTitle: "Some items are not in tomorrow's subscription order",
  noticeMissing: 'Out of stock at your store: {names}. Order {txnid} has the rest.',
  noticeNoneTitle: 'No subscription delivery tomorrow',
  noticeNone: 'Nothing in your subscription was in stock at your store for {day}. You will not be charged.',
  noticeFailed: 'We could not place your subscription order for {day}: {reason}',
} as const;
