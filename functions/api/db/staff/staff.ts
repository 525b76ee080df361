/** Staff accounts and their sessions (migration 0008), apart from customers and their sessions. */
import type { StaffMember } from '../../env';

export interface StaffRow extends StaffMember {
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  active: number;
}

const MEMBER = 's.id, s.mobile, s.name, s.role, s.branch_id';

export async function findStaffByMobile(db: D1Database, mobile: string): Promise<StaffRow | null> {
  return db.prepare('SELECT * FROM staff WHERE mobile = ?1 AND active = 1').bind(mobile).first<StaffRow>();
}

export async function findStaffSession(db: D1Database, sessionId: string, now: number): Promise<StaffMember | null> {
  return db
    .prepare(
      `SELECT ${MEMBER} FROM staff_session ss JOIN staff s ON s.id = ss.staff_id
        WHERE ss.id = ?1 AND ss.expires_at > ?2 AND s.active = 1`,
    )
    .bind(sessionId, now)
    .first<StaffMember>();
}

export interface RiderRow {
  id: number;
  name: string;
  mobile: string;
}

export async function listBranchRiders(db: D1Database, branchId: number): Promise<RiderRow[]> {
  const { results } = await db
    .prepare(`SELECT id, name, mobile FROM staff WHERE role = 'rider' AND active = 1 AND branch_id = ?1 ORDER BY name`)
    .bind(branchId)
    .all<RiderRow>();
  return results;
}

export async function findRider(db: D1Database, riderId: number): Promise<(RiderRow & { branch_id: number }) | null> {
  return db
    .prepare(`SELECT id, name, mobile, branch_id FROM staff WHERE id = ?1 AND role = 'rider' AND active = 1`)
    .bind(riderId)
    .first<RiderRow & { branch_id: number }>();
}

export interface BranchName {
  id: number;
  name: string;
}

export async function listBranchNames(db: D1Database): Promise<BranchName[]> {
  const { results } = await db.prepare('SELECT id, branch AS name FROM branch ORDER BY id').all<BranchName>();
  return results;
}
