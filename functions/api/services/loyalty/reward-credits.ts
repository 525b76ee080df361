/**
 * Credits at the outside rewards service (earned points, points given back), recorded in an order
 * move's batch and sent here after it; jobs/order-followups.ts retries the ones still pending.
 */
import type { Env } from '../../env';
import { rewardsProvider } from '../../providers/rewards';
import { clearEarlierHolders } from './reward-closures';
import * as clock from '../../lib/clock';

interface RewardCreditRow {
  id: number;
  order_id: number;
  kind: 'earn' | 'return' | 'packed';
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
    await clearEarlierHolders(env.DB, service, row.mobile, clock.now());
    await service.credit(row.mobile, row.points, { order: row.reference });
    await env.DB.prepare(
      `UPDATE reward_credit SET status = 'done', attempts = attempts + 1, last_error = NULL, updated_at = ?2 WHERE id = ?1`,
    )
      .bind(id, clock.now())
      .run();
    return true;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    console.error(`REWARDS RECONCILE: ${row.kind} credit of ${row.points} points for order ${row.order_id} not sent yet: ${why}`);
    await env.DB.prepare('UPDATE reward_credit SET attempts = attempts + 1, last_error = ?2, updated_at = ?3 WHERE id = ?1')
      .bind(id, why.slice(0, 500), clock.now())
      .run();
    return false;
  }
}
