/**
 * Staff in the console (issue 28): the manager adds staff and switches leavers off and on; every
 * staff member changes their own password. Refusals are ShopErrors with a catalogue key
 * (staffAcct.* in messages/*.json), so the answer carries a `code` and the reader's language.
 */
import type { StaffAdd } from '../../../../src/lib/domain/staff/staff-schemas';
import { listBranchNames, changeOwnPassword, findStaffStanding, insertStaff, switchStaffOff, switchStaffOn } from '../../db/staff';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { checkOwnPassword } from './staff-accounts';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

/** Adds a staff member; the manager's own password first, like a password reset. Returns the new id. */
export async function addStaff(
  db: D1Database,
  headers: Headers,
  manager: StaffMember,
  input: StaffAdd,
  now = clock.now(),
): Promise<number> {
  await checkOwnPassword(db, headers, manager, input.manager_password, said('srv.staff.yourPasswordWrong'), now);
  const branchId = input.role === 'manager' ? null : (input.branch_id ?? null);
  const branch = branchId === null ? null : (await listBranchNames(db)).find((b) => b.id === branchId);
  if (branchId !== null && !branch) throw new ShopError(said('staffAcct.branchNeeded'), 400, { field: 'branch_id' });
  const detail = branch ? `${input.role} · ${branch.name}` : input.role;
  const id = await insertStaff(
    db,
    { name: input.name, mobile: input.mobile, role: input.role, branch_id: branchId },
    await hashPassword(input.password),
    manager.id,
    detail,
    now,
  );
  if (id === null) throw new ShopError(said('staffAcct.mobileTaken'), 409, { field: 'mobile' });
  return id;
}

export async function switchOff(db: D1Database, manager: StaffMember, id: number, now = clock.now()): Promise<void> {
  if (id === manager.id) throw new ShopError(said('staffAcct.notYourself'), 409);
  const standing = await findStaffStanding(db, id);
  if (!standing) throw new ShopError(said('srv.staff.notFound'), 404);
  if (await switchStaffOff(db, id, manager.id, now)) return;
  // the guarded UPDATE refused: read again to say why (already off, or the last manager)
  const after = await findStaffStanding(db, id);
  throw new ShopError(after?.active === 0 ? said('staffAcct.alreadyOff') : said('staffAcct.lastManager'), 409);
}

export async function switchOn(db: D1Database, manager: StaffMember, id: number, now = clock.now()): Promise<void> {
  if (!(await findStaffStanding(db, id))) throw new ShopError(said('srv.staff.notFound'), 404);
  if (!(await switchStaffOn(db, id, manager.id, now))) throw new ShopError(said('staffAcct.alreadyOn'), 409);
}

/** One's own password: the current one first (counted like a sign-in); other sessions end, this one stays. */
export async function changeMyPassword(
  db: D1Database,
  headers: Headers,
  me: StaffMember,
  sessionId: string,
  input: { current_password: string; password: string },
  now = clock.now(),
): Promise<void> {
  await checkOwnPassword(db, headers, me, input.current_password, said('staffAcct.currentPasswordWrong'), now);
  await changeOwnPassword(db, me.id, sessionId, await hashPassword(input.password), now);
}
