/**
 * Cart lines and wishlist items from their answers (or from localStorage "carts") turned into the
 * names the browser's code says, once (issue 27; eslint.config.js lets this file say wire names):
 * SPEC's `pmin_count`/`pmax_count` are the product's minQty/maxQty, `is_type`/`deal_amount`/
 * `deal_point` its dealKind/dealPrice/dealPoints. A copy stored before this change is in the
 * answer's words, so it is turned the same way; a line already turned passes unchanged.
 */
import type { CartLine, CartLineWire } from '../domain/cart/cart-schemas';
import { renameKeys, type Renamed } from '../domain/rename-keys';

const INWARD = {
  pmin_count: 'minQty',
  pmax_count: 'maxQty',
  is_type: 'dealKind',
  deal_amount: 'dealPrice',
  deal_point: 'dealPoints',
} as const;

export function cartLineFromWire(line: CartLineWire | CartLine): CartLine {
  return renameKeys(line as CartLineWire, INWARD);
}

/** A wishlist answer's item (a product card under SPEC's names, its summary left out by the page). */
export function itemFromWire<T extends Record<keyof typeof INWARD, unknown>>(item: T): Renamed<T, typeof INWARD> {
  return renameKeys(item as object, INWARD as object) as Renamed<T, typeof INWARD>;
}
