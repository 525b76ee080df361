/**
 * Moving an order along its life (src/lib/domain/order-life.ts) for staff, the shopper and the
 * system: the checks, the one guarded batch (db/order-life.ts) and what follows it (texts, refunds,
 * credits at an outside rewards service). Replaces the old setOrderStatus.
 */
import { releaseOrderSlot } from '../db/slots';
import { issueCreditNote } from '../db/credit-notes';
import { slotOf } from '../../../src/lib/domain/delivery-slots';
import { DEFAULT_LANG, isLang, type Lang } from '../../../src/lib/domain/i18n/langs';
import {
  canCustomerCancel,
  LIFE_MSG,
  moveNeedsReason,
  moveNeedsRider,
  moveRefusal,
  type MoveActor,
} from '../../../src/lib/domain/order-life';
import { isNoticeEvent, orderNotice } from '../../../src/lib/domain/order-messages';
import {
  creditEarnedPointsLocal,
  insertCustomerNotification,
  listOrderEvents,
  listOrderRefunds,
  moveCoreStatements,
  recordOrderRefund,
  recordRewardCredit,
  releaseCouponUse,
  returnSpentPointsLocal,
  returnStock,
  spentOnLocalLedger,
  type MoveActorRef,
  type RefundRow,
} from '../db/order-life';
import { findOrderById, type OrderRow } from '../db/orders';
import { findRider } from '../db/staff';
import type { Env, StaffMember } from '../env';
import { ShopError } from '../errors';
import { rewardsConfigured, rewardsProvider } from '../providers/rewards';
import { notifyCustomer } from './order-notices';
import { processRefund } from './refunds';
import { clearEarlierHolders } from './reward-closures';

export type OrderMover = { kind: 'staff'; staff: StaffMember } | { kind: 'customer'; userId: number } | { kind: 'system' };

export interface MoveRequest {
  /** the status the mover saw */
  from: string;
  to: string;
  reason?: string | null;
  rider_id?: number | null;
}

function actorRole(m: OrderMover): MoveActor {
  return m.kind === 'staff' ? m.staff.role : m.kind;
}

function actorRef(m: OrderMover): MoveActorRef {
  if (m.kind === 'staff') return { type: 'staff', staffId: m.staff.id };
  if (m.kind === 'customer') return { type: 'customer', userId: m.userId };
  return { type: 'system' };
}

/** Who to tell: the account's mobile (else the order's) and the language they read (migration 0019). */
async function customerContact(db: D1Database, o: OrderRow): Promise<{ mobile: string; lang: Lang }> {
  if (o.user_id) {
    const u = await db.prepare('SELECT phone, lang FROM user WHERE id = ?1').bind(o.user_id).first<{ phone: string; lang: string }>();
    if (u?.phone) return { mobile: u.phone, lang: isLang(u.lang) ? u.lang : DEFAULT_LANG };
  }
  return { mobile: o.bill_phone, lang: DEFAULT_LANG };
}

/**
 * Moves `order` from `req.from` to `req.to` for `mover`, or throws the refusal the mover should read
 * (400 not a move, 403 role, 404 not theirs, 409 someone else moved it first). Returns the order as
 * it is afterwards.
 */
