/**
 * The shopper edits a subscription (issue 32, docs/subscriptions.md "Edit"): the quantity of each
 * line, the days pattern and the morning slot, from the first day still changeable (22:00 IST the
 * day before). A day already closed keeps what it was: after the cut-off, tomorrow's order is made
 * first as the subscription stood, by the nightly job's own run (its UNIQUE run row keeps it to one
 * order beside the job), and the edit reaches only the day after. Refusals carry srv.sub.* codes.
 */
import type { SubscriptionEdit } from '../../../../src/lib/domain/orders/subscription-schemas';
import { firstChangeableDay, MORNING_ENDS_MIN, tomorrowOf } from '../../../../src/lib/domain/orders/subscriptions';
import type { SubscriptionView } from '../../../../src/lib/domain/orders/subscription-view';
import { editStatements, oneSubscription, subscribableProducts } from '../../db/orders';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { runSubscriptionDay } from './subscription-orders';
import { views } from './subscriptions';
import { said } from '../../../../src/lib/domain/i18n/said';

export async function editSubscription(
  env: Env,
  userId: number,
  id: number,
  edit: SubscriptionEdit,
  now: number,
): Promise<{ from: string; subscription: SubscriptionView }> {
  const db = env.DB;
  const set = await oneSubscription(db, userId, id);
  const sub = set.subs[0];
  if (!sub) throw new ShopError(said('srv.sub.notFound'), 404);
  if (sub.status === 'ended') throw new ShopError(said('srv.sub.ended'), 409);
  if (!edit.pattern && !edit.slot_id && !edit.lines) throw new ShopError(said('srv.sub.editNothing'), 400);

  const lines = edit.lines ?? [];
  for (const l of lines) {
    if (!set.lines.some((s) => s.product_id === l.product_id && s.attribute_id === l.attribute_id))
      throw new ShopError(said('srv.sub.notInSubscription'), 400);
  }
  if (edit.slot_id !== undefined && edit.slot_id !== sub.slot_id) {
    const slot = await db
      .prepare('SELECT start_min FROM delivery_slot WHERE id = ?1 AND branch_id = ?2 AND mode = ?3 AND active = 1')
      .bind(edit.slot_id, sub.branch_id, sub.deliveryMode)
      .first<{ start_min: number }>();
    if (!slot || slot.start_min >= MORNING_ENDS_MIN) throw new ShopError(said('srv.sub.notMorning'), 400);
  }
  if (lines.length > 0) {
    for (const p of await subscribableProducts(db, sub.branch_id, lines)) {
      const want = lines.find((l) => l.product_id === p.product_id && l.attribute_id === p.attribute_id)!;
      if (p.out_of_stock === 1 || p.stock < want.qty) throw new ShopError(said('srv.sub.outOfStock', { name: p.name }), 409);
    }
  }

  const first = firstChangeableDay(now);
  const from = sub.start_day > first ? sub.start_day : first;
  const pattern = edit.pattern ?? sub.pattern;
  // a new pattern counts from the first day it applies (every other day starts with a delivery)
  const start = pattern === sub.pattern ? sub.start_day : from;
  // after 22:00 tomorrow is closed: make it now as it stood, unless the job already did
  const tomorrow = tomorrowOf(now);
  if (first !== tomorrow && sub.start_day <= tomorrow) await runSubscriptionDay(env, sub.id, tomorrow, now);
  await db.batch(editStatements(db, sub.id, { pattern, slot_id: edit.slot_id ?? sub.slot_id, start_day: start, lines }));
  return { from, subscription: views(await oneSubscription(db, userId, id), now)[0]! };
}
