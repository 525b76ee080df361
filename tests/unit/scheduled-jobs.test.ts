import { describe, expect, it, vi } from 'vitest';
import { runScheduledJobs, SCHEDULED_JOBS } from '../../functions/api/jobs';
import type { Env } from '../../functions/api/env';

describe('runScheduledJobs', () => {
  it('runs every job with the tick time; one failing job is reported and the others still run', async () => {
    const seen: [string, number][] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = await runScheduledJobs({} as Env, 1234, [
      { name: 'a', run: async (_env, now) => seen.push(['a', now]) },
      { name: 'broken', run: async () => Promise.reject(new Error('D1 down')) },
      { name: 'c', run: async (_env, now) => (seen.push(['c', now]), 'done') },
    ]);
    expect(seen).toEqual([
      ['a', 1234],
      ['c', 1234],
    ]);
    expect(reports).toEqual([
      { name: 'a', ok: true, result: 1 },
      { name: 'broken', ok: false, error: 'D1 down' },
      { name: 'c', ok: true, result: 'done' },
    ]);
    vi.restoreAllMocks();
  });

  it("the cron runs intent expiry, the points reconcile, erased accounts' closures, refunds, the order follow-ups, the settlements and the milk run", () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toEqual([
      'expire-payment-intents',
      'reconcile-points-redeems',
      'close-reward-accounts',
      'refund-due-payments',
      'retry-refunds',
      'retry-reward-credits',
      'send-order-confirmations',
      'send-stock-alerts',
      'import-settlements',
      'subscription-orders',
    ]);
  });
});
