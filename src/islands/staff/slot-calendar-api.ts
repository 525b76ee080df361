/** GET /api/staff/slot-calendar (docs/staff-api.md): one branch's calendar as the console reads it. */
export interface CalendarDay {
  day: string;
  /** "Sat 5 Dec" */
  label: string;
  closed: boolean;
  reason: string;
}

export interface CalendarSlot {
  id: number;
  mode: 'delivery' | 'pickup';
  label: string;
  /** the slot's own capacity: every day the calendar says nothing else */
  capacity: number;
  active: boolean;
  /** Sunday first; null: the slot's own capacity */
  week: (number | null)[];
  overrides: { day: string; capacity: number }[];
}

/** One row of the calendar's audit trail (migration 0048): who, when, what, before and after (JSON objects). */
export interface CalendarChange {
  id: number;
  at: number;
  staff_name: string;
  what: 'week' | 'day' | 'closed' | 'slot';
  slot_id: number | null;
  day: string | null;
  before: string;
  after: string;
}

export interface SlotCalendarAnswer {
  branch_id: number;
  branch_name: string;
  days: CalendarDay[];
  slots: CalendarSlot[];
  /** newest first */
  changes: CalendarChange[];
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MODE_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;
