import { said, type Said } from '../i18n/said';
/**
 * Erasure waits for an order still on its way (issue 26 item 6): its address and phone are what the
 * rider and the store need until it is delivered, collected or cancelled. The shopper can cancel it
 * while it is Pending or Confirmed (and a paid one is refunded); later it is on its way to them.
 */
export function orderStillOpenMessage(txnid: string): Said {
  return said('srv.orderStillOpen', { order: txnid });
}
