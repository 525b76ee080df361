/** Recent activities: visits (advisor_visit) and the products a customer looked at (recent_view). */
import type { RecentActivity } from '../../../../src/lib/domain/cart/cart-schemas';

export const RECENT_LIMIT = 20;

export function insertVisitStatement(db: D1Database, userId: number, path: string, now: number): D1PreparedStatement {
  return db.prepare('INSERT INTO advisor_visit (user_id, path, visited_at) VALUES (?1, ?2, ?3)').bind(userId, path, now);
}

/** Upserts the view only when the product exists (a made-up id records nothing). */
export function upsertRecentViewStatement(db: D1Database, userId: number, productId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO recent_view (user_id, product_id, viewed_at)
       SELECT ?1, id, ?3 FROM product WHERE id = ?2
       ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = excluded.viewed_at`,
    )
    .bind(userId, productId, now);
}

export async function listRecentViews(db: D1Database, userId: number, limit = RECENT_LIMIT): Promise<RecentActivity[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.slug, p.name, p.photo AS image, p.photo, p.point AS points, r.viewed_at
         FROM recent_view r JOIN product p ON p.id = r.product_id
        WHERE r.user_id = ?1
        ORDER BY r.viewed_at DESC, p.id
        LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<RecentActivity>();
  return results;
}

export async function deleteRecentView(db: D1Database, userId: number, productId: number): Promise<boolean> {
  const r = await db.prepare('DELETE FROM recent_view WHERE user_id = ?1 AND product_id = ?2').bind(userId, productId).run();
  return r.meta.changes > 0;
}
