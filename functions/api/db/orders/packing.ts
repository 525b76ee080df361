/**
 * The statements of finishing packing (migration 0028, docs/packing.md). They join the packing
 * move's one batch after its guarded status UPDATE (Confirmed → Packed, db/orders/order-life.ts): a second
 * clerk finishing the same order, or a retried request, fails that guard and its whole batch rolls
 * back, so the lines, the totals, the stock, the refund record, the credit note and the points each
 * change exactly once.
 */
import type { PackableLine, PackedLine } from '../../../../src/lib/domain/orders/packing';
import type { OrderTotals } from '../../../../src/lib/domain/orders/order-totals';
import { returnUnpackedUnits } from '../catalogue';

export interface PackableLineRow extends PackableLine {
  product_id: number;
  deal: number;
}

/** The order's lines with each pack's net quantity (the variant's own size, else the product's). */
export async function listPackableLines(db: D1Database, orderId: number): Promise<PackableLineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.name, l.qty, l.product_id, l.deal, l.if_missing,
              coalesce(l.attribute_price, l.price) AS selling, l.main_price AS mrp, l.reward_point AS points,
              coalesce(nullif(a.net_quantity, 0), p.net_quantity, 0) AS net_quantity, coalesce(p.net_unit, 'pc') AS net_unit
         FROM order_line l LEFT JOIN product p ON p.id = l.product_id LEFT JOIN product_attribute a ON a.id = l.attribute_id
        WHERE l.order_id = ?1 ORDER BY l.id`,
    )
    .bind(orderId)
    .all<Omit<PackableLineRow, 'unit'> & { selling: number; mrp: number; points: number }>();
  return results.map(({ selling, mrp, points, ...l }) => ({ ...l, unit: { selling, mrp, points } }));
}

/** What went in the bag, per line. */
export function recordPackedLines(db: D1Database, orderId: number, lines: readonly PackedLine[]): D1PreparedStatement[] {
  return lines.map((l) =>
    db
      .prepare(
        `UPDATE order_line SET packed_qty = ?3, packed_grams = ?4, packed_total = ?5, packed_mrp = ?6, packed_points = ?7
          WHERE id = ?1 AND order_id = ?2`,
      )
      .bind(l.id, orderId, l.packed_qty, l.grams, l.total, l.mrp, l.points),
  );
}

/** The order's totals as packed; what it came to when placed is kept once, for "was … now …". */
export function repriceOrder(db: D1Database, orderId: number, t: OrderTotals, payment: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET placed_total = coalesce(placed_total, order_total), placed_points = coalesce(placed_points, total_points),
              subtotal = ?2, discount = ?3, shipping = ?4, order_total = ?5, total_points = ?6, points_earned = ?7
        WHERE id = ?1`,
    )
    .bind(orderId, t.price, t.coupon + t.offer, t.shipping, t.payable, payment === 'point' ? t.points : 0, t.pointsEarned);
}

/** Units not packed go back at the order's branch and pack (and deal units back on offer), once, in this batch. */
export function returnUnpackedStock(
  db: D1Database,
  orderId: number,
  lines: readonly { id: number; product_id: number; deal: number; back: number }[],
  now: number,
): D1PreparedStatement[] {
  return lines
    .filter((l) => l.back > 0)
    .flatMap((l) => [
      returnUnpackedUnits(db, orderId, l.id, l.back, now),
      ...(l.deal === 1
        ? [db.prepare('UPDATE product SET purchased_count = max(0, purchased_count - ?2) WHERE id = ?1').bind(l.product_id, l.back)]
        : []),
    ]);
}

/** A paid online order packed for less: the difference's refund record, before the provider is called. */
export function recordPackingRefund(db: D1Database, orderId: number, amount: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO refund (order_id, reason, payment_id, amount, status, attempts, created_at, updated_at)
       SELECT id, 'packing', payment_id, ?2, 'pending', 0, ?3, ?3 FROM orders
        WHERE id = ?1 AND payment_method = 'online' AND payment_status = 'Success' AND payment_id IS NOT NULL AND ?2 > 0
       ON CONFLICT (order_id, reason) DO NOTHING`,
    )
    .bind(orderId, amount, now);
}

/** A points order spent on this ledger: the points of what was not packed go back, with a ledger row. */
export function returnPackingPointsLocal(
  db: D1Database,
  orderId: number,
  mobile: string,
  points: number,
  now: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO reward_account (mobile, balance) VALUES (?1, ?2)
         ON CONFLICT (mobile) DO UPDATE SET balance = balance + excluded.balance`,
      )
      .bind(mobile, points),
    db
      .prepare(`INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at) VALUES (?1, ?2, 'adjust', ?3, ?4)`)
      .bind(mobile, points, orderId, now),
  ];
}
