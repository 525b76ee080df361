/**
 * Scheduled refund work (add both to runScheduledJobs in jobs/index.ts):
 * - retryRefunds: every refund still owed (pending: never sent or its answer was lost; failed: the
 *   provider refused) is sent again, up to REFUND_MAX_AUTO_ATTEMPTS; past that it stays failed and
 *   visible to staff, who can retry it from the order screen.
 * - refundDuePayments: paid payments that could not become an order (payment_intent status
 *   'refund_due'): a refund of the intent's amount is recorded once and sent.
 */
import type { Env } from '../env';
import { listOpenRefunds, processRefund, recordRefundDueIntents } from '../services/orders';
import * as clock from '../lib/clock';

export interface RefundJobResult {
  tried: number;
  processed: number;
  failed: number;
}

async function send(env: Env, ids: number[], now: number): Promise<RefundJobResult> {
  const result: RefundJobResult = { tried: 0, processed: 0, failed: 0 };
  for (const id of ids) {
    const after = await processRefund(env, id, now);
    result.tried++;
    if (after?.status === 'processed') result.processed++;
    else result.failed++;
  }
  return result;
}

export async function retryRefunds(env: Env, now = clock.now()): Promise<RefundJobResult> {
  const open = await listOpenRefunds(env.DB);
  return send(
    env,
    open.map((r) => r.id),
    now,
  );
}

export async function refundDuePayments(env: Env, now = clock.now()): Promise<RefundJobResult> {
  return send(env, await recordRefundDueIntents(env.DB, now), now);
}
