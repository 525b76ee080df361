import { isDealActive } from './deal';
import type { Paise } from '../money/money';
import type { Attribute, PricedProduct } from '../types';

export interface UnitPrice {
  /** what one unit costs the shopper */
  selling: Paise;
  /** MRP of one unit, for the strike-through */
  mrp: Paise;
  /** points for one unit when paying with points */
  points: number;
  /** true when the deal price is what applies */
  deal: boolean;
}

/**
 * SPEC §4: the chosen variant's price, else the deal price while the deal is active, else the
 * discount price.
 */
// the quantity limits play no part in a price, and a wishlist item comes without them
export function unitPrice(p: Omit<PricedProduct, 'minQty' | 'maxQty'>, attribute: Attribute | null | undefined, now: number): UnitPrice {
  if (attribute) {
    return { selling: attribute.selling, mrp: attribute.price, points: attribute.point, deal: false };
  }
  if (isDealActive(p, now)) {
    return { selling: p.dealPrice ?? p.price, mrp: p.mrp, points: p.dealPoints ?? p.point, deal: true };
  }
  return { selling: p.price, mrp: p.mrp, points: p.point, deal: false };
}

/** Percent off, rounded half up (SPEC §4). 0 when there is no saving. */
export function percentOff(mrp: Paise, selling: Paise): number {
  if (mrp <= 0 || selling >= mrp) return 0;
  // Multiply before dividing: (145 / 1000) * 100 is 14.499999… in floating point and would round to 14.
  return Math.round(((mrp - selling) * 100) / mrp);
}

/** The "Save ₹x" amount on product pages. */
export function saving(mrp: Paise, selling: Paise): Paise {
  return Math.max(0, mrp - selling);
}

/** Available to buy: stock above 0 and not flagged out of stock (SPEC §4). */
export function isAvailable(p: Pick<PricedProduct, 'stock' | 'out_of_stock'>): boolean {
  return p.stock > 0 && p.out_of_stock !== 1;
}
