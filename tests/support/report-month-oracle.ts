/**
 * The per-month GST rows (migration 0051) against the per-day rows they must sum (migration 0042).
 * The days are grouped here, in TypeScript, with each day's month found from the calendar rather
 * than by the trigger's own SQL, so a month that missed a day's recompute, counted a day twice or
 * was keyed to the wrong month shows up as a difference.
 */
import { expect } from 'vitest';
import { reportMonth, type ReportMonth } from '../../src/lib/domain/reports';
import type { GstDayRow } from '../../functions/api/db/reports/gst-days';

const DAY_MS = 86_400_000;
const COLUMNS = 'branch_id, place_of_supply, rate, hsn_code, description, qty, amount, taxable, tax, cgst_half';

/** A month row is the GST month's row (db/reports/gst-days.ts) for one month and branch. */
export interface MonthGstRow extends GstDayRow {
  month: number;
  branch_id: number | null;
}

/** The IST day number of the first day of the month that holds IST day `day`. */
export function monthOfDay(day: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
}

const keyOf = (r: MonthGstRow) => JSON.stringify([r.month, r.branch_id, r.place_of_supply, r.rate, r.hsn_code]);
const sorted = (rows: MonthGstRow[]) => rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
const least = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** report_day_gst summed per IST month, branch, place of supply, rate and HSN. */
export async function monthRowsFromDays(db: D1Database): Promise<MonthGstRow[]> {
  const days = (await db.prepare(`SELECT day, ${COLUMNS} FROM report_day_gst`).all<MonthGstRow & { day: number }>()).results;
  const months = new Map<string, MonthGstRow>();
  for (const { day, ...r } of days) {
    const row = { ...r, month: monthOfDay(day) };
    const m = months.get(keyOf(row));
    if (!m) {
      months.set(keyOf(row), row);
      continue;
    }
    for (const k of ['qty', 'amount', 'taxable', 'tax', 'cgst_half'] as const) m[k] += row[k];
    m.description = least(m.description, row.description);
  }
  return sorted([...months.values()]);
}

export async function monthRows(db: D1Database): Promise<MonthGstRow[]> {
  return sorted((await db.prepare(`SELECT month, ${COLUMNS} FROM report_month_gst`).all<MonthGstRow>()).results);
}

/** Every month row is its days' sum, and every month with day rows has its rows. */
export async function expectMonthRowsAsDays(db: D1Database, where = ''): Promise<void> {
  expect(await monthRows(db), `report_month_gst ${where}`).toEqual(await monthRowsFromDays(db));
}

/** A past month (YYYY-MM) as the GST month reads it, the clock at 29 November 2026. */
export function monthOf(month: string): ReportMonth {
  const m = reportMonth(month, Date.UTC(2026, 10, 29, 6, 30));
  if (!m.ok) throw new Error(`${month} is not a past month`);
  return m.value;
}
