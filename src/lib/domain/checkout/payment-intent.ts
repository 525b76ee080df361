import { isSaid, said, type Said, type SaidParam } from '../i18n/said';

/**
 * An online payment intent (the price shown when the shopper pressed Pay, and the stock held for
 * it) is good for this long. A payment that reaches us later is refunded, never turned into an
 * order at a price, deal or coupon that may have ended meanwhile.
 */
export const PAYMENT_INTENT_MINUTES = 15;
export const PAYMENT_INTENT_LIFE_MS = PAYMENT_INTENT_MINUTES * 60_000;

/**
 * A reason the order could not be placed (e.g. "Only 1 left in stock for …"), then what happens to
 * the money: srv.refundLine, in the shopper's language.
 */
export function refundLine(reason: SaidParam): Said {
  return said('srv.refundLine', { reason });
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

/**
 * A refusal kept as the record's reason: the said message as JSON (key and params), so the words are
 * made in the reader's language when it is shown, never read back out of an English sentence.
 */
export function recordedRefusal(refusal: Said): string {
  return JSON.stringify(refusal);
}

/** A recorded reason that is a refusal kept by recordedRefusal; null for ours by name or a row from before. */
export function refusalRecorded(reason: string | null): Said | null {
  if (!reason?.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(reason);
    return isSaid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What the shopper is told for a recorded reason: ours by name, a kept refusal as its line (older rows: their text). */
export function refusalFor(reason: string | null): Said {
  if (reason === REFUND_REASON.expired) return said('srv.paymentExpired');
  if (reason === REFUND_REASON.replaced) return said('srv.paymentReplaced');
  if (reason === REFUND_REASON.erased) return said('srv.accountGone');
  return refundLine(refusalRecorded(reason) ?? reason ?? said('paymentFailed'));
}
