import { said, type Said } from '../i18n/said';
/** The privacy centre's messages, on their own (no zod) for islands; privacy-schemas.ts re-exports them. */
export const PRIVACY_MSG = {
  confirmRequired: 'Please confirm that you want to delete your account',
  passwordWrong: 'Password is incorrect',
  accountDeleted: 'Your account has been deleted',
  marketingOn: 'You will receive offers and updates',
  marketingOff: 'You will no longer receive offers and updates',
} as const;

/**
 * Erasure waits for an order still on its way (issue 26 item 6): its address and phone are what the
 * rider and the store need until it is delivered, collected or cancelled. The shopper can cancel it
 * while it is Pending or Confirmed (and a paid one is refunded); later it is on its way to them.
 */
export const ORDER_STILL_OPEN =
  'Your order {order} is still open. Cancel it on its order page, or wait until it is delivered or collected, and then delete your account.';

export function orderStillOpenMessage(txnid: string): Said {
  return said('srv.orderStillOpen', { order: txnid });
}
