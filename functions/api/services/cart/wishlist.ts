/** The wishlist (SPEC §5, §8): a repeat add is refused with "Already Added in Wishlist". */
import { deleteWishlist, insertWishlist } from '../../db/cart';
import { ShopError } from '../../errors';
import { type Said, said } from '../../../../src/lib/domain/i18n/said';

export const WISHLIST_ADDED = 'Successfully added to your Wishlist';
export const WISHLIST_REMOVED = 'Removed from your Wishlist';

export async function addToWishlist(db: D1Database, userId: number, productId: number, now: number): Promise<Said> {
  const result = await insertWishlist(db, userId, productId, now);
  if (result === 'no-product') throw new ShopError(said('srv.productNotFound'), 404);
  if (result === 'duplicate') throw new ShopError(said('wishlistDuplicate'), 409);
  return said('srv.wishlistAdded');
}

export async function removeFromWishlist(db: D1Database, userId: number, productId: number): Promise<Said> {
  if (!(await deleteWishlist(db, userId, productId))) throw new ShopError(said('wishlistDeleteFailed'), 404);
  return said('srv.wishlistRemoved');
}
