/**
 * GST for a month, in the shape of GSTR-1 (HSN summary, B2C small supplies, documents issued),
 * added up from each invoice's own GST, so the month always equals the sum of its invoices to the
 * paisa. The per-day rows (migration 0042) hold each line taxed by invoiceGst()'s rule, summed per
 * place of supply, rate and HSN; tests/api/report-days.test.ts checks them against invoiceGst() on
 * the raw lines. Which invoices count:
 * - every tax invoice dated in the month (the order's placing, IST), for money (cash or online);
 * - not a cancelled order's: its invoice is left out (counted apart, and as cancelled in the
 *   documents issued); the credit note that cancelled it (issue 29) is listed in the month the note
 *   is dated, as a document, and not taken off the figures again;
 * - not a points order's: no money changes hands and its invoice carries no GST table (counted apart);
 * - not a problem ticket's free replacement order (migration 0041): nothing is sold, it has no
 *   invoice (counted apart);
 * - delivery charges are not in the invoice's GST table either (their total is shown apart).
 * Every sale is B2C: the store records no buyer GSTIN.
 */
import { readGstDays, type GstDayRow, type GstOrderRow } from '../../db/reports';
import { storeTaxDetails } from '../../db/orders';
import { creditNoteSeries, type CreditNoteSeries } from '../../db/orders';
import { isInterState, stateCodeOf, STORE_STATE_CODE } from '../../../../src/lib/domain/money/gst';
import { GstMonthTally, type GstMonthFigures, type ReportMonth, type TaxedLine } from '../../../../src/lib/domain/reports';

export interface GstMonthView {
  month: ReportMonth;
  store: { legal_name: string; gstin: string; state: string; state_code: string };
  figures: GstMonthFigures;
  /** GSTR-1 Table 13: the invoice series dated in the month */
  documents: { issued: number; first: string | null; last: string | null; cancelled: number };
  left_out: {
    cancelled: { orders: number; value: number };
    points: { orders: number; goods: number };
    /** free replacement orders of problem tickets: no invoice, no sale */
    replacements: { orders: number };
  };
  /** delivery charged on the month's counted invoices: not in the invoice's GST table */
  delivery: { orders: number; amount: number };
  /** the credit notes dated in the month (GSTR-1 table 13), each cancelling a whole invoice */
  credit_notes: CreditNoteSeries & { note: string };
}

export const NO_CREDIT_NOTES =
  'Credit notes cancel the invoices of cancelled orders. A cancelled order\'s invoice is already left out of its own month (see "Left out"), so the notes are listed here as documents and not taken off the figures again.';

/** A summed per-day row as the taxed line the month adds: CGST + SGST within the State, IGST outside. */
function taxedRow(r: GstDayRow, storeStateCode: string): TaxedLine {
  const inter = isInterState(stateCodeOf(r.place_of_supply), storeStateCode || STORE_STATE_CODE);
  const { amount, rate, taxable, tax } = r;
  const heads = inter ? { cgst: 0, sgst: 0, igst: tax } : { cgst: r.cgst_half, sgst: tax - r.cgst_half, igst: 0 };
  return { tax: { amount, rate, taxable, tax, ...heads }, hsn_code: r.hsn_code, description: r.description ?? '', qty: r.qty };
}

/** What the month counts, and what it leaves out and why, from the orders' per-day rows. */
function addOrders(tally: GstMonthTally, view: GstMonthView, rows: readonly GstOrderRow[]): void {
  for (const r of rows) {
    if (r.replacement) view.left_out.replacements.orders += r.orders;
    else if (r.cancelled) {
      view.left_out.cancelled.orders += r.orders;
      view.left_out.cancelled.value += r.total;
    } else if (r.payment_method === 'point') {
      view.left_out.points.orders += r.orders;
      view.left_out.points.goods += r.goods;
    } else if (r.lined) {
      tally.countInvoices(r.orders);
      view.delivery.orders += r.shipped;
      view.delivery.amount += r.shipping;
    }
  }
}

/** GSTR-1 table 13: every invoice number dated in the month, replacements' too, cancelled ones counted. */
function documentsOf(rows: readonly GstOrderRow[]): GstMonthView['documents'] {
  const firsts = rows.flatMap((r) => (r.first_invoice === null ? [] : [r.first_invoice])).sort();
  const lasts = rows.flatMap((r) => (r.last_invoice === null ? [] : [r.last_invoice])).sort();
  return {
    issued: rows.reduce((a, r) => a + r.invoices, 0),
    first: firsts[0] ?? null,
    last: lasts[lasts.length - 1] ?? null,
    cancelled: rows.reduce((a, r) => a + (r.cancelled ? r.invoices : 0), 0),
  };
}

export async function gstMonth(db: D1Database, month: ReportMonth): Promise<GstMonthView> {
  const window = { start: month.start, end: month.end, branchId: null };
  const [store, days, notes] = await Promise.all([
    storeTaxDetails(db, 'Haat Fresh'),
    readGstDays(db, window),
    creditNoteSeries(db, month.start, month.end),
  ]);
  const tally = new GstMonthTally();
  const view: GstMonthView = {
    month,
    store: { legal_name: store.legal_name, gstin: store.gstin, state: store.state, state_code: store.state_code },
    figures: tally.figures(),
    documents: documentsOf(days.orders),
    left_out: { cancelled: { orders: 0, value: 0 }, points: { orders: 0, goods: 0 }, replacements: { orders: 0 } },
    delivery: { orders: 0, amount: 0 },
    credit_notes: { ...notes, note: NO_CREDIT_NOTES },
  };
  addOrders(tally, view, days.orders);
  for (const r of days.tax) tally.addLines(r.place_of_supply, [taxedRow(r, store.state_code)]);
  view.figures = tally.figures();
  return view;
}
