/**
 * Moving an order along its life (src/lib/domain/orders/order-life.ts) for staff, the shopper and the
 * system: the checks, the one guarded batch (db/orders/order-life.ts) and what follows it (texts, refunds,
 * credits at an outside rewards service). Replaces the old setOrderStatus.
 */
import { releaseOrderSlot } from '../../db/checkout';
import { issueCreditNote } from '../../db/orders';
import { slotOf } from '../../../../src/lib/domain/checkout/delivery-slots';
import { DEFAULT_LANG, isLang, type Lang } from '../../../../src/lib/domain/i18n/langs';
import { LIFE_MSG, moveNeedsReason, moveNeedsRider, moveRefusal, type MoveActor } from '../../../../src/lib/domain/orders/order-life';
import { isNoticeEvent, orderNotice } from '../../../../src/lib/domain/orders/order-messages';
import {
  creditEarnedPointsLocal,
  insertCustomerNotification,
  moveCoreStatements,
  recordOrderRefund,
  recordRewardCredit,
  releaseCouponUse,
  returnSpentPointsLocal,
  returnStock,
  spentOnLocalLedger,
  type MoveActorRef,
  findOrderById,
  type OrderRow,
} from '../../db/orders';
import { findRider } from '../../db/staff';
import type { Env, StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { rewardsConfigured } from '../../providers/rewards';
import { notifyCustomer } from './order-notices';
import { processRefund } from './refunds';
import { sendRewardCredit } from '../loyalty/reward-credits';
import { completionStatements, handoverCodeFor, makesHandoverCode, type CompletionProof } from './handover-proof';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export type OrderMover = { kind: 'staff'; staff: StaffMember } | { kind: 'customer'; userId: number } | { kind: 'system' };

export interface MoveRequest extends CompletionProof {
  /** the status the mover saw */
  from: string;
  to: string;
  /** cancelling: why; completing from the branch without the code: why (docs/delivery.md) */
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
export async function customerContact(db: D1Database, o: OrderRow): Promise<{ mobile: string; lang: Lang }> {
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
export async function moveOrder(env: Env, order: OrderRow, req: MoveRequest, mover: OrderMover, now = clock.now()): Promise<OrderRow> {
  const db = env.DB;
  const role = actorRole(mover);
  const moverId = mover.kind === 'staff' ? mover.staff.id : undefined;
  const reason = req.reason?.trim() || null;
  if (order.order_status !== req.from) throw alreadyMoved(order.order_status);
  const refusal = moveRefusal({ status: req.from, deliveryMode: order.deliveryMode, rider_id: order.rider_id }, req.to, {
    role,
    id: moverId,
  });
  if (refusal === 'no_such_move') throw new ShopError(LIFE_MSG.noSuchMove(req.from, req.to), 400);
  if (refusal === 'role') throw new ShopError(LIFE_MSG.roleCannot(req.to), 403);
  if (refusal === 'not_your_order') throw new ShopError(said('srv.orderNotFound'), 404);
  if (moveNeedsReason(req.to) && !reason) throw new ShopError(said('srv.life.reasonNeeded'), 400);
  let riderId: number | null = null;
  if (moveNeedsRider(req.to)) {
    if (!req.rider_id) throw new ShopError(said('srv.life.riderNeeded'), 400);
    const rider = await findRider(db, req.rider_id);
    if (!rider || rider.branch_id !== order.branch_id) throw new ShopError(said('srv.life.riderNotHere'), 400);
    riderId = rider.id;
  }

  // completing needs the code (or the branch's reason) and a cash order's cash: checked, and a
  // wrong code counted, before anything else is written (services/orders/handover-proof.ts)
  const proof =
    req.to === 'Completed'
      ? await completionStatements(db, order, req, { isBranch: role === 'manager' || role === 'branch', branchReason: reason }, now)
      : [];
  const handover = makesHandoverCode(req.to) ? handoverCodeFor(db, order.id, now) : null;

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
  statements.push(...proof);
  if (handover) statements.push(handover.statement);
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
    statements.push(...returnStock(db, order.id, now), ...releaseCouponUse(db, order.id), releaseOrderSlot(db, order.id));
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
    statements.push(insertCustomerNotification(db, order.user_id, orderNotice(req.to, order.txnid, 0, lang, handover?.code ?? null), now));
  }

  try {
    await db.batch(statements);
  } catch (err) {
    throw await lostRace(db, order.id, req.from, err);
  }

  await afterMove(env, order, req.to, { mobile, lang }, rewardCredit, handover?.code ?? null);
  return (await findOrderById(db, order.id))!;
}

export function alreadyMoved(current: string): ShopError {
  return new ShopError(LIFE_MSG.alreadyMoved(current), 409, { current_status: current });
}

/** A move's batch failed: the 409 to show when its guard did not hold (someone moved it first), else the error itself. */
export async function lostRace(db: D1Database, orderId: number, from: string, err: unknown): Promise<unknown> {
  if (!String(err).includes('order_guard')) return err;
  const current = await findOrderById(db, orderId);
  if (current && current.order_status !== from) return alreadyMoved(current.order_status);
  // same status but the rider changed or left: the screen is out of date either way
  return new ShopError(said('srv.life.changedMeanwhile'), 409, {
    current_status: current?.order_status ?? null,
  });
}

/** What follows a move that held: the text, the refund's first try, the outside credit's first try. */
async function afterMove(
  env: Env,
  order: OrderRow,
  to: string,
  who: { mobile: string; lang: Lang },
  rewardCredit: 'earn' | 'return' | null,
  code: string | null,
): Promise<void> {
  if (isNoticeEvent(to))
    await notifyCustomer(env, { txnid: order.txnid, user_id: order.user_id, phone: who.mobile, slot: slotOf(order), lang: who.lang }, to, {
      code,
    });
  if (to === 'Cancelled') {
    const refund = await env.DB.prepare(`SELECT id FROM refund WHERE order_id = ?1 AND reason = 'cancelled' AND status <> 'processed'`)
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
