import { inNightlyWindow, tomorrowOf } from '../../../src/lib/domain/orders/subscriptions';
import type { Env } from '../env';
import { runSubscriptionOrders, type RunReport } from '../services/orders';

/**
 * Tomorrow's subscription orders, once the 22:00 IST cut-off has passed (the cron ticks every 5
 * minutes, so the window 22:00–23:59 is tried about 24 times: each subscription and day is made
 * once, the rest find its run row). Outside the window it does nothing.
 */
export async function placeSubscriptionOrders(env: Env, now: number): Promise<RunReport | { skipped: 'before-cutoff' }> {
  if (!inNightlyWindow(now)) return { skipped: 'before-cutoff' };
  return runSubscriptionOrders(env, tomorrowOf(now), now);
}
