/**
 * Delivery slots and pickup windows (issue 17): each branch publishes a set of slots (data, per
 * branch, migration 0014); shoppers choose one for today or the next 3 days, in India time. A slot
 * closes `cutoff_min` before it starts and is full once `taken` reaches its capacity. Pure rules,
 * shared by the checkout island and the API.
 */
import { indiaDay, indiaDayBounds } from '../money/india-time';
import type { IfMissing } from './slot-messages';
import { said, type Said } from '../i18n/said';

export type SlotMode = 'delivery' | 'pickup';

/** today and the next 3 days */
export const SLOT_DAYS = 4;

const DAY_MS = 24 * 60 * 60_000;

export interface SlotTemplate {
  id: number;
  branch_id: number;
  mode: SlotMode;
  start_min: number;
  end_min: number;
  capacity: number;
  cutoff_min: number;
}

export type SlotState = 'available' | 'full' | 'past';

/** Why a slot cannot be chosen, as the catalogue key the checkout says: full, or closed for orders. */
export type SlotReason = 'slot.full' | 'slot.closed';

/** Today's and tomorrow's day tab, as the catalogue key the checkout says. */
export type DayName = 'slot.today' | 'slot.tomorrow';

export interface SlotOnDay {
  id: number;
  day: string;
  start_min: number;
  end_min: number;
  label: string;
  state: SlotState;
  /** why it cannot be chosen (shown on the disabled slot, said by the page in its language) */
  reason: SlotReason | null;
  /** places left (0 when full or past) */
  left: number;
}

export interface SlotDay {
  day: string;
  /** the day's date, "Wed 25 Nov" */
  label: string;
  /** Today or Tomorrow by the store's clock, said by the page in its language; null for a later day */
  name: DayName | null;
  slots: SlotOnDay[];
  /** the branch does not serve that day (closed, or no slot has places): shown as closed, never left out */
  closed?: boolean;
  /** the calendar's note for a closed day ("Deepavali"); '' when it gives none */
  note?: string;
}

/** The IST days a shopper may choose from at `now`. */
export function slotDays(now: number): string[] {
  return Array.from({ length: SLOT_DAYS }, (_, i) => indiaDay(now + i * DAY_MS));
}

/** The instant a slot starts. */
export function slotStartsAt(day: string, startMin: number): number {
  return indiaDayBounds(day)[0] + startMin * 60_000;
}

/** Orders for the slot close at this instant. */
export function slotClosesAt(day: string, t: Pick<SlotTemplate, 'start_min' | 'cutoff_min'>): number {
  return slotStartsAt(day, t.start_min) - t.cutoff_min * 60_000;
}

