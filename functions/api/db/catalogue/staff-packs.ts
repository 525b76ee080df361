/**
 * A product's pack sizes as the console edits them (product_attribute; domain/catalogue/catalogue-packs.ts):
 * read, and written as one batch with its audit row and the catalogue stamp.
 */
import type { PackSize } from '../../../../src/lib/domain/catalogue/catalogue-packs';
import { bumpStamp, guard } from './staff-catalogue';

export interface PackRow extends PackSize {
  id: number;
}

export async function readPacks(db: D1Database, productId: number): Promise<PackRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, price AS mrp, selling AS price, point AS points FROM product_attribute
        WHERE product_id = ?1 ORDER BY sort, id`,
    )
    .bind(productId)
    .all<PackRow>();
  return results;
}

export interface PackWrite {
  changed: (PackRow & { net_quantity: number })[];
  added: (PackSize & { net_quantity: number })[];
  /** each changed pack as the editor read it: the update holds only while it still is */
  before: Map<number, PackRow>;
  /** how many packs the product has after the write */
  total: number;
  audit: { before: Record<string, string>; after: Record<string, string> };
}

/**
 * Every change in one batch: a changed pack only while it still holds what the editor read, new
 * packs after the last, and then the product must have exactly the packs the editor saw plus the
 * new ones (two managers adding at once: one batch rolls back whole). Throws when a guard fails.
 */
export async function writePacks(db: D1Database, productId: number, w: PackWrite, staffId: number, now: number): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const p of w.changed) {
    const was = w.before.get(p.id)!;
    statements.push(
      db
        .prepare(
          `UPDATE product_attribute SET name = ?3, price = ?4, selling = ?5, point = ?6, net_quantity = ?7
            WHERE id = ?1 AND product_id = ?2 AND name = ?8 AND price = ?9 AND selling = ?10 AND point = ?11`,
        )
        .bind(p.id, productId, p.name, p.mrp, p.price, p.points, p.net_quantity, was.name, was.mrp, was.price, was.points),
      guard(db),
    );
  }
  for (const p of w.added)
    statements.push(
      db
        .prepare(
          `INSERT INTO product_attribute (product_id, name, price, selling, point, net_quantity, sort)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, coalesce(max(sort), -1) + 1 FROM product_attribute WHERE product_id = ?1`,
        )
        .bind(productId, p.name, p.mrp, p.price, p.points, p.net_quantity),
    );
  statements.push(
    db.prepare('INSERT INTO order_guard (ok) SELECT count(*) = ?2 FROM product_attribute WHERE product_id = ?1').bind(productId, w.total),
    db
      .prepare(
        `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json) VALUES (?1, ?2, ?3, 'console', ?4, ?5)`,
      )
      .bind(productId, staffId, now, JSON.stringify(w.audit.before), JSON.stringify(w.audit.after)),
    bumpStamp(db),
  );
  await db.batch(statements);
}
