/**
 * Cart lines and wishlist items from their answers (or from localStorage "carts") turned into the
 * names the browser's code says, once (issue 27), through the card map both sides share
 * (domain/catalogue/card-wire-schemas.ts): SPEC's `previous_price`/`discount_price` are the product's
 * mrp/price, `pmin_count`/`pmax_count` its minQty/maxQty, `is_type`/`deal_amount`/`deal_point` its
 * dealKind/dealPrice/dealPoints. A copy stored before this change is in the answer's words, so it is
 * turned the same way; a line already turned passes unchanged.
 */
import type { CartLine, CartLineWire } from '../domain/cart/cart-schemas';
import { fromCardWire } from '../domain/catalogue/card-wire-schemas';

// the shared mapper itself, typed for a cart line (no wrapper: this runs on every page, where bytes count)
export const cartLineFromWire = fromCardWire as (line: CartLineWire | CartLine) => CartLine;

/** A wishlist answer's item or a search suggestion (a product card under SPEC's names). */
export const itemFromWire = fromCardWire;
