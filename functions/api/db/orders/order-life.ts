/**
 * The statements of one order move (migration 0010). A move is ONE D1 batch: the guarded status
 * UPDATE (still in the status the mover saw), the guard (migration 0003: a lost race aborts the
 * whole batch), the audit row, and what the move does — points, stock, refund record, notification.
 * Everything after the guard runs only if the move itself held, so each effect happens exactly once.
 */
import { guardHeld, returnOrderStock, returnSubstituteUnits } from '../catalogue';

export interface MoveActorRef {
  type: 'staff' | 'customer' | 'system';
  staffId?: number | null;
  userId?: number | null;
}

export interface MovePlan {
  orderId: number;
  from: string;
  to: string;
  reason: string | null;
  actor: MoveActorRef;
  now: number;
  /** Out for delivery: the rider it is handed to */
  riderId?: number | null;
  /** a rider completing: the order must still be handed to them */
  handedTo?: number | null;
}

/** The status UPDATE, its guard and the audit row. */
export function moveCoreStatements(db: D1Database, p: MovePlan): D1PreparedStatement[] {
  const update = db
    .prepare(
      `UPDATE orders
          SET order_status = ?2, status_changed_at = ?4,
              rider_id = CASE WHEN ?2 = 'Out for delivery' THEN ?5 ELSE rider_id END,
              -- cash is collected at the door; an order cancelled before payment was taken owes nothing
              payment_status = CASE WHEN ?2 = 'Completed' AND payment_method = 'cash' THEN 'Success'
                                    WHEN ?2 = 'Cancelled' AND payment_method IN ('cash', 'point') AND payment_status = 'Pending' THEN 'Cancelled'
                                    ELSE payment_status END
        WHERE id = ?1 AND order_status = ?3
          AND (?6 IS NULL OR rider_id = ?6)
          AND (?2 <> 'Out for delivery' OR EXISTS (
                SELECT 1 FROM staff s WHERE s.id = ?5 AND s.role = 'rider' AND s.active = 1 AND s.branch_id = orders.branch_id))`,
    )
    .bind(p.orderId, p.to, p.from, p.now, p.riderId ?? null, p.handedTo ?? null);
  const event = db
    .prepare(
      `INSERT INTO order_event (order_id, actor_type, staff_id, user_id, from_status, to_status, reason, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(p.orderId, p.actor.type, p.actor.staffId ?? null, p.actor.userId ?? null, p.from, p.to, p.reason, p.now);
  return [update, guardHeld(db), event];
}

/** Completed, local ledger: the order's earned points onto the customer's balance, with a ledger row. */
export function creditEarnedPointsLocal(db: D1Database, orderId: number, mobile: string, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO reward_account (mobile, balance)
         SELECT ?1, points_earned FROM orders WHERE id = ?2 AND points_earned > 0
         ON CONFLICT (mobile) DO UPDATE SET balance = balance + excluded.balance`,
      )
      .bind(mobile, orderId),
    db
      .prepare(
        `INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at)
         SELECT ?1, points_earned, 'earn', id, ?3 FROM orders WHERE id = ?2 AND points_earned > 0`,
      )
      .bind(mobile, orderId, now),
  ];
}

/**
 * Cancelled, local ledger: the points a points order spent go back, but only when they were spent
 * on this ledger (its 'redeem' row exists); points spent at an outside service go back there.
 */
export function returnSpentPointsLocal(db: D1Database, orderId: number, mobile: string, now: number): D1PreparedStatement[] {
  // net of what packing already gave back (db/orders/packing.ts writes that as an 'adjust' row of the order)
  const spent = `(SELECT -sum(delta) FROM reward_ledger WHERE order_id = ?2 AND reason IN ('redeem', 'adjust') AND mobile = ?1)`;
  return [
    db
      .prepare(
        `INSERT INTO reward_account (mobile, balance)
         SELECT ?1, ${spent} WHERE ${spent} > 0
         ON CONFLICT (mobile) DO UPDATE SET balance = balance + excluded.balance`,
      )
      .bind(mobile, orderId),
    db
      .prepare(
        `INSERT INTO reward_ledger (mobile, delta, reason, order_id, created_at)
         SELECT ?1, ${spent}, 'adjust', ?2, ?3 WHERE ${spent} > 0`,
      )
      .bind(mobile, orderId, now),
  ];
}

