/**
 * Staff login: PBKDF2 like customers, a dummy hash for unknown mobiles, and throttles that cost the
 * guesser rather than the account (issue 26 item 5, SECURITY.md "lockout design"). Staff have no SMS
 * step, so what tells the owner from a stranger is the browser: one they signed in from before (a
 * known device, the staff_device cookie) counts its wrong passwords on its own, and nothing a
 * stranger does elsewhere refuses it. Unknown devices count per account and IP, and per account in
 * all; past that, unknown devices wait for the day to end or for the manager to unlock the account.
 */
import { findStaffByMobile, listBranchNames, type BranchName, type StaffRow } from '../../db/staff';
import { isKnownDevice } from '../../db/staff';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { sha256Hex } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/password';
import { clientIp, giveBack, hitRate, RATE_RULES, takeRate } from '../rate-limit';
import { isSessionToken } from '../account/sessions';
import { staffSession } from './staff-sessions';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export type { BranchName };

let dummyHash: ReturnType<typeof hashPassword> | null = null;

/** A staff account's counter subject (`s<id>`, `s<id>|<ip or device>`); unknown mobiles count as `m<mobile>` alike. */
export function staffSubject(who: string, detail?: string): string {
  return detail ? `${who}|${detail}` : who;
}

/** The SHA-256 of a well-formed device token, the form staff_device keeps. */
export async function deviceHash(token: string | undefined): Promise<string | null> {
  return isSessionToken(token) ? sha256Hex(token) : null;
}

async function passwordMatches(staff: StaffRow | null, password: string): Promise<boolean> {
  if (staff) return verifyPassword(password, staff.password_hash, staff.password_salt, staff.password_iterations);
  dummyHash ??= hashPassword('not-staff');
  const d = await dummyHash;
  await verifyPassword(password, d.hash, d.salt, d.iterations);
  return false;
}

export async function staffLogin(
  db: D1Database,
  headers: Headers,
  mobile: string,
  password: string,
  deviceToken?: string,
  now = clock.now(),
): Promise<StaffRow> {
  const ip = clientIp(headers);
  const tickets = [await takeRate(db, RATE_RULES.loginPerIp, ip, now)];
  const staff = await findStaffByMobile(db, mobile);
  const who = staff ? `s${staff.id}` : `m${mobile}`;
  const device = staff ? await deviceHash(deviceToken) : null;
  if (device && staff && (await isKnownDevice(db, device, staff.id))) {
    tickets.push(await takeRate(db, RATE_RULES.staffLoginPerDevice, staffSubject(who, device), now));
  } else {
    tickets.push(await takeRate(db, RATE_RULES.staffLoginPerAccountIp, staffSubject(who, ip), now));
    const newDevices = await hitRate(db, RATE_RULES.staffLoginNewDevices, who, now);
    if (newDevices.over) throw new ShopError(said('srv.staff.lockedForNewDevices'), 429);
    tickets.push(newDevices.ticket);
  }
  if (!(await passwordMatches(staff, password)) || !staff) throw new ShopError(said('srv.staff.loginFailed'), 401);
  await giveBack(db, tickets);
  return staff;
}

/**
 * The staff member behind a staff_session cookie value, for server-rendered staff pages
 * (src/pages/staff/*), which must not import db/ directly. null when the cookie is missing or stale.
 */
export async function staffForCookie(db: D1Database, token: string | undefined, now = clock.now()): Promise<StaffMember | null> {
  return (await staffSession(db, token, now))?.staff ?? null;
}

/** The branches a staff member may see: the manager every branch, everyone else their own. */
export async function visibleBranches(db: D1Database, staff: StaffMember): Promise<BranchName[]> {
  const all = await listBranchNames(db);
  return staff.role === 'manager' ? all : all.filter((b) => b.id === staff.branch_id);
}
