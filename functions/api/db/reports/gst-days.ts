/**
 * A GST month from the per-day tables (migration 0042): the summed tax of the counted invoices per
 * place of supply, rate and HSN, and the orders the month counts or leaves out, in one D1 batch of
 * a few hundred rows however many orders the month holds.
 */
import { reportDays } from './dashboard-money';
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

const DAYS = `d.day >= ?1 AND d.day < ?2 AND (?3 IS NULL OR d.branch_id = ?3)`;

export async function readGstDays(db: D1Database, w: PeriodWindow): Promise<{ tax: GstDayRow[]; orders: GstOrderRow[] }> {
  const days = (sql: string) => db.prepare(sql).bind(...reportDays(w.start, w.end), w.branchId);
  const [tax, orders] = await db.batch<any>([
    days(`SELECT d.place_of_supply, d.rate, d.hsn_code, min(d.description) AS description, sum(d.qty) AS qty,
                 sum(d.amount) AS amount, sum(d.taxable) AS taxable, sum(d.tax) AS tax, sum(d.cgst_half) AS cgst_half
            FROM report_day_gst d WHERE ${DAYS} GROUP BY d.place_of_supply, d.rate, d.hsn_code`),
    days(`SELECT d.payment_method, d.order_status = 'Cancelled' AS cancelled, d.replacement, d.lined, sum(d.orders) AS orders,
                 sum(d.goods) AS goods, sum(d.shipping) AS shipping, sum(d.shipped) AS shipped, sum(d.total) AS total,
                 sum(d.invoices) AS invoices, min(d.first_invoice) AS first_invoice, max(d.last_invoice) AS last_invoice
            FROM report_day_order d WHERE ${DAYS}
           GROUP BY d.payment_method, d.order_status = 'Cancelled', d.replacement, d.lined`),
  ]);
  return { tax: (tax?.results ?? []) as GstDayRow[], orders: (orders?.results ?? []) as GstOrderRow[] };
}
