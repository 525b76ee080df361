import { DEFAULT_PACKS, type PendingBuy } from './pending-buy';

/* Reads a guest's Buy Now item back, from the login link or the browser's held copy. No zod: the
   login page's island is the only browser code that needs this, and it is a handful of checks. */

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
  const qty = v.qty === undefined ? DEFAULT_PACKS : whole(v.qty, 1, 999);
  return pid === null || aid === null || qty === null ? null : { pid, aid, qty };
}

/** The item of a /login/cart?buy= link, or null when there is none or it is not one of ours. */
export function pendingBuyFrom(params: URLSearchParams): PendingBuy | null {
  if (!params.has('buy')) return null;
  return pendingBuy({ pid: params.get('buy'), aid: params.get('aid') ?? undefined, qty: params.get('qty') ?? undefined });
}
