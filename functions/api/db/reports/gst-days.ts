/**
 * A GST month from the per-day tables (migration 0042): the summed tax of the counted invoices per
 * place of supply, rate and HSN, and the orders the month counts or leaves out, in one D1 batch of
 * a few hundred rows however many orders the month holds. The tax of whole IST months comes from
 * the per-month rows (migration 0051: the same sums, a month's ~16,000 day rows at a year of orders
 * already added up); any other window adds up its day rows.
 */
import { DAY_MS } from '../../../../src/lib/domain/money/india-time';
import { reportDays, wholeIstDays } from './dashboard-money';
import type { PeriodWindow } from './report-rows';

export interface GstDayRow {
  place_of_supply: string;
  rate: number;
  hsn_code: string;
  description: string | null;
  qty: number;
  amount: number;
  taxable: number;
  tax: number;
  /** sum of floor(tax / 2) per line: the CGST when the sale is within the State */
  cgst_half: number;
}

export interface GstOrderRow {
  payment_method: 'cash' | 'online' | 'point';
  cancelled: 0 | 1;
  replacement: 0 | 1;
  lined: 0 | 1;
  orders: number;
  goods: number;
  shipping: number;
  shipped: number;
  total: number;
  invoices: number;
  first_invoice: string | null;
  last_invoice: string | null;
}

/**
 * The window's IST day numbers [first, past) when both ends are the first day of an IST month, so
 * report_month_gst's keys (the day number of a month's first day) cover it exactly; else null.
 */
export function reportMonths(start: number, end: number): [number, number] | null {
  if (!wholeIstDays(start, end)) return null;
  const [first, past] = reportDays(start, end);
  const firstOfMonth = (day: number) => new Date(day * DAY_MS).getUTCDate() === 1;
  return first < past && firstOfMonth(first) && firstOfMonth(past) ? [first, past] : null;
}

const DAYS = `d.day >= ?1 AND d.day < ?2 AND (?3 IS NULL OR d.branch_id = ?3)`;
const MONTHS = `d.month >= ?1 AND d.month < ?2 AND (?3 IS NULL OR d.branch_id = ?3)`;

export async function readGstDays(db: D1Database, w: PeriodWindow): Promise<{ tax: GstDayRow[]; orders: GstOrderRow[] }> {
  const days = (sql: string) => db.prepare(sql).bind(...reportDays(w.start, w.end), w.branchId);
  const months = reportMonths(w.start, w.end);
  const taxRows = months
    ? db
        .prepare(
          `SELECT d.place_of_supply, d.rate, d.hsn_code, min(d.description) AS description, sum(d.qty) AS qty,
                  sum(d.amount) AS amount, sum(d.taxable) AS taxable, sum(d.tax) AS tax, sum(d.cgst_half) AS cgst_half
             FROM report_month_gst d WHERE ${MONTHS} GROUP BY d.place_of_supply, d.rate, d.hsn_code`,
        )
        .bind(...months, w.branchId)
    : days(`SELECT d.place_of_supply, d.rate, d.hsn_code, min(d.description) AS description, sum(d.qty) AS qty,
                   sum(d.amount) AS amount, sum(d.taxable) AS taxable, sum(d.tax) AS tax, sum(d.cgst_half) AS cgst_half
              FROM report_day_gst d WHERE ${DAYS} GROUP BY d.place_of_supply, d.rate, d.hsn_code`);
  const [tax, orders] = await db.batch<any>([
    taxRows,
    days(`SELECT d.payment_method, d.order_status = 'Cancelled' AS cancelled, d.replacement, d.lined, sum(d.orders) AS orders,
                 sum(d.goods) AS goods, sum(d.shipping) AS shipping, sum(d.shipped) AS shipped, sum(d.total) AS total,
                 sum(d.invoices) AS invoices, min(d.first_invoice) AS first_invoice, max(d.last_invoice) AS last_invoice
            FROM report_day_order d WHERE ${DAYS}
           GROUP BY d.payment_method, d.order_status = 'Cancelled', d.replacement, d.lined`),
  ]);
  return { tax: (tax?.results ?? []) as GstDayRow[], orders: (orders?.results ?? []) as GstOrderRow[] };
}