export async function moveOrder(env: Env, order: OrderRow, req: MoveRequest, mover: OrderMover, now = Date.now()): Promise<OrderRow> {
  const db = env.DB;
  const role = actorRole(mover);
  const moverId = mover.kind === 'staff' ? mover.staff.id : undefined;
  const reason = req.reason?.trim() || null;
  if (order.order_status !== req.from) throw alreadyMoved(order.order_status);
  const refusal = moveRefusal({ status: req.from, flag: order.flag, rider_id: order.rider_id }, req.to, { role, id: moverId });
  if (refusal === 'no_such_move') throw new ShopError(LIFE_MSG.noSuchMove(req.from, req.to), 400);
  if (refusal === 'role') throw new ShopError(LIFE_MSG.roleCannot(req.to), 403);
  if (refusal === 'not_your_order') throw new ShopError(LIFE_MSG.orderNotFound, 404);
  if (moveNeedsReason(req.to) && !reason) throw new ShopError(LIFE_MSG.reasonNeeded, 400);
  let riderId: number | null = null;
  if (moveNeedsRider(req.to)) {
    if (!req.rider_id) throw new ShopError(LIFE_MSG.riderNeeded, 400);
    const rider = await findRider(db, req.rider_id);
    if (!rider || rider.branch_id !== order.branch_id) throw new ShopError(LIFE_MSG.riderNotHere, 400);
    riderId = rider.id;
  }

  const { mobile, lang } = await customerContact(db, order);
  const remoteRewards = rewardsConfigured(env);
  const statements = moveCoreStatements(db, {
    orderId: order.id,
    from: req.from,
    to: req.to,
    reason,
    actor: actorRef(mover),
    now,
    riderId,
    handedTo: role === 'rider' ? moverId : null,
  });
  let rewardCredit: 'earn' | 'return' | null = null;
  if (req.to === 'Completed' && order.points_earned > 0 && mobile) {
    if (remoteRewards) {
      statements.push(
        recordRewardCredit(db, {
          orderId: order.id,
          kind: 'earn',
          mobile,
          points: order.points_earned,
          reference: `earn-${order.txnid}`,
          now,
        }),
      );
      rewardCredit = 'earn';
    } else {
      statements.push(...creditEarnedPointsLocal(db, order.id, mobile, now));
    }
  }
  if (req.to === 'Cancelled') {
    // stock, coupon use and the slot's place go back; a paid order's refund is recorded; an issued
    // invoice gets its credit note (in this guarded batch, so exactly once and with no gap)
    statements.push(...returnStock(db, order.id), ...releaseCouponUse(db, order.id), releaseOrderSlot(db, order.id));
    statements.push(recordOrderRefund(db, order.id, now), ...issueCreditNote(db, order.id, now));
    if (order.total_points > 0 && mobile) {
      if (await spentOnLocalLedger(db, order.id)) {
        statements.push(...returnSpentPointsLocal(db, order.id, mobile, now));
      } else if (remoteRewards) {
        // the redemption's own reference (checkout used the Idempotency-Key, else the txnid)
        const reference = order.idempotency_key ?? order.txnid;
        statements.push(recordRewardCredit(db, { orderId: order.id, kind: 'return', mobile, points: order.total_points, reference, now }));
        rewardCredit = 'return';
      }
    }
  }
  if (isNoticeEvent(req.to) && order.user_id) {
    statements.push(insertCustomerNotification(db, order.user_id, orderNotice(req.to, order.txnid, 0, lang), now));
  }

  try {
    await db.batch(statements);
  } catch (err) {
    if (!String(err).includes('order_guard')) throw err;
    const current = await findOrderById(db, order.id);
    if (current && current.order_status !== req.from) throw alreadyMoved(current.order_status);
    // same status but the rider changed or left: the screen is out of date either way
    throw new ShopError('This order changed while you were looking at it. Refresh to see it.', 409, {
      current_status: current?.order_status ?? null,
    });
  }

  await afterMove(env, order, req.to, { mobile, lang }, rewardCredit);
  return (await findOrderById(db, order.id))!;
}

function alreadyMoved(current: string): ShopError {
  return new ShopError(LIFE_MSG.alreadyMoved(current), 409, { current_status: current });
}

/** What follows a move that held: the text, the refund's first try, the outside credit's first try. */
async function afterMove(
  env: Env,
  order: OrderRow,
  to: string,
  who: { mobile: string; lang: Lang },
  rewardCredit: 'earn' | 'return' | null,
): Promise<void> {
  if (isNoticeEvent(to))
    await notifyCustomer(env, { txnid: order.txnid, user_id: order.user_id, phone: who.mobile, slot: slotOf(order), lang: who.lang }, to);
  if (to === 'Cancelled') {
    const refund = await env.DB.prepare(`SELECT id FROM refund WHERE order_id = ?1 AND status <> 'processed'`)
      .bind(order.id)
      .first<{ id: number }>();
    if (refund) await processRefund(env, refund.id);
  }
  if (rewardCredit) {
    const row = await env.DB.prepare('SELECT id FROM reward_credit WHERE order_id = ?1 AND kind = ?2')
      .bind(order.id, rewardCredit)
      .first<{ id: number }>();
    if (row) await sendRewardCredit(env, row.id);
  }
}

