/**
 * Delivery slots and pickup windows on the staff side (issue 17's follow-up): a branch changes how
 * many orders a slot takes, when its orders close, or stops offering it, without a migration.
 * Branch staff change their own branch's slots; the manager any branch's.
 */
import { slotDays, slotTimeLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import { slotBranch } from '../../db/checkout';
import { listStaffSlots, updateStaffSlot, type StaffSlotRow } from '../../db/checkout';
import type { StaffMember } from '../../env';
import type { StaffSlotItem } from '../../../../src/lib/domain/types';

export type StaffSlotView = StaffSlotItem;

const view = (r: StaffSlotRow): StaffSlotView => ({ ...r, active: r.active === 1, label: slotTimeLabel(r.start_min, r.end_min) });

/** The branch a staff member may see: their own, or the one asked for (the manager), or all. */
function scope(staff: StaffMember, asked?: number): number | null {
  return staff.branch_id ?? asked ?? null;
}

export async function staffSlots(db: D1Database, staff: StaffMember, branchId: number | undefined, now: number): Promise<StaffSlotView[]> {
  const [today = '', tomorrow = ''] = slotDays(now);
  return (await listStaffSlots(db, scope(staff, branchId), today, tomorrow)).map(view);
}

export async function changeStaffSlot(
  db: D1Database,
  staff: StaffMember,
  id: number,
  change: { capacity?: number; cutoff_min?: number; active?: boolean },
  now: number,
): Promise<StaffSlotView | null> {
  const [today = '', tomorrow = ''] = slotDays(now);
  // another branch's slot reads as no slot at all, and leaves no audit row
  if ((await slotBranch(db, id, staff.branch_id)) === null) return null;
  const row = await updateStaffSlot(db, id, staff.branch_id, change, today, tomorrow, { by: staff.id, now });
  return row ? view(row) : null;
}
