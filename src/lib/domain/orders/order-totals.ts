/**
 * SPEC §4/§9 the order's numbers, assembled in one place for the cart, the checkout preview and the
 * server's checkout: MRP total and savings for the shopper, the coupon, the points offer, delivery,
 * what is payable and the loyalty points it earns. Integer paise throughout.
 *
 *   price (goods at selling prices) − coupon − offer = goods paid for
 *   payable = goods paid for + shipping, or 0 when paying with points
 */
import type { Paise } from '../money/money';
import type { DeliveryMode } from '../checkout/delivery-mode';
import { pointsEarned } from '../loyalty/points';
import { shippingCharge, type PaymentChoice } from '../cart/shipping';
import type { ShippingOption } from '../types';

/** One line as priced: qty and its unit (cart-total.ts priceLine, or a planned order line). */
export interface TotalsLine {
  qty: number;
  unit: { selling: Paise; mrp: Paise; points: number };
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  /** paise the coupon takes off the goods (coupon.ts applyCoupon().off), 0 without one */
  couponOff?: Paise;
  /** paise a points offer slab takes off the goods, 0 without one */
  offerOff?: Paise;
  deliveryMode: DeliveryMode;
  payment: PaymentChoice;
  shippingOptions: readonly ShippingOption[];
  rewardsOn: boolean;
  /** an order re-priced at packing keeps the delivery charge it was placed with (packing.ts) */
  shippingAsPlaced?: Paise;
}

export interface OrderTotals {
  /** goods at MRP */
  mrp: Paise;
  /** goods at selling prices (the SPEC's cart total, before any coupon) */
  price: Paise;
  /** mrp − price: what the shop's prices save */
  savings: Paise;
  coupon: Paise;
  offer: Paise;
  /** price − coupon − offer */
  goods: Paise;
  shipping: Paise;
  /** what the shopper pays in money (SPEC "amount"); 0 for a points order */
  payable: Paise;
  /** points the goods cost when paying with points */
  points: number;
  /** loyalty points a cash/online order earns when completed */
  pointsEarned: number;
}

export function orderTotals(i: OrderTotalsInput): OrderTotals {
  let mrp = 0;
  let price = 0;
  let points = 0;
  for (const l of i.lines) {
    mrp += l.unit.mrp * l.qty;
    price += l.unit.selling * l.qty;
    points += l.unit.points * l.qty;
  }
  const byPoints = i.payment === 'point';
  // a points order pays nothing in money, so no money discount applies to it
  const coupon = byPoints ? 0 : Math.min(Math.max(0, i.couponOff ?? 0), price);
  const offer = byPoints ? 0 : Math.min(Math.max(0, i.offerOff ?? 0), price - coupon);
  const goods = price - coupon - offer;
  // the delivery threshold reads the cart total before any discount, so a discount never adds a fee
  const shipping =
    i.shippingAsPlaced ??
    shippingCharge({
      total: price,
      deliveryMode: i.deliveryMode,
      payment: i.payment,
      options: i.shippingOptions,
    });
  return {
    mrp,
    price,
    savings: Math.max(0, mrp - price),
    coupon,
    offer,
    goods,
    shipping,
    payable: byPoints ? 0 : goods + shipping,
    points,
    pointsEarned: i.rewardsOn && !byPoints ? pointsEarned(goods) : 0,
  };
}
