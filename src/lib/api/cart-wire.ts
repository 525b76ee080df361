/**
 * A cart line from a cart answer (or from localStorage "carts") turned into the names the browser's
 * code says, once (issue 27; eslint.config.js lets this file say wire names): SPEC's `pmin_count` and
 * `pmax_count` are the product's minQty and maxQty. A copy stored before this change is in the
 * answer's words, so it is turned the same way; a line already turned passes unchanged.
 */
import type { CartLine, CartLineWire } from '../domain/cart/cart-schemas';
import { renameKeys } from '../domain/rename-keys';

export function cartLineFromWire(line: CartLineWire | CartLine): CartLine {
  return renameKeys(line as CartLineWire, { pmin_count: 'minQty', pmax_count: 'maxQty' });
}
