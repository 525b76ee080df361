/**
 * A product's picture as the console sets it (issue 28): the guarded UPDATE (it holds only while the
 * product still shows the picture the manager saw), the order_guard that rolls the batch back
 * otherwise, the audit row and the catalogue stamp, in one batch like every console change
 * (staff-catalogue.ts).
 */
import { bumpStamp, guard } from './staff-catalogue';

export interface PictureColumns {
  photo: string;
  photo_widths: string | null;
}

export async function readPicture(db: D1Database, id: number): Promise<PictureColumns | null> {
  return db.prepare('SELECT photo, photo_widths FROM product WHERE id = ?1').bind(id).first<PictureColumns>();
}

/** Throws (the batch rolled back whole) when the product's picture changed since `before` was read. */
export async function writePicture(
  db: D1Database,
  id: number,
  before: PictureColumns,
  after: PictureColumns,
  staffId: number,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE product SET photo = ?2, photo_widths = ?3 WHERE id = ?1 AND photo IS ?4 AND photo_widths IS ?5')
      .bind(id, after.photo, after.photo_widths, before.photo, before.photo_widths),
    guard(db),
    db
      .prepare(
        `INSERT INTO product_change (product_id, staff_id, at, source, before_json, after_json) VALUES (?1, ?2, ?3, 'console', ?4, ?5)`,
      )
      .bind(id, staffId, now, JSON.stringify({ photo: before.photo }), JSON.stringify({ photo: after.photo })),
    bumpStamp(db),
  ]);
}
