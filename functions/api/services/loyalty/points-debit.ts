/**
 * A points order when the points live at an outside rewards service: the debit is written down
 * (points_redeem) before the call, under one reference per order attempt, and only the request that
 * holds that reference calls the service. A racing request with the same Idempotency-Key waits for
 * the holder's order and answers with it, so the service is called once and nothing the winner spent
 * is credited back by the loser.
 */
import { checkPointsPayment } from '../../../../src/lib/domain/loyalty/points';
import { findOrderByIdempotencyKey, type OrderRow } from '../../db/orders';
import {
  beginRedeem,
  DEBIT_CLAIM_MS,
  debitInFlight,
  markRedeemCredited,
  markRedeemOrdered,
  markRedeemRefused,
  noteRedeemError,
} from '../../db/loyalty';
import { ShopError } from '../../errors';
import type { RewardsProvider } from '../../providers/rewards';
import { failureReason, ServiceUnavailable } from '../../providers/rewards/service-call';
import * as clock from '../../lib/clock';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface PointsOrder {
  user_id: number;
  mobile: string;
  total_points: number;
}

export interface DebitOptions {
  now: number;
  idempotencyKey?: string | null;
  /** statements for the order batch that must hold together with the debit being used */
  extra?: (txnid: string) => D1PreparedStatement[];
}

type Placed = { order: OrderRow; replay: boolean };
/** Writes the order batch with the given extra statements (the order's own D1 batch). */
export type WriteOrder = (extra: (txnid: string) => D1PreparedStatement[]) => Promise<Placed>;

const WAIT_STEP_MS = 200;

export async function placeWithServicePoints(
  db: D1Database,
  service: RewardsProvider,
  order: PointsOrder,
  opts: DebitOptions & { txnid: string },
  write: WriteOrder,
): Promise<Placed> {
  const base = opts.idempotencyKey ?? opts.txnid;
  for (let round = 0; round < 3; round++) {
    const claim = await beginRedeem(db, {
      base,
      idempotencyKey: opts.idempotencyKey ?? null,
      userId: order.user_id,
      mobile: order.mobile,
      points: order.total_points,
      now: Math.max(opts.now, clock.now()),
    });
    if (claim.kind === 'claimed') return debitAndWrite(db, service, order, claim.reference, opts, write);
    const settled = await waitForHolder(db, claim.reference, order.user_id, opts.idempotencyKey ?? null);
    if (settled) return { order: settled, replay: true };
    // the holder finished without an order (no answer, refused, batch refused): try as a retry would
  }
  throw new ShopError(said('srv.pointsInProgress'), 409);
}

/** The holder's order once it is written; null when the holder let go without one. */
async function waitForHolder(db: D1Database, reference: string, userId: number, key: string | null): Promise<OrderRow | null> {
  const until = clock.now() + DEBIT_CLAIM_MS + 1_000;
  while (clock.now() < until) {
    if (key) {
      const placed = await findOrderByIdempotencyKey(db, key);
      if (placed && placed.user_id === userId) return placed;
    }
    if (!(await debitInFlight(db, reference, clock.now()))) {
      // one more look: the holder may have written the order and let go in the same batch
      const placed = key ? await findOrderByIdempotencyKey(db, key) : null;
      return placed && placed.user_id === userId ? placed : null;
    }
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
  throw new ShopError(said('srv.pointsInProgress'), 409);
}

async function debitAndWrite(
  db: D1Database,
  service: RewardsProvider,
  order: PointsOrder,
  ref: string,
  opts: DebitOptions,
  write: WriteOrder,
): Promise<Placed> {
  const spent = await service.redeem(order.mobile, order.total_points, { order: ref }).catch(async (err: unknown) => {
    // no answer does not mean no debit: a retry with the same key or the reconcile settles it
    const why = failureReason(err);
    await noteRedeemError(db, ref, why, opts.now).catch(() => {});
    if (err instanceof ServiceUnavailable) {
      console.error(
        `REWARDS RECONCILE: debit of ${order.total_points} points under reference ${ref} (mobile ${masked(order.mobile)}) got no answer: ${why}`,
      );
    }
    throw err;
  });
  if (!spent.ok) {
    await markRedeemRefused(db, ref, opts.now);
    const points = checkPointsPayment(spent.balance, order.total_points);
    throw new ShopError(points.ok ? said('srv.rewardShort', { points: spent.balance }) : points.message, 409);
  }
  try {
    // a replay (a racing request with this key wrote the order) keeps the debit: it paid for that order
    return await write((t) => [...markRedeemOrdered(db, ref, t, opts.now), ...(opts.extra?.(t) ?? [])]);
  } catch (err) {
    await giveBack(db, service, order, ref, opts.now);
    throw err;
  }
}

/** The order was not written: return the points spent at the service, or leave them pending for the reconcile. */
async function giveBack(db: D1Database, service: RewardsProvider, order: PointsOrder, ref: string, now: number): Promise<void> {
  try {
    await service.credit(order.mobile, order.total_points, { order: ref });
    await markRedeemCredited(db, ref, now);
  } catch (err) {
    const why = failureReason(err);
    await noteRedeemError(db, ref, why, now).catch(() => {});
    console.error(
      `REWARDS RECONCILE: ${order.total_points} points spent under reference ${ref} (mobile ${masked(order.mobile)}) were not credited back after the order failed (pending, will retry): ${why}`,
    );
  }
}

/** Logs name the customer by the last digits only; the reference finds the rest. */
function masked(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}
