import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The cart and wishlist stores read the server's copy when a page opens. That read can be answered
 * after the shopper (or an order) has already changed the list; these tests hold answers back and
 * release them out of order.
 */

interface Held {
  path: string;
  body: unknown;
  answer: (value: Record<string, unknown>) => void;
}
let held: Held[];

vi.mock('../../src/lib/api/client', () => ({
  api: (path: string, init: { body?: unknown } = {}) =>
    new Promise((resolve) => held.push({ path, body: init.body, answer: (v) => resolve({ httpStatus: 200, ...v }) })),
  goToLogin: () => undefined,
}));

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
const settle = () => new Promise((r) => setTimeout(r, 0));
const line = (pid: number, qty: number) => ({
  id: pid,
  pid,
  aid: 0,
  qty,
  unit_price: 100,
  unit_points: 1,
  line_total: 100 * qty,
  line_points: qty,
});
const summary = { shipping: [] };

function take(path: string): Held {
  const i = held.findIndex((h) => h.path === path);
  expect(i, `a request to ${path} is waiting`).toBeGreaterThanOrEqual(0);
  return held.splice(i, 1)[0]!;
}

beforeEach(() => {
  vi.resetModules();
  held = [];
  storage = new MemoryStorage();
  storage.setItem('UserId', '7');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { addEventListener: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart store: a late read never undoes a newer change', () => {
  it('an order that empties the cart while the page is still reading it keeps the cart empty', async () => {
    storage.setItem('carts', JSON.stringify([line(5, 2)]));
    const { $cart, resetCart } = await import('../../src/stores/cart');
    const stop = $cart.listen(() => undefined); // the page's first island: reads the server's cart
    await settle();
    const firstRead = take('cartList');

    resetCart(); // the online payment was verified; the order's batch emptied the server cart
    firstRead.answer({ status: 1, response: [line(5, 2)], summary }); // answered late, from before the order
    await settle();

    expect($cart.get()).toEqual([]);
    expect(storage.getItem('carts')).toBe('[]');
    stop();
  });

  it('an add answered before the page read lands keeps the added line', async () => {
    const { $cart, addToCart } = await import('../../src/stores/cart');
    const stop = $cart.listen(() => undefined);
    await settle();
    const firstRead = take('cartList');

    const adding = addToCart(9, 1, 0);
    take('cartInsert').answer({ status: 1, message: 'Added', response: [line(9, 1)], summary });
    expect((await adding).ok).toBe(true);
    firstRead.answer({ status: 1, response: [], summary });
    await settle();

    expect($cart.get().map((l) => l.pid)).toEqual([9]);
    stop();
  });

  it('a read sent after the last change is taken as the truth', async () => {
    const { $cart, refreshCart } = await import('../../src/stores/cart');
    const reading = refreshCart();
    take('cartList').answer({ status: 1, response: [line(3, 4)], summary });
    await reading;
    expect($cart.get().map((l) => [l.pid, l.qty])).toEqual([[3, 4]]);
  });
});

describe('wishlist store: a late read never undoes a newer change', () => {
  it('a heart tapped while the page reads the list stays on, and the items are read again', async () => {
    const { $wishlist, $wishlistItems, addToWishlist } = await import('../../src/stores/wishlist');
    const stop = $wishlist.listen(() => undefined);
    await settle();
    const firstRead = take('wishlist');

    const adding = addToWishlist(11);
    take('wishlistAdd').answer({ status: 1, message: 'Added', ids: [11] });
    expect(await adding).toBe(true);
    firstRead.answer({ status: 1, response: [], now: 1 });
    await settle();
    expect($wishlist.get()).toEqual([11]);

    // the stale answer was not used; a fresh read fills in the items for /wishlist
    take('wishlist').answer({ status: 1, response: [{ id: 11 }], now: 2 });
    await settle();
    expect($wishlistItems.get()?.map((i) => i.id)).toEqual([11]);
    expect($wishlist.get()).toEqual([11]);
    stop();
  });
});

describe('coupon store: a late recheck never undoes a newer choice', () => {
  const save10 = { code: 'SAVE10', offer_type: 'percentage', discount: 10, max_discount: 0, Details: '10% off' };

  it('a coupon removed while the cart page rechecks it stays removed', async () => {
    storage.setItem('coupon', JSON.stringify(save10));
    const { $coupon, recheckCoupon, removeCoupon } = await import('../../src/stores/coupon');
    const rechecking = recheckCoupon(); // the cart changed
    removeCoupon(); // the shopper taps remove before the answer
    take('promocodeCheck').answer({ status: 1, message: 'Valid', response: save10 });
    await rechecking;
    expect($coupon.get()).toBeNull();
    expect(storage.getItem('coupon')).toBe('null');
  });

  it('a recheck answered with no change in between keeps or drops the coupon as the server says', async () => {
    storage.setItem('coupon', JSON.stringify(save10));
    const { $coupon, recheckCoupon } = await import('../../src/stores/coupon');
    const kept = recheckCoupon();
    take('promocodeCheck').answer({ status: 1, message: 'Valid', response: save10 });
    await kept;
    expect($coupon.get()?.code).toBe('SAVE10');

    const dropped = recheckCoupon();
    take('promocodeCheck').answer({ status: 0, message: 'Minimum order value not reached' });
    await dropped;
    expect($coupon.get()).toBeNull();
  });
});
