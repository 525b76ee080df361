/**
 * The riders' cash sheets' door for the staff page (/staff/handover, docs/delivery.md): the same
 * service the /api/staff/handover route answers with, so the page and its confirm button agree.
 */
import type { Env, StaffMember } from '../../functions/api/env';
import { riderSheets, type RiderSheet } from '../../functions/api/services/orders';
import type { StaffView } from './staff';
import * as clock from './clock';

export type { RiderSheet };

function envOf(locals: App.Locals): Env | null {
  return ((locals as Partial<App.Locals>).runtime?.env as Env | undefined) ?? null;
}

function member(staff: StaffView): StaffMember {
  return { id: staff.id, name: staff.name, role: staff.role, branch_id: staff.branch_id, mobile: '' };
}

/** The sheets this person may see (a rider: their own), or null for a rider not theirs to see. */
export async function loadRiderSheets(locals: App.Locals, staff: StaffView, rider: string | null): Promise<RiderSheet[] | null> {
  const env = envOf(locals);
  if (!env?.DB) return [];
  const id = rider && /^\d{1,9}$/.test(rider) ? Number(rider) : undefined;
  if (rider && id === undefined) return null;
  return riderSheets(env.DB, member(staff), clock.now(), id);
}
