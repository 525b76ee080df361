/**
 * A staff_session cookie value to the staff member, in one place for the staff API's middleware
 * (functions/api/middleware/staff-session.ts) and the staff pages (src/server/staff.ts).
 * A shopper's cookie is never looked up here, nor a staff cookie in the shop.
 */
import { findStaffSession } from '../../db/staff';
import type { StaffMember } from '../../env';
import { sha256Hex } from '../../lib/crypto';
import { isSessionToken } from '../account/sessions';
import * as clock from '../../lib/clock';

export interface StaffSession {
  id: string;
  staff: StaffMember;
}

export async function staffSession(db: D1Database, token: string | undefined | null, now = clock.now()): Promise<StaffSession | null> {
  if (!isSessionToken(token)) return null;
  const id = await sha256Hex(token);
  const staff = await findStaffSession(db, id, now);
  return staff ? { id, staff } : null;
}
