/**
 * What src/server/staff.ts needs from the API side, in one place: the staff services (the same
 * ones the /api/staff routes answer with). Never db/ or providers/ (the boundaries rules in eslint.config.js).
 */
import type { z } from 'zod';
import { queueQuerySchema } from '../lib/domain/staff/staff-schemas';
import type { StaffMember } from '../../functions/api/env';
import { staffForCookie, visibleBranches, type BranchName } from '../../functions/api/services/staff';
import {
  orderQueue,
  queueFiltersOf,
  staffOrderById,
  staffOrderDetail,
  type QueueFilters as DbQueueFilters,
  getCreditNoteForStaff,
  type CreditNoteView,
} from '../../functions/api/services/orders';
import type { SlotPickListQuery } from '../lib/domain/staff/staff-schemas';
import { slotPickList, type SlotPickList } from '../../functions/api/services/checkout';
import type { QueueFilters } from '../islands/staff/queue-filters';
import type { QueueAnswer } from '../islands/staff/staff-api';
import { queueRowAnswer } from '../lib/domain/orders/order-answer-schemas';

export type StaffOrderDetail = Awaited<ReturnType<typeof staffOrderDetail>>;

/** The staff member behind a staff_session cookie value (never the shopper's cookie), or null. */
export function staffFromCookie(db: D1Database, token: string | undefined): Promise<StaffMember | null> {
  return staffForCookie(db, token);
}

/** The manager sees every branch; everyone else their own. */
export function staffBranches(db: D1Database, staff: StaffMember): Promise<BranchName[]> {
  return visibleBranches(db, staff);
}

/**
 * The address bar's filters read as the API reads its query (the same schema), so the first page a
 * clerk sees is the one the queue's next poll asks for; a filter the schema refuses is left out.
 */
function toDbFilters(f: QueueFilters, since: number): DbQueueFilters {
  const raw: Record<string, string | number> = Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== ''));
  let q = queueQuerySchema.safeParse({ ...raw, since });
  if (!q.success) {
    const bad = new Set(q.error.issues.map((i) => String(i.path[0])));
    q = queueQuerySchema.safeParse(Object.fromEntries(Object.entries({ ...raw, since }).filter(([k]) => !bad.has(k))));
  }
  const v: z.infer<typeof queueQuerySchema> = q.success ? q.data : { limit: 50, offset: 0 };
  return { ...queueFiltersOf(v), since };
}

export async function staffQueue(db: D1Database, staff: StaffMember, f: QueueFilters, now: number): Promise<QueueAnswer> {
  const answer = await orderQueue(db, staff, toDbFilters(f, now));
  // the page renders the rows the island later polls for: the route's answer, in the same words
  return { ...answer, orders: answer.orders.map(queueRowAnswer), now };
}

/** A slot's one pick list (the clerk's branch, or the branch a manager chose). */
export function staffSlotPickList(db: D1Database, staff: StaffMember, query: SlotPickListQuery): Promise<SlotPickList | null> {
  return slotPickList(db, staff, query);
}

export function staffOrder(db: D1Database, staff: StaffMember, id: number): Promise<StaffOrderDetail | null> {
  return staffOrderById(db, staff, id);
}

/** An order's credit note as the staff member may see it (GET /api/staff/orders/:id/credit-note). */
export function staffCreditNote(
  db: D1Database,
  staff: StaffMember,
  orderId: number,
  tradeName: string,
  which?: 'cancelled' | 'packed',
): Promise<CreditNoteView | null> {
  return getCreditNoteForStaff(db, staff, orderId, tradeName, which);
}

// tomorrow's subscription load per branch (issue 32, docs/subscriptions.md)
export { subscriptionLoad, type SubscriptionLoad } from '../../functions/api/services/orders';
