/**
 * Packing (issue 29, docs/packing.md): what the clerk put in the bag, line by line, and what the
 * order then costs. The money is re-priced by the one orderTotals() (order-totals.ts); this module
 * only says what each packed line is charged and refuses a mark that cannot be true.
 */
import type { Paise } from '../money/money';
import { orderTotals, type OrderTotals, type TotalsLine } from './order-totals';
import type { PaymentChoice } from '../cart/shipping';
import type { DeliveryMode } from '../checkout/delivery-mode';
import type { SubstituteRow, SubstituteState } from './substitutes';
import { said, type Said } from '../i18n/said';

/**
 * A loose item may weigh up to this share more or less than ordered (±10 %): a kilo of onions is
 * 900–1100 g. Further off, the clerk packs it again or marks it short.
 */
export const WEIGHT_TOLERANCE = 0.1;

export type PackMark =
  | { line_id: number; mark: 'picked' }
  | { line_id: number; mark: 'short'; packed_qty: number }
  | { line_id: number; mark: 'weighed'; grams: number }
  | { line_id: number; mark: 'substituted' };

/** A line's substitute as packing reads it, its state already as of now (substitutes.ts stateAt). */
export type SubstituteAtPacking = Pick<SubstituteRow, 'name' | 'unit_price' | 'unit_mrp' | 'charged' | 'charged_points'> & {
  state: SubstituteState;
};

/** One ordered line as packing reads it. */
export interface PackableLine {
  id: number;
  name: string;
  qty: number;
  /** unit price charged, MRP and points (paise, paise, points) */
  unit: { selling: Paise; mrp: Paise; points: number };
  /** the pack's net quantity and unit (product or variant), for loose items sold by weight */
  net_quantity: number;
  net_unit: string;
  if_missing: 'call' | 'replace' | 'skip';
}

export interface PackedLine {
  id: number;
  packed_qty: number;
  /** grams weighed, null when counted */
  grams: number | null;
  total: Paise;
  mrp: Paise;
  points: number;
  /** units of the substitute packed instead of the line (packed_qty is then 0), else null */
  substituted: number | null;
}

export type PackRefusal =
  | { code: 'tooMany'; name: string; qty: number }
  | { code: 'weightOutside'; name: string; min: number; max: number }
  | { code: 'notWeighed'; name: string }
  | { code: 'skipMeansNone'; name: string }
  | { code: 'notThisOrder' }
  | { code: 'noSubstitute'; name: string }
  | { code: 'awaitingShopper'; name: string }
  | { code: 'substituteDeclined'; name: string };

/** Grams in one pack of a line sold by weight (g or kg), else null. */
export function packGrams(l: Pick<PackableLine, 'net_quantity' | 'net_unit'>): number | null {
  if (!(l.net_quantity > 0)) return null;
  if (l.net_unit === 'g') return l.net_quantity;
  if (l.net_unit === 'kg') return l.net_quantity * 1000;
  return null;
}

/** The weights a weighed line may have, in whole grams. */
export function weightWindow(l: PackableLine): { ordered: number; min: number; max: number } | null {
  const each = packGrams(l);
  if (each === null) return null;
  const ordered = Math.round(each * l.qty);
  return { ordered, min: Math.ceil(ordered * (1 - WEIGHT_TOLERANCE)), max: Math.floor(ordered * (1 + WEIGHT_TOLERANCE)) };
}

function asOrdered(l: PackableLine): PackedLine {
  return {
    id: l.id,
    packed_qty: l.qty,
    grams: null,
    total: l.unit.selling * l.qty,
    mrp: l.unit.mrp * l.qty,
    points: l.unit.points * l.qty,
    substituted: null,
  };
}

/** A substituted line: none of the original, the substitute's units at the price the shopper's answer (or silence) set. */
function substitutedLine(l: PackableLine, s: SubstituteAtPacking | undefined): PackedLine | PackRefusal {
  if (!s || l.if_missing !== 'replace') return { code: 'noSubstitute', name: l.name };
  if (s.state === 'proposed') return { code: 'awaitingShopper', name: l.name };
  if (s.state === 'declined') return { code: 'substituteDeclined', name: l.name };
  // charged is the lower price, or the substitute's own once the shopper accepted it (db/orders/substitutes.ts)
  return {
    id: l.id,
    packed_qty: 0,
    grams: null,
    total: s.charged * l.qty,
    mrp: s.unit_mrp * l.qty,
    points: s.charged_points * l.qty,
    substituted: l.qty,
  };
}

/**
 * Each line as packed, or the first refusal. A line without a mark is packed as ordered. A weighed
 * line is charged per gram from its unit price, but never more than ordered: the shopper paid (or
 * agreed to pay) for the ordered weight, so a heavier bag within the tolerance is the shop's.
 */
