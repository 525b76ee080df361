/**
 * GST for a month, in the shape of GSTR-1 (HSN summary, B2C small supplies, documents issued),
 * added up from each invoice's own GST (invoice-pages.ts), so the month always equals the sum of
 * its invoices to the paisa. Which invoices count:
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
import { invoiceSeries } from '../../db/reports';
import { storeTaxDetails } from '../../db/invoices';
import { creditNoteSeries, type CreditNoteSeries } from '../../db/credit-notes';
import { GstMonthTally, type GstMonthFigures, type ReportMonth } from '../../../../src/lib/domain/reports';
import { ordersWithLines, type OrderWithLines } from './invoice-pages';

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

/** Adds one order to the month: counted, or left out with its reason. */
function addOrder(tally: GstMonthTally, view: GstMonthView, o: OrderWithLines): void {
  const { order } = o;
  if (order.replacement_ticket_id) {
    view.left_out.replacements.orders += 1;
    return;
  }
  if (order.order_status === 'Cancelled') {
    view.left_out.cancelled.orders += 1;
    view.left_out.cancelled.value += order.order_total;
    return;
  }
  if (!o.gst) {
    if (order.payment_method === 'point') {
      view.left_out.points.orders += 1;
      view.left_out.points.goods += order.subtotal;
    }
    return;
  }
  tally.addInvoice(
    order.place_of_supply,
    o.gst.lines.map((tax, i) => ({ tax, hsn_code: o.lines[i]!.hsn_code, description: o.lines[i]!.category ?? '', qty: o.lines[i]!.qty })),
  );
  if (order.shipping > 0) {
    view.delivery.orders += 1;
    view.delivery.amount += order.shipping;
  }
}

export async function gstMonth(db: D1Database, month: ReportMonth): Promise<GstMonthView> {
  const window = { start: month.start, end: month.end, branchId: null };
  const [store, documents, notes] = await Promise.all([
    storeTaxDetails(db, 'Haat Fresh'),
    invoiceSeries(db, window),
    creditNoteSeries(db, month.start, month.end),
  ]);
  const tally = new GstMonthTally();
  const view: GstMonthView = {
    month,
    store: { legal_name: store.legal_name, gstin: store.gstin, state: store.state, state_code: store.state_code },
    figures: tally.figures(),
    documents,
    left_out: { cancelled: { orders: 0, value: 0 }, points: { orders: 0, goods: 0 }, replacements: { orders: 0 } },
    delivery: { orders: 0, amount: 0 },
    credit_notes: { ...notes, note: NO_CREDIT_NOTES },
  };
  for await (const page of ordersWithLines(db, window, store.state_code)) for (const o of page) addOrder(tally, view, o);
  view.figures = tally.figures();
  return view;
}
