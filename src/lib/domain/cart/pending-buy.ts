/**
 * A guest's Buy Now (SPEC §2: a guest who proceeds goes to /login/cart, and the cart is where they
 * come back to). Guests have no server cart, so the item rides in the login link (plain HTML on cards,
 * no script) and is put in the cart once they have logged in; cartInsert prices and checks it then.
 * Only the link is here: it rides in the shared browser chunk of every catalogue page; reading one
 * back is pending-buy-read.ts, which only the login page imports, so only it loads it.
 */
export interface PendingBuy {
  pid: number;
  /** the chosen variant, 0 for none */
  aid: number;
  qty: number;
}

/** What a link or a held copy without a quantity means: one pack (the writer leaves it out, the reader fills it in). */
export const DEFAULT_PACKS = 1;

/**
 * Where a guest's Buy Now goes: the cart's login, carrying the item. One pack and no variant are what
 * the reader assumes, so they are left out: most cards' links then have no `&`, and Astro tries to
 * parse every attribute with one as an absolute URL (a thrown error per card, ~0.1 ms each).
 */
export function loginToBuyHref(item: PendingBuy, loginCart = '/login/cart'): string {
  const q = new URLSearchParams({ buy: String(item.pid) });
  if (item.qty !== DEFAULT_PACKS) q.set('qty', String(item.qty));
  if (item.aid) q.set('aid', String(item.aid));
  return `${loginCart}?${q.toString()}`;
}