export function packLines(
  lines: readonly PackableLine[],
  marks: readonly PackMark[],
  substitutes: ReadonlyMap<number, SubstituteAtPacking> = new Map(),
): { ok: true; lines: PackedLine[] } | { ok: false; refusal: PackRefusal } {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const markOf = new Map<number, PackMark>();
  for (const m of marks) {
    if (!byId.has(m.line_id)) return { ok: false, refusal: { code: 'notThisOrder' } };
    markOf.set(m.line_id, m);
  }
  const out: PackedLine[] = [];
  for (const l of lines) {
    const m = markOf.get(l.id);
    if (!m || m.mark === 'picked') {
      out.push(asOrdered(l));
    } else if (m.mark === 'substituted') {
      const sub = substitutedLine(l, substitutes.get(l.id));
      if ('code' in sub) return { ok: false, refusal: sub };
      out.push(sub);
    } else if (m.mark === 'short') {
      if (!Number.isInteger(m.packed_qty) || m.packed_qty < 0 || m.packed_qty > l.qty)
        return { ok: false, refusal: { code: 'tooMany', name: l.name, qty: l.qty } };
      // the shopper chose "Skip": a line that cannot be packed in full is left out, not sent in part
      if (l.if_missing === 'skip' && m.packed_qty > 0) return { ok: false, refusal: { code: 'skipMeansNone', name: l.name } };
      out.push({
        ...asOrdered(l),
        packed_qty: m.packed_qty,
        total: l.unit.selling * m.packed_qty,
        mrp: l.unit.mrp * m.packed_qty,
        points: l.unit.points * m.packed_qty,
      });
    } else {
      const w = weightWindow(l);
      if (!w) return { ok: false, refusal: { code: 'notWeighed', name: l.name } };
      if (!Number.isInteger(m.grams) || m.grams < w.min || m.grams > w.max)
        return { ok: false, refusal: { code: 'weightOutside', name: l.name, min: w.min, max: w.max } };
      const share = Math.min(1, m.grams / w.ordered);
      const full = asOrdered(l);
      out.push({
        ...full,
        grams: m.grams,
        total: Math.round(full.total * share),
        mrp: Math.round(full.mrp * share),
        points: Math.round(full.points * share),
      });
    }
  }
  return { ok: true, lines: out };
}

/** The order as placed, which packing re-prices. */
export interface PlacedOrder {
  payment: PaymentChoice;
  deliveryMode: DeliveryMode;
  /** the order's one discount (coupon or points offer), paise */
  discount: Paise;
  shipping: Paise;
  /** did the order earn points when placed (rewards were on and its goods earned some)? */
  earnsPoints: boolean;
}

/**
 * The packed order's totals through the one orderTotals(): each packed line as one priced unit; the
 * discount as given at checkout (capped at the packed goods; its minimum is not read again, since
 * the shortfall is the store's); the delivery charge as placed (packing never adds a fee).
 */
export function packedTotals(order: PlacedOrder, lines: readonly PackedLine[]): OrderTotals {
  const totalsLines: TotalsLine[] = lines.map((l) => ({ qty: 1, unit: { selling: l.total, mrp: l.mrp, points: l.points } }));
  return orderTotals({
    lines: totalsLines,
    couponOff: order.discount,
    deliveryMode: order.deliveryMode,
    payment: order.payment,
    shippingOptions: [],
    shippingAsPlaced: order.shipping,
    rewardsOn: order.earnsPoints,
  });
}

/** The English the API says for a refused mark; the catalogue (messages/*.json) holds it and its Kannada and Hindi. */
export const PACK_MSG = {
  tooMany: (name: string, qty: number) => said('srv.pack.tooMany', { name, qty }),
  weightOutside: (name: string, min: number, max: number) => said('srv.pack.weightOutside', { name, min, max }),
  notWeighed: (name: string) => said('srv.pack.notWeighed', { name }),
  skipMeansNone: (name: string) => said('srv.pack.skipMeansNone', { name }),
  notThisOrder: 'That item is not part of this order',
  noSubstitute: (name: string) => said('srv.pack.noSubstitute', { name }),
  awaitingShopper: (name: string) => said('srv.pack.awaitingShopper', { name }),
  substituteDeclined: (name: string) => said('srv.pack.substituteDeclined', { name }),
  savedElsewhere: 'Another clerk saved this packing first: reload to see their marks',
  notAllMarked: (name: string) => said('srv.pack.notAllMarked', { name }),
} as const;

export function packRefusalText(r: PackRefusal): Said {
  switch (r.code) {
    case 'tooMany':
      return PACK_MSG.tooMany(r.name, r.qty);
    case 'weightOutside':
      return PACK_MSG.weightOutside(r.name, r.min, r.max);
    case 'notWeighed':
      return PACK_MSG.notWeighed(r.name);
    case 'skipMeansNone':
      return PACK_MSG.skipMeansNone(r.name);
    case 'notThisOrder':
      return said('srv.pack.notThisOrder');
    case 'noSubstitute':
      return PACK_MSG.noSubstitute(r.name);
    case 'awaitingShopper':
      return PACK_MSG.awaitingShopper(r.name);
    case 'substituteDeclined':
      return PACK_MSG.substituteDeclined(r.name);
  }
}

/** One line on the clerk's packing sheet: what was ordered, the shopper's choice, and a loose item's weight window. */
export interface PackingSheetLine {
  line_id: number;
  name: string;
  qty: number;
  unit_price: number;
  if_missing: 'call' | 'replace' | 'skip';
  /** grams ordered and the tolerance window; null when the item is counted, not weighed */
  weight: { ordered: number; min: number; max: number } | null;
  /** the substitute chosen for a "Replace with similar" line, its state as of now; null when none */
  substitute: {
    name: string;
    unit_price: number;
    charged: number;
    state: SubstituteState;
    open_until: number;
  } | null;
  /** products from the same shelf in stock at the order's branch (only for "Replace with similar" lines) */
  candidates: { product_id: number; attribute_id: number; name: string; price: number; asks: boolean }[];
}
