/**
 * The slot set as staff see and change it (migration 0014): every slot of the branches a staff
 * member works for, with how many places today's and tomorrow's orders hold.
 */
import type { SlotMode } from '../../../../src/lib/domain/checkout/delivery-slots';
import { capacityOnDay } from './slot-calendar';
import { audited, type Who } from './slot-calendar-audit';

export interface StaffSlotRow {
  id: number;
  branch_id: number;
  branch_name: string;
  mode: SlotMode;
  start_min: number;
  end_min: number;
  capacity: number;
  cutoff_min: number;
  active: number;
  taken_today: number;
  taken_tomorrow: number;
  /** what the slot calendar gives it those days (0: not offered) */
  capacity_today: number;
  capacity_tomorrow: number;
}

const SLOT_ROW_SQL = `SELECT s.id, s.branch_id, b.branch AS branch_name, s.mode, s.start_min, s.end_min, s.capacity, s.cutoff_min, s.active,
         coalesce((SELECT taken FROM slot_taken WHERE slot_id = s.id AND day = ?2), 0) AS taken_today,
         coalesce((SELECT taken FROM slot_taken WHERE slot_id = s.id AND day = ?3), 0) AS taken_tomorrow,
         ${capacityOnDay('s', '?2')} AS capacity_today, ${capacityOnDay('s', '?3')} AS capacity_tomorrow
    FROM delivery_slot s JOIN branch b ON b.id = s.branch_id`;

/** Slots of one branch, or of every branch (null: the manager), by branch, mode and time. */
export async function listStaffSlots(db: D1Database, branchId: number | null, today: string, tomorrow: string): Promise<StaffSlotRow[]> {
  const { results } = await db
    .prepare(`${SLOT_ROW_SQL} WHERE (?1 IS NULL OR s.branch_id = ?1) ORDER BY s.branch_id, s.mode, s.start_min`)
    .bind(branchId, today, tomorrow)
    .all<StaffSlotRow>();
  return results;
}

/**
 * Changes a slot within the staff member's branch (null: any branch) and reads it back, in one
 * batch; null when there is no such slot there. Orders already holding a place keep it: a lower
 * capacity only stops new ones (the take is guarded by `taken < capacity`). Audited (migration 0048).
 */
export async function updateStaffSlot(
  db: D1Database,
  id: number,
  branchId: number | null,
  change: { capacity?: number; cutoff_min?: number; active?: boolean },
  today: string,
  tomorrow: string,
  who: Who,
): Promise<StaffSlotRow | null> {
  const update = db
    .prepare(
      `UPDATE delivery_slot SET capacity = coalesce(?3, capacity), cutoff_min = coalesce(?4, cutoff_min), active = coalesce(?5, active)
        WHERE id = ?1 AND (?2 IS NULL OR branch_id = ?2)`,
    )
    .bind(id, branchId, change.capacity ?? null, change.cutoff_min ?? null, change.active === undefined ? null : change.active ? 1 : 0);
  const results = await db.batch<unknown>([
    ...audited(db, 'slot', { id, day: null }, who, [update]),
    db.prepare(`${SLOT_ROW_SQL} WHERE s.id = ?1 AND (?4 IS NULL OR s.branch_id = ?4)`).bind(id, today, tomorrow, branchId),
  ]);
  return ((results[results.length - 1]?.results ?? []) as StaffSlotRow[])[0] ?? null;
}
