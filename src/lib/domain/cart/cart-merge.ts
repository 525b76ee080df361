/**
 * A guest's cart lives in the browser (SPEC §3 `carts`); when the guest signs in it joins the
 * account's cart on the server, each line checked again against the catalogue as it is now. What
 * changed on the way is told to the shopper by catalogue key (en/kn/hi), never in words the server
 * made up.
 */
import { formatINR } from '../money/money';
import { isAvailable, unitPrice } from '../catalogue/pricing';
import { fitQuantity } from './quantity';
import type { Attribute, ProductCard } from '../types';

/** A browser cart line as it is sent to be priced or merged. */
export interface GuestLine {
  pid: number;
  /** the chosen variant, 0 for none */
  aid: number;
  qty: number;
  /** the unit price (paise) the shopper last saw for it, to say when it changed */
  price?: number;
}

export const MERGE_CHANGE_KEYS = ['cartMerge.priceChanged', 'cartMerge.capped', 'cartMerge.raised', 'cartMerge.unavailable'] as const;
export type MergeChangeKey = (typeof MERGE_CHANGE_KEYS)[number];

/** One thing that changed for one line; `message` is said in the shopper's language by the API. */
export interface MergeChange {
  pid: number;
  code: MergeChangeKey;
  params: Record<string, string | number>;
  message: string;
}

/** What the merge writes for one line (null: nothing, the line is left out) and why it differs. */
export interface MergePlan {
  line: { pid: number; aid: number; qty: number } | null;
  changes: Omit<MergeChange, 'message'>[];
}

/**
 * One browser line joining the account's cart. The quantity is never a sum: a product already in
 * the account's cart in the same pack keeps the larger of the two quantities, and a different pack
 * gives way to the browser's (the one chosen last). So merging the same browser cart twice (a double
 * submit, two tabs signing in at once, a retry after a lost answer) writes the same cart again.
 * Then today's rules: available, within minimum, maximum, stock and deal units.
 */
export function planMergeLine(
  product: ProductCard | null,
  guest: GuestLine,
  account: { aid: number; qty: number } | null,
  now: number,
): MergePlan {
  const attribute: Attribute | null | undefined = !product
    ? undefined
    : guest.aid
      ? product.attributes.find((a) => a.id === guest.aid)
      : null;
  if (!product || attribute === undefined || !isAvailable(product)) {
    return { line: null, changes: [{ pid: guest.pid, code: 'cartMerge.unavailable', params: {} }] };
  }
  const wanted = account && account.aid === guest.aid ? Math.max(account.qty, guest.qty) : guest.qty;
  const unit = unitPrice(product, attribute, now);
  const fit = fitQuantity(product, wanted, { deal: unit.deal });
  if (!fit) return { line: null, changes: [{ pid: guest.pid, code: 'cartMerge.unavailable', params: {} }] };

  const changes: MergePlan['changes'] = [];
  if (guest.price !== undefined && guest.price !== unit.selling) {
    changes.push({
      pid: guest.pid,
      code: 'cartMerge.priceChanged',
      params: { price: formatINR(unit.selling), was: formatINR(guest.price) },
    });
  }
  if (fit.capped) changes.push({ pid: guest.pid, code: 'cartMerge.capped', params: { qty: fit.qty } });
  if (fit.raised) changes.push({ pid: guest.pid, code: 'cartMerge.raised', params: { qty: fit.qty } });
  return { line: { pid: guest.pid, aid: attribute ? attribute.id : 0, qty: fit.qty }, changes };
}
