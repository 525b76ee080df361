/**
 * The nightly milk run (issue 32, docs/subscriptions.md): every active subscription due tomorrow,
 * not paused or skipped, becomes an ordinary order in its morning slot through the checkout's own
 * placement path (placeOrder: the branch's stock taken per pack, orderTotals, the slot, the points
 * debit), in one D1 batch with its `subscription_run` row. That row is UNIQUE per subscription and
 * day, so a second or concurrent run aborts its whole batch: one order per subscription and day.
 *
 * A line the branch cannot supply is left out and the shopper is told (a notification written in
 * the same batch); no line at all → no order, a run row saying so and a notice. Unlike the
 * checkout, a subscription order has no minimum order value: it is the shopper's standing order.
 */
import { sayIn, t } from '../../../../src/lib/domain/i18n/t';
import { orderTotals } from '../../../../src/lib/domain/orders/order-totals';
import { checkPointsPayment, rewardsOn as rewardsOnIn } from '../../../../src/lib/domain/loyalty/points';
import { dueOn, type SubDays } from '../../../../src/lib/domain/orders/subscriptions';
import { insertCustomerNotification } from '../../db/orders';
import {
  checkoutLineSql,
  loadCheckoutContext,
  type CheckoutCartRow,
  subscriptionsToRun,
  subscriptionToRun,
  type SubscriptionRow,
  type SubscriptionSet,
} from '../../db/orders';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { realRewardsService, type RewardsProvider } from '../../providers/rewards';
import { placeOrder } from '../checkout/checkout-place';
import { destination, planMoney } from '../checkout/checkout-plan';
import { planLine } from '../checkout/checkout-rules';
import type { CheckoutPlan, PlannedLine } from '../checkout/checkout-types';
import { customerLang } from '../account/customer-lang';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface RunReport {
  day: string;
  ordered: number;
  no_stock: number;
  failed: number;
  /** already made by another run (the UNIQUE row held) */
  already: number;
}

type Outcome = 'ordered' | 'no_stock' | 'failed' | 'already';

/** The run row of a subscription and day, for the order's batch (order_id by its txnid) or alone. */
function runRow(
  db: D1Database,
  sub: SubscriptionRow,
  day: string,
  outcome: Outcome,
  at: number,
  more: { txnid?: string; missing?: number[]; reason?: string },
) {
  return db
    .prepare(
      `INSERT INTO subscription_run (subscription_id, day, outcome, order_id, payment, missing, reason, created_at)
       VALUES (?1, ?2, ?3, (SELECT id FROM orders WHERE txnid = ?4), ?5, ?6, ?7, ?8)`,
    )
    .bind(sub.id, day, outcome, more.txnid ?? null, sub.payment, (more.missing ?? []).join(','), more.reason ?? '', at);
}

/** Every subscription of the set due on `day`, one after another (each its own batch). */
export async function runSubscriptionOrders(env: Env, day: string, now: number, opts: { branchId?: number } = {}): Promise<RunReport> {
  const set = await subscriptionsToRun(env.DB, day, opts.branchId ?? null);
  const report: RunReport = { day, ordered: 0, no_stock: 0, failed: 0, already: 0 };
  const rewards = realRewardsService(env);
  for (const sub of dueSubscriptions(set, day)) {
    const outcome = await runOne(env, sub, day, now, rewards).catch((err: unknown) => {
      console.error(`subscription ${sub.id} for ${day}: ${err instanceof Error ? err.message : String(err)}`);
      return 'failed' as const;
    });
    report[outcome] += 1;
  }
  return report;
}

/**
 * One subscription's run for `day`, now, as the job would make it (an edit after the cut-off makes
 * the closed day first, as it stood: services/orders/subscription-edit.ts). Nothing when it is not due or
 * already run; the run row's UNIQUE keeps it to one order even beside the job.
 */
