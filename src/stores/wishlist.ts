import { atom, computed } from 'nanostores';
import { goToLogin } from '../lib/api/client';
// through typed-client's call, like the cart: both stores are on every signed-in page, and the
// path-keyed call adds no code there (the area callers' path filling would)
import { call } from '../lib/api/typed-client';
import type { WishlistItem } from '../lib/domain/cart/cart-schemas';
import { readsAfterWrites, syncWithServer } from './server-sync';
import { showToast } from './toast';
import { $userId } from './user';
import { persistentAtom } from './persistent';
import { itemFromWire } from '../lib/api/cart-wire';

/** Product ids on the customer's wishlist (the server list is the truth; this is for rendering). */
export const $wishlist = persistentAtom<number[]>('wishlist', [], {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const v: unknown = JSON.parse(text);
      return Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  },
});
export const $wishlistCount = computed($wishlist, (ids) => ids.length);

/** The full items for /wishlist, loaded on demand; null until loaded. The page shows no summary line. */
type ListedItem = Omit<WishlistItem, 'summary' | 'minQty' | 'maxQty'>;
export const $wishlistItems = atom<ListedItem[] | null>(null);
/** The server's clock when the items were read. */
export const $wishlistNow = atom<number>(0);

const freshness = readsAfterWrites();

function keepIds(ids: number[]): void {
  $wishlist.set(ids);
}

export async function loadWishlist(): Promise<void> {
  const stillNewest = freshness.reading();
  const res = await call('wishlist', {});
  // offline (null): keep what we have
  if (!res) return;
  // the ids moved on while this read was out; the /wishlist page still needs the items, so read again
  if (!stillNewest()) return loadWishlist();
  if (res.httpStatus === 401) {
    resetWishlist();
    return;
  }
  if (res.status === 1) {
    $wishlistItems.set(res.response.map(itemFromWire));
    $wishlistNow.set(res.now);
    keepIds(res.response.map((i) => i.id));
  }
}

export function resetWishlist(): void {
  freshness.wrote();
  $wishlist.set([]);
  $wishlistItems.set([]);
}

async function change(path: 'wishlistAdd' | 'wishlistDelete', productId: number): Promise<boolean> {
  if (!$userId.get()) {
    goToLogin();
    return false;
  }
  const res = await call(path, { item_id: productId });
  if (res?.httpStatus === 401) {
    goToLogin();
    return false;
  }
  if (res && res.status === 1) {
    freshness.wrote();
    keepIds(res.ids);
    const items = $wishlistItems.get();
    if (items && path === 'wishlistDelete') $wishlistItems.set(items.filter((i) => i.id !== productId));
    showToast('success', { key: 'shop.success' }, res.message);
    return true;
  }
  if (path === 'wishlistDelete') showToast('warning', { key: 'wishlistDeleteFailed' });
  else showToast('warning', res?.message ?? { key: 'generic' });
  // a refusal usually means this copy is stale (changed on another device): re-read the list
  if (res) void loadWishlist();
  return false;
}

export function addToWishlist(productId: number): Promise<boolean> {
  return change('wishlistAdd', productId);
}

export function removeFromWishlist(productId: number): Promise<boolean> {
  return change('wishlistDelete', productId);
}

syncWithServer($wishlist, { load: loadWishlist, reset: resetWishlist });
