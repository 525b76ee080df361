import { atom, computed } from 'nanostores';
import { goToLogin } from '../lib/api/client';
import type { GuestLine } from '../lib/domain/cart/cart-merge';
import { call, type RouteBody } from '../lib/api/typed-client';
import type { CartAnswer, CartLine, CartMode, CartSummary } from '../lib/domain/cart/cart-schemas';
import { readsAfterWrites, syncWithServer } from './server-sync';
import { showToast, type ToastText } from './toast';
import { $userId } from './user';
import { persistentAtom } from './persistent';
import { cartLineFromWire } from '../lib/api/cart-wire';

export type { CartLine, CartSummary };

function decodeCart(text: string): CartLine[] {
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return [];
    // a copy written by an older page (or by hand) must not break pricing: keep only whole lines
    return v
      .filter(
        (l): l is CartLine =>
          typeof l === 'object' && l !== null && Number.isInteger(l.pid) && Number.isInteger(l.qty) && Number.isInteger(l.unit_price),
      )
      .map(cartLineFromWire);
  } catch {
    return [];
  }
}

/**
 * The cart lines as the server last priced them, in localStorage under "carts" (SPEC §3): a
 * customer's mirror of their server cart, or a guest's cart itself (priced by cartPrice, kept only
 * here until sign-in merges it into the account's cart: stores/cart-merge.ts).
 */
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
  $cart.set(answer.response.map(cartLineFromWire));
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
const priceLines = (lines: GuestLine[]) => call('cartPrice', { lines });
type Change = ReturnType<typeof putLine> | ReturnType<typeof deleteLine> | ReturnType<typeof priceLines>;

/** A guest is whoever this browser holds no customer for: their cart is this browser's. */
const isGuest = () => !$userId.get();

/** The browser cart's lines as they are sent to be priced or merged (with the price the shopper saw). */
export function guestLines(lines: CartLine[] = $cart.get()): GuestLine[] {
  return lines.map((l) => ({ pid: l.pid, aid: l.aid, qty: l.qty, price: l.unit_price }));
}

/** Reloads the cart from the server (server is the truth); a guest's browser cart is priced again. */
export async function refreshCart(): Promise<void> {
  const stillNewest = freshness.reading();
  const guest = isGuest();
  if (guest && $cart.get().length === 0) {
    $cartLoaded.set(true);
    return;
  }
  const res = await (guest ? priceLines(guestLines()) : listCart());
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

/** Whether the change was taken; what went wrong the shopper has already read in a toast. */
export interface CartChange {
  ok: boolean;
}

async function change(pid: number, call: () => Change, failTitle: ToastText, deleting = false): Promise<CartChange> {
  if (!$userId.get()) {
    goToLogin();
    return { ok: false };
  }
  return send(pid, call, failTitle, deleting);
}

/**
 * A guest's change: the browser cart as it would be, priced by the server first. A line the
 * checkout would refuse (out of stock, over the maximum) is not taken: the cart stays as it was and
 * the shopper reads why, as a customer would from cartInsert.
 */
function guestChange(pid: number, next: GuestLine[], failTitle: ToastText, added = false): Promise<CartChange> {
  const deleting = !next.some((l) => l.pid === pid);
  return send(pid, () => priceLines(next), failTitle, deleting, { guest: true, added });
}

async function send(
  pid: number,
  call: () => Change,
  failTitle: ToastText,
  deleting: boolean,
  as: { guest?: boolean; added?: boolean } = {},
): Promise<CartChange> {
  pending(pid, true);
  try {
    const res = await call();
    if (!res) {
      showToast('warning', { key: deleting ? 'cartDeleteFailed' : 'cartAddFailed' });
      return { ok: false };
    }
    if (res.httpStatus === 401) {
      goToLogin();
      return { ok: false };
    }
    if (res.status === 1) {
      // a guest's changed line as the server priced it: missing (no such product) or with a problem is refused
      const line = as.guest && !deleting ? res.response.find((l) => l.pid === pid) : undefined;
      if (as.guest && !deleting && !line) {
        showToast('warning', failTitle, { key: 'generic' });
        return { ok: false };
      }
      if (line?.problem) {
        showToast('warning', failTitle, line.problem);
        return { ok: false };
      }
      freshness.wrote();
      take(res);
      if ('message' in res && res.message) showToast('success', { key: 'cartChanged' }, res.message);
      else if (as.added) showToast('success', { key: 'cartChanged' }, { key: 'cartAdded' });
      return { ok: true };
    }
    showToast('warning', failTitle, res.message);
    // the refusal may mean our copy is stale (added in another tab, stock changed): re-read it
    void refreshCart();
    return { ok: false };
  } finally {
    pending(pid, false);
  }
}

/** The browser cart with one product's line set (added at the end, or changed in place) or taken out. */
function withLine(pid: number, line: GuestLine | null): GuestLine[] {
  const lines = guestLines();
  if (!line) return lines.filter((l) => l.pid !== pid);
  return lines.some((l) => l.pid === pid) ? lines.map((l) => (l.pid === pid ? line : l)) : [...lines, line];
}

/** Buy: puts the product in the cart at `qty` (its minimum count) with the chosen variant. */
export function addToCart(pid: number, qty: number, aid: number | null | undefined): Promise<CartChange> {
  if (isGuest()) return guestChange(pid, withLine(pid, { pid, aid: aid ?? 0, qty }), { key: 'shop.failed' }, true);
  return change(pid, () => putLine({ pid, qty, aid: aid ?? 0, mode: 'add' satisfies CartMode }), { key: 'shop.failed' });
}

/** Changes a line's quantity; the line keeps its variant. Shows the new quantity at once. */
export async function setLineQuantity(pid: number, qty: number): Promise<CartChange> {
  const before = $cart.get();
  const line = before.find((l) => l.pid === pid);
  if (!line) return { ok: false };
  $cart.set(before.map((l) => (l.pid === pid ? { ...l, qty, line_total: l.unit_price * qty, line_points: l.unit_points * qty } : l)));
  const result = isGuest()
    ? await guestChange(pid, withLine(pid, { pid, aid: line.aid, qty }), { key: 'shop.failed' })
    : await change(pid, () => putLine({ pid, qty, aid: line.aid, mode: 'update' satisfies CartMode }), { key: 'shop.failed' });
  if (!result.ok && $cart.get().find((l) => l.pid === pid)?.qty === qty) $cart.set(before);
  return result;
}

export function removeFromCart(pid: number): Promise<CartChange> {
  if (isGuest()) return guestChange(pid, withLine(pid, null), { key: 'cartDeleteFailed' });
  return change(pid, () => deleteLine(pid), { key: 'cartDeleteFailed' }, true);
}

/** SPEC §7: cartDelete with pid 0 clears the cart. */
export function clearCart(): Promise<CartChange> {
  if (isGuest()) {
    resetCart();
    return Promise.resolve({ ok: true });
  }
  return change(0, () => deleteLine(0), { key: 'cartDeleteFailed' }, true);
}

/** What the server said after a merge (stores/cart-merge.ts): the account's cart, now the mirror. */
export function takeMerged(answer: CartAnswer): void {
  freshness.wrote();
  take(answer);
}

// a guest's browser cart is kept as it is on every page (the cart page prices it again); only a
// logout empties it
syncWithServer($cart, { load: refreshCart, reset: resetCart, guest: () => $cartLoaded.set(true) });
