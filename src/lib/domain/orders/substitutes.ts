/**
 * Substitutes (issue 29, docs/packing.md): a line whose shopper chose "Replace with similar" may go
 * into the bag as another product from the same shelf. It is charged at the lower of the two unit
 * prices unless the shopper accepts paying more; a dearer one is asked about and stays open for
 * SUBSTITUTE_WINDOW_MS. No answer falls back to the shopper's own choice (the substitute, at the
 * lower price); "Decline" leaves the line out.
 */
import { formatINR, type Paise } from '../money/money';
import { said } from '../i18n/said';

/** How long the shopper has to answer a dearer substitute (the clerk's Finish packing waits this long at most). */
export const SUBSTITUTE_WINDOW_MS = 10 * 60_000;

export type SubstituteState = 'proposed' | 'accepted' | 'declined' | 'expired';

/** A line's substitute as stored (migration 0040). */
export interface SubstituteRow {
  line_id: number;
  order_id: number;
  product_id: number;
  attribute_id: number;
  name: string;
  unit_price: Paise;
  unit_mrp: Paise;
  unit_points: number;
  charged: Paise;
  charged_points: number;
  state: SubstituteState;
  proposed_at: number;
  answered_at: number | null;
  packed_qty: number | null;
}

/**
 * What a substitute costs per unit against the line it replaces, and whether the shopper must be
 * asked: only for a dearer one on a cash-on-delivery order, as only cash at the door can collect
 * more; a prepaid order (online, points) takes a dearer one at the line's price, unasked.
 */
export function substituteCharge(
  original: { selling: Paise; points: number },
  sub: { selling: Paise; points: number },
  payment: string,
): { charged: Paise; charged_points: number; ask: boolean } {
  return {
    charged: Math.min(original.selling, sub.selling),
    charged_points: Math.min(original.points, sub.points),
    ask: sub.selling > original.selling && payment === 'cash',
  };
}

/** Answers count while proposed_at is after this instant (the conditional UPDATEs bind it). */
export function answerCutoff(now: number): number {
  return now - SUBSTITUTE_WINDOW_MS;
}

/** The state as of `now`: a question nobody answered within the window has expired, even before a write says so. */
export function stateAt(s: Pick<SubstituteRow, 'state' | 'proposed_at'>, now: number): SubstituteState {
  return s.state === 'proposed' && s.proposed_at <= answerCutoff(now) ? 'expired' : s.state;
}

/** A question the shopper can still answer: what it says and until when. */
export interface SubstituteQuestion {
  line_id: number;
  name: string;
  substitute: string;
  /** paise more per line than the lower price */
  more: Paise;
  open_until: number;
}

/** The clerk's English for a refused proposal; the catalogue (messages/*.json) holds it and its Kannada and Hindi. */
export const SUB_MSG = {
  notReplace: (name: string) => said('srv.subst.notReplace', { name }),
  otherShelf: (sub: string, name: string) => said('srv.subst.otherShelf', { sub, name }),
  outOfStock: (sub: string) => said('srv.subst.outOfStock', { sub }),
  sameItem: 'Choose another product than the one ordered',
  taken: (name: string) => said('srv.subst.taken', { name }),
  closed: 'This question is closed',
} as const;

/** The question as the shopper reads it: "Amul Taaza 1 L instead of Nandini 1 L, ₹2.00 more". */
export function questionParams(q: Pick<SubstituteQuestion, 'name' | 'substitute' | 'more'>): { sub: string; name: string; more: string } {
  return { sub: q.substitute, name: q.name, more: formatINR(q.more) };
}
