/**
 * The checkout's numbers as the page previews them: the cart store priced at `now` (a deal may end
 * while the page is open), the coupon, the payment the shopper may use, and the domain's
 * orderTotals() — the same assembly the server's checkout-plan.ts makes and compares with.
 */
import { cartTotals, type PricedLine } from '../lib/domain/cart/cart-total';
import { applyCoupon } from '../lib/domain/checkout/coupon';
import { orderTotals, type OrderTotals } from '../lib/domain/orders/order-totals';
import { checkPointsPayment, pointsOptionOffered } from '../lib/domain/loyalty/points';
import { pointsOfferOff, type PointsOfferSlab } from '../lib/domain/loyalty/points-offer';
import type { PaymentChoice } from '../lib/domain/cart/shipping';
import type { ShippingOption } from '../lib/domain/types';
import { $cart, type CartLine } from './cart';
import { $deliveryMode, $pickedPay } from './checkout-state';
import { $coupon } from './coupon';
import { $payType } from './pay-type';
import { $chosenOffer, $pointsOffers } from './points-offers';

/** What the page was rendered with: store rules and the customer's balance. */
export interface CheckoutConfig {
  rewards: boolean;
  onlinePayment: boolean;
  rewardBalance: number;
  shippingOptions: ShippingOption[];
  /** pincodes some branch delivers to */
  serviceable: ReadonlySet<string>;
}

export interface PreviewLine {
  pid: number;
  aid: number;
  qty: number;
  /** unit selling price now, paise */
  price: number;
  /** unit points now */
  points: number;
  packName: string;
}

export interface CheckoutPreview {
  cart: CartLine[];
  priced: PricedLine[];
  lines: PreviewLine[];
  totals: OrderTotals;
  /** what this order is paid with: the shopper's pick when allowed, else cash */
  pay: PaymentChoice | null;
  pointsAllowed: boolean;
  /** why points are not offered, as a catalogue key (the page says it) */
  pointsNote: { key: 'points.couponApplied' | 'rewardZero' | 'points.short'; points?: number } | null;
  couponCode: string | null;
  /** the points offer this order uses */
  offer: PointsOfferSlab | null;
  nextPriceChange: number | null;
}

export function checkoutPreview(c: CheckoutConfig, now: number): CheckoutPreview {
  const cart = $cart.get();
  const coupon = $coupon.get();
  const priced = cartTotals(
    cart.map((l) => ({ product: { ...l, id: l.pid }, attribute: l.attribute, qty: l.qty })),
    now,
  );

  // SPEC §4: points only while rewards are on and no coupon is applied; we also need enough of them
  const pointsCheck = checkPointsPayment(c.rewardBalance, priced.points);
  const pointsOffered = pointsOptionOffered({ rewardsOn: c.rewards, couponApplied: coupon !== null });
  const pointsAllowed = pointsOffered && pointsCheck.ok;
  const pointsNote: CheckoutPreview['pointsNote'] = !c.rewards
    ? null
    : !pointsOffered
      ? { key: 'points.couponApplied' }
      : pointsCheck.ok
        ? null
        : { key: pointsCheck.key, points: pointsCheck.points };

  // the radio the shopper picked, else the cart's choice (cash unless the points modal said points)
  const wanted = $pickedPay.get() ?? ($payType.get() === 'point' ? 'point' : 'cash');
  const pay: PaymentChoice = wanted === 'point' && !pointsAllowed ? 'cash' : wanted === 'online' && !c.onlinePayment ? 'cash' : wanted;

  // issue 20: the offer chosen in the cart, while it still applies to this payment and cart
  const offers = $pointsOffers.get();
  const offerContext = { rewardsOn: c.rewards, balance: offers.balance, price: priced.total, payment: pay, couponApplied: coupon !== null };
  const chosen = offers.slabs.find((s) => s.slab_id === $chosenOffer.get()) ?? null;
  const offerOff = pointsOfferOff(chosen, offerContext);

  const totals = orderTotals({
    lines: priced.lines,
    couponOff: coupon ? applyCoupon(coupon, priced.total).off : 0,
    offerOff,
    deliveryMode: $deliveryMode.get(),
    payment: pay,
    shippingOptions: c.shippingOptions,
    rewardsOn: c.rewards,
  });

  return {
    cart,
    priced: priced.lines,
    lines: cart.map((l, i) => ({
      pid: l.pid,
      aid: l.aid,
      qty: l.qty,
      price: priced.lines[i]!.unit.selling,
      points: priced.lines[i]!.unit.points,
      packName: l.attribute?.name ?? '',
    })),
    totals,
    pay,
    pointsAllowed,
    pointsNote,
    couponCode: coupon?.code ?? null,
    offer: offerOff > 0 ? chosen : null,
    nextPriceChange: priced.nextPriceChange,
  };
}
