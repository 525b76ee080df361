/**
 * One branch's slot calendar as GET /api/staff/slot-calendar answers it: the route's own types
 * (src/lib/api/staff.ts), never written again here, and the console's words for its columns.
 */
import type { StaffGetSuccess } from '../../lib/api/staff';

export type SlotCalendarAnswer = StaffGetSuccess<'staff/slot-calendar'>['response'];
/** A day of the calendar: "Sat 5 Dec", closed or open, and why. */
export type CalendarDay = SlotCalendarAnswer['days'][number];
/** A slot with its own capacity, its weekly pattern (Sunday first; null: its own) and day overrides. */
export type CalendarSlot = SlotCalendarAnswer['slots'][number];
/** One row of the calendar's audit trail (migration 0048), newest first. */
export type CalendarChange = SlotCalendarAnswer['changes'][number];

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MODE_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;
