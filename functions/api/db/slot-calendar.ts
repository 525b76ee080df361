/**
 * The slot calendar (migration 0046): a slot's capacity on a day after the branch's closed days,
 * the date's override and the weekday's, and the staff's writes to it. `capacityOnDay` is the one
 * SQL expression every reader and the order batch's guarded take use.
 */

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

/** The usual week of a slot: seven capacities, Sunday first; null drops the weekday back to the slot's capacity. */
export async function setSlotWeek(db: D1Database, slotId: number, week: (number | null)[]): Promise<void> {
  await db.batch(
    week.map((capacity, weekday) =>
      capacity === null
        ? db.prepare('DELETE FROM slot_week_capacity WHERE slot_id = ?1 AND weekday = ?2').bind(slotId, weekday)
        : db
            .prepare(
              `INSERT INTO slot_week_capacity (slot_id, weekday, capacity) VALUES (?1, ?2, ?3)
               ON CONFLICT (slot_id, weekday) DO UPDATE SET capacity = excluded.capacity`,
            )
            .bind(slotId, weekday, capacity),
    ),
  );
}

/** A date's capacity for a slot; null removes the override. */
export async function setSlotDay(db: D1Database, slotId: number, day: string, capacity: number | null): Promise<void> {
  await (
    capacity === null
      ? db.prepare('DELETE FROM slot_day_capacity WHERE slot_id = ?1 AND day = ?2').bind(slotId, day)
      : db
          .prepare(
            `INSERT INTO slot_day_capacity (slot_id, day, capacity) VALUES (?1, ?2, ?3)
           ON CONFLICT (slot_id, day) DO UPDATE SET capacity = excluded.capacity`,
          )
          .bind(slotId, day, capacity)
  ).run();
}

/** Closes a branch for a day (or opens it again). Orders already in its slots that day keep their place. */
export async function setBranchClosed(
  db: D1Database,
  branchId: number,
  day: string,
  closed: { reason: string; by: number; now: number } | null,
): Promise<void> {
  await (
    closed === null
      ? db.prepare('DELETE FROM branch_closed_day WHERE branch_id = ?1 AND day = ?2').bind(branchId, day)
      : db
          .prepare(
            `INSERT INTO branch_closed_day (branch_id, day, reason, by_staff_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (branch_id, day) DO UPDATE SET reason = excluded.reason, by_staff_id = excluded.by_staff_id, created_at = excluded.created_at`,
          )
          .bind(branchId, day, closed.reason, closed.by, closed.now)
  ).run();
}
