/**
 * Fetches yesterday's and today's settlements (IST) and records each entry once, so the
 * reconciliation is current without a click. The cron ticks every 5 minutes; a day is fetched again
 * at most once an hour (settlements arrive once or twice a day), and a day is final once fetched
 * after it ended. Off (no Razorpay keys outside development): nothing is fetched, the loud log says why.
 */
import type { Env } from '../env';
import { addDays } from '../../../src/lib/domain/reports';
import { indiaDay, indiaDayBounds } from '../../../src/lib/domain/money/india-time';
import { importSettlements } from '../services/reports';

const REFETCH_AFTER_MS = 60 * 60_000;

export async function importRecentSettlements(env: Env, now: number): Promise<{ day: string; recorded?: number; skipped?: string }[]> {
  const today = indiaDay(now);
  const days = [addDays(today, -1), today];
  const { results } = await env.DB.prepare(`SELECT day, fetched_at FROM settlement_fetch WHERE day IN (?1, ?2)`)
    .bind(...days)
    .all<{ day: string; fetched_at: number }>();
  const out: { day: string; recorded?: number; skipped?: string }[] = [];
  for (const day of days) {
    const last = results.find((r) => r.day === day)?.fetched_at;
    if (last !== undefined && (now - last < REFETCH_AFTER_MS || last >= indiaDayBounds(day)[1] + REFETCH_AFTER_MS)) {
      out.push({ day, skipped: 'fetched' });
      continue;
    }
    const done = await importSettlements(env, null, day, now);
    if (!done.ok && done.code === 'settlement.off') return [{ day, skipped: 'off' }];
    if (!done.ok) throw new Error(`${day}: ${done.message}`);
    out.push({ day, recorded: done.recorded });
  }
  return out;
}
