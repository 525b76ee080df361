/** Scheduled: settles points debits at the rewards service that never got an answer (services/loyalty/points-reconcile.ts). */
import type { Env } from '../env';
import { realRewardsService } from '../providers/rewards';
import { reconcileRedeems } from '../services/loyalty';

export async function reconcilePointsRedeems(env: Env, now: number) {
  // without a configured service points orders use the local ledger in their own batch: nothing to settle
  const service = realRewardsService(env);
  if (!service) return { skipped: 'no rewards service configured' };
  return reconcileRedeems(env.DB, service, now, { limit: 200 });
}
