/**
 * The signed-in customer's reward points, as the header menu, the mobile drawer, the account pages
 * and the cart's points choice all show them. /api/rewardpoints answers
 * `{ status: 1, reward: 0 | 1, rewardpoint }` (reward 0: the store's reward flag is off, SPEC §9);
 * a refusal, an outage (503) or an answer we do not understand reads as "unknown" (points null).
 */
import type { PageAnswer } from './page-answers';
export interface RewardBalance {
  rewardsOn: boolean;
  points: number | null;
}

export async function fetchRewardBalance(): Promise<RewardBalance> {
  try {
    const res = await fetch('/api/rewardpoints', { credentials: 'same-origin' });
    if (!res.ok) return { rewardsOn: true, points: null };
    const body: PageAnswer<'rewardpoints'> | null = await res.json();
    if (body?.status !== 1) return { rewardsOn: true, points: null };
    if (body.reward === 0) return { rewardsOn: false, points: null };
    const n = Number(body.rewardpoint);
    return { rewardsOn: true, points: Number.isFinite(n) ? n : null };
  } catch {
    return { rewardsOn: true, points: null };
  }
}
