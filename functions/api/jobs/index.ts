/**
 * Scheduled work (wrangler.toml [triggers] crons, src/worker.ts `scheduled`). Each job lives in its
 * own file and runs on its own: one failing job is logged and the others still run, and the next
 * tick tries it again (every job is safe to repeat).
 */
import type { Env } from '../env';
import { expirePaymentIntents } from './expire-payment-intents';
import { reconcilePointsRedeems } from './reconcile-points-redeems';
import { closeRewardAccounts } from './close-reward-accounts';
import { refundDuePayments, retryRefunds } from './refunds';
import { retryRewardCredits, sendOrderConfirmations } from './order-followups';
import { sendStockAlerts } from './send-stock-alerts';
import { importRecentSettlements } from './import-settlements';
import { placeSubscriptionOrders } from './subscription-orders';

export interface ScheduledJob {
  name: string;
  run(env: Env, now: number): Promise<unknown>;
}

export const SCHEDULED_JOBS: ScheduledJob[] = [
  { name: 'expire-payment-intents', run: expirePaymentIntents },
  { name: 'reconcile-points-redeems', run: reconcilePointsRedeems },
  // erased customers' points accounts, before any credit for the number's next holder is sent
  { name: 'close-reward-accounts', run: closeRewardAccounts },
  // payments that could not become an order (late, expired, erased account, stock gone)
  { name: 'refund-due-payments', run: refundDuePayments },
  { name: 'retry-refunds', run: retryRefunds },
  { name: 'retry-reward-credits', run: retryRewardCredits },
  { name: 'send-order-confirmations', run: sendOrderConfirmations },
  { name: 'send-stock-alerts', run: sendStockAlerts },
  { name: 'import-settlements', run: importRecentSettlements },
  // tomorrow's morning milk run, after the 22:00 IST cut-off (docs/subscriptions.md)
  { name: 'subscription-orders', run: placeSubscriptionOrders },
];

export interface JobReport {
  name: string;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export async function runScheduledJobs(env: Env, now: number, jobs: ScheduledJob[] = SCHEDULED_JOBS): Promise<JobReport[]> {
  const reports: JobReport[] = [];
  for (const job of jobs) {
    try {
      reports.push({ name: job.name, ok: true, result: await job.run(env, now) });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      console.error(`scheduled job ${job.name} failed: ${error}`);
      reports.push({ name: job.name, ok: false, error });
    }
  }
  return reports;
}
