/** The home page's per-customer part: the "Previously bought" strip (fetched after load: the home page is cached for guests). */
import { previouslyBought } from '../../functions/api/services/cart';

export function previouslyBoughtFor(db: D1Database, userId: number) {
  return previouslyBought(db, userId);
}
