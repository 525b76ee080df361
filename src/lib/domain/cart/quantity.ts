/**
 * SPEC §5 quantity rules, checked the same way by the stepper in the browser and by cartInsert on
 * the server.
 *
 * Which minimum message appears where (the SPEC has two spellings and does not say):
 * - 'stepper': the − button pressed at the minimum → "Minimum Quantity Reached";
 * - 'input' (default): a typed number, and the API checking a number it was sent →
 *   "Minimum qty reached!!!".
 */
import { dealUnitsLeft } from '../catalogue/deal';
import { isAvailable } from '../catalogue/pricing';
import type { PricedProduct } from '../types';
import { said, type Said } from '../i18n/said';

/** SPEC §9: the quantity input ranges from 1 to 100 (also the cart_line CHECK). */
export const QTY_MIN = 1;
export const QTY_MAX = 100;

/** key: the message's catalogue entry; the page (say(key)) and the API (quantityRefusal) word it in the shopper's language */
export type QuantityKey = 'stepper.range' | 'minQuantity' | 'minQty' | 'stockExceeded' | 'maxOrder' | 'buy.notSold';
/** A failed check as the API says it: the same key, but "not sold" is the API's own sentence (srv.outOfStock). */
export function quantityRefusal(key: QuantityKey): Said {
  return key === 'buy.notSold' ? said('srv.outOfStock') : said(key);
}

export type QuantityCheck = { ok: true } | { ok: false; key: QuantityKey };
export type QuantitySource = 'stepper' | 'input';

type QuantityProduct = Pick<PricedProduct, 'stock' | 'minQty' | 'maxQty' | 'max_count' | 'purchased_count'>;

export interface QuantityOptions {
  /** true when the line is priced at the deal price now (see unitPrice(...).deal) */
  deal: boolean;
  source?: QuantitySource;
}

/** The smallest quantity a product is sold in: minQty, and never below 1. */
export function minQuantity(p: Pick<PricedProduct, 'minQty'>): number {
  return Math.max(p.minQty, QTY_MIN);
}

/** The largest quantity every rule allows (may be below the minimum when nothing can be bought). */
export function maxQuantity(p: QuantityProduct, opts: Pick<QuantityOptions, 'deal'>): number {
  let max = Math.min(QTY_MAX, p.stock);
  if (p.maxQty > 0) max = Math.min(max, p.maxQty);
  if (opts.deal) max = Math.min(max, dealUnitsLeft(p));
  return max;
}

export function checkQuantity(p: QuantityProduct, qty: number, opts: QuantityOptions): QuantityCheck {
  if (!Number.isInteger(qty)) return { ok: false, key: 'stepper.range' };
  if (qty < minQuantity(p)) {
    return opts.source === 'stepper' ? { ok: false, key: 'minQuantity' } : { ok: false, key: 'minQty' };
  }
  if (qty > p.stock) return { ok: false, key: 'stockExceeded' };
  if (p.maxQty > 0 && qty > p.maxQty) return { ok: false, key: 'maxOrder' };
  if (opts.deal && qty > dealUnitsLeft(p)) return { ok: false, key: 'maxOrder' };
  if (qty > QTY_MAX) return { ok: false, key: 'maxOrder' };
  return { ok: true };
}

/**
 * Whether the product can go into the cart at all. A deal whose units are all sold is refused
 * (SPEC §5 "adding a deal is refused when the purchased count exceeds the maximum"; at equality
 * there is nothing left to sell either).
 */
export function checkCanAdd(
  p: Pick<PricedProduct, 'stock' | 'out_of_stock' | 'max_count' | 'purchased_count'>,
  opts: Pick<QuantityOptions, 'deal'>,
): QuantityCheck {
  if (!isAvailable(p)) return { ok: false, key: 'buy.notSold' };
  if (opts.deal && p.purchased_count >= p.max_count) return { ok: false, key: 'maxOrder' };
  return { ok: true };
}

/**
 * A wanted quantity brought within today's rules: raised to the minimum, capped at the maximum
 * (stock, maxQty, deal units, 100); null when not even the minimum can be bought. Buy again and
 * a browser cart joining an account's cart fit their lines with it.
 */
export function fitQuantity(
  p: QuantityProduct,
  wanted: number,
  opts: Pick<QuantityOptions, 'deal'>,
): { qty: number; capped: boolean; raised: boolean } | null {
  const min = minQuantity(p);
  const max = maxQuantity(p, opts);
  if (max < min) return null;
  const qty = Math.min(Math.max(wanted, min), max);
  return { qty, capped: qty < wanted, raised: qty > wanted };
}

/** The quantity Buy puts in the cart (SPEC §4: the product's minimum count). */
export function firstQuantity(p: Pick<PricedProduct, 'minQty'>): number {
  return minQuantity(p);
}
