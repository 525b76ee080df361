import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage stand-in: the browser's localStorage as far as the stores use it. */
class MemoryStorage {
  private items = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

type Listener = (e: Record<string, unknown>) => void;
let storage: MemoryStorage;
let listeners: Map<string, Listener[]>;
const fire = (type: string, e: Record<string, unknown>) => (listeners.get(type) ?? []).forEach((l) => l(e));

async function load() {
  vi.resetModules();
  return import('../../src/stores/persistent');
}

const json = { encode: JSON.stringify, decode: (t: string) => JSON.parse(t) as number[] };

beforeEach(() => {
  storage = new MemoryStorage();
  listeners = new Map();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', {
    addEventListener: (type: string, l: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), l]),
    removeEventListener: (type: string, l: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((x) => x !== l),
      ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('persistentAtom (browser copies of cart, wishlist, user)', () => {
  it('starts from the stored copy, or the default when there is none', async () => {
    storage.setItem('carts', '[1,2]');
    const { persistentAtom } = await load();
    expect(persistentAtom('carts', [], json).get()).toEqual([1, 2]);
    expect(persistentAtom('wishlist', [], json).get()).toEqual([]);
  });

  it('writes every change to localStorage', async () => {
    const { persistentAtom } = await load();
    const store = persistentAtom<number[]>('wishlist', [], json);
    store.set([7]);
    expect(storage.getItem('wishlist')).toBe('[7]');
    expect(store.get()).toEqual([7]);
  });

  it('treats a copy it cannot read as absent instead of breaking every island', async () => {
    storage.setItem('data', '{not json');
    const { persistentAtom } = await load();
    expect(persistentAtom('data', null, { encode: JSON.stringify, decode: JSON.parse }).get()).toBeNull();
  });

  it('treats a bad copy written by another tab as absent too', async () => {
    const { persistentAtom } = await load();
    const cart = persistentAtom<number[]>('carts', [4], json);
    const off = cart.listen(() => {});
    storage.setItem('carts', '[1,');
    fire('storage', { storageArea: storage, key: 'carts', newValue: '[1,' });
    expect(cart.get()).toEqual([4]);
    off();
  });

  it('each store survives a bad copy of its own key at page load', async () => {
    for (const [key, text] of <[string, string][]>[
      ['carts', '{"pid":'],
      ['wishlist', 'nope'],
      ['data', '{'],
      ['UserId', ''],
      ['payType', 'bitcoin'],
      ['coupon', '[[['],
    ]) {
      storage.setItem(key, text);
    }
    vi.resetModules();
    const [{ $cart }, { $wishlist }, { $user }, { $payType }, { $coupon }] = await Promise.all([
      import('../../src/stores/cart'),
      import('../../src/stores/wishlist'),
      import('../../src/stores/user'),
      import('../../src/stores/pay-type'),
      import('../../src/stores/coupon'),
    ]);
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toEqual([]);
    expect($user.get()).toBeNull();
    expect($payType.get()).toBe('cash');
    expect($coupon.get()).toBeNull();
  });

  it('keeps the value in memory when storage refuses writes', async () => {
    const { persistentAtom } = await load();
    const store = persistentAtom<number[]>('carts', [], json);
    storage.failWrites = true;
    store.set([3]);
    expect(store.get()).toEqual([3]);
  });

  it('follows changes made in another tab, and a cleared storage, while an island watches', async () => {
    const { persistentAtom, asText } = await load();
    const userId = persistentAtom('UserId', '', asText);
    userId.listen(() => {});
    storage.setItem('UserId', '42');
    fire('storage', { storageArea: storage, key: 'UserId', newValue: '42' });
    expect(userId.get()).toBe('42');
    fire('storage', { storageArea: storage, key: 'other', newValue: 'x' });

    expect(userId.get()).toBe('42');
    storage.clear();
    fire('storage', { storageArea: storage, key: null, newValue: null });
    expect(userId.get()).toBe('');
  });

  it('re-reads when the page comes back from the back/forward cache', async () => {
    const { persistentAtom } = await load();
    const cart = persistentAtom<number[]>('carts', [], json);
    cart.listen(() => {});
    storage.setItem('carts', '[9]'); // another page of this tab changed it
    fire('pageshow', { persisted: true });
    expect(cart.get()).toEqual([9]);
  });

  it('works where there is no storage at all (server render)', async () => {
    vi.unstubAllGlobals();
    const { persistentAtom } = await load();
    const store = persistentAtom<number[]>('carts', [5], json);
    expect(store.get()).toEqual([5]);
    store.set([6]);
    expect(store.get()).toEqual([6]);
  });
});
