import { call } from '../lib/api/typed-client';
import type { GuestLine, MergeChange } from '../lib/domain/cart/cart-merge';
import { $cart, guestLines, takeMerged } from './cart';
import { persistentAtom } from './persistent';
import { showToastAcrossNavigation } from './toast';
import { $userId } from './user';

/*
 * A guest's browser cart joining the account's cart at sign-in (issue 34). Only the sign-in forms
 * and the cart page need this, so it stays with them, out of the shop-core chunk (which takes only
 * what the catalogue pages' scripts share: scripts/vite/shop-core-chunk.mjs).
 */

function decodeLines(text: string): GuestLine[] {
  const v: unknown = JSON.parse(text);
  return Array.isArray(v)
    ? v.filter((l): l is GuestLine => Number.isInteger(l?.pid) && Number.isInteger(l?.aid) && Number.isInteger(l?.qty))
    : [];
}

/**
 * The browser cart on its way into the account: kept until the server said it took it, so a lost
 * answer or a closed tab never loses the cart (the next /cart tries again; merging twice is harmless).
 */
const $toMerge = persistentAtom<GuestLine[]>('cartToMerge', [], { encode: JSON.stringify, decode: decodeLines });

/** What changed on the way, for the cart page to say (this tab only). */
const NOTES_KEY = 'cartMergeNotes';

function keepNotes(changes: MergeChange[]): void {
  try {
    if (changes.length > 0) sessionStorage.setItem(NOTES_KEY, JSON.stringify(changes.map((c) => c.message)));
  } catch {
    /* storage blocked: the cart page shows the merged cart without the notes */
  }
}

/** The notes of the last merge, once: the cart page reads them and they are gone. */
export function takeMergeNotes(): string[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(NOTES_KEY) ?? '[]');
    sessionStorage.removeItem(NOTES_KEY);
    return Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

/** Sends the held browser cart to the account; true once the server took it (or there was none). */
export async function mergeHeldCart(): Promise<boolean> {
  const lines = $toMerge.get();
  if (lines.length === 0) return true;
  const res = await call('cartMerge', { lines });
  if (res?.status === 1) {
    $toMerge.set([]);
    takeMerged(res);
    keepNotes(res.changes);
    return true;
  }
  // a cart the server refuses as it stands (not a cart, too many lines) would be refused for ever
  if (res && res.httpStatus === 400) $toMerge.set([]);
  showToastAcrossNavigation('warning', { key: 'cartMerge.failed' });
  return false;
}

/**
 * Just signed in, before the browser is told who the customer is (rememberUser: from then on the
 * cart store mirrors the account): the guest's cart goes into the account's cart on the server.
 */
export async function carryGuestCart(): Promise<void> {
  // a browser that still holds a customer is not a guest's: its copy is that customer's mirror
  if ($userId.get()) return;
  const lines = guestLines($cart.get());
  if (lines.length > 0) $toMerge.set(lines);
  await mergeHeldCart();
}
