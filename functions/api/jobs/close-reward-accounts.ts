/** Scheduled: erased customers' points accounts the rewards service has not closed yet (services/loyalty/reward-closures.ts). */
import type { Env } from '../env';
import { featureMode } from '../providers/feature-off';
import { rewardsProvider } from '../providers/rewards';
import { closeErasedAccounts } from '../services/loyalty';

export async function closeRewardAccounts(env: Env, now: number) {
  // points off in this deploy: nothing can be read or spent, and the closures wait for the service
  if (featureMode(env, 'rewards') === 'off') return { skipped: 'rewards service not configured' };
  return closeErasedAccounts(env.DB, rewardsProvider(env), now, { limit: 100 });
}
