/**
 * The raw reads the GST month used before the per-day tables (migration 0042), kept only as the
 * oracle of tests/api/report-days.test.ts (with the dashboard's raw money read, which the store
 * still uses for windows that are not whole days): whatever writes happen, the per-day rows must
 * give exactly what these reads of every order give.
 */
import { invoiceSeries } from '../../functions/api/db/reports';
import { ordersWithLines, type OrderWithLines } from '../../functions/api/services/reports';
import { GstMonthTally, type GstMonthFigures } from '../../src/lib/domain/reports';

export interface GstMonthRaw {
  figures: GstMonthFigures;
  documents: { issued: number; first: string | null; last: string | null; cancelled: number };
  left_out: { cancelled: { orders: number; value: number }; points: { orders: number; goods: number }; replacements: { orders: number } };
  delivery: { orders: number; amount: number };
}

/** The GST month as it was added up before migration 0042: invoiceGst() on every order's lines. */
export async function gstMonthRaw(db: D1Database, start: number, end: number, storeStateCode: string): Promise<GstMonthRaw> {
  const window = { start, end, branchId: null };
  const tally = new GstMonthTally();
  const view: GstMonthRaw = {
    figures: tally.figures(),
    documents: await invoiceSeries(db, window),
    left_out: { cancelled: { orders: 0, value: 0 }, points: { orders: 0, goods: 0 }, replacements: { orders: 0 } },
    delivery: { orders: 0, amount: 0 },
  };
  const add = (o: OrderWithLines) => {
    const { order } = o;
    if (order.replacement_ticket_id) view.left_out.replacements.orders += 1;
    else if (order.order_status === 'Cancelled') {
      view.left_out.cancelled.orders += 1;
      view.left_out.cancelled.value += order.order_total;
    } else if (!o.gst) {
      if (order.payment_method === 'point') {
        view.left_out.points.orders += 1;
        view.left_out.points.goods += order.subtotal;
      }
    } else {
      tally.addInvoice(
        order.place_of_supply,
        o.gst.lines.map((tax, i) => ({
          tax,
          hsn_code: o.lines[i]!.hsn_code,
          description: o.lines[i]!.category ?? '',
          qty: o.lines[i]!.qty,
        })),
      );
      if (order.shipping > 0) {
        view.delivery.orders += 1;
        view.delivery.amount += order.shipping;
      }
    }
  };
  for await (const page of ordersWithLines(db, window, storeStateCode)) for (const o of page) add(o);
  view.figures = tally.figures();
  return view;
}

export { readMoneyRaw } from '../../functions/api/db/reports/money-raw';
