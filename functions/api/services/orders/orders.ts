/** Reading orders back for their owner: the order-success page, the API and the invoice build on this. */
import { discountLabel, discountLabelKey } from '../../../../src/lib/domain/loyalty/points-offer';
import { DEFAULT_IF_MISSING, orderSlotLabel, slotOf } from '../../../../src/lib/domain/checkout/delivery-slots';
import { IF_MISSING_KEY, type IfMissing } from '../../../../src/lib/domain/checkout/slot-messages';
import { statusBadge, type PaymentMethod } from '../../../../src/lib/domain/orders/order-status';
import { PAYMENT_METHOD_KEY } from '../../../../src/lib/domain/orders/payment-method-words';
import { t } from '../../../../src/lib/domain/i18n/t';
import { orderLifeForCustomer, type OrderLifeForCustomer } from './order-life-view';
import type { PickupBranch } from '../../../../src/lib/domain/types';
import type { DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';
import { findPickupBranch, findUserOrder, listOrderLines, type OrderLineRow, type OrderRow } from '../../db/orders';
import { listSubstitutes, replacementTicketNo } from '../../db/orders';
import { stateAt, SUBSTITUTE_WINDOW_MS, type SubstituteQuestion, type SubstituteRow } from '../../../../src/lib/domain/orders/substitutes';
import * as clock from '../../lib/clock';
import type { Said } from '../../../../src/lib/domain/i18n/said';

export interface OrderLineView {
  product_id: number;
  name: string;
  slug: string;
  photo: string;
  attribute_name: string;
  qty: number;
  /** unit price shown: the variant's price when one was chosen, else the price paid (SPEC §9) */
  unit_price: number;
  price: number;
  main_price: number;
  attribute_price: number | null;
  reward_point: number;
  line_total: number;
  line_points: number;
  hsn_code: string;
  gst_rate: number;
  /** what the picker does if it is out of stock at packing */
  if_missing: IfMissing;
  if_missing_label: string;
  /** the quantity ordered; `qty` is what was packed once the order is packed (docs/packing.md) */
  ordered_qty: number;
  /** a loose item's weight at packing, grams; null when counted */
  packed_grams: number | null;
  /** what went into the bag instead (docs/packing.md): name, units, unit price charged; null when none */
  substitute: { name: string; qty: number; unit_price: number; mrp: number; state: SubstituteRow['state'] } | null;
}

export interface PostalAddress {
  first_name: string;
  last_name: string;
  address1: string;
  city: string;
  country: string;
  zip: string;
  phone: string;
  email: string;
}

export interface OrderView {
  id: number;
  txnid: string;
  invoice_no: string | null;
  created_at: number;
  order_status: string;
  status_badge: ReturnType<typeof statusBadge>;
  payment_method: PaymentMethod;
  payment_method_label: string;
  payment_status: string;
  payment_id: string | null;
  /** home delivery or store pickup; the answer says flag (0, 1) */
  deliveryMode: DeliveryMode;
  coupon_code: string | null;
  /** the discount's kind (a coupon's, or points_offer) and value; the answer says offer_type, offer_value */
  offerKind: string | null;
  offerValue: number | null;
  place_of_supply: string;
  lines: OrderLineView[];
  totals: {
    /** goods before the coupon, paise */
    subtotal: number;
    discount: number;
    /** "Discount (CODE)" or "Discount (points offer)", in English as the answer always had it */
    discount_label: string;
    /** the same row's name as a said message, for a page in the reader's language */
    discount_row: Said;
    shipping: number;
    /** paise the customer pays (0 for points orders) */
    order_total: number;
    total_points: number;
    /** credited when the order is Completed */
    points_earned: number;
    /** the total and points when placed, if packing changed them; null otherwise */
    placed_total: number | null;
    placed_points: number | null;
  };
  billing: PostalAddress;
  shipping_address: PostalAddress | null;
  pickup_store: PickupBranch | null;
  /** the delivery slot / pickup window; null on orders placed before slots */
  slot: { day: string; start_min: number; end_min: number; label: string } | null;
  /** for the rider; '' when none */
  delivery_instructions: string;
  /** the delivery address's landmark; '' when none */
  landmark: string;
  /** dearer substitutes the shopper may still accept or decline (while Confirmed and the window is open) */
  substitute_questions: SubstituteQuestion[];
  /** the ticket this free order replaces ("Replacement for T-…"); null for an ordinary order */
  replacement_for: string | null;
}

export function toLineView(l: OrderLineRow, sub?: SubstituteRow): OrderLineView {
  const unit = l.attribute_price ?? l.price;
  return {
    product_id: l.product_id,
    name: l.name,
    slug: l.slug,
    photo: l.photo,
    attribute_name: l.attribute_name,
    qty: l.packed_qty ?? l.qty,
    unit_price: unit,
    price: l.price,
    main_price: l.main_price,
    attribute_price: l.attribute_price,
    reward_point: l.reward_point,
    // what the bag holds is what is charged and invoiced (packing.ts)
    line_total: l.packed_total ?? unit * l.qty,
    line_points: l.packed_points ?? l.reward_point * l.qty,
    hsn_code: l.hsn_code,
    gst_rate: l.gst_rate,
    if_missing: l.if_missing ?? DEFAULT_IF_MISSING,
    if_missing_label: t('en', IF_MISSING_KEY[l.if_missing ?? DEFAULT_IF_MISSING]),
    ordered_qty: l.qty,
    packed_grams: l.packed_grams ?? null,
    // only once it went into the bag: a proposal still open is a question, not a line
    substitute:
      sub && sub.packed_qty !== null
        ? { name: sub.name, qty: sub.packed_qty, unit_price: sub.charged, mrp: sub.unit_mrp, state: sub.state }
        : null,
  };
}

/** The questions the shopper can still answer, as of now. */
function openQuestions(o: OrderRow, lines: readonly OrderLineRow[], subs: readonly SubstituteRow[], now: number): SubstituteQuestion[] {
  if (o.order_status !== 'Confirmed') return [];
  return subs.flatMap((s) => {
    const l = lines.find((x) => x.id === s.line_id);
    if (!l || stateAt(s, now) !== 'proposed') return [];
    const more = (s.unit_price - (l.attribute_price ?? l.price)) * l.qty;
    return [{ line_id: s.line_id, name: l.name, substitute: s.name, more, open_until: s.proposed_at + SUBSTITUTE_WINDOW_MS }];
  });
}

function slotView(o: OrderRow): OrderView['slot'] {
  const s = slotOf(o);
  const label = orderSlotLabel(s);
  return label && s.day ? { day: s.day, start_min: s.start_min!, end_min: s.end_min!, label } : null;
}

function address(o: OrderRow, prefix: 'bill' | 'ship'): PostalAddress {
  const f = (k: string) => String((o as unknown as Record<string, unknown>)[`${prefix}_${k}`] ?? '');
  return {
    first_name: f('first_name'),
    last_name: f('last_name'),
    address1: f('address1'),
    city: f('city'),
    country: f('country'),
    zip: f('zip'),
    phone: f('phone'),
    email: f('email'),
  };
}

export async function buildOrderView(db: D1Database, o: OrderRow): Promise<OrderView> {
  const [lines, subs, pickup, replacementFor] = await Promise.all([
    listOrderLines(db, o.id),
    listSubstitutes(db, o.id),
    o.deliveryMode === 'pickup' && o.branch_id ? findPickupBranch(db, o.branch_id) : Promise.resolve(null),
    replacementTicketNo(db, o.replacement_ticket_id),
  ]);
  return {
    id: o.id,
    txnid: o.txnid,
    invoice_no: o.invoice_no,
    created_at: o.created_at,
    order_status: o.order_status,
    status_badge: statusBadge(o.order_status),
    payment_method: o.payment_method,
    // the wire's English label (SPEC §7); a page says the mode in its own language by PAYMENT_METHOD_KEY
    payment_method_label: t('en', PAYMENT_METHOD_KEY[o.payment_method]),
    payment_status: o.payment_status,
    payment_id: o.payment_id,
    deliveryMode: o.deliveryMode,
    coupon_code: o.coupon_code,
    offerKind: o.offerKind,
    offerValue: o.offerValue,
    place_of_supply: o.place_of_supply,
    lines: lines.map((l) =>
      toLineView(
        l,
        subs.find((s) => s.line_id === l.id),
      ),
    ),
    totals: {
      subtotal: o.subtotal,
      discount: o.discount,
      discount_label: discountLabel(o),
      discount_row: discountLabelKey(o),
      shipping: o.shipping,
      order_total: o.order_total,
      total_points: o.total_points,
      points_earned: o.points_earned,
      placed_total: o.placed_total ?? null,
      placed_points: o.placed_points ?? null,
    },
    billing: address(o, 'bill'),
    shipping_address: o.deliveryMode === 'delivery' ? address(o, 'ship') : null,
    pickup_store: pickup,
    slot: slotView(o),
    delivery_instructions: o.delivery_instructions ?? '',
    landmark: o.ship_landmark ?? '',
    substitute_questions: openQuestions(o, lines, subs, clock.now()),
    replacement_for: replacementFor,
  };
}

export type CustomerOrderView = OrderView & OrderLifeForCustomer;

/**
 * The order page's data with its timeline, refund state and whether the shopper may still cancel,
 * or null when there is no such order for this user (→ 404, never 403).
 */
export async function getOrderForUser(db: D1Database, userId: number, txnid: string): Promise<CustomerOrderView | null> {
  const o = await findUserOrder(db, userId, txnid);
  return o ? customerOrderView(db, o) : null;
}

/** The order row alone (the order-complete page's thank-you line), or null when not this user's. */
export function findCustomerOrder(db: D1Database, userId: number, txnid: string): Promise<OrderRow | null> {
  return findUserOrder(db, userId, txnid);
}

export async function customerOrderView(db: D1Database, o: OrderRow): Promise<CustomerOrderView> {
  const [view, life] = await Promise.all([buildOrderView(db, o), orderLifeForCustomer(db, o)]);
  return { ...view, ...life };
}
