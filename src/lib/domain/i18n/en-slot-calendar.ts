/**
 * The slot calendar's texts (issue 28), one block: the staff console's answers and refusals (cal.*,
 * word for word from slot-calendar-messages.ts; the API says them by key), the
 * checkout's closed-day tab and the notice to a shopper whose order's day was closed. Spread at the
 * end of en.ts; kn-slot-calendar.ts and hi-slot-calendar.ts beside it.
 */
import { CALENDAR_MSG, CLOSED_DAY_TAB } from '../checkout/slot-calendar-messages';

type Prefixed<T extends Record<string, string>> = { readonly [K in keyof T & string as `cal.${K}`]: T[K] };

const CAL = Object.fromEntries(Object.entries(CALENDAR_MSG).map(([k, v]) => [`cal.${k}`, v])) as Prefixed<typeof CALENDAR_MSG>;

export const EN_SLOT_CALENDAR = {
  ...CAL,
  'slot.dayClosed': CLOSED_DAY_TAB,
  'notice.dayClosedTitle': 'Your order’s day is closed',
  'notice.dayClosed': '{branch} is closed on {day}. We will call you to deliver order {order} on another day.',
} as const;

export type SlotCalendarKey = keyof typeof EN_SLOT_CALENDAR;
