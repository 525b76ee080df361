/**
 * Special offers tied to reward points (SPEC §2 Offers, §3 Offer), applied to an order. An offer's
 * slab gives ₹X off an order of at least the offer's minimum to a customer whose points balance lies
 * in the slab's range (both edges inclusive). The shopper chooses the slab (the cart and checkout
 * show the ones their balance and cart qualify for, best first); the server checks the choice
 * again with the balance at order time.
 *
 * Combinations, one rule: an order carries at most ONE money discount. A coupon and a points offer
 * do not combine (applying a coupon drops the offer), and a points offer never applies to an order
 * paid with points (it is a discount on money paid). Product slabs (a free product) are shown on
 * /offers but not applied here: the order has no free line yet.
 */
import { formatINR, type Paise } from '../money/money';
import type { PaymentChoice } from '../cart/shipping';
import { said, type Said } from '../i18n/said';

/** The order's offer_type when a points offer gave its discount; offer_value is then the slab id. */
export const POINTS_OFFER_TYPE = 'points_offer';

export interface PointsOfferSlab {
  slab_id: number;
  offer_id: number;
  offer_name: string;
  point_from: number;
  point_to: number;
  discount_type: 'amount' | 'product';
  /** paise off (amount slabs) */
  discount: Paise;
  /** paise: the goods total the order must reach */
  minimum_order_amount: Paise;
}

export interface OfferContext {
  rewardsOn: boolean;
  /** the customer's balance; null when unknown (a guest, or the rewards service did not answer) */
  balance: number | null;
  /** goods at selling prices, before any discount */
  price: Paise;
  payment: PaymentChoice;
  couponApplied: boolean;
}

/** Why this slab cannot discount this order, or null when it can. */
export function pointsOfferProblem(slab: PointsOfferSlab | null | undefined, c: OfferContext): Said | null {
  if (!slab || slab.discount_type !== 'amount' || slab.discount <= 0) return said('srv.offerNotAvailable');
  if (!c.rewardsOn || c.balance === null || c.payment === 'point' || c.couponApplied) return said('srv.offerNotAvailable');
  if (c.balance < slab.point_from || c.balance > slab.point_to) return said('srv.offerNotAvailable');
  if (c.price < slab.minimum_order_amount) return said('srv.offerAddMore', { amount: formatINR(slab.minimum_order_amount - c.price) });
  return null;
}

/** The slabs that can discount this order, the largest discount first (ties: the older offer). */
export function usablePointsOffers(slabs: readonly PointsOfferSlab[], c: OfferContext): PointsOfferSlab[] {
  return slabs.filter((s) => pointsOfferProblem(s, c) === null).sort((a, b) => b.discount - a.discount || a.offer_id - b.offer_id);
}

/** Paise a chosen slab takes off: 0 when it does not apply (anymore), never more than the goods. */
export function pointsOfferOff(slab: PointsOfferSlab | null | undefined, c: OfferContext): Paise {
  return slab && pointsOfferProblem(slab, c) === null ? Math.min(slab.discount, c.price) : 0;
}

/** "Loyalty Bonanza: ₹50.00 off" */
export function pointsOfferLabel(slab: Pick<PointsOfferSlab, 'offer_name' | 'discount'>): string {
  return `${slab.offer_name}: ${formatINR(slab.discount)} off`;
}

/** The discount row's name as a catalogue key, for a page in any language (the order page). */
export function discountLabelKey(o: {
  coupon_code: string | null;
  offerKind: string | null;
}):
  { key: 'invoice.discountCoupon'; params: { code: string } } | { key: 'invoice.discountPoints' | 'invoice.discount'; params?: undefined } {
  if (o.coupon_code) return { key: 'invoice.discountCoupon', params: { code: o.coupon_code } };
  if (o.offerKind === POINTS_OFFER_TYPE) return { key: 'invoice.discountPoints' };
  return { key: 'invoice.discount' };
}

/** How an order's discount row is named on the order page and the invoice. */
export function discountLabel(o: { coupon_code: string | null; offerKind: string | null }): string {
  if (o.coupon_code) return `Discount (${o.coupon_code})`;
  if (o.offerKind === POINTS_OFFER_TYPE) return 'Discount (points offer)';
  return 'Discount';
}
