/**
 * Riders' end-of-shift sheets (migration 0032, docs/delivery.md): the deliveries not yet handed
 * over, and the branch's confirmation as ONE guarded batch that settles exactly the sheet the
 * clerk counted — a second confirmation, or a sheet that changed meanwhile, fails the guard.
 */
import { guardHeld } from '../catalogue';

export interface OpenDeliveryRow {
  order_id: number;
  txnid: string;
  payment_method: 'cash' | 'point' | 'online';
  due: number;
  cash: number;
  short_reason: string | null;
  proof: 'code' | 'branch';
  delivered_at: number;
}

/** A rider's deliveries not yet handed over, delivered at or before `asOf`, oldest first. */
export async function listOpenDeliveries(db: D1Database, riderId: number, asOf: number): Promise<OpenDeliveryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT d.order_id, o.txnid, o.payment_method, d.due, d.cash, d.short_reason, d.proof, d.delivered_at
         FROM rider_delivery d JOIN orders o ON o.id = d.order_id
        WHERE d.rider_id = ?1 AND d.handover_id IS NULL AND d.delivered_at <= ?2
        ORDER BY d.delivered_at, d.order_id`,
    )
    .bind(riderId, asOf)
    .all<OpenDeliveryRow>();
  return results;
}

export interface RiderRef {
  id: number;
  name: string;
  mobile: string;
  branch_id: number;
  branch_name: string;
}

/** Riders (active or not: a rider who left may still owe a sheet) of one branch, or of every branch. */
export async function listRiders(db: D1Database, branchId: number | null): Promise<RiderRef[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.name, s.mobile, s.branch_id, b.branch AS branch_name FROM staff s JOIN branch b ON b.id = s.branch_id
        WHERE s.role = 'rider' AND (?1 IS NULL OR s.branch_id = ?1)
          AND (s.active = 1 OR EXISTS (SELECT 1 FROM rider_delivery d WHERE d.rider_id = s.id AND d.handover_id IS NULL))
        ORDER BY b.id, s.name`,
    )
    .bind(branchId)
    .all<RiderRef>();
  return results;
}

export interface HandoverRow {
  id: number;
  rider_id: number;
  expected: number;
  counted: number;
  reason: string | null;
  deliveries: number;
  confirmed_at: number;
  confirmed_by_name: string;
}

/**
 * A rider's last confirmed sheets, newest first. Newest is the row written last (its id), not the
 * largest confirmed_at: two Workers' clocks may disagree by a moment, and the sheet that "starts
 * again" is the one the clerk just confirmed.
 */
export async function listHandovers(db: D1Database, riderId: number, limit = 5): Promise<HandoverRow[]> {
  const { results } = await db
    .prepare(
      `SELECT h.id, h.rider_id, h.expected, h.counted, h.reason, h.deliveries, h.confirmed_at, s.name AS confirmed_by_name
         FROM rider_handover h JOIN staff s ON s.id = h.confirmed_by
        WHERE h.rider_id = ?1 ORDER BY h.id DESC LIMIT ?2`,
    )
    .bind(riderId, limit)
    .all<HandoverRow>();
  return results;
}

export interface HandoverPlan {
  riderId: number;
  branchId: number;
  asOf: number;
  deliveries: number;
  expected: number;
  counted: number;
  reason: string | null;
  confirmedBy: number;
  now: number;
}

/**
 * The confirmation: the handover row only if the rider's open sheet up to `asOf` is still exactly
 * what the clerk counted (so many deliveries, so much cash), the guard, then those deliveries put
 * into it. Deliveries after `asOf` stay open for the next sheet.
 */
export function confirmHandoverStatements(db: D1Database, p: HandoverPlan): D1PreparedStatement[] {
  const open = `FROM rider_delivery WHERE rider_id = ?1 AND handover_id IS NULL AND delivered_at <= ?3`;
  return [
    db
      .prepare(
        `INSERT INTO rider_handover (rider_id, branch_id, expected, counted, reason, deliveries, confirmed_by, confirmed_at)
         SELECT ?1, ?2, ?5, ?6, ?7, ?4, ?8, ?9
          WHERE (SELECT count(*) ${open}) = ?4 AND (SELECT coalesce(sum(cash), 0) ${open}) = ?5 AND ?4 > 0`,
      )
      .bind(p.riderId, p.branchId, p.asOf, p.deliveries, p.expected, p.counted, p.reason, p.confirmedBy, p.now),
    guardHeld(db),
    db
      .prepare(
        `UPDATE rider_delivery SET handover_id = (SELECT max(id) FROM rider_handover WHERE rider_id = ?1)
          WHERE rider_id = ?1 AND handover_id IS NULL AND delivered_at <= ?2`,
      )
      .bind(p.riderId, p.asOf),
  ];
}
