/**
 * The shopper's side of subscriptions (issue 32, docs/subscriptions.md): subscribe, see them, skip
 * a day, pause for dates, resume, cancel, and the monthly statement. Every read and change is
 * scoped by the session's customer: another customer's subscription reads as 404.
 */
import { rewardsOn } from '../../../../src/lib/domain/loyalty/points';
import type { SubscriptionInput } from '../../../../src/lib/domain/orders/subscription-schemas';
import {
  addDays,
  canChange,
  daysBetween,
  dueOn,
  firstChangeableDay,
  MAX_PAUSE_DAYS,
  MORNING_ENDS_MIN,
  nextDelivery,
  tomorrowOf,
  type SubDays,
} from '../../../../src/lib/domain/orders/subscriptions';
import { indiaDay } from '../../../../src/lib/domain/money/india-time';
import { findPickupBranch } from '../../db/orders';
import {
  endPausesFrom,
  hasRun,
  insertPause,
  insertSkip,
  insertSubscription,
  oneSubscription,
  setStatus,
  statementRows,
  subscribableProducts,
  userSubscriptions,
  type SubscriptionRow,
  type SubscriptionSet,
} from '../../db/orders';
import { ShopError } from '../../errors';
import type { SubscriptionView } from '../../../../src/lib/domain/orders/subscription-view';
import { said } from '../../../../src/lib/domain/i18n/said';

export type { SubscriptionView };

/** Each subscription of the set with its lines, pauses and skips still ahead. */
export function views(set: SubscriptionSet, now: number): SubscriptionView[] {
  const today = indiaDay(now);
  const tomorrow = tomorrowOf(now);
  return set.subs.map(({ user_id: _u, address_id: _a, ...s }) => {
    const days: SubDays = {
      ...s,
      pauses: set.pauses.filter((p) => p.subscription_id === s.id),
      skips: set.skips.filter((k) => k.subscription_id === s.id).map((k) => k.day),
    };
    return {
      ...s,
      lines: set.lines.filter((l) => l.subscription_id === s.id),
      pauses: days.pauses.filter((p) => p.to_day > today).map((p) => ({ from_day: p.from_day, to_day: p.to_day })),
      skips: days.skips.filter((d) => d > today),
      next_day: nextDelivery(days, tomorrow),
      tomorrow: { day: tomorrow, due: dueOn(days, tomorrow), can_change: canChange(tomorrow, now) },
    };
  });
}

export async function mySubscriptions(db: D1Database, userId: number, now: number): Promise<SubscriptionView[]> {
  return views(await userSubscriptions(db, userId), now);
}

/** One of the customer's own subscriptions, or 404; an ended one refuses changes. */
async function mine(db: D1Database, userId: number, id: number, open = true): Promise<SubscriptionRow> {
  const sub = (await oneSubscription(db, userId, id)).subs[0];
  if (!sub) throw new ShopError(said('srv.sub.notFound'), 404);
  if (open && sub.status === 'ended') throw new ShopError(said('srv.sub.ended'), 409);
  return sub;
}

async function view(db: D1Database, userId: number, id: number, now: number): Promise<SubscriptionView> {
  return views(await oneSubscription(db, userId, id), now)[0]!;
}

/** The branch that sells it: the address's pincode's branch, or the pickup store (as checkout decides). */
async function sellingBranch(db: D1Database, userId: number, input: SubscriptionInput): Promise<number> {
  if (input.deliveryMode === 'pickup') {
    const store = await findPickupBranch(db, input.branch!);
    if (!store) throw new ShopError(said('srv.pickupStoreMissing'), 400);
    return store.id;
  }
  const row = await db
    .prepare('SELECT p.branch_id FROM address a LEFT JOIN pincode p ON p.code = a.pincode WHERE a.id = ?1 AND a.user_id = ?2')
    .bind(input.address_id!, userId)
    .first<{ branch_id: number | null }>();
  if (!row) throw new ShopError(said('deliveryUnavailable'), 404);
  if (row.branch_id === null) throw new ShopError(said('deliveryUnavailable'), 400);
  return row.branch_id;
}

