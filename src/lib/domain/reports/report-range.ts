/**
 * The period a report covers, in India's calendar: today, this week (Monday to today) or a chosen
 * range of days, both ends included. A range is capped so that one request reads a bounded slice
 * of orders; a longer period is asked for in parts (the refusal says so).
 */
import { IST_OFFSET_MS, indiaDay, indiaDayBounds } from '../money/india-time';
import { MAX_REPORT_DAYS } from './report-limits';
import { REPORT_MSG, type ReportRefusal } from './report-messages';

const DAY_MS = 24 * 60 * 60_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export type Period = 'today' | 'week' | 'range';

export interface ReportRange {
  period: Period;
  /** first and last IST day, YYYY-MM-DD, both included */
  from: string;
  to: string;
  /** every IST day from `from` to `to` */
  days: string[];
  /** [start, end) in epoch ms */
  start: number;
  end: number;
}

export type Checked<T> = { ok: true; value: T } | ({ ok: false } & ReportRefusal);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(s: string | undefined): s is string {
  if (!s || !DAY_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The IST day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return indiaDay(indiaDayBounds(day)[0] + n * DAY_MS);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((indiaDayBounds(to)[0] - indiaDayBounds(from)[0]) / DAY_MS) + 1;
}

/** Monday of the IST week `day` is in. */
export function weekStart(day: string): string {
  const weekday = new Date(indiaDayBounds(day)[0] + IST_OFFSET_MS).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function build(period: Period, from: string, to: string): ReportRange {
  const n = daysBetween(from, to);
  return {
    period,
    from,
    to,
    days: Array.from({ length: n }, (_, i) => addDays(from, i)),
    start: indiaDayBounds(from)[0],
    end: indiaDayBounds(to)[1],
  };
}

/**
 * The period asked for: `period` today (the default) or week, or from/to days. A range backwards,
 * longer than MAX_REPORT_DAYS or with a day that is not a date is refused with its reason.
 */
export function reportRange(q: { period?: Period; from?: string; to?: string }, now: number): Checked<ReportRange> {
  const today = indiaDay(now);
  const period = q.period ?? (q.from || q.to ? 'range' : 'today');
  if (period === 'today') return { ok: true, value: build('today', today, today) };
  if (period === 'week') return { ok: true, value: build('week', weekStart(today), today) };
  const from = q.from ?? '';
  const to = q.to || from;
  if (!isDay(from) || !isDay(to)) return { ok: false, ...REPORT_MSG.badDay };
  if (to < from) return { ok: false, ...REPORT_MSG.backwards };
  const n = daysBetween(from, to);
  if (n > MAX_REPORT_DAYS) return { ok: false, ...REPORT_MSG.tooLong(n) };
  return { ok: true, value: build('range', from, to) };
}

export interface ReportMonth {
  /** YYYY-MM */
  month: string;
  /** "March 2026" */
  label: string;
  /** first and last IST day of the month */
  from: string;
  to: string;
  start: number;
  end: number;
}

const MONTH_RE = /^(\d{4})-(\d{2})$/;

/** A calendar month in India (YYYY-MM), not after the current one; the GST return is filed per month. */
export function reportMonth(month: string | undefined, now: number): Checked<ReportMonth> {
  const m = MONTH_RE.exec(month ?? '');
  const y = Number(m?.[1]);
  const mm = Number(m?.[2]);
  if (!m || mm < 1 || mm > 12 || y < 2000) return { ok: false, ...REPORT_MSG.badMonth };
  const key = `${m[1]}-${m[2]}`;
  if (key > indiaDay(now).slice(0, 7)) return { ok: false, ...REPORT_MSG.futureMonth };
  const from = `${key}-01`;
  // day 0 of the next month is this month's last day
  const to = new Date(Date.UTC(y, mm, 0)).toISOString().slice(0, 10);
  const label = new Date(Date.UTC(y, mm - 1, 15)).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { ok: true, value: { month: key, label, from, to, start: indiaDayBounds(from)[0], end: indiaDayBounds(to)[1] } };
}

/** The month before the current one in India (YYYY-MM): the GST return is filed for it. */
export function lastMonth(now: number): string {
  const [y, m] = indiaDay(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "14-03-2026": the day as Indian paperwork (and Excel set to India) writes it. */
export function indianDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}
