/**
 * The staff stock screen's reads (migration 0031): one branch's count of each pack, the units of it
 * promised to open orders and payments (still on the shelf, so a clerk's count includes them), and
 * a pack's last ledger moves. Every write is a stock_move row (db/catalogue/stock.ts).
 */
import type { StaffStockItem } from '../../../../src/lib/domain/types';
import type { StockMoveItem } from '../../../../src/lib/domain/catalogue/stock-rules';
import { escapeLike } from '../like';
import { promisedSql } from './stock';

/** The stock screen's item as the table gives it (out_of_stock as 0/1). */
export interface StaffStockRow extends Omit<StaffStockItem, 'out_of_stock'> {
  out_of_stock: number;
}

const PACKS_SQL = `SELECT p.id, p.name, p.slug, p.photo, p.out_of_stock, 0 AS pack_id, '' AS pack_name FROM product p
    WHERE NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id)
   UNION ALL
   SELECT p.id, p.name, p.slug, p.photo, p.out_of_stock, a.id, a.name FROM product p JOIN product_attribute a ON a.product_id = p.id`;

const COLUMNS = (branch: string) =>
  `pk.id, pk.name, pk.slug, pk.photo, pk.out_of_stock, pk.pack_id, pk.pack_name, ${branch} AS branch_id,
   coalesce(bs.qty, 0) AS stock`;

/** The page of packs at one branch, those to act on first (flagged off, then fewest), then the units promised of those only. */
export async function searchStaffStock(db: D1Database, branchId: number, q: string | undefined, limit: number): Promise<StaffStockRow[]> {
  const like = q ? `%${escapeLike(q)}%` : null;
  const { results } = await db
    .prepare(
      `WITH pk AS (${PACKS_SQL}),
       hit AS (
         SELECT ${COLUMNS('?3')} FROM pk
           LEFT JOIN branch_stock bs ON bs.branch_id = ?3 AND bs.product_id = pk.id AND bs.pack_id = pk.pack_id
          WHERE (?1 IS NULL OR pk.name LIKE ?1 ESCAPE '\\' OR pk.slug LIKE ?1 ESCAPE '\\')
          ORDER BY pk.out_of_stock DESC, stock, pk.name, pk.pack_id LIMIT ?2)
       SELECT hit.*, ${promisedSql({ branch: '?3', product: 'hit.id', pack: 'hit.pack_id' })} AS reserved
         FROM hit ORDER BY out_of_stock DESC, stock, name, pack_id`,
    )
    .bind(like, limit, branchId)
    .all<StaffStockRow>();
  return results;
}

/** One pack at one branch, as the screen shows it after a change; null if the product has no such pack. */
export function staffStockRowStatement(db: D1Database, at: { branchId: number; productId: number; packId: number }): D1PreparedStatement {
  return db
    .prepare(
      `WITH pk AS (${PACKS_SQL})
       SELECT ${COLUMNS('?1')}, ${promisedSql({ branch: '?1', product: 'pk.id', pack: 'pk.pack_id' })} AS reserved
         FROM pk LEFT JOIN branch_stock bs ON bs.branch_id = ?1 AND bs.product_id = pk.id AND bs.pack_id = pk.pack_id
        WHERE pk.id = ?2 AND pk.pack_id = ?3`,
    )
    .bind(at.branchId, at.productId, at.packId);
}

export async function findStaffStockRow(db: D1Database, at: { branchId: number; productId: number; packId: number }) {
  return staffStockRowStatement(db, at).first<StaffStockRow>();
}

/** The product's store-wide "out of stock" flag (staff take a product off sale everywhere). */
export function setOutOfStock(db: D1Database, productId: number, outOfStock: boolean): D1PreparedStatement {
  return db.prepare('UPDATE product SET out_of_stock = ?2 WHERE id = ?1').bind(productId, outOfStock ? 1 : 0);
}

/** A pack's last moves at one branch (or every branch: null), newest first, with who made them. */
export async function listStockMoves(
  db: D1Database,
  at: { branchId: number | null; productId: number; packId: number },
  limit = 20,
): Promise<StockMoveItem[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.branch_id, b.branch AS branch_name, m.pack_id, m.delta, m.kind, m.reason, m.order_id,
              s.name AS staff_name, m.at
         FROM stock_move m JOIN branch b ON b.id = m.branch_id LEFT JOIN staff s ON s.id = m.staff_id
        WHERE m.product_id = ?1 AND m.pack_id = ?2 AND (?3 IS NULL OR m.branch_id = ?3)
        ORDER BY m.id DESC LIMIT ?4`,
    )
    .bind(at.productId, at.packId, at.branchId, limit)
    .all<StockMoveItem>();
  return results;
}
