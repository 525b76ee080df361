/** One pick list for a slot of a branch (issue 29): who may print it and what it holds. */
import { orderSlotLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import { pickOrders, pickSections, type PickOrder, type PickSection } from '../../../../src/lib/domain/checkout/slot-pick-list';
import { findBranchHeading, listSlotPickLines, listSlotTimes } from '../../db/checkout';
import type { StaffMember } from '../../env';

export interface SlotPickList {
  store_name: string;
  branch_name: string;
  branch_phone: string;
  slot_label: string;
  sections: PickSection[];
  orders: PickOrder[];
  units: number;
}

/**
 * The slot's pick list for a clerk's own branch, or the branch a manager chose; riders have none.
 * Null when this person may not see that branch or it does not exist.
 */
export async function slotPickList(
  db: D1Database,
  staff: StaffMember,
  query: { slot_day: string; slot_start: number; branch_id?: number },
): Promise<SlotPickList | null> {
  if (staff.role === 'rider') return null;
  const branchId = staff.role === 'manager' ? query.branch_id : staff.branch_id;
  if (!branchId) return null;
  const [branch, lines, times] = await Promise.all([
    findBranchHeading(db, branchId),
    listSlotPickLines(db, branchId, query.slot_day, query.slot_start),
    listSlotTimes(db, branchId),
  ]);
  if (!branch) return null;
  const end = times.find((t) => t.start_min === query.slot_start)?.end_min ?? null;
  const sections = pickSections(lines);
  return {
    store_name: branch.store_name,
    branch_name: branch.branch,
    branch_phone: branch.phone,
    slot_label: orderSlotLabel({ day: query.slot_day, start_min: query.slot_start, end_min: end }) ?? query.slot_day,
    sections,
    orders: pickOrders(lines),
    units: lines.reduce((n, l) => n + l.qty, 0),
  };
}
