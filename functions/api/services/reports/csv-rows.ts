/**
 * The rows of each CSV file, as Excel set to India reads them (src/lib/domain/reports/csv.ts):
 * orders, their lines with each line's GST as the invoice states it, refunds, and the GST month's
 * HSN summary and B2C totals in the column names of the GST portal's offline templates. No file
 * names a customer: the exports are the store's numbers.
 */
import type { OrderExportRow, RefundExportRow } from '../../db/reports';
import { slotTimeLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import { PAYMENT_METHOD_KEY } from '../../../../src/lib/domain/orders/payment-method-words';
import { t } from '../../../../src/lib/domain/i18n/t';
import { csvDate, csvRow, csvTime, indianDate, rupees, type B2csRow, type HsnRow } from '../../../../src/lib/domain/reports';
import type { OrderWithLines } from './invoice-pages';

export const ORDER_HEADER = csvRow([
  'Order number',
  'Invoice number',
  'Date',
  'Time (IST)',
  'Branch',
  'Status',
  'Payment mode',
  'Payment status',
  'Fulfilment',
  'Slot day',
  'Slot time',
  'Items',
  'Goods (₹)',
  'Coupon or offer (₹)',
  'Coupon',
  'Delivery (₹)',
  'Paid in money (₹)',
  'Points paid',
  'Rider',
]);

export function orderRow(o: OrderExportRow): string {
  return csvRow([
    o.txnid,
    o.invoice_no,
    csvDate(o.created_at),
    csvTime(o.created_at),
    o.branch_name,
    o.order_status,
    t('en', PAYMENT_METHOD_KEY[o.payment_method]),
    o.payment_status,
    o.deliveryMode === 'pickup' ? 'Pickup' : 'Delivery',
    o.slot_day ? indianDate(o.slot_day) : null,
    o.slot_start_min != null && o.slot_end_min != null ? slotTimeLabel(o.slot_start_min, o.slot_end_min) : null,
    o.units,
    rupees(o.subtotal),
    rupees(o.discount),
    o.coupon_code ?? (o.offerKind === 'points_offer' ? 'Points offer' : null),
    rupees(o.shipping),
    rupees(o.order_total),
    o.total_points,
    o.rider_name,
  ]);
}

export const LINE_HEADER = csvRow([
  'Order number',
  'Invoice number',
  'Date',
  'Branch',
  'Status',
  'Payment mode',
  'Product id',
  'Product',
  'Size',
  'HSN',
  'GST rate (%)',
  'Qty',
  'Unit price (₹)',
  'Line amount (₹)',
  'After coupon or offer (₹)',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'In the GST month',
]);

/** Whether the GST month counts this order's invoice, and if not why (services/reports/gst-month.ts). */
export function gstMonthPart(o: OrderWithLines): string {
  if (o.order.replacement_ticket_id) return 'No: free replacement (no invoice)';
  if (o.order.order_status === 'Cancelled') return 'No: cancelled';
  if (!o.gst) return 'No: paid with points';
  return 'Yes';
}

/** One order's lines; the tax columns are the invoice's (empty for a points order: its invoice has none). */
export function lineRows(o: OrderWithLines): string {
  const { order } = o;
  const part = gstMonthPart(o);
  const paidBy = t('en', PAYMENT_METHOD_KEY[order.payment_method]);
  return o.lines
    .map((l, i) => {
      const t = o.gst?.lines[i];
      return csvRow([
        order.txnid,
        order.invoice_no,
        csvDate(order.created_at),
        order.branch_name,
        order.order_status,
        paidBy,
        l.product_id,
        l.name,
        l.attribute_name || null,
        l.hsn_code,
        l.gst_rate,
        l.qty,
        rupees(l.unit_price),
        rupees(l.line_total),
        t ? rupees(t.amount) : null,
        t ? rupees(t.taxable) : null,
        t ? rupees(t.cgst) : null,
        t ? rupees(t.sgst) : null,
        t ? rupees(t.igst) : null,
        part,
      ]);
    })
    .join('');
}

export const REFUND_HEADER = csvRow([
  'Refund id',
  'Date',
  'Time (IST)',
  'Order number',
  'Invoice number',
  'Branch',
  'Provider order',
  'Payment id',
  'Amount (₹)',
  'Status',
  'Attempts',
  'Last error',
  'Provider refund id',
  'Last change',
]);

const REFUND_STATUS: Record<string, string> = { pending: 'Pending', processed: 'Processed', failed: 'Failed, to retry' };

export function refundRow(r: RefundExportRow): string {
  return csvRow([
    r.id,
    csvDate(r.created_at),
    csvTime(r.created_at),
    r.txnid ?? 'Payment without an order',
    r.invoice_no,
    r.branch_name,
    r.provider_order_id,
    r.payment_id,
    rupees(r.amount),
    REFUND_STATUS[r.status] ?? r.status,
    r.attempts,
    r.last_error,
    r.provider_refund_id,
    csvDate(r.updated_at),
  ]);
}

/** GSTR-1 HSN summary (the offline tool's hsn sheet). */
export const HSN_HEADER = csvRow([
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
]);

export function hsnRow(h: HsnRow): string {
  return csvRow([
    h.hsn,
    h.description,
    `${h.uqc}-NUMBERS`,
    h.qty,
    rupees(h.total_value),
    h.rate,
    rupees(h.taxable),
    rupees(h.igst),
    rupees(h.cgst),
    rupees(h.sgst),
    rupees(0),
  ]);
}

/** "Karnataka (29)" as the portal writes a place of supply: "29-Karnataka". */
export function portalPlace(placeOfSupply: string): string {
  const m = /^(.*)\s\((\d{2})\)$/.exec(placeOfSupply);
  return m ? `${m[2]}-${m[1]}` : placeOfSupply;
}

/** GSTR-1 B2C small (the offline tool's b2cs sheet), with each head of tax after the template's columns. */
export const B2CS_HEADER = csvRow([
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
]);

export function b2csRow(b: B2csRow): string {
  return csvRow([
    'OE',
    portalPlace(b.place_of_supply),
    b.rate,
    null,
    rupees(b.taxable),
    rupees(0),
    null,
    rupees(b.igst),
    rupees(b.cgst),
    rupees(b.sgst),
  ]);
}
