/**
 * What a packing credit note credits (issue 29, docs/gst-documents.md): the invoice as placed less
 * the invoice as packed, line by line, through the invoice's own tax rule (invoiceGst): each line's
 * GST as ordered (unit price × quantity ordered, with the discount as placed) minus its GST as
 * packed (the packed total, with the discount as packed). Only the lines that changed are listed;
 * their amounts add up to the note's value (the goods' fall: packing never changes the delivery
 * charge), so nothing is credited twice or taxed a second way.
 */
import { isBillOfSupply, totalsByRate, type LineTax } from '../../../../src/lib/domain/money/gst';
import { invoiceGst, type InvoiceGstLine, type InvoiceView } from './invoice';
import type { OrderView } from './orders';

/** One line the packing reduced: its tax as credited, and what went in the bag (for the words beside it). */
export interface ReducedLine extends InvoiceGstLine {
  tax: number;
  ordered_qty: number;
  packed_qty: number;
  packed_grams: number | null;
  substitute: { name: string; qty: number } | null;
}

export type PackingReduction = Omit<NonNullable<InvoiceView['gst']>, 'lines'> & { lines: ReducedLine[] };

const minus = (a: LineTax, b: LineTax): LineTax => ({
  rate: a.rate,
  amount: a.amount - b.amount,
  taxable: a.taxable - b.taxable,
  tax: a.tax - b.tax,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
});

/** The reduction of an order's invoice at packing; null for a points order (no money, no tax) or an order never re-priced. */
export function packingReduction(order: OrderView, storeStateCode: string): PackingReduction | null {
  const t = order.totals;
  if (t.placed_total === null) return null;
  const ordered = order.lines.map((l) => ({ line_total: l.unit_price * l.ordered_qty, gst_rate: l.gst_rate }));
  const orderedGoods = ordered.reduce((a, l) => a + l.line_total, 0);
  // the discount as placed: what the goods as ordered and the delivery charge came to, less the total paid
  const placedDiscount = Math.min(orderedGoods, Math.max(0, orderedGoods + t.shipping - t.placed_total));
  const before = invoiceGst({ ...order, discount: placedDiscount, lines: ordered }, storeStateCode);
  const after = invoiceGst({ ...order, discount: t.discount }, storeStateCode);
  if (!before || !after) return null;
  const lines: ReducedLine[] = [];
  before.lines.forEach((b, i) => {
    const diff = minus(b, after.lines[i]!);
    if (diff.amount === 0 && diff.taxable === 0) return;
    const l = order.lines[i]!;
    lines.push({
      ...diff,
      no: lines.length + 1,
      name: l.attribute_name ? `${l.name} (${l.attribute_name})` : l.name,
      hsn_code: l.hsn_code,
      qty: l.ordered_qty,
      ordered_qty: l.ordered_qty,
      packed_qty: l.qty,
      packed_grams: l.packed_grams,
      substitute: l.substitute ? { name: l.substitute.name, qty: l.substitute.qty } : null,
    });
  });
  return { lines, ...totalsByRate(lines), interState: before.interState, billOfSupply: isBillOfSupply(lines) };
}
