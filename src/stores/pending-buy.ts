import { call } from '../lib/api/typed-client';
import type { PendingBuy } from '../lib/domain/cart/pending-buy';
import { pendingBuy } from '../lib/domain/cart/pending-buy-read';
import { showToastAcrossNavigation } from './toast';
import { persistentAtom } from './persistent';

/** A held item older than this is a forgotten visit, not the Buy Now the shopper is logging in for. */
export const PENDING_BUY_MS = 60 * 60 * 1000;

type Held = PendingBuy & { at: number };

function decodeHeld(text: string): Held | null {
  const v = JSON.parse(text) as Partial<Held> | null;
  const item = pendingBuy(v);
  return item && typeof v?.at === 'number' ? { ...item, at: v.at } : null;
}

/**
 * The guest's Buy Now item, kept in this browser from the login page until they are logged in, so
 * that a detour (create an account, forgot password) does not lose it.
 */
export const $pendingBuy = persistentAtom<Held | null>('pendingBuy', null, {
  encode: JSON.stringify,
  decode: decodeHeld,
});

export function holdPendingBuy(item: PendingBuy, now = Date.now()): void {
  $pendingBuy.set({ ...item, at: now });
}

/**
 * Just logged in: puts the held item in the cart (the server decides price, stock and limits) and
 * says whether there was one, so the login form goes to /cart. A refusal is shown on the cart page.
 */
export async function placePendingBuy(now = Date.now()): Promise<boolean> {
  const held = $pendingBuy.get();
  $pendingBuy.set(null);
  if (!held || now - held.at > PENDING_BUY_MS || held.at > now) return false;
  const res = await call('cartInsert', { pid: held.pid, qty: held.qty, aid: held.aid, mode: 'add' });
  if (!res) showToastAcrossNavigation('warning', { key: 'cartAddFailed' });
  else if (res.status !== 1) showToastAcrossNavigation('warning', { key: 'shop.failed' }, res.message ?? { key: 'cartAddFailed' });
  return true;
}
