/**
 * Who works here (issue 28, migration 0043): the manager adds a staff member, switches a leaver off
 * and on again, and anyone changes their own password. Every write is one batch with its audit row
 * in staff_account_event, and each guard is in the SQL, so two managers at once cannot both succeed.
 */
import type { StaffMember } from '../../env';

export type AccountAction = 'added' | 'switched_off' | 'switched_on' | 'own_password';

type PasswordHash = { hash: string; salt: string; iterations: number };

/** The audit row, written only when the statement just before it changed one row. */
function eventIfChanged(
  db: D1Database,
  staffIdSql: string,
  bind: unknown[],
  byStaffId: number,
  action: AccountAction,
  detail: string,
  now: number,
) {
  return db
    .prepare(
      `INSERT INTO staff_account_event (staff_id, by_staff_id, action, detail, created_at)
       SELECT ${staffIdSql}, ?2, ?3, ?4, ?5 WHERE changes() = 1`,
    )
    .bind(bind[0], byStaffId, action, detail, now);
}

/**
 * A new account, or null when the mobile number already has one (switched off or not: the UNIQUE
 * mobile decides, so of two managers adding the same number at once exactly one gets it).
 */
export async function insertStaff(
  db: D1Database,
  s: { name: string; mobile: string; role: StaffMember['role']; branch_id: number | null },
  pw: PasswordHash,
  byStaffId: number,
  detail: string,
  now: number,
): Promise<number | null> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO staff (mobile, name, role, branch_id, password_hash, password_salt, password_iterations, active, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8) ON CONFLICT (mobile) DO NOTHING RETURNING id`,
      )
      .bind(s.mobile, s.name, s.role, s.branch_id, pw.hash, pw.salt, pw.iterations, now),
    eventIfChanged(db, '(SELECT id FROM staff WHERE mobile = ?1)', [s.mobile], byStaffId, 'added', detail, now),
  ]);
  return inserted?.results[0]?.id ?? null;
}

export interface StaffStanding {
  id: number;
  role: StaffMember['role'];
  active: number;
}

export async function findStaffStanding(db: D1Database, id: number): Promise<StaffStanding | null> {
  return db.prepare('SELECT id, role, active FROM staff WHERE id = ?1').bind(id).first<StaffStanding>();
}

/**
 * Switches an account off: it cannot sign in, and its sessions end in the same batch (the session
 * lookup reads only active accounts too, so a cookie is refused at once). Never the last active
 * manager: that guard is in the UPDATE, so two managers switching each other off leave one.
 * Returns whether it was switched off.
 */
export async function switchStaffOff(db: D1Database, id: number, byStaffId: number, now: number): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE staff SET active = 0 WHERE id = ?1 AND active = 1
            AND (role <> 'manager' OR (SELECT count(*) FROM staff WHERE role = 'manager' AND active = 1) > 1)`,
      )
      .bind(id),
    eventIfChanged(db, '?1', [id], byStaffId, 'switched_off', '', now),
    db.prepare('DELETE FROM staff_session WHERE staff_id = ?1 AND (SELECT active FROM staff WHERE id = ?1) = 0').bind(id),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

export async function switchStaffOn(db: D1Database, id: number, byStaffId: number, now: number): Promise<boolean> {
  const [update] = await db.batch([
    db.prepare('UPDATE staff SET active = 1 WHERE id = ?1 AND active = 0').bind(id),
    eventIfChanged(db, '?1', [id], byStaffId, 'switched_on', '', now),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

/** One's own new password: every other session of the account ends; this one stays. */
export async function changeOwnPassword(db: D1Database, id: number, keepSessionId: string, pw: PasswordHash, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE staff SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1 AND active = 1')
      .bind(id, pw.hash, pw.salt, pw.iterations),
    eventIfChanged(db, '?1', [id], id, 'own_password', '', now),
    db.prepare('DELETE FROM staff_session WHERE staff_id = ?1 AND id <> ?2').bind(id, keepSessionId),
  ]);
}
