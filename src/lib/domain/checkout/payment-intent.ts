import { MSG } from '../messages';

/**
 * An online payment intent (the price shown when the shopper pressed Pay, and the stock held for
 * it) is good for this long. A payment that reaches us later is refunded, never turned into an
 * order at a price, deal or coupon that may have ended meanwhile.
 */
export const PAYMENT_INTENT_MINUTES = 15;
export const PAYMENT_INTENT_LIFE_MS = PAYMENT_INTENT_MINUTES * 60_000;

/** When refunded money reaches the shopper: Razorpay's normal refunds (INDIA.md), said in every refusal. */
const MONEY_BACK = 'The money goes back to your original payment method within 5-7 working days';

/**
 * What the shopper is told when money arrives that cannot become an order: what happened, and when
 * the money comes back (RBI: tell the shopper when a failed payment's money returns).
 */
export const PAYMENT_MSG = {
  expired: `Your payment reached us after its ${PAYMENT_INTENT_MINUTES}-minute window had closed, so no order was placed and its prices and stock were released. ${MONEY_BACK}; please place the order again.`,
  replaced: `This payment was for a checkout you had already replaced with a newer one, so no order was placed for it. ${MONEY_BACK}.`,
  accountGone: `This account was deleted before the payment reached us, so no order was placed. ${MONEY_BACK}.`,
  paidTwice: `This order was already paid. Your second payment goes back to your original payment method within 5-7 working days.`,
} as const;

/** A reason the order could not be placed (e.g. "Only 1 left in stock for …"), then what happens to the money. */
export const REFUND_LINE = `{reason}. No order was placed; ${MONEY_BACK.charAt(0).toLowerCase()}${MONEY_BACK.slice(1)}.`;

export function refundLine(reason: string): string {
  return REFUND_LINE.replace('{reason}', reason);
}

/**
 * Why a paid payment could not become an order, as the record keeps it (payment_intent.failure_reason,
 * read by the manager): the true reason, never one case dressed as another.
 */
export const REFUND_REASON = {
  expired: `payment arrived after its ${PAYMENT_INTENT_MINUTES}-minute intent had expired`,
  replaced: 'payment arrived for an intent the shopper had replaced with a newer checkout',
  erased: 'account erased before the payment arrived',
} as const;

/** The shopper's words for a recorded reason: ours by name, anything else (a stock refusal) as its line. */
export function refusalFor(reason: string | null): string {
  if (reason === REFUND_REASON.expired) return PAYMENT_MSG.expired;
  if (reason === REFUND_REASON.replaced) return PAYMENT_MSG.replaced;
  if (reason === REFUND_REASON.erased) return PAYMENT_MSG.accountGone;
  return refundLine(reason ?? MSG.paymentFailed);
}
