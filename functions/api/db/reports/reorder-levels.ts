/** Reorder levels (migration 0024): one per product while stock is one store-wide count. */
import { escapeLike } from '../like';

export interface ReorderItem {
  product_id: number;
  name: string;
  stock: number;
  out_of_stock: number;
  level: number | null;
}

const SELECT = `SELECT p.id AS product_id, p.name, p.stock, p.out_of_stock, r.level
  FROM product p LEFT JOIN reorder_level r ON r.product_id = p.id`;

/** Products matching a search, those with a level first; without a search, only products with a level. */
export async function searchReorderLevels(db: D1Database, q: string | undefined, limit: number): Promise<ReorderItem[]> {
  const like = q ? `%${escapeLike(q)}%` : null;
  const { results } = await db
    .prepare(
      `${SELECT} WHERE (?1 IS NULL AND r.level IS NOT NULL) OR p.name LIKE ?1 ESCAPE '\\' OR p.slug LIKE ?1 ESCAPE '\\'
        ORDER BY r.level IS NULL, p.name LIMIT ?2`,
    )
    .bind(like, limit)
    .all<ReorderItem>();
  return results;
}

/** Sets (or with null clears) a product's level; null when there is no such product. */
export async function writeReorderLevel(
  db: D1Database,
  productId: number,
  level: number | null,
  staffId: number,
  now: number,
): Promise<ReorderItem | null> {
  const change =
    level === null
      ? db.prepare('DELETE FROM reorder_level WHERE product_id = ?1').bind(productId)
      : db
          .prepare(
            `INSERT INTO reorder_level (product_id, level, set_by, set_at) SELECT id, ?2, ?3, ?4 FROM product WHERE id = ?1
             ON CONFLICT (product_id) DO UPDATE SET level = excluded.level, set_by = excluded.set_by, set_at = excluded.set_at`,
          )
          .bind(productId, level, staffId, now);
  const [, read] = await db.batch<ReorderItem>([change, db.prepare(`${SELECT} WHERE p.id = ?1`).bind(productId)]);
  return read?.results?.[0] ?? null;
}
