/**
 * The slot calendar on the staff side (issue 28): a slot's capacity for each weekday, an override
 * for one date, and a branch closed for a whole day. Branch staff see and change their own branch;
 * the manager picks any. The shop reads the result through db/checkout/slots.ts (capacityOnDay), so what is
 * set here is what checkout offers and what the order batch lets through.
 */
import { indiaDay } from '../../../../src/lib/domain/money/india-time';
import { dayDateLabel, slotTimeLabel } from '../../../../src/lib/domain/checkout/delivery-slots';
import {
  listClosedDays,
  listSlotCalendar,
  openOrdersOnDay,
  setBranchClosed,
  setSlotDay,
  setSlotWeek,
  slotBranch,
  listCalendarChanges,
  listStaffSlots,
} from '../../db/checkout';
import { listBranchNames } from '../../db/staff';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { tellBookedShoppers } from './slot-calendar-notices';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

/** how far ahead the console shows days to close */
export const CALENDAR_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/** The branch a staff member works with: their own, or (the manager) the one asked for, else the first. */
async function branchFor(db: D1Database, staff: StaffMember, asked?: number) {
  const branches = await listBranchNames(db);
  const mine = staff.branch_id == null ? branches : branches.filter((b) => b.id === staff.branch_id);
  const branch = mine.find((b) => b.id === (staff.branch_id ?? asked)) ?? (asked === undefined ? mine[0] : undefined);
  if (!branch) throw new ShopError(said('cal.branchNotFound'), 404);
  return { branch, branches: mine };
}

export async function slotCalendar(db: D1Database, staff: StaffMember, asked: number | undefined, now: number) {
  const { branch, branches } = await branchFor(db, staff, asked);
  const days = Array.from({ length: CALENDAR_DAYS }, (_, i) => indiaDay(now + i * DAY_MS));
  const today = days[0]!;
  const [slots, calendar, closed, changes] = await Promise.all([
    listStaffSlots(db, branch.id, today, days[1]!),
    listSlotCalendar(db, branch.id, today),
    listClosedDays(db, branch.id, today, days[days.length - 1]!),
    listCalendarChanges(db, branch.id),
  ]);
  const bySlot = new Map(calendar.map((c) => [c.slot_id, c]));
  const closedOn = new Map(closed.map((c) => [c.day, c.reason]));
  return {
    branch_id: branch.id,
    branch_name: branch.name,
    branches,
    days: days.map((day) => ({ day, label: dayDateLabel(day), closed: closedOn.has(day), reason: closedOn.get(day) ?? '' })),
    slots: slots.map((s) => ({
      id: s.id,
      mode: s.mode,
      label: slotTimeLabel(s.start_min, s.end_min),
      capacity: s.capacity,
      active: s.active === 1,
      week: bySlot.get(s.id)?.week ?? Array<number | null>(7).fill(null),
      overrides: bySlot.get(s.id)?.days ?? [],
    })),
    /** the audit trail's latest rows: who changed what, when, from and to (JSON) */
    changes,
  };
}

async function ownSlot(db: D1Database, staff: StaffMember, slotId: number): Promise<void> {
  // another branch's slot reads as no slot at all: staff learn nothing of branches not theirs
  if ((await slotBranch(db, slotId, staff.branch_id)) === null) throw new ShopError(said('cal.slotNotFound'), 404);
}

function notPast(day: string, now: number): void {
  if (day < indiaDay(now)) throw new ShopError(said('cal.dayPast'), 400);
}

export async function changeSlotWeek(
  db: D1Database,
  staff: StaffMember,
  slotId: number,
  week: (number | null)[],
  now: number,
): Promise<void> {
  await ownSlot(db, staff, slotId);
  await setSlotWeek(db, slotId, week, { by: staff.id, now });
}

export async function changeSlotDay(
  db: D1Database,
  staff: StaffMember,
  slotId: number,
  input: { day: string; capacity: number | null },
  now: number,
): Promise<void> {
  await ownSlot(db, staff, slotId);
  notPast(input.day, now);
  await setSlotDay(db, slotId, input.day, input.capacity, { by: staff.id, now });
}

/**
 * Closes a branch for a day, or opens it again; answers the message to say. A day that has
 * open orders is refused with their count (409 `cal.hasOrders`, `orders`), since they still need
 * delivering: the manager moves them first, or closes anyway (`notify`) and each shopper is told.
 */
export async function changeBranchDay(
  db: D1Database,
  staff: StaffMember,
  branchId: number,
  input: { day: string; closed: boolean; reason: string; notify: boolean },
  now: number,
): Promise<Said> {
  if (staff.branch_id != null && staff.branch_id !== branchId) throw new ShopError(said('cal.branchNotFound'), 404);
  const branch = (await listBranchNames(db)).find((b) => b.id === branchId);
  if (!branch) throw new ShopError(said('cal.branchNotFound'), 404);
  notPast(input.day, now);
  const who = { by: staff.id, now };
  if (!input.closed) {
    await setBranchClosed(db, branchId, input.day, null, who);
    return said('cal.opened');
  }
  if (!(await setBranchClosed(db, branchId, input.day, { reason: input.reason, anyway: input.notify }, who))) {
    const count = (await openOrdersOnDay(db, branchId, input.day)).length;
    throw new ShopError(said('cal.hasOrders', { count }), 409, { orders: count });
  }
  if (!input.notify) return said('cal.closed');
  const told = await tellBookedShoppers(db, await openOrdersOnDay(db, branchId, input.day), { branch: branch.name, day: input.day }, now);
  return said('cal.closedTold', { count: told });
}
