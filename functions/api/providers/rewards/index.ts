/**
 * Rewards service: one interface, one HTTP adapter. With REWARDS_API_URL (+ REWARDS_API_KEY) set it
 * calls the real service; in development without it the same adapter calls the local simulator
 * in-process, so the request/answer/timeout code is exercised either way. Elsewhere without it
 * reward points are off: every call is refused with a clear 503 (ServiceOff).
 */
import type { Env } from '../../env';
import { featureMode } from '../feature-off';
import { ServiceOff } from './service-off';
import { timeoutFrom } from './service-call';
import { HttpRewards } from './http';
import { rewardsSimulator } from './simulator';
import { simulatorKey } from './simulator-auth';
import type { RewardsProvider } from './types';
import { said } from '../../../../src/lib/domain/i18n/said';
export type { RedeemRecord, RedeemOutcome, RewardsProvider } from './types';

const SIMULATOR_BASE = 'https://rewards.simulator.internal';

export function rewardsConfigured(env: Env): boolean {
  return Boolean(env.REWARDS_API_URL);
}

/**
 * The real rewards service when one is configured, else null: points orders then spend points at
 * the service, while without one they stay in the order's own D1 batch on the local ledger.
 */
export function realRewardsService(env: Env): RewardsProvider | null {
  // off (production without the service): the refusing provider, so a points order is refused
  // instead of spending points on a local ledger nobody reconciles with the real one
  return featureMode(env, 'rewards') === 'local' ? null : rewardsProvider(env);
}

const rewardsOff: RewardsProvider = {
  simulated: false,
  balance: () => Promise.reject(new ServiceOff(said('srv.rewardsOff'), 'rewards')),
  redeemHistory: () => Promise.reject(new ServiceOff(said('srv.rewardsOff'), 'rewards')),
  redeem: () => Promise.reject(new ServiceOff(said('srv.rewardsOff'), 'rewards')),
  credit: () => Promise.reject(new ServiceOff(said('srv.rewardsOff'), 'rewards')),
  closeAccount: () => Promise.reject(new ServiceOff(said('srv.rewardsOff'), 'rewards')),
};

export function rewardsProvider(env: Env): RewardsProvider {
  const mode = featureMode(env, 'rewards');
  if (mode === 'off') return rewardsOff;
  const timeoutMs = timeoutFrom(env.SERVICE_TIMEOUT_MS);
  if (mode === 'real' && env.REWARDS_API_URL) {
    return new HttpRewards(
      {
        name: 'rewards',
        base: env.REWARDS_API_URL.replace(/\/+$/, ''),
        key: env.REWARDS_API_KEY,
        fetch: (r) => fetch(r),
        timeoutMs,
        downMessage: said('srv.rewardsDown'),
      },
      false,
    );
  }
  return new HttpRewards(
    {
      name: 'rewards',
      base: SIMULATOR_BASE,
      key: simulatorKey(),
      fetch: async (r) => rewardsSimulator.request(r, undefined, env),
      timeoutMs,
      downMessage: said('srv.rewardsDown'),
    },
    true,
  );
}
