/**
 * The pickup store the shopper chose before checkout (issue 28): the product page's and cart's
 * "pick up at Koramangala" switch sets it, and checkout opens on pickup at that store (choosing a
 * store there sets it too). Choosing delivery at checkout clears it, so the product pages show the
 * delivering branch's shelf again. Only an id: the server checks it is a pickup store.
 */
import { persistentAtom } from './persistent';

export const $pickupStore = persistentAtom<number | null>('pickupStore', null, {
  encode: (v) => (v === null ? '' : String(v)),
  decode: (v) => (/^[1-9]\d{0,8}$/.test(v) ? Number(v) : null),
});

export function choosePickupStore(id: number | null): void {
  $pickupStore.set(id);
}

/** The chosen store if it is one of checkout's pickup stores, else null (checkout opens on delivery). */
export function chosenPickupStore(pickupStores: readonly number[]): number | null {
  const store = $pickupStore.get();
  return store !== null && pickupStores.includes(store) ? store : null;
}
