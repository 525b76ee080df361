/**
 * The manager's care of staff accounts (issue 26 item 5): the list with each account's standing
 * (locked for new devices, wrong passwords today, known devices), unlock, and a new password. Only a
 * manager reaches these (routes/staff-accounts.ts); a password reset asks the manager's own password
 * again, so a session left open on the counter cannot take anyone's account over.
 */
import { findStaffByMobile } from '../../db/staff';
import {
  findActiveStaff,
  lastAccountEvents,
  listStaffAccounts,
  resetStaffPassword,
  unlockStaffAccount,
  type StaffAccountRow,
} from '../../db/staff';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { clientIp, giveBack, RATE_RULES, rateCount, takeRate } from '../rate-limit';
import { staffSubject } from './staff-auth';
import * as clock from '../../lib/clock';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

export interface StaffAccount extends StaffAccountRow {
  /** wrong passwords from unknown devices today */
  wrong_today: number;
  /** unknown devices are refused until the day ends or the manager unlocks */
  locked_for_new_devices: boolean;
  last_action: { action: string; at: number; by: string } | null;
}

export async function staffAccounts(db: D1Database, now = clock.now()): Promise<StaffAccount[]> {
  const [rows, events] = await Promise.all([listStaffAccounts(db), lastAccountEvents(db)]);
  const byStaff = new Map(events.map((e) => [e.staff_id, e]));
  return Promise.all(
    rows.map(async (r) => {
      const wrong = await rateCount(db, RATE_RULES.staffLoginNewDevices, staffSubject(`s${r.id}`), now);
      const e = byStaff.get(r.id);
      return {
        ...r,
        wrong_today: wrong,
        locked_for_new_devices: wrong >= RATE_RULES.staffLoginNewDevices.limit,
        last_action: e ? { action: e.action, at: e.created_at, by: e.by_name } : null,
      };
    }),
  );
}

async function target(db: D1Database, id: number): Promise<StaffMember> {
  const staff = await findActiveStaff(db, id);
  if (!staff) throw new ShopError(said('srv.staff.notFound'), 404);
  return staff;
}

export async function unlockAccount(db: D1Database, manager: StaffMember, id: number, now = clock.now()): Promise<void> {
  await unlockStaffAccount(db, (await target(db, id)).id, manager.id, now);
}

/**
 * Sets a new password the manager typed (told to the staff member in person). The manager's own
 * password is checked first, counted like a sign-in from this IP, so it cannot be guessed here.
 */
export async function resetPassword(
  db: D1Database,
  headers: Headers,
  manager: StaffMember,
  id: number,
  input: { password: string; manager_password: string },
  now = clock.now(),
): Promise<void> {
  const staff = await target(db, id);
  await checkOwnPassword(db, headers, manager, input.manager_password, said('srv.staff.yourPasswordWrong'), now);
  await resetStaffPassword(db, staff.id, await hashPassword(input.password), manager.id, now);
}

/**
 * The signed-in staff member's own password, typed again before a change to accounts: counted like
 * a sign-in from this IP (a wrong one stays counted), so it cannot be guessed here either.
 */
export async function checkOwnPassword(db: D1Database, headers: Headers, me: StaffMember, password: string, wrong: Said, now: number) {
  const ticket = await takeRate(db, RATE_RULES.staffLoginPerAccountIp, staffSubject(`s${me.id}`, clientIp(headers)), now);
  const row = await findStaffByMobile(db, me.mobile);
  if (!row || !(await verifyPassword(password, row.password_hash, row.password_salt, row.password_iterations))) {
    throw new ShopError(wrong, 403);
  }
  await giveBack(db, [ticket]);
}
