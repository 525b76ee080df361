import { onMount, type ReadableAtom } from 'nanostores';
import { $userId } from './user';

/**
 * Keeps a browser copy in step with the server: the stored copy renders at once, and when the first
 * island on a page subscribes to `store` the signed-in customer's copy is re-read from the server
 * (the cart may have changed on another device), again when someone logs in, and emptied on logout
 * (and, for a store without a guest copy, on a guest's page).
 */
export function syncWithServer(
  store: ReadableAtom<unknown>,
  opts: { load: () => Promise<unknown>; reset: () => void; guest?: () => void },
): void {
  onMount(store, () => {
    // undefined until the first run: a page opened by a guest is not a logout
    let loadedFor: string | null | undefined;
    const run = (userId: string) => {
      if (!userId) {
        // a store with a guest copy of its own (the cart, SPEC §3) keeps it on a guest's page
        if (loadedFor === undefined && opts.guest) opts.guest();
        else opts.reset();
        loadedFor = null;
        return;
      }
      if (loadedFor === userId) return;
      loadedFor = userId;
      void opts.load();
    };
    run($userId.get());
    return $userId.listen(run);
  });
}

/**
 * Orders a store's server reads against its writes. A read sent before a write and answered after it
 * is older than what the store holds (say the page's first cart read still in flight when an online
 * payment lands and the order empties the cart): its answer must not put the old copy back.
 */
export function readsAfterWrites(): { wrote: () => void; reading: () => () => boolean } {
  let writes = 0;
  return {
    wrote: () => {
      writes += 1;
    },
    // call as the read is sent; the returned check says whether its answer is still the newest
    reading: () => {
      const at = writes;
      return () => at === writes;
    },
  };
}
