import type { Branch, City, PincodeEntry } from '../../../src/lib/domain/types';

export async function listCities(db: D1Database): Promise<City[]> {
  const { results } = await db.prepare('SELECT id, name FROM city ORDER BY name').all<City>();
  return results;
}

export async function listPincodes(db: D1Database): Promise<PincodeEntry[]> {
  const { results } = await db.prepare('SELECT code, branch_id, area FROM pincode ORDER BY code').all<PincodeEntry>();
  return results;
}

export async function findPincode(db: D1Database, code: string): Promise<PincodeEntry | null> {
  return db.prepare('SELECT code, branch_id, area FROM pincode WHERE code = ?1').bind(code).first<PincodeEntry>();
}

export async function listBranches(db: D1Database, kind: 'instore' | 'pickup' = 'instore'): Promise<Branch[]> {
  const where = kind === 'pickup' ? 'WHERE pickup = 1' : '';
  const { results } = await db
    .prepare(`SELECT id, store_name, branch, address, phone, hours, pincode FROM branch ${where} ORDER BY id`)
    .all<Branch>();
  return results;
}

export async function findBranch(db: D1Database, id: number): Promise<Branch | null> {
  return db.prepare('SELECT id, store_name, branch, address, phone, hours, pincode FROM branch WHERE id = ?1').bind(id).first<Branch>();
}
