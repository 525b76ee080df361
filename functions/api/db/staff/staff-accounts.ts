/**
 * Staff accounts as the manager keeps them (migration 0022): the browsers each staff member signed
 * in from (known devices), the list the console shows, and the unlock / password-reset writes.
 */
import type { StaffMember } from '../../env';

/** Is this browser's device token one the staff member signed in from before? */
export async function isKnownDevice(db: D1Database, tokenHash: string, staffId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS yes FROM staff_device WHERE token_hash = ?1 AND staff_id = ?2')
    .bind(tokenHash, staffId)
    .first();
  return row !== null;
}

/** Remembers (or refreshes) a browser the staff member just signed in from. */
export async function rememberDevice(db: D1Database, tokenHash: string, staffId: number, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO staff_device (token_hash, staff_id, created_at, last_seen_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (token_hash, staff_id) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
    )
    .bind(tokenHash, staffId, now)
    .run();
}

export interface StaffAccountRow extends Omit<StaffMember, 'mobile'> {
  mobile: string;
  branch_name: string | null;
  known_devices: number;
  /** 0: switched off (a leaver), listed after everyone who can sign in */
  active: number;
}

export async function listStaffAccounts(db: D1Database): Promise<StaffAccountRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.name, s.mobile, s.role, s.branch_id, b.branch AS branch_name, s.active,
              (SELECT count(*) FROM staff_device d WHERE d.staff_id = s.id) AS known_devices
         FROM staff s LEFT JOIN branch b ON b.id = s.branch_id
        ORDER BY s.active DESC, s.role = 'manager' DESC, s.branch_id, s.role, s.name`,
    )
    .all<StaffAccountRow>();
  return results;
}

export async function findActiveStaff(db: D1Database, id: number): Promise<StaffMember | null> {
  return db.prepare('SELECT id, mobile, name, role, branch_id FROM staff WHERE id = ?1 AND active = 1').bind(id).first<StaffMember>();
}

/**
 * One staff account's sign-in counters, every IP and device: their subjects are `s<id>` or
 * `s<id>|<ip or device>` (staffSubject in services/staff/staff-auth.ts), under rules named staff-login:*.
 */
function counterKeys(db: D1Database, staffId: number): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM rate_limit WHERE key GLOB 'staff-login:*:' || ?1 OR key GLOB 'staff-login:*:' || ?1 || '|*'`)
    .bind(`s${staffId}`);
}

function event(db: D1Database, staffId: number, byStaffId: number, action: 'unlock' | 'password_reset', now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO staff_account_event (staff_id, by_staff_id, action, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(staffId, byStaffId, action, now);
}

/** Unlock: the account's wrong-password counts start again, written down with who did it. */
export async function unlockStaffAccount(db: D1Database, staffId: number, byStaffId: number, now: number): Promise<void> {
  await db.batch([counterKeys(db, staffId), event(db, staffId, byStaffId, 'unlock', now)]);
}

/**
 * A new password set by the manager: counts cleared, every session of the account ended and every
 * device forgotten (whoever knew the old password or held its browser is out), written down.
 */
export async function resetStaffPassword(
  db: D1Database,
  staffId: number,
  pw: { hash: string; salt: string; iterations: number },
  byStaffId: number,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE staff SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1')
      .bind(staffId, pw.hash, pw.salt, pw.iterations),
    db.prepare('DELETE FROM staff_session WHERE staff_id = ?1').bind(staffId),
    db.prepare('DELETE FROM staff_device WHERE staff_id = ?1').bind(staffId),
    counterKeys(db, staffId),
    event(db, staffId, byStaffId, 'password_reset', now),
  ]);
}

/** The newest manager action on each account, for the console list. */
export async function lastAccountEvents(
  db: D1Database,
): Promise<{ staff_id: number; action: string; created_at: number; by_name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT e.staff_id, e.action, e.created_at, s.name AS by_name FROM staff_account_event e JOIN staff s ON s.id = e.by_staff_id
        WHERE e.id IN (SELECT max(id) FROM staff_account_event GROUP BY staff_id)`,
    )
    .all<{ staff_id: number; action: string; created_at: number; by_name: string }>();
  return results;
}
