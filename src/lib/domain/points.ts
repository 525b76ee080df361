/**
 * SPEC §4/§5 paying with reward points: allowed only when the balance is GREATER than the cart's
 * point total; otherwise "You have only N reward points", or "Your reward point is 0" when there are
 * none. The option exists only while rewards are on and no coupon is applied (a coupon forces cash).
 */
import { MSG, rewardShortMessage } from './messages';

/** Offer slabs end at this many points to mean "and above" (seeded, and so in the rewards service). */
export const OPEN_ENDED_POINTS = 99999;

export type PointsCheck = { ok: true } | { ok: false; message: string };

/** balance null = unknown (the rewards service did not answer): treated as none. */
export function checkPointsPayment(balance: number | null | undefined, needed: number): PointsCheck {
  const have = balance != null && Number.isFinite(balance) ? balance : 0;
  if (have <= 0) return { ok: false, message: MSG.rewardZero };
  if (have > needed) return { ok: true };
  return { ok: false, message: rewardShortMessage(have) };
}

export function pointsOptionOffered(opts: { rewardsOn: boolean; couponApplied: boolean }): boolean {
  return opts.rewardsOn && !opts.couponApplied;
}