export async function runSubscriptionDay(env: Env, id: number, day: string, now: number): Promise<Outcome | null> {
  const sub = dueSubscriptions(await subscriptionToRun(env.DB, id, day), day)[0];
  if (!sub) return null;
  return runOne(env, sub, day, now, realRewardsService(env)).catch((err: unknown) => {
    console.error(`subscription ${sub.id} for ${day}: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed' as const;
  });
}

/** The set's subscriptions that come on `day` (active, by pattern, not paused, not skipped). */
export function dueSubscriptions(set: SubscriptionSet, day: string): SubscriptionRow[] {
  return set.subs.filter((s) => {
    const days: SubDays = {
      ...s,
      pauses: set.pauses.filter((p) => p.subscription_id === s.id),
      skips: set.skips.filter((k) => k.subscription_id === s.id).map((k) => k.day),
    };
    return dueOn(days, day);
  });
}

async function runOne(env: Env, sub: SubscriptionRow, day: string, now: number, rewards: RewardsProvider | null): Promise<Outcome> {
  const db = env.DB;
  const lang = await customerLang(db, sub.user_id);
  const notice = (title: string, description: string) =>
    insertCustomerNotification(db, sub.user_id, { title, description, url: '/my-account/daily' }, now);
  const alone = async (outcome: Outcome, stmts: D1PreparedStatement[]): Promise<Outcome> => {
    try {
      await db.batch(stmts);
      return outcome;
    } catch (err) {
      if (/UNIQUE|CONSTRAINT/i.test(String(err))) return 'already';
      throw err;
    }
  };

  let planned: { plan: CheckoutPlan; missing: PlannedLine[] | CheckoutCartRow[] };
  try {
    planned = await planFor(db, sub, day, now, rewards);
  } catch (err) {
    if (!(err instanceof ShopError)) throw err;
    const reason = sayIn(lang, said('srv.sub.noticeFailed', { day, reason: err.said }));
    return alone('failed', [
      // the refusal as data (key and params), never a sentence to be read back
      runRow(db, sub, day, 'failed', now, { reason: JSON.stringify(err.said) }),
      notice(t(lang, 'srv.sub.noticeNoneTitle'), reason),
    ]);
  }
  const { plan, missing } = planned;
  const missingIds = missing.map((m) => m.product_id);
  if (plan.lines.length === 0) {
    return alone('no_stock', [
      runRow(db, sub, day, 'no_stock', now, { missing: missingIds }),
      notice(t(lang, 'srv.sub.noticeNoneTitle'), t(lang, 'srv.sub.noticeNone', { day })),
    ]);
  }
  const names = missing.map((m) => m.name).join(', ');
  try {
    const { replay } = await placeOrder(db, plan, {
      now,
      // the same key for every attempt at this subscription's day: a racing run gets this order back
      idempotencyKey: `sub-${sub.id}-${day}`,
      guardCart: false,
      keepCart: true,
      rewards,
      extra: (txnid) => [
        runRow(db, sub, day, 'ordered', now, { txnid, missing: missingIds }),
        ...(missing.length ? [notice(t(lang, 'srv.sub.noticeMissingTitle'), t(lang, 'srv.sub.noticeMissing', { names, txnid }))] : []),
      ],
    });
    return replay ? 'already' : 'ordered';
  } catch (err) {
    if (!(err instanceof ShopError)) throw err;
    // the run row of a racing run made the batch fail: that run placed the order
    const done = await db.prepare('SELECT 1 FROM subscription_run WHERE subscription_id = ?1 AND day = ?2').bind(sub.id, day).first();
    if (done) return 'already';
    const reason = sayIn(lang, said('srv.sub.noticeFailed', { day, reason: err.said }));
    return alone('failed', [
      // the refusal as data (key and params), never a sentence to be read back
      runRow(db, sub, day, 'failed', now, { reason: JSON.stringify(err.said) }),
      notice(t(lang, 'srv.sub.noticeNoneTitle'), reason),
    ]);
  }
}

/**
 * The order a subscription makes for `day`, priced at `now` with the checkout's own rules. Lines
 * the branch cannot supply come back in `missing` instead of refusing the order.
 */
async function planFor(db: D1Database, sub: SubscriptionRow, day: string, now: number, rewards: RewardsProvider | null) {
  const user = await db
    .prepare('SELECT id, phone, first_name, last_name, email FROM user WHERE id = ?1 AND deleted_at IS NULL')
    .bind(sub.user_id)
    .first<{ id: number; phone: string; first_name: string; last_name: string; email: string }>();
  if (!user) throw new ShopError(said('srv.sub.notFound'), 404);
  const pickup = sub.deliveryMode === 'pickup';
  const [ctx, rows] = await Promise.all([
    loadCheckoutContext(db, user, pickup ? { branchId: sub.branch_id } : { addressId: sub.address_id ?? 0 }),
    db
      .prepare(checkoutLineSql('subscription_line', '?2', 'c.subscription_id = ?1'))
      .bind(sub.id, sub.branch_id)
      .all<CheckoutCartRow>(),
  ]);
  const where = destination(ctx, user, pickup, {});
  const lines: PlannedLine[] = [];
  const missing: CheckoutCartRow[] = [];
  for (const row of rows.results) {
    if (row.out_of_stock === 1 || row.stock < row.qty) {
      missing.push(row);
      continue;
    }
    try {
      lines.push(planLine(row, now));
    } catch (err) {
      if (!(err instanceof ShopError)) throw err;
      missing.push(row);
    }
  }
  const method = sub.payment === 'points' ? ('point' as const) : ('cash' as const);
  const rewardsOn = rewardsOnIn(ctx.settings);
  const totals = orderTotals({
    lines: lines.map((l) => ({ qty: l.qty, unit: { selling: l.price, mrp: l.main_price, points: l.reward_point } })),
    couponOff: 0,
    offerOff: 0,
    deliveryMode: sub.deliveryMode,
    payment: method,
    shippingOptions: ctx.shippingOptions,
    rewardsOn,
  });
  if (method === 'point' && lines.length > 0) {
    if (!rewardsOn) throw new ShopError(said('srv.sub.pointsOff'), 409);
    const balance = rewards ? await rewards.balance(user.phone) : ctx.rewardBalance;
    const points = checkPointsPayment(balance, totals.points);
    if (!points.ok) throw new ShopError(points.message, 409);
  }
  const plan: CheckoutPlan = {
    slot: { id: sub.slot_id, day, start_min: sub.slot_start_min, end_min: sub.slot_end_min },
    instructions: '',
    landmark: pickup ? '' : (ctx.address?.landmark ?? ''),
    user_id: user.id,
    mobile: user.phone,
    payment_method: method,
    deliveryMode: sub.deliveryMode,
    branch_id: sub.branch_id,
    lines,
    ...planMoney(totals, method, where),
    discount: 0,
    coupon_code: null,
    offerKind: null,
    offerValue: null,
    profile_name: null,
  };
  return { plan, missing };
}
