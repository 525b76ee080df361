/**
 * The limits on what unpaid online payments may hold (issue 26 item 2, SECURITY.md "hoarding caps"):
 * per line and in total (the domain's UNPAID_HOLD_CAPS), intents per customer per hour, and a press
 * of Pay that never extends the hold past the end of the one it replaces. Cash on delivery holds
 * nothing before its order and is never asked.
 */
import {
  HOUR_MS,
  intentExpiry,
  tooManyPaymentsMessage,
  UNPAID_HOLD_CAPS,
  unpaidHoldProblem,
} from '../../../../src/lib/domain/checkout/unpaid-holds';
import { currentHoldEnd, guardIntentsPerHour, recentIntentStarts, replaceOpenIntentsStatements } from '../../db/checkout';
import { ShopError } from '../../errors';

const { intentsPerHour } = UNPAID_HOLD_CAPS;

/** Minutes until the customer may start another intent, or null while under the hourly limit. */
async function minutesUntilNextStart(db: D1Database, userId: number, now: number): Promise<number | null> {
  const starts = await recentIntentStarts(db, userId, now - HOUR_MS, intentsPerHour);
  if (starts.length < intentsPerHour) return null;
  // the oldest of the last `intentsPerHour` presses leaves the hour first
  return (starts[starts.length - 1]! + HOUR_MS - now) / 60_000;
}

/** 429 before anything is replaced or the provider is asked, once the customer has started their hour's intents. */
export async function refuseOverHourlyLimit(db: D1Database, userId: number, now: number): Promise<void> {
  const minutes = await minutesUntilNextStart(db, userId, now);
  if (minutes !== null) throw new ShopError(tooManyPaymentsMessage(minutes), 429);
}

/** The caps on the lines about to be held (400 with the first one passed), and when the new hold ends. */
export async function holdTerms(
  db: D1Database,
  userId: number,
  lines: readonly { name: string; qty: number }[],
  now: number,
): Promise<{ expiresAt: number }> {
  const problem = unpaidHoldProblem(lines);
  if (problem) throw new ShopError(problem, 400);
  return { expiresAt: intentExpiry(now, await currentHoldEnd(db, userId, now)) };
}

/** The new intent's batch around createIntentStatements: earlier open intents replaced first, the hourly limit checked after. */
export function holdGuards(db: D1Database, userId: number, now: number): { before: D1PreparedStatement[]; after: D1PreparedStatement[] } {
  return { before: replaceOpenIntentsStatements(db, userId, now), after: [guardIntentsPerHour(db, userId, now - HOUR_MS, intentsPerHour)] };
}
