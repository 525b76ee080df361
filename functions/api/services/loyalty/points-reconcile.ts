/**
 * Points debits that never got their answer (the rewards service was slow or down) are settled
 * here, on the customer's next checkout and by the scheduled job: each one either paid for an
 * order that was written, or its points go back through the service's credit. A credit that fails
 * stays pending (with the error) for the next run, so no point is lost silently.
 */
import {
  claimRedeem,
  findOrderForRedeem,
  listStaleRedeems,
  markRedeemCredited,
  markRedeemSettledByOrder,
  releaseRedeemClaim,
} from '../../db/loyalty';
import type { RewardsProvider } from '../../providers/rewards';
import { failureReason } from '../../providers/rewards/service-call';

/**
 * A redemption untouched this long has no attempt still waiting on it: one attempt lasts at most
 * the service deadline (4 s by default) plus one D1 batch. The claim is guarded anyway.
 */
export const REDEEM_SETTLE_MS = 60_000;

export interface ReconcileOutcome {
  ordered: number;
  credited: number;
  failed: number;
}

export async function reconcileRedeems(
  db: D1Database,
  service: RewardsProvider,
  now: number,
  opts: { userId?: number | null; settleAfterMs?: number; limit?: number } = {},
): Promise<ReconcileOutcome> {
  const before = now - (opts.settleAfterMs ?? REDEEM_SETTLE_MS);
  const outcome: ReconcileOutcome = { ordered: 0, credited: 0, failed: 0 };
  for (const r of await listStaleRedeems(db, before, opts.userId ?? null, opts.limit)) {
    if (!(await claimRedeem(db, r, before, now))) continue;
    const order = await findOrderForRedeem(db, r);
    if (order) {
      await markRedeemSettledByOrder(db, r.reference, order.id, now);
      outcome.ordered++;
      continue;
    }
    try {
      // the service credits a reference only if it debited it, and only once
      await service.credit(r.mobile, r.points, { order: r.reference });
      await markRedeemCredited(db, r.reference, now);
      outcome.credited++;
    } catch (err) {
      const why = failureReason(err);
      await releaseRedeemClaim(db, r.reference, why, now);
      console.error(`REWARDS RECONCILE: ${r.points} points under reference ${r.reference} not credited back yet (will retry): ${why}`);
      outcome.failed++;
    }
  }
  return outcome;
}
