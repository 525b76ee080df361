import { z } from 'zod';

/**
 * A guest's Buy Now (SPEC §2: a guest who proceeds goes to /login/cart, and the cart is where they
 * come back to). Guests have no server cart, so the item rides in the login link (plain HTML on cards,
 * no script) and is put in the cart once they have logged in; the server prices and checks it then.
 */
export interface PendingBuy {
  pid: number;
  /** the chosen variant, 0 for none */
  aid: number;
  qty: number;
}

const id = z.coerce.number().int().positive().max(2 ** 31);
export const pendingBuySchema = z.object({
  pid: id,
  aid: z.coerce.number().int().min(0).max(2 ** 31).default(0),
  qty: z.coerce.number().int().positive().max(999).default(1),
});

/** Where a guest's Buy Now goes: the cart's login, carrying the item. */
export function loginToBuyHref(item: PendingBuy): string {
  const q = new URLSearchParams({ buy: String(item.pid), qty: String(item.qty) });
  if (item.aid) q.set('aid', String(item.aid));
  return `/login/cart?${q.toString()}`;
}

/** The item of a /login/cart?buy= link, or null when there is none or it is not one of ours. */
export function pendingBuyFrom(params: URLSearchParams): PendingBuy | null {
  if (!params.has('buy')) return null;
  const parsed = pendingBuySchema.safeParse({
    pid: params.get('buy'),
    aid: params.get('aid') ?? undefined,
    qty: params.get('qty') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
