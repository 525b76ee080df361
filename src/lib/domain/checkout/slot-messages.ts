/**
 * The English that slot code shared with the browser says itself (issue 17): a day's name, a
 * disabled slot's reason and the slot list's failure, fallbacks the pages and islands word again in
 * the page's language. Every other slot text is a catalogue key (slot.*, srv.slot*), messages/*.json;
 * tests/unit/english-in-code.test.ts holds these to messages/en.json.
 */
import type { MessageKey } from '../i18n/en';

export const SLOT_MSG = {
  /** reasons shown on a disabled slot button */
  reasonFull: 'Full',
  reasonPast: 'Closed',
  today: 'Today',
  tomorrow: 'Tomorrow',
  slotsFailed: 'Could not load slots. Please try again.',
} as const;

/** What the store does when a line is out of stock at packing (substitutes). */
export type IfMissing = 'call' | 'replace' | 'skip';

/** The catalogue key of each choice's name ("Call me", "Replace with similar", "Skip"). */
export const IF_MISSING_KEY = { call: 'slot.call', replace: 'slot.replace', skip: 'slot.skip' } as const satisfies Record<
  IfMissing,
  MessageKey
>;
