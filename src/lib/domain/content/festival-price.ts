import { dealUnitsLeft, isDealActive, isDealSoldOut } from '../catalogue/deal';
import type { Paise } from '../money/money';
import { isAvailable, percentOff, unitPrice } from '../catalogue/pricing';
import type { PricedProduct } from '../types';

/**
 * What a festival card says about a product's price at one moment (issue 33): the price the cart
 * charges for its first pack (unitPrice(), as every card and the cart work it out), the MRP to strike
 * through, and the deal's units left and end: GET /api/festivalPrices (festival-price-schemas.ts).
 */
export interface FestivalPrice {
  slug: string;
  /** what one unit costs in the cart now, paise */
  price: Paise;
  /** MRP of one unit, paise (struck out when above price) */
  mrp: Paise;
  /** percent off MRP, 0 when there is no saving */
  off: number;
  /** the deal price is what applies */
  deal: boolean;
  /** which deal the product is on (SPEC "is_type", renamed at the edge: festival-price-schemas.ts) */
  dealKind: PricedProduct['dealKind'];
  /** the running deal's end (epoch ms) for the countdown; null without a running deal */
  deal_end: number | null;
  /** deal units still on offer while the deal runs; null without a running deal */
  left: number | null;
  /** the deal window is open but every deal unit is bought: the regular price applies */
  sold_out: boolean;
  /** in stock and not flagged out of stock */
  available: boolean;
}

export function festivalPrice(p: PricedProduct & { slug: string }, now: number): FestivalPrice {
  const unit = unitPrice(p, null, now);
  const deal = isDealActive(p, now);
  return {
    slug: p.slug,
    price: unit.selling,
    mrp: unit.mrp,
    off: percentOff(unit.mrp, unit.selling),
    deal,
    dealKind: p.dealKind,
    deal_end: deal ? p.to_date : null,
    left: deal ? dealUnitsLeft(p) : null,
    sold_out: isDealSoldOut(p, now),
    available: isAvailable(p),
  };
}
