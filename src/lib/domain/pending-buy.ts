/**
 * A guest's Buy Now (SPEC §2: a guest who proceeds goes to /login/cart, and the cart is where they
 * come back to). Guests have no server cart, so the item rides in the login link (plain HTML on cards,
 * no script) and is put in the cart once they have logged in; cartInsert prices and checks it then.
 * No zod here: this rides in the shared browser chunk of every catalogue page (astro.config.mjs).
 */
export interface PendingBuy {
  pid: number;
  /** the chosen variant, 0 for none */
  aid: number;
  qty: number;
}

const MAX_ID = 2 ** 31;

/** A whole number in [min, max] from a link or a stored copy, else null. */
function whole(v: unknown, min: number, max: number): number | null {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The item if every part is one (ids positive, variant 0 or an id, 1 to 999 packs), else null. */
export function pendingBuy(v: { pid?: unknown; aid?: unknown; qty?: unknown } | null | undefined): PendingBuy | null {
  if (!v) return null;
  const pid = whole(v.pid, 1, MAX_ID);
  const aid = v.aid === undefined ? 0 : whole(v.aid, 0, MAX_ID);
  const qty = v.qty === undefined ? 1 : whole(v.qty, 1, 999);
  return pid === null || aid === null || qty === null ? null : { pid, aid, qty };
}

/** Where a guest's Buy Now goes: the cart's login, carrying the item. */
export function loginToBuyHref(item: PendingBuy): string {
  const q = new URLSearchParams({ buy: String(item.pid), qty: String(item.qty) });
  if (item.aid) q.set('aid', String(item.aid));
  return `/login/cart?${q.toString()}`;
}

/** The item of a /login/cart?buy= link, or null when there is none or it is not one of ours. */
export function pendingBuyFrom(params: URLSearchParams): PendingBuy | null {
  if (!params.has('buy')) return null;
  return pendingBuy({ pid: params.get('buy'), aid: params.get('aid') ?? undefined, qty: params.get('qty') ?? undefined });
}
