/** Fixed-window counters in the rate_limit table (key = action:subject). */

export interface WindowCount {
  count: number;
  window_start: number;
}

/**
 * Adds one to the key's counter for the window that holds `now` and returns the new count, in one
 * atomic statement: a new window starts the count again at 1.
 */
export async function hitCounter(db: D1Database, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .prepare(
      `INSERT INTO rate_limit (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limit.window_start = excluded.window_start THEN rate_limit.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count, window_start`,
    )
    .bind(key, windowStart)
    .first<WindowCount>();
  return row!;
}

/** Takes back one hit (a login that turned out right is not a failure). */
export async function releaseHit(db: D1Database, key: string, windowStart: number): Promise<void> {
  await db
    .prepare('UPDATE rate_limit SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0')
    .bind(key, windowStart)
    .run();
}

/** Counters from windows long gone; cleared now and then so the table stays small. */
export async function purgeOldCounters(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limit WHERE window_start < ?1').bind(before).run();
}

/** The key's count in the window that holds `now` (0 when its counter is from an older window). */
export async function peekCounter(db: D1Database, key: string, windowMs: number, now: number): Promise<number> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .prepare('SELECT count FROM rate_limit WHERE key = ?1 AND window_start = ?2')
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

export async function resetCounter(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limit WHERE key = ?1').bind(key).run();
}
