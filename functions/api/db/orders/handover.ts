/**
 * Proof at the door and the rider's cash (migration 0032, docs/delivery.md): the handover code of
 * an order, its wrong tries, and the delivery record (cash taken) written in the completing batch.
 */
import { CODE_TRIES } from '../../../../src/lib/domain/orders/handover';
import { guardHeld } from '../catalogue';

export interface HandoverCodeRow {
  code: string;
  tries: number;
}

export function findHandoverCode(db: D1Database, orderId: number): Promise<HandoverCodeRow | null> {
  return db.prepare('SELECT code, tries FROM handover_code WHERE order_id = ?1').bind(orderId).first<HandoverCodeRow>();
}

/** Sent out / ready for pickup: the order's code, in the move's batch (a code once made is kept). */
export function insertHandoverCode(db: D1Database, orderId: number, code: string, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO handover_code (order_id, code, tries, created_at) VALUES (?1, ?2, 0, ?3) ON CONFLICT (order_id) DO NOTHING')
    .bind(orderId, code, now);
}

/**
 * One wrong code, counted in ONE guarded statement: two racing wrong tries are two increments,
 * and the count never passes the limit. Returns the tries after it (the limit when already locked).
 */
export async function countWrongTry(db: D1Database, orderId: number): Promise<number> {
  const row = await db
    .prepare('UPDATE handover_code SET tries = tries + 1 WHERE order_id = ?1 AND tries < ?2 RETURNING tries')
    .bind(orderId, CODE_TRIES)
    .first<{ tries: number }>();
  return row?.tries ?? CODE_TRIES;
}

/**
 * In the completing batch: the code typed is still the order's and it is not locked (a wrong try
 * racing this one may have locked it since it was checked); the guard aborts the batch otherwise.
 */
export function codeStillHolds(db: D1Database, orderId: number, code: string): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE handover_code SET tries = tries WHERE order_id = ?1 AND code = ?2 AND tries < ?3').bind(orderId, code, CODE_TRIES),
    guardHeld(db),
  ];
}

export interface DeliveryRecord {
  orderId: number;
  riderId: number;
  branchId: number;
  due: number;
  cash: number;
  shortReason: string | null;
  proof: 'code' | 'branch';
  now: number;
}

/**
 * Completed, home delivery: the rider's delivery and the cash taken, once (the order id is the
 * key: a second completion cannot write a second record, the batch would abort).
 */
export function insertRiderDelivery(db: D1Database, d: DeliveryRecord): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rider_delivery (order_id, rider_id, branch_id, due, cash, short_reason, proof, delivered_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(d.orderId, d.riderId, d.branchId, d.due, d.cash, d.shortReason, d.proof, d.now);
}
