import { persistentAtom, persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';

/** Product ids on the customer's wishlist (the server list is the truth; this is for rendering). */
export const $wishlist = persistentAtom<number[]>('wishlist', [], persistentJSON);
export const $wishlistCount = computed($wishlist, (ids) => ids.length);
