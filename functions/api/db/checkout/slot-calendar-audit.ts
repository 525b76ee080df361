/**
 * The slot calendar's audit trail (migration 0048): a change's statements wrapped in one batch with
 * its slot_calendar_change row. The row's "before" is read by the first statement, ahead of the
 * write, and its "after" by the last, behind it: one batch, so the trail cannot disagree with what
 * was written (or exist for a write the batch refused, or one that changed nothing).
 */

export type CalendarChange = 'week' | 'day' | 'closed' | 'slot';

/**
 * SQL for the state a change touches, as a JSON object: ?1 the slot or branch id, ?2 the day
 * (every statement of the batch binds the same ?1 and ?2).
 */
export const STATE_SQL: Record<CalendarChange, string> = {
  week: `(SELECT json_object('week', json_group_array(c)) FROM (SELECT (SELECT wc.capacity FROM slot_week_capacity wc
            WHERE wc.slot_id = ?1 AND wc.weekday = w.value) AS c FROM json_each('[0,1,2,3,4,5,6]') w ORDER BY w.key))`,
  day: `json_object('capacity', (SELECT capacity FROM slot_day_capacity WHERE slot_id = ?1 AND day = ?2))`,
  closed: `(SELECT json_object('closed', count(*) > 0, 'reason', max(reason)) FROM branch_closed_day WHERE branch_id = ?1 AND day = ?2)`,
  slot: `(SELECT json_object('capacity', capacity, 'cutoff_min', cutoff_min, 'active', active) FROM delivery_slot WHERE id = ?1)`,
};

export interface Who {
  by: number;
  now: number;
}

/**
 * The change's writes between the audit row's two halves. `what` names the state; ?1 is the slot id
 * (the branch id for 'closed'), ?2 the day or null; the row's branch is the slot's or ?1.
 */
export function audited(
  db: D1Database,
  what: CalendarChange,
  target: { id: number; day: string | null },
  who: Who,
  writes: D1PreparedStatement[],
): D1PreparedStatement[] {
  const branch = what === 'closed' ? '?1' : '(SELECT branch_id FROM delivery_slot WHERE id = ?1)';
  return [
    db
      .prepare(
        `INSERT INTO slot_calendar_change (branch_id, staff_id, at, what, slot_id, day, before_json, after_json)
         VALUES (${branch}, ?3, ?4, ?5, ${what === 'closed' ? 'NULL' : '?1'}, ?2, ${STATE_SQL[what]}, '{}')`,
      )
      .bind(target.id, target.day, who.by, who.now, what),
    ...writes,
    db
      .prepare(
        `UPDATE slot_calendar_change SET after_json = ${STATE_SQL[what]} WHERE id = (SELECT max(id) FROM slot_calendar_change) AND ?1 = ?1 AND ?2 IS ?2`,
      )
      .bind(target.id, target.day),
    // a write that changed nothing (opening a day that was open) leaves no row: the trail lists changes
    db.prepare('DELETE FROM slot_calendar_change WHERE id = (SELECT max(id) FROM slot_calendar_change) AND before_json = after_json'),
  ];
}

export interface CalendarChangeRow {
  id: number;
  at: number;
  staff_name: string;
  what: CalendarChange;
  slot_id: number | null;
  day: string | null;
  before: string;
  after: string;
}

/** The branch's latest calendar changes, newest first, with who made them. */
export async function listCalendarChanges(db: D1Database, branchId: number, limit = 20): Promise<CalendarChangeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.at, s.name AS staff_name, c.what, c.slot_id, c.day, c.before_json AS before, c.after_json AS after
         FROM slot_calendar_change c JOIN staff s ON s.id = c.staff_id WHERE c.branch_id = ?1 ORDER BY c.id DESC LIMIT ?2`,
    )
    .bind(branchId, limit)
    .all<CalendarChangeRow>();
  return results;
}
