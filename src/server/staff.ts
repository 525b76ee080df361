/**
 * The staff console's one door to the server (ARCHITECTURE: pages never reach db/ or providers):
 * who is signed in from the staff cookie, and the queue, order and stock data the pages render
 * first, from the same services the /api/staff routes answer with, so the screen a page draws and
 * the answers its islands poll for are one and the same.
 */
import type { AstroCookies, AstroGlobal } from 'astro';
import type { Env, StaffMember } from '../../functions/api/env';
import { STAFF_COOKIE } from '../../functions/api/middleware/staff-session';
import { ORDER_STATUSES } from '../lib/domain/orders/order-status';
import { safeReturn } from '../lib/domain/account/safe-return';
import { STAFF_ROLE_LABEL } from '../lib/domain/staff/staff-roles';
import { slotPickListQuerySchema } from '../lib/domain/staff/staff-schemas';
import type { QueueFilters } from '../islands/staff/queue-filters';
import type { QueueAnswer } from '../islands/staff/staff-api';
import * as staffService from './staff-services';
import { staffLoadQuerySchema } from '../lib/domain/orders/subscription-schemas';
import * as clock from './clock';

export type StaffOrder = staffService.StaffOrderDetail;

export interface StaffView {
  id: number;
  name: string;
  role: StaffMember['role'];
  role_label: string;
  branch_id: number | null;
  branch_name: string | null;
  /** branches this person may see (the manager: all) */
  branches: { id: number; name: string }[];
}

/** Every status a queue can be filtered by. */
export const QUEUE_STATUSES = ORDER_STATUSES;

function envOf(locals: App.Locals): Env | null {
  return ((locals as Partial<App.Locals>).runtime?.env as Env | undefined) ?? null;
}

/** The staff member this request's staff cookie belongs to (a shopper's cookie never counts). */
export async function signedInStaff(locals: App.Locals, cookies: AstroCookies): Promise<StaffView | null> {
  const env = envOf(locals);
  if (!env?.DB) return null;
  const staff = await staffService.staffFromCookie(env.DB, cookies.get(STAFF_COOKIE)?.value);
  if (!staff) return null;
  const branches = await staffService.staffBranches(env.DB, staff);
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    role_label: STAFF_ROLE_LABEL[staff.role],
    branch_id: staff.branch_id,
    branch_name: branches.find((b) => b.id === staff.branch_id)?.name ?? null,
    branches,
  };
}

/** A ?next= inside the console, or the queue: never a way out to another site or the shop. */
export function staffReturnPath(next: string | null): string {
  // the store's one safe-return rule first (it resolves `..` and refuses other sites), then the console's own paths
  const path = safeReturn(next, '/staff');
  return /^\/staff(\/[\w\-/]*)?(\?[\w\-=&%.+]*)?$/.test(path) && !path.startsWith('/staff/login') ? path : '/staff';
}

/**
 * The signed-in staff member, or the response to send instead: the login screen (coming back here
 * afterwards) for no session, a 403 page for a role that may not open this screen.
 */
export async function requireStaff(astro: AstroGlobal, roles?: StaffMember['role'][]): Promise<StaffView | Response> {
  const staff = await signedInStaff(astro.locals, astro.cookies);
  if (!staff) {
    const next = astro.url.pathname + astro.url.search;
    return astro.redirect(`/staff/login?next=${encodeURIComponent(staffReturnPath(next))}`);
  }
  if (roles && !roles.includes(staff.role)) return astro.redirect('/staff');
  return staff;
}

function member(staff: StaffView): StaffMember {
  return { id: staff.id, name: staff.name, role: staff.role, branch_id: staff.branch_id, mobile: '' };
}

/** The combined pick list of the slot in the address (?slot_day=&slot_start=[&branch_id=]), or null. */
export async function loadSlotPickList(locals: App.Locals, staff: StaffView, search: URLSearchParams) {
  const env = envOf(locals);
  const query = slotPickListQuerySchema.safeParse(Object.fromEntries(search));
  if (!env?.DB || !query.success) return null;
  return staffService.staffSlotPickList(env.DB, member(staff), query.data);
}

/** The first page of the queue with the filters in the address, as GET /api/staff/orders answers. */
export async function loadQueue(locals: App.Locals, staff: StaffView, filters: QueueFilters): Promise<QueueAnswer> {
  const env = envOf(locals);
  const now = clock.now();
  if (!env?.DB) return { orders: [], total: 0, new_count: 0, now, slot_times: [] };
  return staffService.staffQueue(env.DB, member(staff), filters, now);
}

/** One order as the staff member may see it (null: not theirs or no such order → 404). */
export async function loadStaffOrder(locals: App.Locals, staff: StaffView, id: string): Promise<StaffOrder | null> {
  const env = envOf(locals);
  if (!env?.DB || !/^\d{1,12}$/.test(id)) return null;
  return staffService.staffOrder(env.DB, member(staff), Number(id));
}

/** An order's credit note as the staff member may see it (null: not theirs, or none issued → 404). */
export async function loadStaffCreditNote(
  locals: App.Locals,
  staff: StaffView,
  id: string,
  tradeName: string,
  which?: 'cancelled' | 'packed',
) {
  const env = envOf(locals);
  if (!env?.DB || !/^\d{1,12}$/.test(id)) return null;
  return staffService.staffCreditNote(env.DB, member(staff), Number(id), tradeName, which);
}

/** Tomorrow's subscription load: the clerk's own branch; the manager's ?branch_id= (or every branch). */
export async function loadSubscriptionLoad(locals: App.Locals, staff: StaffView, search: URLSearchParams) {
  const env = envOf(locals);
  if (!env?.DB) return null;
  const query = staffLoadQuerySchema.safeParse(Object.fromEntries(search));
  return staffService.subscriptionLoad(env.DB, member(staff), query.success ? query.data : {}, clock.now());
}
