/**
 * What an unpaid online payment may hold (issue 26 item 2). Pressing Pay takes the cart's units off
 * the shelf (and a place in the slot) for the intent's life, so that nobody pays for goods that are
 * gone; without limits one account could hold a whole shelf with payments it never makes, and other
 * shoppers, cash on delivery included, would be told "out of stock".
 *
 * The caps are set where a household does not reach them (our choice, SECURITY.md): 24 packs of one
 * product is more than a family buys of one thing in a month, and 100 packs in one basket more than
 * a family's whole month of groceries (60-80 packs). Above them the shopper can still pay cash on
 * delivery, which holds nothing until the order is placed.
 */
import { PAYMENT_INTENT_LIFE_MS } from './payment-intent';
import { said, type Said } from '../i18n/said';

export const UNPAID_HOLD_CAPS = {
  /** units one line (a product in one size) of an unpaid intent may hold */
  lineUnits: 24,
  /** units all lines of an unpaid intent may hold together */
  totalUnits: 100,
  /** online payments one customer may start in any hour (retries after a declined card or UPI included) */
  intentsPerHour: 6,
} as const;

export const HOUR_MS = 60 * 60_000;

/** SPEC §8 has no words for these: catalogue texts (srv.unpaidHold*), each saying what still works. */
export const UNPAID_HOLD_MSG = {
  line: 'You can pay online for at most {max} of {name} in one order. Please lower the quantity or choose cash on delivery.',
  total: 'You can pay online for at most {max} items in one order. Please remove some or choose cash on delivery.',
  tooManyMinute: 'Too many online payments started this hour. Please try again in 1 minute or choose cash on delivery.',
  tooManyMinutes: 'Too many online payments started this hour. Please try again in {n} minutes or choose cash on delivery.',
} as const;

/** The first cap an unpaid intent of these lines would pass, in the shopper's words; null when it holds within them. */
export function unpaidHoldProblem(lines: readonly { name: string; qty: number }[]): Said | null {
  const { lineUnits, totalUnits } = UNPAID_HOLD_CAPS;
  const long = lines.find((l) => l.qty > lineUnits);
  if (long) return said('srv.unpaidHoldLine', { max: lineUnits, name: long.name });
  const units = lines.reduce((sum, l) => sum + l.qty, 0);
  return units > totalUnits ? said('srv.unpaidHoldTotal', { max: totalUnits }) : null;
}

export function tooManyPaymentsMessage(minutesLeft: number): Said {
  const n = Math.max(1, Math.ceil(minutesLeft));
  return n === 1 ? said('srv.tooManyPaymentsMinute') : said('srv.tooManyPaymentsMinutes', { n });
}

/**
 * When a new intent's hold ends: its own 15 minutes, but never past the end of the hold it replaces.
 * A press of Pay while an earlier intent of the same customer is still in its life (open, replaced,
 * or declined) continues that hold; only once it has ended does a press start a new one.
 */
export function intentExpiry(now: number, earlierHoldEndsAt: number | null): number {
  const own = now + PAYMENT_INTENT_LIFE_MS;
  return earlierHoldEndsAt !== null && earlierHoldEndsAt > now ? Math.min(own, earlierHoldEndsAt) : own;
}
