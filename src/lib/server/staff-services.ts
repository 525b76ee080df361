/**
 * What src/lib/server/staff.ts needs from the API side, in one place: the staff services, plus the
 * three lookups that only exist as db/ functions so far (the staff session, an order scoped to the
 * staff member, the branch names). Nothing else in src/ may reach them.
 */
import { ORDER_STATUSES } from '../domain/order-status';
import type { StaffMember } from '../../../functions/api/env';
import { findStaffSession, listBranchNames, type BranchName } from '../../../functions/api/db/staff';
import { findStaffOrder, type QueueFilters as DbQueueFilters } from '../../../functions/api/db/staff-orders';
import { istDay, orderQueue, staffOrderDetail } from '../../../functions/api/services/staff-orders';
import type { QueueFilters } from '../../islands/staff/queue-filters';
import type { QueueAnswer } from '../../islands/staff/staff-api';

export type StaffOrderDetail = Awaited<ReturnType<typeof staffOrderDetail>>;

export function staffFromSession(db: D1Database, sessionId: string, now: number): Promise<StaffMember | null> {
  return findStaffSession(db, sessionId, now);
}

/** The manager sees every branch; everyone else their own. */
export async function visibleBranches(db: D1Database, staff: StaffMember): Promise<BranchName[]> {
  const all = await listBranchNames(db);
  return staff.role === 'manager' ? all : all.filter((b) => b.id === staff.branch_id);
}

const PAGE = 50;

/** The address bar's filters as the queue query takes them; anything unknown is ignored, as the API's schema would refuse it. */
function toDbFilters(staff: StaffMember, f: QueueFilters, since: number): DbQueueFilters {
  const out: DbQueueFilters = { limit: PAGE, offset: 0, since };
  if (f.status === 'open' || (ORDER_STATUSES as readonly string[]).includes(f.status)) out.status = f.status;
  if (f.fulfilment === 'delivery' || f.fulfilment === 'pickup') out.fulfilment = f.fulfilment;
  if (/^\d{4}-\d{2}-\d{2}$/.test(f.date)) out.day = istDay(f.date);
  if (f.payment === 'cash' || f.payment === 'point' || f.payment === 'online') out.payment = f.payment;
  if (f.q.trim()) out.q = f.q.trim().slice(0, 40);
  if (staff.role === 'manager' && /^\d{1,6}$/.test(f.branch_id)) out.branch_id = Number(f.branch_id);
  return out;
}

export async function staffQueue(db: D1Database, staff: StaffMember, f: QueueFilters, now: number): Promise<QueueAnswer> {
  const answer = await orderQueue(db, staff, toDbFilters(staff, f, now));
  return { ...answer, now };
}

export async function staffOrder(db: D1Database, staff: StaffMember, id: number): Promise<StaffOrderDetail | null> {
  const order = await findStaffOrder(db, staff, id);
  return order ? staffOrderDetail(db, staff, order) : null;
}
