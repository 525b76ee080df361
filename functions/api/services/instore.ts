/**
 * The customer's in-store history from the POS adapter (real system or the local simulator):
 * bills (SPEC §2 My Bills: Date, Amount, Points) and the points they earned. Points are left out
 * while the reward flag is off (SPEC §6).
 */
import type { Env, SessionUser } from '../env';
import { posProvider, type Bill, type PointsEarned } from '../providers/pos';
import { rewardsOn } from './rewards';

export async function billsFor(env: Env, user: SessionUser): Promise<{ reward: 0 | 1; bills: Bill[] }> {
  const [on, bills] = await Promise.all([rewardsOn(env.DB), posProvider(env).billsByCustomer(user.phone)]);
  return { reward: on ? 1 : 0, bills: on ? bills : bills.map((b) => ({ ...b, points: 0 })) };
}

export async function pointsEarnedFor(env: Env, user: SessionUser): Promise<{ reward: 0 | 1; rows: PointsEarned[] }> {
  if (!(await rewardsOn(env.DB))) return { reward: 0, rows: [] };
  return { reward: 1, rows: await posProvider(env).pointsEarnedHistory(user.phone) };
}

/** Words for a credit's source on the points-earned list. */
export function earnedSourceLabel(source: string): string {
  switch (source) {
    case 'earn':
      return 'Online order';
    case 'instore':
      return 'In-store bill';
    case 'adjust':
      return 'Opening balance';
    default:
      return source;
  }
}