/** "7 AM", "12:30 PM" */
export function clockLabel(min: number): string {
  const h24 = Math.floor(min / 60) % 24;
  const m = min % 60;
  const h = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** "7–9 AM", "11 AM–1 PM" */
export function slotTimeLabel(startMin: number, endMin: number): string {
  const a = clockLabel(startMin);
  const b = clockLabel(endMin);
  const [aTime, aHalf] = a.split(' ');
  const [bTime, bHalf] = b.split(' ');
  return aHalf === bHalf ? `${aTime}–${bTime} ${bHalf}` : `${a}–${b}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Wed 25 Nov" for a YYYY-MM-DD day */
export function dayDateLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[date.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

/** slot.today, slot.tomorrow, else null (a later day goes by its date) */
export function dayName(day: string, now: number): DayName | null {
  const [today, tomorrow] = slotDays(now);
  if (day === today) return 'slot.today';
  if (day === tomorrow) return 'slot.tomorrow';
  return null;
}

/** The slot as the order page, invoice, SMS and staff show it: "Wed 25 Nov, 7–9 AM". */
export function orderSlotLabel(slot: { day: string | null; start_min: number | null; end_min: number | null }): string | null {
  if (!slot.day || slot.start_min == null || slot.end_min == null) return null;
  return `${dayDateLabel(slot.day)}, ${slotTimeLabel(slot.start_min, slot.end_min)}`;
}

/** The slot columns of an order row (migration 0014) in the shape orderSlotLabel reads. */
export function slotOf(o: { slot_day?: string | null; slot_start_min?: number | null; slot_end_min?: number | null }) {
  return { day: o.slot_day ?? null, start_min: o.slot_start_min ?? null, end_min: o.slot_end_min ?? null };
}

/** Whether the slot can still be chosen on `day`, and why not. */
export function slotState(
  t: SlotTemplate,
  day: string,
  taken: number,
  now: number,
): { state: SlotState; reason: SlotReason | null; left: number } {
  if (now >= slotClosesAt(day, t)) return { state: 'past', reason: 'slot.closed', left: 0 };
  const left = Math.max(0, t.capacity - taken);
  if (left === 0) return { state: 'full', reason: 'slot.full', left: 0 };
  return { state: 'available', reason: null, left };
}

/**
 * What the slot calendar says for the days shown (issue 28, migration 0046): each slot's capacity
 * on each day, keyed `${slot_id}|${day}` (0: not offered that day), and the days the branch is closed.
 * Without it every slot takes its own capacity every day.
 */
export interface SlotCalendar {
  capacity: Map<string, number>;
  closed: Set<string>;
  /** the reason staff gave for a closed day, if any */
  notes?: Map<string, string>;
}

const capacityOn = (t: SlotTemplate, day: string, calendar?: SlotCalendar) => calendar?.capacity.get(takenKey(t.id, day)) ?? t.capacity;

/**
 * The slot grid: every published day with each slot's state. `taken` is keyed `${slot_id}|${day}`.
 * A slot the calendar gives no places that day is not offered; a day the branch is closed, or one
 * where the calendar leaves no slot at all, stays in the grid marked closed (with the calendar's
 * note), so the shopper sees why it cannot be chosen instead of a day gone missing.
 */
export function slotGrid(templates: SlotTemplate[], taken: Map<string, number>, now: number, calendar?: SlotCalendar): SlotDay[] {
  const sorted = [...templates].sort((a, b) => a.start_min - b.start_min || a.id - b.id);
  return slotDays(now).map((day) => {
    const label = dayDateLabel(day);
    const name = dayName(day, now);
    const open = calendar?.closed.has(day) ? [] : sorted.filter((t) => capacityOn(t, day, calendar) > 0);
    if (sorted.length > 0 && open.length === 0) return { day, label, name, slots: [], closed: true, note: calendar?.notes?.get(day) ?? '' };
    const slots = open.map((t) => {
      const s = slotState({ ...t, capacity: capacityOn(t, day, calendar) }, day, taken.get(takenKey(t.id, day)) ?? 0, now);
      return { id: t.id, day, start_min: t.start_min, end_min: t.end_min, label: slotTimeLabel(t.start_min, t.end_min), ...s };
    });
    return { day, label, name, slots };
  });
}

export function takenKey(slotId: number, day: string): string {
  return `${slotId}|${day}`;
}

/** The first slot a shopper could still choose, or null. */
export function firstAvailable(grid: SlotDay[]): SlotOnDay | null {
  for (const d of grid) for (const s of d.slots) if (s.state === 'available') return s;
  return null;
}

/** A refused slot: the message, and why (an unknown slot is a bad request, the others a conflict). */
export type SlotCheck = { ok: true; template: SlotTemplate } | { ok: false; message: Said; reason: 'unknown' | 'past' | 'full' | 'closed' };

/**
 * The server's check of a chosen slot: one of this branch's slots for this mode, on a published day,
 * not closed, not full (`taken` as last read; the order batch re-checks the capacity in SQL).
 */
export function checkSlotChoice(
  choice: { slot_id: number; day: string },
  templates: SlotTemplate[],
  taken: number,
  mode: SlotMode,
  now: number,
  calendar?: SlotCalendar,
): SlotCheck {
  const msg = slotMessages(mode);
  const t = templates.find((x) => x.id === choice.slot_id && x.mode === mode);
  const days = slotDays(now);
  if (!t) return { ok: false, message: msg.unknown, reason: 'unknown' };
  // a day before today is as closed as a slot earlier today; a day beyond the published ones is unknown
  if (choice.day < days[0]!) return { ok: false, message: msg.past, reason: 'past' };
  if (!days.includes(choice.day)) return { ok: false, message: msg.unknown, reason: 'unknown' };
  // the slot calendar: the branch closed that day, or this slot given no places that day
  if (calendar?.closed.has(choice.day)) return { ok: false, message: said('srv.dayClosed'), reason: 'closed' };
  const capacity = capacityOn(t, choice.day, calendar);
  if (capacity === 0) return { ok: false, message: msg.offDay, reason: 'closed' };
  const s = slotState({ ...t, capacity }, choice.day, taken, now);
  if (s.state === 'past') return { ok: false, message: msg.past, reason: 'past' };
  if (s.state === 'full') return { ok: false, message: msg.full, reason: 'full' };
  return { ok: true, template: t };
}

/** A slot refusal for the mode, as said messages (the words are put in the shopper's language at the edge). */
export function slotMessages(mode: SlotMode): Record<'full' | 'past' | 'unknown' | 'offDay', Said> {
  return mode === 'pickup'
    ? { full: said('srv.pickupFull'), past: said('srv.pickupPast'), unknown: said('srv.pickupUnknown'), offDay: said('srv.pickupOffDay') }
    : { full: said('srv.slotFull'), past: said('srv.slotPast'), unknown: said('srv.slotUnknown'), offDay: said('srv.slotOffDay') };
}

export const IF_MISSING_VALUES = ['call', 'replace', 'skip'] as const satisfies readonly IfMissing[];
export const DEFAULT_IF_MISSING: IfMissing = 'call';

export const INSTRUCTIONS_MAX = 200;
export const LANDMARK_MAX = 100;
