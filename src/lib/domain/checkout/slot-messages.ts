/**
 * The substitutes choice a checkout line carries (issue 17) and the catalogue key of each choice's
 * name. Every slot text is a catalogue key (slot.*, srv.slot*), messages/*.json: the slot grid
 * carries keys (delivery-slots.ts SlotReason, DayName) and the pages say them in their language.
 */
import type { MessageKey } from '../i18n/en';

/** What the store does when a line is out of stock at packing (substitutes). */
export type IfMissing = 'call' | 'replace' | 'skip';

/** The catalogue key of each choice's name ("Call me", "Replace with similar", "Skip"). */
export const IF_MISSING_KEY = { call: 'slot.call', replace: 'slot.replace', skip: 'slot.skip' } as const satisfies Record<
  IfMissing,
  MessageKey
>;
