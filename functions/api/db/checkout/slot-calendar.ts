/**
 * The slot calendar (migration 0046): a slot's capacity on a day after the branch's closed days,
 * the date's override and the weekday's, and the staff's writes to it. `capacityOnDay` is the one
 * SQL expression every reader and the order batch's guarded take use. Every write is audited
 * (slot-calendar-audit.ts).
 */
import { audited, type Who } from './slot-calendar-audit';
import { guardHeld } from '../catalogue';

/**
 * A slot's capacity on a day, as SQL: `slot` is the delivery_slot alias, `day` an expression for the
 * IST date. 0: not offered that day (the branch is closed, or the calendar says none).
 */
export function capacityOnDay(slot: string, day: string): string {
  return `(CASE WHEN EXISTS (SELECT 1 FROM branch_closed_day bc WHERE bc.branch_id = ${slot}.branch_id AND bc.day = ${day}) THEN 0
    ELSE coalesce(
      (SELECT dc.capacity FROM slot_day_capacity dc WHERE dc.slot_id = ${slot}.id AND dc.day = ${day}),
      (SELECT wc.capacity FROM slot_week_capacity wc WHERE wc.slot_id = ${slot}.id AND wc.weekday = CAST(strftime('%w', ${day}) AS INTEGER)),
      ${slot}.capacity) END)`;
}

export interface ClosedDay {
  day: string;
  reason: string;
}

export async function listClosedDays(db: D1Database, branchId: number, from: string, to: string): Promise<ClosedDay[]> {
  const { results } = await db
    .prepare('SELECT day, reason FROM branch_closed_day WHERE branch_id = ?1 AND day BETWEEN ?2 AND ?3 ORDER BY day')
    .bind(branchId, from, to)
    .all<ClosedDay>();
  return results;
}

export interface SlotCalendarRow {
  slot_id: number;
  /** the usual week, Sunday first; null: the slot's own capacity */
  week: (number | null)[];
  /** date overrides from `from` on */
  days: { day: string; capacity: number }[];
}

/** The usual week and the date overrides of a branch's slots. */
export async function listSlotCalendar(db: D1Database, branchId: number, from: string): Promise<SlotCalendarRow[]> {
  const [week, days] = await db.batch<{ slot_id: number; weekday?: number; day?: string; capacity: number }>([
    db
      .prepare(
        'SELECT w.slot_id, w.weekday, w.capacity FROM slot_week_capacity w JOIN delivery_slot s ON s.id = w.slot_id WHERE s.branch_id = ?1',
      )
      .bind(branchId),
    db
      .prepare(
        'SELECT d.slot_id, d.day, d.capacity FROM slot_day_capacity d JOIN delivery_slot s ON s.id = d.slot_id WHERE s.branch_id = ?1 AND d.day >= ?2 ORDER BY d.day',
      )
      .bind(branchId, from),
  ]);
  const bySlot = new Map<number, SlotCalendarRow>();
  const row = (id: number) => bySlot.get(id) ?? bySlot.set(id, { slot_id: id, week: Array(7).fill(null), days: [] }).get(id)!;
  for (const w of week?.results ?? []) row(w.slot_id).week[w.weekday!] = w.capacity;
  for (const d of days?.results ?? []) row(d.slot_id).days.push({ day: d.day!, capacity: d.capacity });
  return [...bySlot.values()];
}

/** A slot of the branch (null: any branch, the manager) or nothing. */
export async function slotBranch(db: D1Database, slotId: number, branchId: number | null): Promise<number | null> {
  const row = await db
    .prepare('SELECT branch_id FROM delivery_slot WHERE id = ?1 AND (?2 IS NULL OR branch_id = ?2)')
    .bind(slotId, branchId)
    .first<{ branch_id: number }>();
  return row?.branch_id ?? null;
}

/**
 * One capacity override of a slot, by weekday (slot_week_capacity) or by date (slot_day_capacity):
 * null removes it, so the slot falls back to the next rule. The table and key are ours, never input.
 */
