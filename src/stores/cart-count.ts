import { computed } from 'nanostores';
import { $cart } from './cart';

/** Products in the cart (one per line), for the header badge; follows other tabs via localStorage. */
export const $cartCount = computed($cart, (lines) => lines.length);
