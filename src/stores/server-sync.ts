import { onMount, type ReadableAtom } from 'nanostores';
import { $userId } from './user';

/**
 * Keeps a browser copy in step with the server: the stored copy renders at once, and when the first
 * island on a page subscribes to `store` the signed-in customer's copy is re-read from the server
 * (the cart may have changed on another device), again when someone logs in, and emptied on logout.
 */
export function syncWithServer(store: ReadableAtom<unknown>, opts: { load: () => Promise<unknown>; reset: () => void }): void {
  onMount(store, () => {
    let loadedFor: string | null = null;
    const run = (userId: string) => {
      if (!userId) {
        loadedFor = null;
        opts.reset();
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