export async function subscribe(db: D1Database, userId: number, input: SubscriptionInput, now: number): Promise<SubscriptionView> {
  const branchId = await sellingBranch(db, userId, input);
  const slot = await db
    .prepare('SELECT start_min FROM delivery_slot WHERE id = ?1 AND branch_id = ?2 AND mode = ?3 AND active = 1')
    .bind(input.slot_id, branchId, input.deliveryMode)
    .first<{ start_min: number }>();
  if (!slot || slot.start_min >= MORNING_ENDS_MIN) throw new ShopError(said('srv.sub.notMorning'), 400);

  const first = firstChangeableDay(now);
  const start = input.start_day ?? first;
  if (start < first) throw new ShopError(said('srv.sub.pastCutoff', { day: start }), 409);

  const products = await subscribableProducts(db, branchId, input.lines);
  for (const line of input.lines) {
    const p = products.find((r) => r.product_id === line.product_id && r.attribute_id === line.attribute_id);
    if (!p || !p.pack_ok) throw new ShopError(said('srv.productNotFound'), 404);
    if (!p.subscribable) throw new ShopError(said('srv.sub.notSubscribable', { name: p.name }), 400);
    if (p.out_of_stock === 1 || p.stock < line.qty) throw new ShopError(said('srv.sub.outOfStock', { name: p.name }), 409);
  }
  if (input.payment === 'points') {
    const setting = await db.prepare("SELECT value AS reward FROM setting WHERE key = 'reward'").first<{ reward: string }>();
    if (!rewardsOn(setting)) throw new ShopError(said('srv.sub.pointsOff'), 400);
  }
  const id = await insertSubscription(
    db,
    {
      user_id: userId,
      deliveryMode: input.deliveryMode,
      address_id: input.deliveryMode === 'delivery' ? input.address_id! : null,
      branch_id: branchId,
      slot_id: input.slot_id,
      pattern: input.pattern,
      start_day: start,
      payment: input.payment,
    },
    input.lines,
    now,
  );
  return view(db, userId, id, now);
}

/** A day that can still change: after today, before 22:00 IST the day before, and not yet run. */
async function assertChangeable(db: D1Database, id: number, day: string, now: number): Promise<void> {
  if (!canChange(day, now) || (await hasRun(db, id, day))) throw new ShopError(said('srv.sub.pastCutoff', { day }), 409);
}

export async function skipDay(db: D1Database, userId: number, id: number, day: string | undefined, now: number) {
  const sub = await mine(db, userId, id);
  const when = day ?? tomorrowOf(now);
  await assertChangeable(db, sub.id, when, now);
  await insertSkip(db, sub.id, when, now).run();
  return { day: when, subscription: await view(db, userId, id, now) };
}

export async function pauseDays(db: D1Database, userId: number, id: number, range: { from: string; to?: string }, now: number) {
  const sub = await mine(db, userId, id);
  await assertChangeable(db, sub.id, range.from, now);
  if (range.to === undefined) {
    // until resumed: nothing from `from` on; the days before it stay as they were
    await db.batch([insertPause(db, sub.id, range.from, '9999-12-31', now)]);
  } else {
    if (range.to < range.from) throw new ShopError(said('srv.sub.pauseOrder'), 400);
    if (daysBetween(range.from, range.to) + 1 > MAX_PAUSE_DAYS)
      throw new ShopError(said('srv.sub.pauseTooLong', { days: MAX_PAUSE_DAYS }), 400);
    await insertPause(db, sub.id, range.from, range.to, now).run();
  }
  return view(db, userId, id, now);
}

/** Every pause from the first changeable day on ends; a 'paused' subscription is active again. */
export async function resume(db: D1Database, userId: number, id: number, now: number) {
  const sub = await mine(db, userId, id);
  const from = firstChangeableDay(now);
  await db.batch([...endPausesFrom(db, sub.id, from, addDays(from, -1)), setStatus(db, sub.id, 'active', now)]);
  return view(db, userId, id, now);
}

/** Ended: nothing is made from the first changeable day on; a day already run keeps its order. */
export async function cancel(db: D1Database, userId: number, id: number, now: number) {
  const sub = await mine(db, userId, id);
  await setStatus(db, sub.id, 'ended', now).run();
  return view(db, userId, id, now);
}

/** The month's statement: each day's outcome, its order, what it came to and how it is paid. */
export async function monthlyStatement(db: D1Database, userId: number, id: number, month: string) {
  const sub = await mine(db, userId, id, false);
  const days = (await statementRows(db, sub.id, month)).map((r) => ({
    day: r.day,
    outcome: r.outcome,
    txnid: r.txnid,
    order_status: r.order_status,
    amount: r.outcome === 'ordered' && r.payment !== 'points' && r.order_status !== 'Cancelled' ? (r.order_total ?? 0) : 0,
    points: r.outcome === 'ordered' && r.payment === 'points' && r.order_status !== 'Cancelled' ? (r.total_points ?? 0) : 0,
    paid_how: r.payment,
    payment_status: r.payment_status,
    reason: r.reason,
  }));
  return {
    subscription_id: sub.id,
    month,
    days,
    total_amount: days.reduce((a, d) => a + d.amount, 0),
    total_points: days.reduce((a, d) => a + d.points, 0),
  };
}