/** A credit at the outside rewards service, recorded in the batch and sent after it (and retried by the job). */
export function recordRewardCredit(
  db: D1Database,
  c: { orderId: number; kind: 'earn' | 'return' | 'packed'; mobile: string; points: number; reference: string; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO reward_credit (order_id, kind, mobile, points, reference, status, attempts, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'pending', 0, ?6, ?6) ON CONFLICT (order_id, kind) DO NOTHING`,
    )
    .bind(c.orderId, c.kind, c.mobile, c.points, c.reference, c.now);
}

/** Cancelled: every unit still in the order back at its branch and pack (as packed, once packed), deal units back on offer. */
export function returnStock(db: D1Database, orderId: number, now: number): D1PreparedStatement[] {
  return [
    returnOrderStock(db, orderId, now),
    returnSubstituteUnits(db, orderId, now),
    db
      .prepare(
        `UPDATE product
            SET purchased_count = max(0, purchased_count - (SELECT sum(coalesce(packed_qty, qty)) FROM order_line WHERE order_id = ?1 AND product_id = product.id AND deal = 1))
          WHERE id IN (SELECT product_id FROM order_line WHERE order_id = ?1 AND deal = 1)`,
      )
      .bind(orderId),
  ];
}

/** Cancelled: the order's coupon use (coupon_use, the coupon limits) is given back in the cancel batch. */
export function releaseCouponUse(db: D1Database, orderId: number): D1PreparedStatement[] {
  return [db.prepare('DELETE FROM coupon_use WHERE order_id = ?1').bind(orderId)];
}

/** Cancelled, paid online: the refund record, written before anyone calls the provider. */
export function recordOrderRefund(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO refund (order_id, payment_id, amount, status, attempts, created_at, updated_at)
       SELECT id, payment_id, order_total, 'pending', 0, ?2, ?2 FROM orders
        WHERE id = ?1 AND payment_method = 'online' AND payment_status = 'Success' AND payment_id IS NOT NULL AND order_total > 0
       ON CONFLICT (order_id, reason) DO NOTHING`,
    )
    .bind(orderId, now);
}

/** What a shopper is told in their notifications: the heading, the words and where it links. */
export interface CustomerNotice {
  title: string;
  description: string;
  url: string;
}

/** The customer's own notification about their order. */
export function insertCustomerNotification(db: D1Database, userId: number, n: CustomerNotice, now: number): D1PreparedStatement {
  return noticeStatement(db, 'VALUES (?1, ?2, ?3, ?4, ?5)', userId, n, now);
}

/**
 * The same notice, unless this shopper already has one with the same link and words: a manager who
 * closes an already-closed day again (or two managers at once) must not tell a shopper twice. The
 * check and the insert are one statement, so two racing writes cannot both pass it.
 */
export function insertCustomerNotificationOnce(db: D1Database, userId: number, n: CustomerNotice, now: number): D1PreparedStatement {
  const unlessTold =
    'SELECT ?1, ?2, ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM notification WHERE user_id = ?4 AND url = ?3 AND description = ?2)';
  return noticeStatement(db, unlessTold, userId, n, now);
}

/** One INSERT for both: `source` is the VALUES or SELECT that gives the row (?1 title … ?5 time). */
function noticeStatement(db: D1Database, source: string, userId: number, n: CustomerNotice, now: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO notification (title, description, url, user_id, created_at) ${source}`)
    .bind(n.title, n.description, n.url, userId, now);
}

// ---------------------------------------------------------------- reads

export interface OrderEventRow {
  id: number;
  order_id: number;
  actor_type: 'staff' | 'customer' | 'system';
  staff_id: number | null;
  user_id: number | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  created_at: number;
  actor_name: string | null;
  actor_role: 'manager' | 'branch' | 'rider' | null;
}

export async function listOrderEvents(db: D1Database, orderId: number): Promise<OrderEventRow[]> {
  const { results } = await db
    .prepare(
      `SELECT e.*, s.name AS actor_name, s.role AS actor_role
         FROM order_event e LEFT JOIN staff s ON s.id = e.staff_id
        WHERE e.order_id = ?1 ORDER BY e.id`,
    )
    .bind(orderId)
    .all<OrderEventRow>();
  return results;
}

export interface RefundRow {
  id: number;
  order_id: number | null;
  intent_id: number | null;
  /** cancelled: the whole order; packing: the difference at packing (migration 0028); ticket: a problem ticket's lines (0033) */
  reason: 'cancelled' | 'packing' | 'ticket';
  /** a problem ticket's refund: keyed by the ticket, order_id NULL (migration 0033) */
  ticket_id?: number | null;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  attempts: number;
  last_error: string | null;
  provider_refund_id: string | null;
  claimed_until: number;
  created_at: number;
  updated_at: number;
}

export async function listOrderRefunds(db: D1Database, orderId: number): Promise<RefundRow[]> {
  const { results } = await db.prepare('SELECT * FROM refund WHERE order_id = ?1 ORDER BY id').bind(orderId).all<RefundRow>();
  return results;
}

/** Did this order spend points on the local ledger? (then they come back there) */
export async function spentOnLocalLedger(db: D1Database, orderId: number): Promise<boolean> {
  const row = await db.prepare(`SELECT 1 AS x FROM reward_ledger WHERE order_id = ?1 AND reason = 'redeem' LIMIT 1`).bind(orderId).first();
  return row !== null;
}
