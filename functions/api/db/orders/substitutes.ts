/**
 * A line's substitute (migration 0040, docs/packing.md). Every write is conditional, so each race
 * has one outcome: a proposal only while the order is Confirmed and the line has none (or only a
 * declined one); an answer only WHERE state = 'proposed' AND proposed_at > the cutoff and the order
 * is still Confirmed; the packing batch settles the state it read (or fails its guard and rolls back).
 */
import type { SubstituteRow, SubstituteState } from '../../../../src/lib/domain/orders/substitutes';
import { answerCutoff } from '../../../../src/lib/domain/orders/substitutes';
import { guardHeld, packSql } from '../catalogue';

/** The branch an order's units belong to (orders from before branches were counted used branch 1's). */
const BRANCH_OF = (orderExpr: string) =>
  `(SELECT coalesce(o.branch_id, (SELECT min(id) FROM branch)) FROM orders o WHERE o.id = ${orderExpr})`;

export async function listSubstitutes(db: D1Database, orderId: number): Promise<SubstituteRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM line_substitute WHERE order_id = ?1 ORDER BY line_id')
    .bind(orderId)
    .all<SubstituteRow>();
  return results;
}

/** What a proposal is checked against: the ordered line and the product+pack offered instead, at the order's branch. */
export interface ProposalFacts {
  line: {
    id: number;
    name: string;
    qty: number;
    if_missing: string;
    product_id: number;
    attribute_id: number;
    selling: number;
    points: number;
    shelf: number | null;
  };
  sub: {
    name: string;
    shelf: number | null;
    selling: number;
    mrp: number;
    points: number;
    available: number;
    at_branch: number;
    has_pack: number;
  } | null;
}

export async function proposalFacts(
  db: D1Database,
  orderId: number,
  lineId: number,
  productId: number,
  attributeId: number,
): Promise<ProposalFacts | null> {
  const [line, sub] = await db.batch([
    db
      .prepare(
        `SELECT l.id, l.name, l.qty, l.if_missing, l.product_id, coalesce(l.attribute_id, 0) AS attribute_id,
                coalesce(l.attribute_price, l.price) AS selling, l.reward_point AS points,
                (SELECT subcategory_id FROM product WHERE id = l.product_id) AS shelf
           FROM order_line l WHERE l.id = ?1 AND l.order_id = ?2`,
      )
      .bind(lineId, orderId),
    db
      .prepare(
        `SELECT p.name || CASE WHEN a.id IS NULL THEN '' ELSE ' ' || a.name END AS name, p.subcategory_id AS shelf,
                coalesce(a.selling, p.discount_price) AS selling, coalesce(a.price, p.previous_price) AS mrp,
                coalesce(a.point, p.point) AS points, (p.out_of_stock = 0 AND p.is_type IS NULL) AS available,
                coalesce((SELECT bs.qty FROM branch_stock bs WHERE bs.branch_id = ${BRANCH_OF('?3')} AND bs.product_id = p.id
                           AND bs.pack_id = ${packSql('p.id', '?2')}), 0) AS at_branch,
                (?2 = 0 OR a.id IS NOT NULL) AS has_pack
           FROM product p LEFT JOIN product_attribute a ON a.id = ?2 AND a.product_id = p.id
          WHERE p.id = ?1`,
      )
      .bind(productId, attributeId, orderId),
  ]);
  const l = line!.results[0] as ProposalFacts['line'] | undefined;
  if (!l) return null;
  return { line: l, sub: (sub!.results[0] as ProposalFacts['sub']) ?? null };
}

export interface NewSubstitute {
  lineId: number;
  orderId: number;
  productId: number;
  attributeId: number;
  name: string;
  unitPrice: number;
  unitMrp: number;
  unitPoints: number;
  charged: number;
  chargedPoints: number;
  state: Extract<SubstituteState, 'proposed' | 'accepted'>;
  staffId: number;
  now: number;
}