function capacityWrite(
  db: D1Database,
  table: 'slot_week_capacity' | 'slot_day_capacity',
  key: 'weekday' | 'day',
  at: { slotId: number; when: number | string; capacity: number | null },
): D1PreparedStatement {
  if (at.capacity === null) return db.prepare(`DELETE FROM ${table} WHERE slot_id = ?1 AND ${key} = ?2`).bind(at.slotId, at.when);
  return db
    .prepare(
      `INSERT INTO ${table} (slot_id, ${key}, capacity) VALUES (?1, ?2, ?3)
       ON CONFLICT (slot_id, ${key}) DO UPDATE SET capacity = excluded.capacity`,
    )
    .bind(at.slotId, at.when, at.capacity);
}

/** The usual week of a slot: seven capacities, Sunday first; null drops the weekday back to the slot's capacity. Audited. */
export async function setSlotWeek(db: D1Database, slotId: number, week: (number | null)[], who: Who): Promise<void> {
  const writes = week.map((capacity, weekday) => capacityWrite(db, 'slot_week_capacity', 'weekday', { slotId, when: weekday, capacity }));
  await db.batch(audited(db, 'week', { id: slotId, day: null }, who, writes));
}

/** A date's capacity for a slot; null removes the override. Audited. */
export async function setSlotDay(db: D1Database, slotId: number, day: string, capacity: number | null, who: Who): Promise<void> {
  const write = capacityWrite(db, 'slot_day_capacity', 'day', { slotId, when: day, capacity });
  await db.batch(audited(db, 'day', { id: slotId, day }, who, [write]));
}

/** Orders of a branch still to hand over on a day (not completed, cancelled or failed). */
const OPEN_ON_DAY = `FROM orders o WHERE o.branch_id = ?1 AND o.slot_day = ?2 AND o.order_status NOT IN ('Completed', 'Cancelled', 'Failed')`;

export interface BookedOrder {
  txnid: string;
  user_id: number | null;
}

/** The open orders booked for a branch's day: the ones a closing must not leave untold. */
export async function openOrdersOnDay(db: D1Database, branchId: number, day: string): Promise<BookedOrder[]> {
  const { results } = await db.prepare(`SELECT o.txnid, o.user_id ${OPEN_ON_DAY} ORDER BY o.id`).bind(branchId, day).all<BookedOrder>();
  return results;
}

/**
 * Closes a branch for a day (or opens it again), audited. Orders already in its slots that day keep
 * their place. A day with open orders is closed only when `anyway` (the shoppers are then told):
 * otherwise the guard aborts the whole batch, nothing is written, and this answers false, so an
 * order placed a moment before cannot slip past the check.
 */
export async function setBranchClosed(
  db: D1Database,
  branchId: number,
  day: string,
  closed: { reason: string; anyway: boolean } | null,
  who: Who,
): Promise<boolean> {
  const writes =
    closed === null
      ? [db.prepare('DELETE FROM branch_closed_day WHERE branch_id = ?1 AND day = ?2').bind(branchId, day)]
      : [
          db
            .prepare(
              `INSERT INTO branch_closed_day (branch_id, day, reason, by_staff_id, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5 WHERE ?6 = 1 OR NOT EXISTS (SELECT 1 ${OPEN_ON_DAY})
               ON CONFLICT (branch_id, day) DO UPDATE SET reason = excluded.reason, by_staff_id = excluded.by_staff_id, created_at = excluded.created_at`,
            )
            .bind(branchId, day, closed.reason, who.by, who.now, closed.anyway ? 1 : 0),
          guardHeld(db),
        ];
  try {
    await db.batch(audited(db, 'closed', { id: branchId, day }, who, writes));
    return true;
  } catch (err) {
    // the guard's abort, or a real failure: only booked orders make it a refusal
    if (closed && (await openOrdersOnDay(db, branchId, day)).length > 0) return false;
    throw err;
  }
}
