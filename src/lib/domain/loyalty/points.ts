/**
 * SPEC §4/§5 paying with reward points: allowed only when the balance is GREATER than the cart's
 * point total; otherwise "You have only N reward points", or "Your reward point is 0" when there are
 * none. The option exists only while rewards are on and no coupon is applied (a coupon forces cash).
 */
import type { Paise } from '../money/money';
import { said, type Said } from '../i18n/said';

/** Offer slabs end at this many points to mean "and above" (seeded, and so in the rewards service). */
export const OPEN_ENDED_POINTS = 99999;

/** key and points: the message's catalogue entry, for a page that shows it in another language */
export type PointsCheck = { ok: true } | { ok: false; message: Said; key: 'rewardZero' | 'points.short'; points: number };

/** The store setting `reward` ('1' on): the one reading of it, for pages, islands and the API. */
export function rewardsOn(settings: { reward?: string | null } | null | undefined): boolean {
  return settings?.reward === '1';
}

/** balance null = unknown (the rewards service did not answer): treated as none. */
export function checkPointsPayment(balance: number | null | undefined, needed: number): PointsCheck {
  const have = balance != null && Number.isFinite(balance) ? balance : 0;
  if (have <= 0) return { ok: false, message: said('rewardZero'), key: 'rewardZero', points: 0 };
  if (have > needed) return { ok: true };
  return { ok: false, message: said('srv.rewardShort', { points: have }), key: 'points.short', points: have };
}

export function pointsOptionOffered(opts: { rewardsOn: boolean; couponApplied: boolean }): boolean {
  return opts.rewardsOn && !opts.couponApplied;
}

/**
 * Loyalty earned by a cash or online order: 1 point per full ₹100 paid for goods (after the coupon,
 * delivery excluded). Recorded on the order as points_earned and credited to the rewards ledger
 * when the order is Completed (services/orders/order-life.ts moveOrder), so a cancelled order never pays out.
 */
export function pointsEarned(paidForGoods: Paise): number {
  return Math.floor(Math.max(0, paidForGoods) / 10_000);
}
