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

export interface SlotCalendarAnswer {
  branch_id: number;
  branch_name: string;
  days: CalendarDay[];
  slots: CalendarSlot[];
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MODE_LABEL = { delivery: 'Delivery', pickup: 'Pickup' } as const;
