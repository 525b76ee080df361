/**
 * Adds a subscriber; false when the address was already on the list (the column is NOCASE, so
 * "Asha@Gmail.com" and "asha@gmail.com" are one subscriber).
 */
export async function addSubscriber(db: D1Database, email: string, now: number): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO newsletter_subscriber (email, created_at) VALUES (?, ?) ON CONFLICT(email) DO NOTHING')
    .bind(email, now)
    .run();
  return result.meta.changes > 0;
}