interface RewardCreditRow {
  id: number;
  order_id: number;
  kind: 'earn' | 'return';
  mobile: string;
  points: number;
  reference: string;
  status: 'pending' | 'done' | 'closed';
  attempts: number;
}

/** One recorded credit to the outside rewards service; stays pending (job retries) when it does not answer. */
export async function sendRewardCredit(env: Env, id: number): Promise<boolean> {
  const row = await env.DB.prepare(`SELECT * FROM reward_credit WHERE id = ?1 AND status = 'pending'`).bind(id).first<RewardCreditRow>();
  if (!row) return false;
  try {
    const service = rewardsProvider(env);
    // a credit for the number's new holder waits until the earlier holder's account is closed, or the closure would take it
    await clearEarlierHolders(env.DB, service, row.mobile, Date.now());
    await service.credit(row.mobile, row.points, { order: row.reference });
    await env.DB.prepare(
      `UPDATE reward_credit SET status = 'done', attempts = attempts + 1, last_error = NULL, updated_at = ?2 WHERE id = ?1`,
    )
      .bind(id, Date.now())
      .run();
    return true;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    console.error(`REWARDS RECONCILE: ${row.kind} credit of ${row.points} points for order ${row.order_id} not sent yet: ${why}`);
    await env.DB.prepare('UPDATE reward_credit SET attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1')
      .bind(id, why.slice(0, 500), Date.now())
      .run();
    return false;
  }
}

// ---------------------------------------------------------------- what the shopper sees

export interface TimelineStep {
  status: string;
  at: number;
  reason: string | null;
  by: 'you' | 'store' | 'system';
}

export interface CustomerRefund {
  amount: number;
  /** a failed attempt is shown as pending: it is retried */
  status: 'pending' | 'processed';
  updated_at: number;
}

export interface OrderLifeForCustomer {
  timeline: TimelineStep[];
  can_cancel: boolean;
  refund: CustomerRefund | null;
}

export async function orderLifeForCustomer(
  db: D1Database,
  order: Pick<OrderRow, 'id' | 'created_at' | 'order_status'>,
): Promise<OrderLifeForCustomer> {
  const [events, refunds] = await Promise.all([listOrderEvents(db, order.id), listOrderRefunds(db, order.id)]);
  const timeline: TimelineStep[] = [{ status: 'Pending', at: order.created_at, reason: null, by: 'you' }];
  for (const e of events) {
    timeline.push({
      status: e.to_status,
      at: e.created_at,
      reason: e.reason,
      by: e.actor_type === 'customer' ? 'you' : e.actor_type === 'staff' ? 'store' : 'system',
    });
  }
  const r = refunds.at(-1);
  return {
    timeline,
    can_cancel: canCustomerCancel(order.order_status),
    refund: r ? { amount: r.amount, status: r.status === 'processed' ? 'processed' : 'pending', updated_at: r.updated_at } : null,
  };
}

export function refundView(r: RefundRow) {
  const { claimed_until: _claimed, ...rest } = r;
  return rest;
}

export type PaymentAttemptStatus = 'failed' | 'refund_due' | 'refunded';

/**
 * The shopper's failed online payment attempts, and paid ones that could not become an order (to
 * refund, or refunded: `refunded_at` is when the refund was processed).
 */
export async function listFailedPaymentAttempts(db: D1Database, userId: number, limit = 20) {
  const { results } = await db
    .prepare(
      `SELECT i.provider_order_id, i.amount, i.status, i.failure_reason AS reason, i.created_at,
              CASE WHEN i.status = 'refunded' THEN r.updated_at END AS refunded_at
         FROM payment_intent i LEFT JOIN refund r ON r.intent_id = i.id
        WHERE i.user_id = ?1 AND i.status IN ('failed', 'refund_due', 'refunded') ORDER BY i.created_at DESC, i.id DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<{
      provider_order_id: string;
      amount: number;
      status: PaymentAttemptStatus;
      reason: string | null;
      created_at: number;
      refunded_at: number | null;
    }>();
  return results;
}
