/**
 * Orders of a period with their lines, a page at a time, and each order's GST exactly as its
 * invoice states it (invoiceGst in services/orders/invoice.ts, on the same line amounts the invoice page
 * uses), for the GST month and the CSV exports. Nothing here taxes anything itself.
 */
import { FIRST, linesOf, orderPage, type Cursor, type OrderExportRow, type PeriodWindow, type ReportLineRow } from '../../db/reports';
import type { GstBreakdown } from '../../../../src/lib/domain/money/gst';
import { EXPORT_PAGE_ORDERS } from '../../../../src/lib/domain/reports';
import { invoiceGst } from '../orders/invoice';
import { toLineView, type OrderLineView } from '../orders/orders';

export interface OrderWithLines {
  order: OrderExportRow;
  lines: (OrderLineView & { category: string | null; line_id: number })[];
  /** the invoice's GST on the goods; null for a points order (its invoice has no GST table) */
  gst: GstBreakdown | null;
}

/** The invoice's GST of one order, from its stored lines. */
export function invoiceTaxOf(order: OrderExportRow, rows: readonly ReportLineRow[], storeStateCode: string): OrderWithLines {
  const lines = rows.map((r) => ({ ...toLineView(r), category: r.category, line_id: r.id }));
  return {
    order,
    lines,
    gst: invoiceGst(
      { payment_method: order.payment_method, place_of_supply: order.place_of_supply, discount: order.discount, lines },
      storeStateCode,
    ),
  };
}

/** Every order of the window, oldest first, `pageSize` orders (and their lines) per pair of queries. */
export async function* ordersWithLines(
  db: D1Database,
  w: PeriodWindow,
  storeStateCode: string,
  pageSize = EXPORT_PAGE_ORDERS,
): AsyncGenerator<OrderWithLines[]> {
  let after: Cursor = FIRST;
  for (;;) {
    const orders = await orderPage(db, w, after, pageSize);
    if (orders.length === 0) return;
    const rows = await linesOf(
      db,
      orders.map((o) => o.id),
    );
    const byOrder = new Map<number, ReportLineRow[]>();
    for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
    yield orders.map((o) => invoiceTaxOf(o, byOrder.get(o.id) ?? [], storeStateCode));
    const last = orders[orders.length - 1]!;
    after = { at: last.created_at, id: last.id };
    if (orders.length < pageSize) return;
  }
}
