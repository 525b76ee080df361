/**
 * Reward points for the signed-in customer, through the rewards adapter (real service or the local
 * simulator on the D1 ledger). Everything is keyed by the session user's mobile; nothing the
 * browser sends names the customer. With the reward flag off no call is made and points read 0.
 *
 * Numbers are recycled: nothing is read until every earlier holder's account at the service is
 * closed (services/loyalty/reward-closures.ts), and the history shows only what the service dates from the
 * moment this account proved the number (the rule the in-store bills follow).
 */
import { sinceProved } from '../../../../src/lib/domain/account/number-holder';
import { rewardsOn as rewardsOnIn } from '../../../../src/lib/domain/loyalty/points';
import { getSettings } from '../../db/content';
import { phoneProvedAt } from '../../db/account';
import type { Env, SessionUser } from '../../env';
import { rewardsProvider, type RedeemOutcome, type RedeemRecord } from '../../providers/rewards';
import { clearEarlierHolders } from './reward-closures';
import * as clock from '../../lib/clock';

export type { RedeemRecord };
// the rewards service did not answer: pages show the SPEC message and a 503 instead of a crash
export { ServiceUnavailable } from '../../providers/rewards/service-call';

export async function rewardsOn(db: D1Database): Promise<boolean> {
  return rewardsOnIn(await getSettings(db));
}

export interface RewardBalance {
  /** the store's reward flag (SPEC §3 reward status) */
  reward: 0 | 1;
  rewardpoint: number;
}

export async function rewardBalance(env: Env, user: SessionUser, now = clock.now()): Promise<RewardBalance> {
  if (!(await rewardsOn(env.DB))) return { reward: 0, rewardpoint: 0 };
  const service = rewardsProvider(env);
  await clearEarlierHolders(env.DB, service, user.phone, now);
  return { reward: 1, rewardpoint: await service.balance(user.phone) };
}

export async function redeemHistory(env: Env, user: SessionUser, now = clock.now()): Promise<{ reward: 0 | 1; rows: RedeemRecord[] }> {
  if (!(await rewardsOn(env.DB))) return { reward: 0, rows: [] };
  const service = rewardsProvider(env);
  await clearEarlierHolders(env.DB, service, user.phone, now);
  const [rows, since] = await Promise.all([service.redeemHistory(user.phone), phoneProvedAt(env.DB, user.id)]);
  return { reward: 1, rows: sinceProved(rows, since) };
}

/** Debits points at the rewards service; refused, never negative, when the balance is too low. */
export function redeemPointsFor(
  env: Env,
  mobile: string,
  points: number,
  opts: { previous?: number; order?: string } = {},
): Promise<RedeemOutcome> {
  return rewardsProvider(env).redeem(mobile, points, opts);
}
