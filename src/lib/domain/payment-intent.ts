/**
 * An online payment intent (the price shown when the shopper pressed Pay, and the stock held for
 * it) is good for this long. A payment that reaches us later is refunded, never turned into an
 * order at a price, deal or coupon that may have ended meanwhile.
 */
export const PAYMENT_INTENT_MINUTES = 15;
export const PAYMENT_INTENT_LIFE_MS = PAYMENT_INTENT_MINUTES * 60_000;

export const PAYMENT_MSG = {
  expired: `Your payment session ended before the payment reached us (it lasts ${PAYMENT_INTENT_MINUTES} minutes, and a new checkout replaces it), so its prices and stock were released. Your payment will be refunded; please place the order again.`,
  accountGone: 'This account no longer exists. Your payment will be refunded.',
  paidTwice: 'This order was already paid. Your second payment will be refunded.',
} as const;
