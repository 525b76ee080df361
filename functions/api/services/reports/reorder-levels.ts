/**
 * Reorder levels: the manager sets, per product, how few units to sell is "time to re-order"; the
 * dashboard lists products at or below theirs. Stock is one store-wide count today, so one level
 * per product serves every branch (migration 0024 says how per-branch levels would be added).
 */
import { searchReorderLevels, writeReorderLevel, type ReorderItem } from '../../db/reports';
import type { StaffMember } from '../../env';

export interface ReorderLevelView {
  product_id: number;
  name: string;
  stock: number;
  out_of_stock: boolean;
  level: number | null;
  /** at or below its level now */
  due: boolean;
}

const view = (r: ReorderItem): ReorderLevelView => ({
  product_id: r.product_id,
  name: r.name,
  stock: r.stock,
  out_of_stock: r.out_of_stock === 1,
  level: r.level,
  due: r.level !== null && r.stock <= r.level,
});

export async function findReorderLevels(db: D1Database, q: string | undefined, limit: number): Promise<ReorderLevelView[]> {
  return (await searchReorderLevels(db, q, limit)).map(view);
}

/** null: no such product. */
export async function setReorderLevel(
  db: D1Database,
  staff: StaffMember,
  productId: number,
  level: number | null,
  now: number,
): Promise<ReorderLevelView | null> {
  const row = await writeReorderLevel(db, productId, level, staff.id, now);
  return row ? view(row) : null;
}