/** The proposal: only while the order is Confirmed, and over a declined one only. Returns the rows written (0 or 1). */
export async function insertSubstitute(db: D1Database, s: NewSubstitute): Promise<number> {
  const res = await db
    .prepare(
      `INSERT INTO line_substitute (line_id, order_id, product_id, attribute_id, name, unit_price, unit_mrp, unit_points,
                                    charged, charged_points, state, proposed_at, answered_at, staff_id, packed_qty)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, NULL, ?13, NULL
        WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?2 AND order_status = 'Confirmed')
       ON CONFLICT (line_id) DO UPDATE SET product_id = excluded.product_id, attribute_id = excluded.attribute_id,
              name = excluded.name, unit_price = excluded.unit_price, unit_mrp = excluded.unit_mrp,
              unit_points = excluded.unit_points, charged = excluded.charged, charged_points = excluded.charged_points,
              state = excluded.state, proposed_at = excluded.proposed_at, answered_at = NULL, staff_id = excluded.staff_id
        WHERE line_substitute.state = 'declined' AND line_substitute.packed_qty IS NULL`,
    )
    .bind(
      s.lineId,
      s.orderId,
      s.productId,
      s.attributeId,
      s.name,
      s.unitPrice,
      s.unitMrp,
      s.unitPoints,
      s.charged,
      s.chargedPoints,
      s.state,
      s.now,
      s.staffId,
    )
    .run();
  return res.meta.changes ?? 0;
}

/**
 * The shopper's answer, once: accepting charges the substitute's own price; declining leaves the
 * line out. Nothing changes after the window closed, after another answer, or once the order left
 * Confirmed (packing settled it). Returns the rows written (0 or 1).
 */
export async function answerSubstitute(
  db: D1Database,
  orderId: number,
  lineId: number,
  answer: 'accepted' | 'declined',
  now: number,
): Promise<number> {
  const res = await db
    .prepare(
      `UPDATE line_substitute
          SET state = ?3, answered_at = ?4,
              charged = CASE WHEN ?3 = 'accepted' THEN unit_price ELSE charged END,
              charged_points = CASE WHEN ?3 = 'accepted' THEN unit_points ELSE charged_points END
        WHERE line_id = ?2 AND order_id = ?1 AND state = 'proposed' AND proposed_at > ?5
          AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND order_status = 'Confirmed')`,
    )
    .bind(orderId, lineId, answer, now, answerCutoff(now))
    .run();
  return res.meta.changes ?? 0;
}

/**
 * In the packing batch: the substitute goes into the bag in the state packing read. A question
 * read as expired is closed here (only if still unanswered and past the cutoff); any other state
 * must still be the one read. When an answer slipped in meanwhile, the guard aborts the batch.
 */
export function settleSubstitute(
  db: D1Database,
  s: { lineId: number; read: SubstituteState; stored: SubstituteState; qty: number; now: number },
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE line_substitute
            SET state = ?3, answered_at = CASE WHEN ?3 = 'expired' AND state = 'proposed' THEN ?5 ELSE answered_at END, packed_qty = ?4
          WHERE line_id = ?1 AND state = ?2 AND (?2 <> 'proposed' OR proposed_at <= ?6)`,
      )
      .bind(s.lineId, s.stored, s.read, s.qty, s.now, answerCutoff(s.now)),
    guardHeld(db),
  ];
}

/** Products from the same shelf in stock at the order's branch for each "Replace with similar" line (at most 20 each). */
export async function listCandidates(
  db: D1Database,
  orderId: number,
): Promise<{ line_id: number; product_id: number; attribute_id: number; name: string; price: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id AS line_id, p.id AS product_id, coalesce(a.id, 0) AS attribute_id,
              p.name || CASE WHEN a.id IS NULL THEN '' ELSE ' ' || a.name END AS name, coalesce(a.selling, p.discount_price) AS price
         FROM order_line l
         JOIN product o ON o.id = l.product_id
         JOIN product p ON p.subcategory_id = o.subcategory_id AND p.out_of_stock = 0 AND p.is_type IS NULL
         LEFT JOIN product_attribute a ON a.product_id = p.id
         JOIN branch_stock bs ON bs.branch_id = ${BRANCH_OF('l.order_id')} AND bs.product_id = p.id AND bs.pack_id = coalesce(a.id, 0)
        WHERE l.order_id = ?1 AND l.if_missing = 'replace' AND bs.qty >= l.qty
          AND NOT (p.id = l.product_id AND coalesce(a.id, 0) = ${packSql('l.product_id', 'l.attribute_id')})
        ORDER BY l.id, abs(coalesce(a.selling, p.discount_price) - coalesce(l.attribute_price, l.price)), p.id`,
    )
    .bind(orderId)
    .all<{ line_id: number; product_id: number; attribute_id: number; name: string; price: number }>();
  const seen = new Map<number, number>();
  return results.filter((r) => {
    const n = (seen.get(r.line_id) ?? 0) + 1;
    seen.set(r.line_id, n);
    return n <= 20;
  });
}
