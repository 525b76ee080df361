/**
 * What the payment_intent table says about one customer's recent Pay presses: how many in the last
 * hour, and when the hold they started ends (services/checkout/unpaid-holds.ts, issue 26 item 2).
 */

/** The customer's intents started since `since`, newest first (at most `limit`: only the count up to it matters). */
export async function recentIntentStarts(db: D1Database, userId: number, since: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT created_at FROM payment_intent WHERE user_id = ?1 AND created_at > ?2 ORDER BY created_at DESC LIMIT ?3')
    .bind(userId, since, limit)
    .all<{ created_at: number }>();
  return results.map((r) => r.created_at);
}

/**
 * When the customer's current hold ends: the life of an intent still open, replaced by a newer press
 * or declined by the provider before its life was over (status expired or failed with time left);
 * null when none is. A paid intent ends its hold, so a new cart after an order starts afresh.
 */
export async function currentHoldEnd(db: D1Database, userId: number, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT min(expires_at) AS ends FROM payment_intent WHERE user_id = ?1 AND expires_at > ?2 AND status IN ('created', 'expired', 'failed')`,
    )
    .bind(userId, now)
    .first<{ ends: number | null }>();
  return row?.ends ?? null;
}

/**
 * For the new intent's batch, after its row is written: aborts the batch (order_guard) when the
 * customer has now started more than `limit` intents since `since`, so racing presses cannot slip
 * past the hourly limit between the count and the write.
 */
export function guardIntentsPerHour(db: D1Database, userId: number, since: number, limit: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO order_guard (ok) SELECT (SELECT count(*) FROM payment_intent WHERE user_id = ?1 AND created_at > ?2) <= ?3')
    .bind(userId, since, limit);
}
