/**
 * Home "Previously bought" (issue 17): what the signed-in customer ordered before and the shop still
 * sells, newest first, at most PREVIOUSLY_BOUGHT_LIMIT. Cards carry today's prices like every card.
 */
import type { ProductCard } from '../../../../src/lib/domain/types';
import { listPreviouslyBought } from '../../db/cart';

export const PREVIOUSLY_BOUGHT_LIMIT = 12;

export function previouslyBought(db: D1Database, userId: number): Promise<ProductCard[]> {
  return listPreviouslyBought(db, userId, PREVIOUSLY_BOUGHT_LIMIT);
}
