/** Coupon codes (SPEC §9) and their uses. Codes compare case-insensitively (the column is COLLATE NOCASE). */
import type { CouponRule } from '../../../../src/lib/domain/checkout/coupon';
import type { CouponLimits, CouponUsage } from '../../../../src/lib/domain/checkout/coupon-limits';
import { guardHeld } from '../catalogue';

export type CouponRow = CouponRule & CouponLimits;

export async function findCoupon(db: D1Database, code: string): Promise<CouponRow | null> {
  return db
    .prepare(
      `SELECT id, code, title, offer_type AS offerKind, discount, min_amount, max_discount, product_id, starts_at, ends_at, active,
              per_customer_limit, total_limit, first_order_only
         FROM coupon WHERE code = ?1`,
    )
    .bind(code)
    .first<CouponRow>();
}

export async function productName(db: D1Database, productId: number): Promise<string | null> {
  const row = await db.prepare('SELECT name FROM product WHERE id = ?1').bind(productId).first<{ name: string }>();
  return row?.name ?? null;
}

/** The counts the limits are checked against; `exceptTxnid` leaves out the order being written. */
export async function couponUsage(db: D1Database, couponId: number, userId: number, exceptTxnid = ''): Promise<CouponUsage> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM coupon_use WHERE coupon_id = ?1 AND user_id = ?2) AS byCustomer,
              (SELECT count(*) FROM coupon_use WHERE coupon_id = ?1) AS total,
              (SELECT count(*) FROM orders WHERE user_id = ?2 AND order_status <> 'Cancelled' AND txnid <> ?3) AS customerOrders`,
    )
    .bind(couponId, userId, exceptTxnid)
    .first<CouponUsage>();
  return row ?? { byCustomer: 0, total: 0, customerOrders: 0 };
}

/**
 * For the order batch, after the order row: one use of the coupon, inserted only while the limits
 * hold (the same rule as checkCouponUse, counted inside the transaction), then the guard. Two racing
 * orders are two batches one after the other, so the second sees the first's use and order and is
 * refused; the unique (coupon_id, user_id, use_no) key is the last line of defence.
 */
export function useCouponStatements(
  db: D1Database,
  use: { code: string; userId: number; txnid: string; now: number },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO coupon_use (coupon_id, user_id, order_id, use_no, created_at)
         SELECT c.id, ?2, o.id, coalesce((SELECT max(u.use_no) FROM coupon_use u WHERE u.coupon_id = c.id AND u.user_id = ?2), 0) + 1, ?4
           FROM coupon c JOIN orders o ON o.txnid = ?3
          WHERE c.code = ?1
            AND (c.per_customer_limit = 0 OR (SELECT count(*) FROM coupon_use u WHERE u.coupon_id = c.id AND u.user_id = ?2) < c.per_customer_limit)
            AND (c.total_limit = 0 OR (SELECT count(*) FROM coupon_use u WHERE u.coupon_id = c.id) < c.total_limit)
            AND (c.first_order_only = 0 OR NOT EXISTS (
                  SELECT 1 FROM orders x WHERE x.user_id = ?2 AND x.txnid <> ?3 AND x.order_status <> 'Cancelled'))`,
      )
      .bind(use.code, use.userId, use.txnid, use.now),
    guardHeld(db),
  ];
}
