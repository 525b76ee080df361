/**
 * "Buy again": an earlier order's lines go back into the cart at today's prices, each within
 * today's quantity rules. What happened to each line is told to the shopper in these words.
 */
import { z } from 'zod';
import { formatINR } from '../money/money';
import { fitQuantity } from './quantity';
import type { PricedProduct } from '../types';
import { said, type Said } from '../i18n/said';

export type ReorderOutcome = 'added' | 'price_changed' | 'quantity_capped' | 'out_of_stock' | 'not_sold' | 'in_cart' | 'refused';

export interface ReorderLine {
  product_id: number;
  name: string;
  outcome: ReorderOutcome;
  /** units put in the cart (0 when none) */
  qty: number;
  /** unit price paid then and today, paise */
  was_price: number;
  price: number | null;
  message: string;
}

/**
 * The quantity to put back: what was bought, within today's minimum, maximum, stock and deal
 * units; null when not even the minimum can be bought.
 */
export function reorderQuantity(
  p: Pick<PricedProduct, 'stock' | 'minQty' | 'maxQty' | 'max_count' | 'purchased_count'>,
  wanted: number,
  deal: boolean,
): { qty: number; capped: boolean } | null {
  const fit = fitQuantity(p, wanted, { deal });
  return fit && { qty: fit.qty, capped: fit.capped };
}

export function reorderMessage(l: Pick<ReorderLine, 'name' | 'outcome' | 'qty' | 'was_price' | 'price'>): string {
  switch (l.outcome) {
    case 'added':
      return `${l.name}: added to your cart`;
    case 'price_changed':
      return `${l.name}: added; the price is now ${formatINR(l.price ?? 0)} (was ${formatINR(l.was_price)})`;
    case 'quantity_capped':
      return `${l.name}: only ${l.qty} can be bought now, so ${l.qty} added`;
    case 'out_of_stock':
      return `${l.name}: out of stock`;
    case 'not_sold':
      return `${l.name}: no longer sold`;
    case 'in_cart':
      return `${l.name}: already in your cart`;
    case 'refused':
      return `${l.name}: could not be added`;
  }
}

/** The toast line above the list: how many went back. */
export function reorderSummary(lines: Pick<ReorderLine, 'qty'>[]): Said {
  const added = lines.filter((l) => l.qty > 0).length;
  if (added === 0) return said('srv.reorder.none');
  return added === lines.length ? said('srv.reorder.all') : said('srv.reorder.some', { added, total: lines.length });
}

export const buyAgainSchema = z.object({
  order_id: z
    .union([z.string(), z.number()], { errorMap: () => ({ message: 'srv.orderNotFound' }) })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{1,40}$/, 'srv.orderNotFound'),
    ),
});
