/**
 * For tests that pay online many times as one shopper: that shopper's earlier payment intents are
 * moved back out of the last hour, so the hourly limit on online payments (issue 26 item 2,
 * UNPAID_HOLD_CAPS.intentsPerHour) does not stop a test about something else. Their holds and lives
 * (expires_at) stay as they were.
 */
import { HOUR_MS } from '../../src/lib/domain/checkout/unpaid-holds';
import type { TestWorker } from './worker';

export async function outOfThisHour(w: TestWorker, userId: number): Promise<void> {
  await w.env.DB.prepare('UPDATE payment_intent SET created_at = created_at - ?2 WHERE user_id = ?1').bind(userId, HOUR_MS).run();
}
