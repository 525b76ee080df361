/**
 * The customer's in-store history from the POS adapter (real system or the local simulator):
 * bills (SPEC §2 My Bills: Date, Amount, Points) and the points they earned. Points are left out
 * while the reward flag is off (SPEC §6).
 *
 * The POS knows customers only by mobile number, and numbers are recycled: whatever either
 * adapter answers is shown only from the moment THIS account proved the number by OTP, never a
 * previous holder's bills.
 */
import { sinceProved } from '../../../../src/lib/domain/account/number-holder';
import { phoneProvedAt } from '../../db/account';
import type { Env, SessionUser } from '../../env';
import { posProvider, type Bill, type PointsEarned } from '../../providers/pos';
import { rewardsOn } from './rewards';

export type { Bill };

export async function billsFor(env: Env, user: SessionUser): Promise<{ reward: 0 | 1; bills: Bill[] }> {
  const [on, all, since] = await Promise.all([
    rewardsOn(env.DB),
    posProvider(env).billsByCustomer(user.phone),
    phoneProvedAt(env.DB, user.id),
  ]);
  const bills = sinceProved(all, since);
  return { reward: on ? 1 : 0, bills: on ? bills : bills.map((b) => ({ ...b, points: 0 })) };
}

export async function pointsEarnedFor(env: Env, user: SessionUser): Promise<{ reward: 0 | 1; rows: PointsEarned[] }> {
  if (!(await rewardsOn(env.DB))) return { reward: 0, rows: [] };
  const [rows, since] = await Promise.all([posProvider(env).pointsEarnedHistory(user.phone), phoneProvedAt(env.DB, user.id)]);
  return { reward: 1, rows: sinceProved(rows, since) };
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
