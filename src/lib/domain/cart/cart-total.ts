/**
 * SPEC §4 cart totals: each line is qty × its unit price (the variant's selling price, else the deal
 * price while the deal is active, else the discount price: unitPrice()), the cart total is the sum.
 * Integer paise throughout, so totals are exact.
 */
import { formatINR, type Paise } from '../money/money';
import { unitPrice, type UnitPrice } from '../catalogue/pricing';
import type { Attribute, PricedProduct } from '../types';
import { said, type Said } from '../i18n/said';

export interface CartLineInput {
  product: PricedProduct;
  /** the chosen variant, or null */
  attribute: Attribute | null;
  qty: number;
}

export interface PricedLine {
  unit: UnitPrice;
  qty: number;
  /** qty × unit selling price, paise */
  total: Paise;
  /** qty × unit points */
  points: number;
}

export interface CartTotals {
  lines: PricedLine[];
  /** goods before any coupon, paise */
  total: Paise;
  /** points the cart costs when paying with points */
  points: number;
  /** number of lines (products), as the header shows */
  count: number;
  /** sum of quantities */
  units: number;
  /** the next instant a line's price changes by itself (a deal starts or ends), or null */
  nextPriceChange: number | null;
}

export function priceLine(line: CartLineInput, now: number): PricedLine {
  const unit = unitPrice(line.product, line.attribute, now);
  return { unit, qty: line.qty, total: unit.selling * line.qty, points: unit.points * line.qty };
}

export function cartTotals(lines: readonly CartLineInput[], now: number): CartTotals {
  const priced = lines.map((l) => priceLine(l, now));
  let next: number | null = null;
  for (const l of lines) {
    if (l.attribute || !l.product.dealKind) continue;
    for (const edge of [l.product.date, l.product.to_date]) {
      if (edge != null && edge > now && (next === null || edge < next)) next = edge;
    }
  }
  return {
    lines: priced,
    total: priced.reduce((sum, l) => sum + l.total, 0),
    points: priced.reduce((sum, l) => sum + l.points, 0),
    count: lines.length,
    units: lines.reduce((sum, l) => sum + l.qty, 0),
    nextPriceChange: next,
  };
}

/** SPEC §5: cash and online orders need the cart total to reach the store's minimum. */
export function minimumOrderMessage(total: Paise, minimum: Paise): Said | null {
  return total < minimum ? said('srv.minOrder', { amount: formatINR(minimum) }) : null;
}
