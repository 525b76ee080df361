/**
 * Packing saved part-way (migration 0044, docs/packing.md): the marks so far and a version. A save
 * is one conditional write against the version the clerk's sheet was read at, so of two clerks
 * saving from the same sheet one wins and the other writes nothing; only while the order is
 * Confirmed. Finish packing deletes the row in its own guarded batch.
 */
import type { PackMark } from '../../../../src/lib/domain/orders/packing';

export interface PackingProgress {
  version: number;
  marks: PackMark[];
  staff_id: number | null;
  saved_at: number;
}

export async function readProgress(db: D1Database, orderId: number): Promise<PackingProgress | null> {
  const row = await db
    .prepare('SELECT marks, version, staff_id, saved_at FROM packing_progress WHERE order_id = ?1')
    .bind(orderId)
    .first<{ marks: string; version: number; staff_id: number | null; saved_at: number }>();
  return row ? { ...row, marks: JSON.parse(row.marks) as PackMark[] } : null;
}

/** Saves over `read` (0: none saved yet); returns the rows written (0: another save came first, or the order moved on). */
export async function saveProgress(
  db: D1Database,
  s: { orderId: number; read: number; marks: readonly PackMark[]; staffId: number; now: number },
): Promise<number> {
  const res = await db
    .prepare(
      `INSERT INTO packing_progress (order_id, marks, version, staff_id, saved_at)
       SELECT ?1, ?2, ?3 + 1, ?4, ?5
        WHERE ?3 = 0 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND order_status = 'Confirmed')
       ON CONFLICT (order_id) DO NOTHING`,
    )
    .bind(s.orderId, JSON.stringify(s.marks), s.read, s.staffId, s.now)
    .run();
  if ((res.meta.changes ?? 0) > 0 || s.read === 0) return res.meta.changes ?? 0;
  const upd = await db
    .prepare(
      `UPDATE packing_progress SET marks = ?2, version = version + 1, staff_id = ?4, saved_at = ?5
        WHERE order_id = ?1 AND version = ?3 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND order_status = 'Confirmed')`,
    )
    .bind(s.orderId, JSON.stringify(s.marks), s.read, s.staffId, s.now)
    .run();
  return upd.meta.changes ?? 0;
}

/** In the packing batch: the saved marks are done with once the order is Packed. */
export function clearProgress(db: D1Database, orderId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM packing_progress WHERE order_id = ?1').bind(orderId);
}
