/**
 * The invoice page's data (SPEC §2 "Invoice" + a GST tax invoice, CGST Rule 46): supplier block,
 * serial, customer or pickup store, rows, footer, and GST per line and by rate.
 */
import { gstBreakdown, isInterState, stateCodeOf, STORE_STATE_CODE, type GstBreakdown } from '../../../../src/lib/domain/money/gst';
import { invoiceDate } from '../../../../src/lib/domain/money/invoice-number';
import { findOrderById, findUserOrder, type OrderRow, storeTaxDetails, type StoreTaxDetails } from '../../db/orders';
import { findCreditNote } from '../../db/orders';
import { buildOrderView, type OrderLineView, type OrderView, type PostalAddress } from './orders';
import type { Said } from '../../../../src/lib/domain/i18n/said';

export interface InvoiceGstLine {
  no: number;
  name: string;
  hsn_code: string;
  rate: number;
  qty: number;
  /** inclusive amount after the line's share of the coupon */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceView {
  store: StoreTaxDetails;
  /** "Tax Invoice", or "Bill of Supply" when every line is exempt */
  title: 'Tax Invoice' | 'Bill of Supply';
  bill_of_supply: boolean;
  invoice_no: string | null;
  /** the order was cancelled: the invoice no longer stands (printed with a "Cancelled" mark) */
  cancelled: boolean;
  /** the credit note that cancels the invoice (CGST s. 34), once one was issued */
  credit_note: { credit_no: string; date: number } | null;
  order_id: number;
  txnid: string;
  date: number;
  /** "DD MMMM , YYYY" in India time */
  date_text: string;
  /** the answer says flag (0, 1) */
  deliveryMode: OrderView['deliveryMode'];
  /** the delivery address (delivery) */
  customer: PostalAddress | null;
  /** the store the order is collected from (pickup) */
  pickup_store: OrderView['pickup_store'];
  /** "Wed 25 Nov, 7–9 AM": the delivery slot or pickup window, null on older orders */
  slot: string | null;
  /** the same slot's day and minutes, for a page that names it in another language */
  slot_parts: { day: string; start_min: number; end_min: number } | null;
  landmark: string;
  buyer_name: string;
  billing_email: string;
  place_of_supply: string;
  payment_method: OrderView['payment_method'];
  payment_method_label: string;
  paid_with_points: boolean;
  rows: (OrderLineView & { no: number })[];
  footer: {
    /** goods before the coupon (paise), or goods in points for points orders */
    product_cost: number;
    product_points: number;
    discount: number;
    discount_label: string;
    discount_row: Said;
    /** SPEC §9: |orderTotal − delivery| */
    subtotal: number;
    delivery: number;
    total: number;
    total_points: number;
    /** SPEC §2: hidden for points payments */
    show_discount_and_subtotal: boolean;
  };
  /**
   * GST on the goods, back-calculated from the GST-inclusive amounts actually charged. null for
   * points orders, where no money changes hands. Delivery charges are not part of this table.
   */
  gst: (Omit<GstBreakdown, 'lines'> & { lines: InvoiceGstLine[] }) | null;
}

export async function getInvoiceForUser(db: D1Database, userId: number, id: string, tradeName = 'Haat Fresh'): Promise<InvoiceView | null> {
  const o = await findUserOrder(db, userId, id);
  // an order without an invoice number never had an invoice issued: none is offered
  if (!o?.invoice_no) return null;
  return invoiceOf(db, o, tradeName);
}

/** The invoice of an order already found (and allowed), with its credit note if it has one. */
export async function invoiceOf(db: D1Database, o: OrderRow, tradeName: string): Promise<InvoiceView> {
  const [order, store, note] = await Promise.all([buildOrderView(db, o), storeTaxDetails(db, tradeName), findCreditNote(db, o.id)]);
  return { ...toInvoice(order, store), credit_note: note ? { credit_no: note.credit_no, date: note.created_at } : null };
}

/**
 * The store's copy of an invoice (GST records), by order id, whoever the buyer was: an erased
 * customer's invoices still render, with the personal fields minimised. Not exposed to shoppers.
 */
export async function getInvoiceForStore(db: D1Database, orderId: number, tradeName = 'Haat Fresh'): Promise<InvoiceView | null> {
  const o = await findOrderById(db, orderId);
  if (!o) return null;
  return invoiceOf(db, o, tradeName);
}

/**
 * The invoice's GST on an order's goods, the one rule the invoice and the GST month (services/
 * reports) both use: each line's charged amount (unit price × qty) less its share of the discount,
 * split at the line's rate; IGST when the place of supply is another State. null for a points
 * order (no money changes hands) or an order without lines. Delivery charges are not in it.
 */
export function invoiceGst(
  order: {
    payment_method: string;
    place_of_supply: string;
    discount: number;
    lines: readonly Pick<OrderLineView, 'line_total' | 'gst_rate'>[];
  },
  storeStateCode: string,
): GstBreakdown | null {
  if (order.payment_method === 'point' || order.lines.length === 0) return null;
  const interState = isInterState(stateCodeOf(order.place_of_supply), storeStateCode || STORE_STATE_CODE);
  return gstBreakdown(
    order.lines.map((l) => ({ gross: l.line_total, rate: l.gst_rate })),
    order.discount,
    interState,
  );
}

export function toInvoice(order: OrderView, store: StoreTaxDetails): InvoiceView {
  const points = order.payment_method === 'point';
  const t = order.totals;
  let gst: InvoiceView['gst'] = null;
  const b = invoiceGst({ ...order, discount: t.discount }, store.state_code);
  if (b) {
    gst = {
      ...b,
      lines: b.lines.map((tax, i) => {
        const l = order.lines[i]!;
        return {
          no: i + 1,
          name: l.attribute_name ? `${l.name} (${l.attribute_name})` : l.name,
          hsn_code: l.hsn_code,
          rate: tax.rate,
          qty: l.qty,
          amount: tax.amount,
          taxable: tax.taxable,
          cgst: tax.cgst,
          sgst: tax.sgst,
          igst: tax.igst,
        };
      }),
    };
  }
  const billOfSupply = gst?.billOfSupply ?? false;
  return {
    store,
    title: billOfSupply ? 'Bill of Supply' : 'Tax Invoice',
    bill_of_supply: billOfSupply,
    invoice_no: order.invoice_no,
    cancelled: order.order_status === 'Cancelled',
    credit_note: null,
    order_id: order.id,
    txnid: order.txnid,
    date: order.created_at,
    date_text: invoiceDate(order.created_at),
    deliveryMode: order.deliveryMode,
    customer: order.deliveryMode === 'delivery' ? order.shipping_address : null,
    pickup_store: order.deliveryMode === 'pickup' ? order.pickup_store : null,
    slot: order.slot?.label ?? null,
    slot_parts: order.slot ? { day: order.slot.day, start_min: order.slot.start_min, end_min: order.slot.end_min } : null,
    landmark: order.landmark,
    buyer_name: `${order.billing.first_name} ${order.billing.last_name}`.trim(),
    billing_email: order.billing.email,
    place_of_supply: order.place_of_supply,
    payment_method: order.payment_method,
    payment_method_label: order.payment_method_label,
    paid_with_points: points,
    rows: order.lines.map((l, i) => ({ ...l, no: i + 1 })),
    footer: {
      product_cost: t.subtotal,
      product_points: t.total_points,
      discount: t.discount,
      discount_label: t.discount_label,
      discount_row: t.discount_row,
      subtotal: Math.abs(t.order_total - t.shipping),
      delivery: t.shipping,
      total: t.order_total,
      total_points: t.total_points,
      show_discount_and_subtotal: !points,
    },
    gst,
  };
}
