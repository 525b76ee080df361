/** Coupon codes (SPEC §9). Codes compare case-insensitively (the column is COLLATE NOCASE). */
import type { CouponRule } from '../../../src/lib/domain/coupon';

export async function findCoupon(db: D1Database, code: string): Promise<CouponRule | null> {
  return db
    .prepare(
      `SELECT id, code, title, offer_type, discount, min_amount, max_discount, product_id, starts_at, ends_at, active
         FROM coupon WHERE code = ?1`,
    )
    .bind(code)
    .first<CouponRule>();
}

export async function productName(db: D1Database, productId: number): Promise<string | null> {
  const row = await db.prepare('SELECT name FROM product WHERE id = ?1').bind(productId).first<{ name: string }>();
  return row?.name ?? null;
}
