import { atom, computed } from 'nanostores';
import { goToLogin } from '../lib/api/client';
import { call, type RouteBody } from '../lib/api/typed-client';
import type { CartAnswer, CartLine, CartMode, CartSummary } from '../lib/domain/cart-schemas';
import { SHOP_MSG } from '../lib/domain/shop-messages';
import { readsAfterWrites, syncWithServer } from './server-sync';
import { showToast, type ToastText } from './toast';
import { $userId } from './user';
import { persistentAtom } from './persistent';

export type { CartLine, CartSummary };

function decodeCart(text: string): CartLine[] {
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return [];
    // a copy written by an older page (or by hand) must not break pricing: keep only whole lines
    return v.filter(
      (l): l is CartLine => typeof l === 'object' && l !== null && Number.isInteger(l.pid) && Number.isInteger(l.qty) && Number.isInteger(l.unit_price),
    );
  } catch {
    return [];
  }
}

/** The customer's cart lines as the server last priced them, mirrored in localStorage under "carts" (SPEC §3). */
export const $cart = persistentAtom<CartLine[]>('carts', [], { encode: JSON.stringify, decode: decodeCart });

/** The server's summary from the last answer in this tab (shipping options, minimum order…). */
export const $cartSummary = atom<CartSummary | null>(null);

/** true once this tab has heard the server's cart (so an empty copy means an empty cart). */
export const $cartLoaded = atom(false);

/** pids with a request in flight, so buttons can wait. */
export const $cartPending = atom<ReadonlySet<number>>(new Set());

export const $cartByProduct = computed($cart, (lines) => new Map(lines.map((l) => [l.pid, l])));

const freshness = readsAfterWrites();

function take(answer: CartAnswer): void {
  $cart.set(answer.response);
  $cartSummary.set(answer.summary);
  $cartLoaded.set(true);
}

function pending(pid: number, on: boolean): void {
  const next = new Set($cartPending.get());
  if (on) next.add(pid);
  else next.delete(pid);
  $cartPending.set(next);
}

// The cart routes through the typed client: a route answer that stops matching CartAnswer fails tsc.
const listCart = () => call('cartList', {});
const putLine = (json: RouteBody<'cartInsert'>) => call('cartInsert', json);
const deleteLine = (pid: number) => call('cartDelete', { pid });
type Change = ReturnType<typeof putLine> | ReturnType<typeof deleteLine>;

/** Reloads the cart from the server (server is the truth). */
export async function refreshCart(): Promise<void> {
  const stillNewest = freshness.reading();
  const res = await listCart();
  if (!stillNewest()) return;
  if (res?.httpStatus === 401) {
    resetCart();
    return;
  }
  if (res && res.status === 1) take(res);
}

export function resetCart(): void {
  freshness.wrote();
  $cart.set([]);
  $cartSummary.set(null);
  $cartLoaded.set(true);
}

export interface CartChange {
  ok: boolean;
  message: string;
}

async function change(pid: number, call: () => Change, failTitle: ToastText, deleting = false): Promise<CartChange> {
  if (!$userId.get()) {
    goToLogin();
    return { ok: false, message: '' };
  }
  pending(pid, true);
  try {
    const res = await call();
    if (!res) {
      showToast('warning', { key: deleting ? 'cartDeleteFailed' : 'cartAddFailed' });
      return { ok: false, message: SHOP_MSG.generic };
    }
    if (res.httpStatus === 401) {
      goToLogin();
      return { ok: false, message: '' };
    }
    if (res.status === 1) {
      freshness.wrote();
      take(res);
      showToast('success', { key: 'cartChanged' }, res.message);
      return { ok: true, message: res.message ?? '' };
    }
    showToast('warning', failTitle, res.message);
    // the refusal may mean our copy is stale (added in another tab, stock changed): re-read it
    void refreshCart();
    return { ok: false, message: res.message ?? SHOP_MSG.generic };
  } finally {
    pending(pid, false);
  }
}

/** Buy: puts the product in the cart at `qty` (its minimum count) with the chosen variant. */
export function addToCart(pid: number, qty: number, aid: number | null | undefined): Promise<CartChange> {
  return change(pid, () => putLine({ pid, qty, aid: aid ?? 0, mode: 'add' satisfies CartMode }), { key: 'shop.failed' });
}

/** Changes a line's quantity; the line keeps its variant. Shows the new quantity at once. */
export async function setLineQuantity(pid: number, qty: number): Promise<CartChange> {
  const before = $cart.get();
  const line = before.find((l) => l.pid === pid);
  if (!line) return { ok: false, message: SHOP_MSG.generic };
  $cart.set(before.map((l) => (l.pid === pid ? { ...l, qty, line_total: l.unit_price * qty, line_points: l.unit_points * qty } : l)));
  const result = await change(pid, () => putLine({ pid, qty, aid: line.aid, mode: 'update' satisfies CartMode }), { key: 'shop.failed' });
  if (!result.ok && $cart.get().find((l) => l.pid === pid)?.qty === qty) $cart.set(before);
  return result;
}

export function removeFromCart(pid: number): Promise<CartChange> {
  return change(pid, () => deleteLine(pid), { key: 'cartDeleteFailed' }, true);
}

/** SPEC §7: cartDelete with pid 0 clears the cart. */
export function clearCart(): Promise<CartChange> {
  return change(0, () => deleteLine(0), { key: 'cartDeleteFailed' }, true);
}

syncWithServer($cart, { load: refreshCart, reset: resetCart });
