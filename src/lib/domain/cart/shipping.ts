/**
 * SPEC §9 shipping: when the cart total, rounded to whole rupees, exceeds ₹1000 the FIRST shipping
 * option applies, otherwise the SECOND. Nothing is charged for store pickup (flag 1) or points
 * payments. The grand total is order-totals.ts orderTotals().payable. The threshold is read on the
 * cart total before the coupon (the SPEC's "cart total"), so a coupon never adds a delivery fee.
 */
import { formatINR, type Paise } from '../money/money';
import type { ShippingOption } from '../types';
import type { DeliveryMode } from '../checkout/delivery-mode';
import { said, type Said } from '../i18n/said';

/**
 * ₹1000: above this (rounded rupees) the first option applies. The seeded first option is free, so
 * this is the store's one free-delivery promise: the home's benefit strip, the cart's note, the FAQ
 * and the checkout's charge all read it (issue 34; SPEC §9's "Free delivery note: orders over 100
 * rupees" contradicted the rule that decides the charge, see docs/spec-differences.md).
 */
export const SHIPPING_THRESHOLD_RUPEES = 1000;

/** The free-delivery threshold in paise, as the promises print it (₹1,000.00). */
export const FREE_DELIVERY_ABOVE: Paise = SHIPPING_THRESHOLD_RUPEES * 100;

export type PaymentChoice = 'cash' | 'point' | 'online';

/** Rounded rupees, half up (₹1000.49 → 1000, ₹1000.50 → 1001). */
export function roundedRupees(total: Paise): number {
  return Math.round(total / 100);
}

export function shippingOptionFor<T extends ShippingOption>(total: Paise, options: readonly T[]): T | null {
  const option = roundedRupees(total) > SHIPPING_THRESHOLD_RUPEES ? options[0] : options[1];
  return option ?? null;
}

export interface ShippingInput {
  /** cart total before the coupon, paise */
  total: Paise;
  deliveryMode: DeliveryMode;
  payment: PaymentChoice;
  options: readonly ShippingOption[];
}

export function shippingCharge(input: ShippingInput): Paise {
  if (input.deliveryMode === 'pickup' || input.payment === 'point') return 0;
  return shippingOptionFor(input.total, input.options)?.price ?? 0;
}

/**
 * The free-delivery note under the cart total. The SPEC's benefit strip promises free delivery over
 * ₹100 but its shipping rule charges the second option up to ₹1000; the note follows the rule that
 * is actually applied, so it never promises what the bill will not honour.
 */
export function freeDeliveryNote(total: Paise, options: readonly ShippingOption[]): Said | null {
  const hint = freeDeliveryHint(total, options);
  if (!hint) return null;
  if (hint.key === 'cart.freeDeliveryYay') return said('srv.freeDelivery');
  return said('srv.freeDeliveryAdd', { threshold: hint.above, amount: hint.more });
}

/**
 * The same note as a catalogue key and its amounts, for a page in another language. "Add" is in
 * whole rupees, rounded up, so that it adds up with the promise a shopper reads: a ₹159.00 cart is
 * told to add ₹842.00 (₹1,001.00, above ₹1,000.00), not ₹841.50, the exact least amount the
 * rounding of the rule would accept.
 */
export function freeDeliveryHint(
  total: Paise,
  options: readonly ShippingOption[],
): { key: 'cart.freeDeliveryYay' } | { key: 'cart.freeDeliveryAdd'; above: string; more: string } | null {
  const free = options[0];
  const below = options[1];
  if (!free || free.price !== 0 || !below || below.price === 0) return null;
  if (roundedRupees(total) > SHIPPING_THRESHOLD_RUPEES) return { key: 'cart.freeDeliveryYay' };
  // the least whole rupees that take the rounded total above the threshold (₹1000.50 is the least
  // total that rounds above it): ₹159.00 → ₹842.00, ₹1000.49 → ₹1.00
  const needed = Math.ceil((FREE_DELIVERY_ABOVE + 50 - total) / 100) * 100;
  return { key: 'cart.freeDeliveryAdd', above: formatINR(FREE_DELIVERY_ABOVE), more: formatINR(needed) };
}

/** The catalogue name of the option the rule picked: SPEC §9's first (above the threshold) or second. */
export function shippingOptionKey(
  option: ShippingOption,
  options: readonly ShippingOption[],
): 'ship.aboveThreshold' | 'ship.belowThreshold' {
  return options[0] && option.id === options[0].id ? 'ship.aboveThreshold' : 'ship.belowThreshold';
}
