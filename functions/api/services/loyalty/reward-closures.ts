/**
 * Recycled mobile numbers and the outside rewards service. The service knows customers only by
 * mobile, and operators hand a disconnected number to someone new. So when a customer erases the
 * account, the number's points account is closed at the service (recorded in the erasure batch,
 * sent right after and by the scheduled job until the service answers), and until that closure is
 * confirmed the store shows and spends nothing the service holds for the number: the next holder
 * gets "the service is not responding", never the previous holder's points.
 */
import { listOpenClosures, markClosureDone, noteClosureError, type RewardClosureRow } from '../../db/loyalty';
import type { RewardsProvider } from '../../providers/rewards';
import { failureReason, ServiceUnavailable } from '../../providers/rewards/service-call';
import { ServiceOff } from '../../providers/rewards/service-off';
import { said } from '../../../../src/lib/domain/i18n/said';

/** The reference the service sees for one erasure: closing it twice changes nothing more. */
export function closureReference(userId: number): string {
  return `erase-${userId}`;
}

export interface ClosureOutcome {
  tried: number;
  closed: number;
  failed: number;
}

async function send(
  db: D1Database,
  service: RewardsProvider,
  rows: RewardClosureRow[],
  now: number,
): Promise<ClosureOutcome & { off?: ServiceOff }> {
  const outcome: ClosureOutcome & { off?: ServiceOff } = { tried: 0, closed: 0, failed: 0 };
  for (const row of rows) {
    outcome.tried++;
    try {
      await service.closeAccount(row.mobile, { before: row.erased_at, reference: closureReference(row.user_id) });
      await markClosureDone(db, row.id, now);
      outcome.closed++;
    } catch (err) {
      // points are off in this deploy: nothing to send to, and nothing of the number can be read either
      if (err instanceof ServiceOff) {
        outcome.off = err;
        outcome.failed++;
        continue;
      }
      const why = failureReason(err);
      await noteClosureError(db, row.id, why, now);
      console.error(`REWARDS CLOSURE: the erased account ${row.user_id}'s points account is not closed yet (will retry): ${why}`);
      outcome.failed++;
    }
  }
  return outcome;
}

/** Sends the closures still open: every one (the job), or one erased account's (right after erasure). */
export async function closeErasedAccounts(
  db: D1Database,
  service: RewardsProvider,
  now: number,
  by: { userId?: number; limit?: number } = {},
): Promise<ClosureOutcome> {
  const { tried, closed, failed } = await send(db, service, await listOpenClosures(db, by), now);
  return { tried, closed, failed };
}

/**
 * Before the store reads or spends what the service holds for `mobile`: every earlier holder's
 * closure must be confirmed. Open ones are sent now; one the service still does not confirm makes
 * this a 503 (try again), never a look at someone else's points.
 */
export async function clearEarlierHolders(db: D1Database, service: RewardsProvider, mobile: string, now: number): Promise<void> {
  const open = await listOpenClosures(db, { mobile });
  if (open.length === 0) return;
  const outcome = await send(db, service, open, now);
  if (outcome.off) throw outcome.off;
  if (outcome.failed > 0)
    throw new ServiceUnavailable(said('srv.rewardsDown'), 'rewards', "an earlier holder's points account is not closed yet");
}
