/** Customers: look-ups for sign-in, registration, password changes and the profile. */
import type { UserProfile } from '../../../../src/lib/domain/types';
import { isLang, type Lang } from '../../../../src/lib/domain/i18n/langs';

/** The user row with its password hash: never leaves the server. */
export interface UserRow extends UserProfile {
  password_hash: string;
  password_salt: string;
  password_iterations: number;
}

const USER_COLUMNS = `id, first_name, last_name, phone, email, photo, password_hash, password_salt, password_iterations, branch_id`;

export async function findUserByPhone(db: D1Database, phone: string): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM user WHERE phone = ?1 AND deleted_at IS NULL`).bind(phone).first<UserRow>();
}

export async function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  // email is COLLATE NOCASE, so Asha@Gmail.com finds asha@gmail.com
  return db.prepare(`SELECT ${USER_COLUMNS} FROM user WHERE email = ?1 AND deleted_at IS NULL`).bind(email).first<UserRow>();
}

export async function findUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM user WHERE id = ?1 AND deleted_at IS NULL`).bind(id).first<UserRow>();
}

/** Deleted accounts keep their row (orders point at it), so a phone stays taken until it is purged. */
export async function phoneTaken(db: D1Database, phone: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS hit FROM user WHERE phone = ?1').bind(phone).first<{ hit: number }>();
  return row !== null;
}

export async function emailTaken(db: D1Database, email: string, exceptUserId = 0): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS hit FROM user WHERE email = ?1 AND deleted_at IS NULL AND id != ?2')
    .bind(email, exceptUserId)
    .first<{ hit: number }>();
  return row !== null;
}

export interface NewUser {
  phone: string;
  email: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  branch_id: number;
  consent_terms_at: number;
  consent_terms_version: string;
  consent_marketing_at: number | null;
  consent_marketing_version: string | null;
  created_at: number;
}

export async function insertUser(db: D1Database, u: NewUser): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO user (phone, email, password_hash, password_salt, password_iterations, branch_id,
                         consent_terms_at, consent_terms_version, consent_marketing_at, created_at,
                         consent_marketing_version)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
    )
    .bind(
      u.phone,
      u.email,
      u.password_hash,
      u.password_salt,
      u.password_iterations,
      u.branch_id,
      u.consent_terms_at,
      u.consent_terms_version,
      u.consent_marketing_at,
      u.created_at,
      u.consent_marketing_version,
    )
    .first<{ id: number }>();
  return row!.id;
}

export interface StoredPassword {
  hash: string;
  salt: string;
  iterations: number;
}

export function setPasswordStatement(db: D1Database, userId: number, pw: StoredPassword): D1PreparedStatement {
  return db
    .prepare('UPDATE user SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1')
    .bind(userId, pw.hash, pw.salt, pw.iterations);
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  email: string;
  /** undefined keeps the current photo */
  photo?: string;
}

export function updateProfileStatement(db: D1Database, userId: number, p: ProfileChanges): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE user SET first_name = ?2, last_name = ?3, email = ?4, photo = coalesce(?5, photo)
        WHERE id = ?1 AND deleted_at IS NULL`,
    )
    .bind(userId, p.first_name, p.last_name, p.email, p.photo ?? null);
}

/** Sessions of the user other than the one in use (after a password change from the profile). */
export function endOtherSessionsStatement(db: D1Database, userId: number, keepSessionId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM session WHERE user_id = ?1 AND id != ?2').bind(userId, keepSessionId);
}

export function endAllSessionsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM session WHERE user_id = ?1').bind(userId);
}

export function toProfile(u: UserRow): UserProfile {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    phone: u.phone,
    email: u.email,
    photo: u.photo,
    branch_id: u.branch_id,
  };
}

/** A profile without a name takes this one (an order's batch); a name already there is never replaced. */
export function nameIfBlank(db: D1Database, userId: number, name: { first_name: string; last_name: string }): D1PreparedStatement {
  return db
    .prepare("UPDATE user SET first_name = ?2, last_name = ?3 WHERE id = ?1 AND trim(first_name) = ''")
    .bind(userId, name.first_name.slice(0, 100), name.last_name.slice(0, 100));
}

/** The customer's language (migration 0019); the CHECK keeps it one of en, kn, hi. Writes only a change. */
export async function updateUserLang(db: D1Database, userId: number, lang: Lang): Promise<void> {
  await db.prepare('UPDATE user SET lang = ?2 WHERE id = ?1 AND lang <> ?2').bind(userId, lang).run();
}

export async function findUserLang(db: D1Database, userId: number): Promise<Lang | null> {
  const row = await db.prepare('SELECT lang FROM user WHERE id = ?1 AND deleted_at IS NULL').bind(userId).first<{ lang: string }>();
  return row && isLang(row.lang) ? row.lang : null;
}

/**
 * When this account proved its mobile number by OTP (registration). A number is recycled by the
 * telecom operator: what an outside system dates before this moment was an earlier holder's (src/lib/domain/account/number-holder.ts).
 */
export async function phoneProvedAt(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare('SELECT coalesce(phone_verified_at, created_at) AS at FROM user WHERE id = ?1 AND deleted_at IS NULL')
    .bind(userId)
    .first<{ at: number }>();
  // no live account: nothing is this caller's
  return row?.at ?? Number.MAX_SAFE_INTEGER;
}
