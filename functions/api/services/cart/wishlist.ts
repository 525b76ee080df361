/** The wishlist (SPEC §5, §8): a repeat add is refused with "Already Added in Wishlist". */
import { MSG } from '../../../../src/lib/domain/messages';
import { deleteWishlist, insertWishlist } from '../../db/cart';
import { ShopError } from '../../errors';
import { PRODUCT_NOT_FOUND } from './cart';

export const WISHLIST_ADDED = 'Successfully added to your Wishlist';
export const WISHLIST_REMOVED = 'Removed from your Wishlist';

export async function addToWishlist(db: D1Database, userId: number, productId: number, now: number): Promise<string> {
  const result = await insertWishlist(db, userId, productId, now);
  if (result === 'no-product') throw new ShopError(PRODUCT_NOT_FOUND, 404);
  if (result === 'duplicate') throw new ShopError(MSG.wishlistDuplicate, 409);
  return WISHLIST_ADDED;
}

export async function removeFromWishlist(db: D1Database, userId: number, productId: number): Promise<string> {
  if (!(await deleteWishlist(db, userId, productId))) throw new ShopError(MSG.wishlistDeleteFailed, 404);
  return WISHLIST_REMOVED;
}
