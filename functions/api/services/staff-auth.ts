/** Staff login: PBKDF2 like customers, the same rate limits (own counters), a dummy hash for unknown mobiles. */
import { findStaffByMobile, listBranchNames, type BranchName, type StaffRow } from '../db/staff';
import type { StaffMember } from '../env';
import { ShopError } from '../errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { STAFF_MSG } from '../middleware/staff-session';
import { clientIp, giveBack, RATE_RULES, takeRate } from './rate-limit';
import { staffSession } from './staff-sessions';

export type { BranchName };

let dummyHash: ReturnType<typeof hashPassword> | null = null;

export async function staffLogin(db: D1Database, headers: Headers, mobile: string, password: string): Promise<StaffRow> {
  const tickets = [await takeRate(db, RATE_RULES.loginPerIp, clientIp(headers))];
  // staff: prefix keeps a shopper's failed logins and a clerk's on separate counters
  tickets.push(await takeRate(db, RATE_RULES.loginPerAccount, `staff:${mobile}`));
  const staff = await findStaffByMobile(db, mobile);
  let ok = false;
  if (staff) {
    ok = await verifyPassword(password, staff.password_hash, staff.password_salt, staff.password_iterations);
  } else {
    dummyHash ??= hashPassword('not-staff');
    const d = await dummyHash;
    await verifyPassword(password, d.hash, d.salt, d.iterations);
  }
  if (!staff || !ok) throw new ShopError(STAFF_MSG.loginFailed, 401);
  await giveBack(db, tickets);
  return staff;
}

/**
 * The staff member behind a staff_session cookie value, for server-rendered staff pages
 * (src/pages/staff/*), which must not import db/ directly. null when the cookie is missing or stale.
 */
export async function staffForCookie(db: D1Database, token: string | undefined, now = Date.now()): Promise<StaffMember | null> {
  return (await staffSession(db, token, now))?.staff ?? null;
}

/** The branches a staff member may see: the manager every branch, everyone else their own. */
export async function visibleBranches(db: D1Database, staff: StaffMember): Promise<BranchName[]> {
  const all = await listBranchNames(db);
  return staff.role === 'manager' ? all : all.filter((b) => b.id === staff.branch_id);
}
