/**
 * The 15-minute life of a payment intent: when it is over, the units it held go back on the shelf
 * and the name, address, phone and e-mail in its snapshot are purged. Run by the scheduled job for
 * everyone and on access (the customer's next payment) for one customer.
 */
import { expireIntentStatements, listExpiredIntents, listOpenIntents, purgeClosedSnapshots } from '../../db/checkout';

async function expire(db: D1Database, intents: { id: number }[], now: number): Promise<number> {
  for (const { id } of intents) await db.batch(expireIntentStatements(db, id, now));
  return intents.length;
}

export async function expireIntentsOf(db: D1Database, userId: number | null, now: number): Promise<number> {
  return expire(db, await listExpiredIntents(db, now, userId), now);
}

/**
 * A new Pay press replaces the customer's earlier unpaid intents: one cart is one payment, and
 * pressing Pay again and again cannot hold the shop's stock. A payment that still arrives for a
 * replaced intent is refunded like a late one.
 */
export async function supersedeIntentsOf(db: D1Database, userId: number, now: number): Promise<number> {
  return expire(db, await listOpenIntents(db, userId), now);
}

export async function expireAllIntents(db: D1Database, now: number): Promise<{ expired: number; purged: number }> {
  const expired = await expireIntentsOf(db, null, now);
  return { expired, purged: await purgeClosedSnapshots(db, now) };
}
