/**
 * Scheduled follow-ups of orders (add both to runScheduledJobs in jobs/index.ts):
 * - retryRewardCredits: points recorded for the outside rewards service (a completed order's earned
 *   points, a cancelled points order's spent points) that it has not confirmed yet.
 * - sendOrderConfirmations: the confirmation e-mail for orders of the last two days that have none
 *   (online orders, which are written by the payment flow, and sends that failed).
 */
import type { Env } from '../env';
import { ordersWithoutConfirmation, sendOrderConfirmation } from '../services/orders';
import { sendRewardCredit } from '../services/loyalty';
import * as clock from '../lib/clock';

export async function retryRewardCredits(env: Env, _now = clock.now()): Promise<{ tried: number; done: number }> {
  const { results } = await env.DB.prepare(`SELECT id FROM reward_credit WHERE status = 'pending' ORDER BY updated_at LIMIT 25`).all<{
    id: number;
  }>();
  let done = 0;
  for (const r of results) if (await sendRewardCredit(env, r.id)) done++;
  return { tried: results.length, done };
}

export async function sendOrderConfirmations(env: Env, now = clock.now()): Promise<{ tried: number; sent: number }> {
  const ids = await ordersWithoutConfirmation(env.DB, now);
  let sent = 0;
  for (const id of ids) if (await sendOrderConfirmation(env, id, now)) sent++;
  return { tried: ids.length, sent };
}
