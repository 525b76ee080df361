import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginToBuyHref } from '../../src/lib/domain/cart/pending-buy';
import { pendingBuyFrom } from '../../src/lib/domain/cart/pending-buy-read';

const params = (href: string) => new URL(href, 'https://shop.test').searchParams;

describe("a guest's Buy Now link (SPEC §2: to /login/cart, back to the cart)", () => {
  it.each([
    [{ pid: 12, aid: 0, qty: 1 }, '/login/cart?buy=12'],
    [{ pid: 12, aid: 0, qty: 3 }, '/login/cart?buy=12&qty=3'],
    [{ pid: 7, aid: 31, qty: 1 }, '/login/cart?buy=7&aid=31'],
    [{ pid: 7, aid: 31, qty: 2 }, '/login/cart?buy=7&qty=2&aid=31'],
  ])('%j → %s, and back', (item, href) => {
    expect(loginToBuyHref(item)).toBe(href);
    expect(pendingBuyFrom(params(href))).toEqual(item);
  });

  it.each([
    ['/login/cart', null],
    ['/login/cart?buy=abc', null],
    ['/login/cart?buy=0', null],
    ['/login/cart?buy=-3', null],
    ['/login/cart?buy=5&qty=0', null],
    ['/login/cart?buy=5&qty=1.5', null],
    ['/login/cart?buy=5&aid=x', null],
    ['/login/cart?buy=5', { pid: 5, aid: 0, qty: 1 }],
  ])('%s reads as %j', (href, want) => {
    expect(pendingBuyFrom(params(href))).toEqual(want);
  });
});

describe('the held Buy Now item', () => {
  let items: Map<string, string>;
  let fetched: { url: string; body: unknown }[];
  beforeEach(() => {
    items = new Map();
    fetched = [];
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      fetched.push({ url, body: JSON.parse(init.body) });
      return new Response(JSON.stringify({ status: 1, message: 'Cart updated' }), { headers: { 'content-type': 'application/json' } });
    });
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = () => import('../../src/stores/pending-buy');

  it('goes in the cart once, after login, through cartInsert', async () => {
    const { holdPendingBuy, placePendingBuy, $pendingBuy } = await load();
    holdPendingBuy({ pid: 9, aid: 2, qty: 3 }, 1_000);
    expect(JSON.parse(items.get('pendingBuy')!)).toMatchObject({ pid: 9, aid: 2, qty: 3 });
    expect(await placePendingBuy(2_000)).toBe(true);
    expect(fetched).toEqual([{ url: '/api/cartInsert', body: { pid: 9, qty: 3, aid: 2, mode: 'add' } }]);
    expect($pendingBuy.get()).toBeNull();
    expect(await placePendingBuy(3_000)).toBe(false);
    expect(fetched).toHaveLength(1);
  });

  it('is dropped when older than an hour', async () => {
    const { holdPendingBuy, placePendingBuy, PENDING_BUY_MS } = await load();
    holdPendingBuy({ pid: 9, aid: 0, qty: 1 }, 0);
    expect(await placePendingBuy(PENDING_BUY_MS + 1)).toBe(false);
    expect(fetched).toHaveLength(0);
  });

  it.each(['{bad', '{"pid":"x","at":1}', '{"pid":4,"aid":0,"qty":1}', 'null'])('a bad copy %s reads as nothing held', async (text) => {
    items.set('pendingBuy', text);
    const { $pendingBuy, placePendingBuy } = await load();
    expect($pendingBuy.get()).toBeNull();
    expect(await placePendingBuy()).toBe(false);
  });
});
