import { computed } from 'nanostores';
import { $cart } from './cart';

export const $cartCount = computed($cart, (lines) => lines.length);
