/**
 * The SPEC §8 messages that scripts on every catalogue page can show (buying, wishlist, quantity
 * limits, the end of a list). Apart from the full table (messages.ts, which includes these) so that
 * browsing pages do not carry the account and checkout wording.
 */
export const SHOP_MSG = {
  generic: 'Something went wrong please try again',
  wishlistDeleteFailed: 'Something went wrong,not deleted',
  cartAddFailed: 'Failed, Something went wrong',
  cartDeleteFailed: 'Something went wrong',
  cartChanged: 'Success',
  maxOrder: 'Maximum order reached',
  stockExceeded: 'Stock Exceeded',
  minQuantity: 'Minimum Quantity Reached',
  minQty: 'Minimum qty reached!!!',
  seenItAll: 'Yay! You have seen it all',
} as const;

export function hurryUpMessage(left: number): string {
  return `Hurry Up Only ${left} products Left!!!`;
}
