/** Reads for the shopper's shelf before checkout (services/catalogue/branch-shelf.ts, docs/stock.md). */
import { branchQtySql } from './stock';

export interface ShopperBranch {
  id: number;
  branch: string;
}

/** A pickup store by id; null when there is none or it does not take pickups. */
export async function pickupStoreById(db: D1Database, branchId: number): Promise<ShopperBranch | null> {
  return db.prepare('SELECT id, branch FROM branch WHERE id = ?1 AND pickup = 1').bind(branchId).first<ShopperBranch>();
}

/** The branch serving the shopper's first saved address (the one checkout starts on); null if none serves it. */
export async function firstAddressBranch(db: D1Database, userId: number): Promise<ShopperBranch | null> {
  return db
    .prepare(
      `SELECT b.id, b.branch FROM address a JOIN pincode p ON p.code = a.pincode JOIN branch b ON b.id = p.branch_id
        WHERE a.user_id = ?1 AND a.id = (SELECT min(id) FROM address WHERE user_id = ?1)`,
    )
    .bind(userId)
    .first<ShopperBranch>();
}

/** What may be sold of a line's pack at a branch, and whether staff took the product off sale. */
export async function packAtBranch(
  db: D1Database,
  branchId: number,
  line: { productId: number; attributeId: number },
): Promise<{ qty: number; out_of_stock: number } | null> {
  return db
    .prepare(`SELECT ${branchQtySql('?1', 'p.id', '?3')} AS qty, p.out_of_stock FROM product p WHERE p.id = ?2`)
    .bind(branchId, line.productId, line.attributeId)
    .first<{ qty: number; out_of_stock: number }>();
}
