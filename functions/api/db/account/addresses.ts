/** A customer's saved delivery addresses. Every query is scoped by user_id. */
import type { AddressInput } from '../../../../src/lib/domain/account/account-schemas';
import type { SavedAddress } from '../../../../src/lib/domain/types';

const SELECT = `SELECT a.id, a.firstname AS firstName, a.lastname AS lastName, a.mobile, a.email, a.address, a.landmark, a.city, coalesce(c.name, '') AS city_name,
                       a.pincode, a.type, a.branch_id
                  FROM address a LEFT JOIN city c ON c.id = a.city`;

export async function listAddresses(db: D1Database, userId: number): Promise<SavedAddress[]> {
  const { results } = await db.prepare(`${SELECT} WHERE a.user_id = ?1 ORDER BY a.id`).bind(userId).all<SavedAddress>();
  return results;
}

export async function findAddress(db: D1Database, userId: number, id: number): Promise<SavedAddress | null> {
  return db.prepare(`${SELECT} WHERE a.id = ?1 AND a.user_id = ?2`).bind(id, userId).first<SavedAddress>();
}

export async function countAddresses(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare('SELECT count(*) AS n FROM address WHERE user_id = ?1').bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function insertAddress(db: D1Database, userId: number, a: AddressInput, branchId: number, now: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO address (user_id, firstname, lastname, mobile, email, address, city, pincode, type, branch_id, created_at, landmark)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) RETURNING id`,
    )
    .bind(userId, a.firstname, a.lastname, a.mobile, a.email, a.address, a.city, a.pincode, a.type, branchId, now, a.landmark ?? '')
    .first<{ id: number }>();
  return row!.id;
}

/** False when the address is not this user's (or does not exist). */
export async function updateAddress(db: D1Database, userId: number, id: number, a: AddressInput, branchId: number): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE address SET firstname = ?3, lastname = ?4, mobile = ?5, email = ?6, address = ?7, city = ?8, pincode = ?9,
                          type = ?10, branch_id = ?11, landmark = coalesce(?12, landmark)
        WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(id, userId, a.firstname, a.lastname, a.mobile, a.email, a.address, a.city, a.pincode, a.type, branchId, a.landmark ?? null)
    .run();
  return res.meta.changes === 1;
}

export async function deleteAddress(db: D1Database, userId: number, id: number): Promise<boolean> {
  const res = await db.prepare('DELETE FROM address WHERE id = ?1 AND user_id = ?2').bind(id, userId).run();
  return res.meta.changes === 1;
}

export async function cityExists(db: D1Database, id: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS hit FROM city WHERE id = ?1').bind(id).first<{ hit: number }>();
  return row !== null;
}
