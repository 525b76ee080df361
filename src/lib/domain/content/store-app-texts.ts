/**
 * The shopper-facing words of UPI payment and the installable store (offline page), in one place so
 * the translation catalogues can take them over.
 */
import { CART_MSG } from '../cart/cart-messages';

export const UPI_TEXT = {
  upiLabel: 'UPI',
  upiNote: 'Any UPI app, UPI ID or QR code',
  cardLabel: 'Card or net banking',
  cardNote: 'Debit or credit card, or your bank',
  waiting: 'Waiting for you to approve on your UPI app',
  timeLeft: (left: string) => `Time left: ${left}`,
  waitingHelp: 'Open your UPI app and approve the request. Keep this page open.',
  /** SPEC §8's checkout failure, with why */
  failedTitle: CART_MSG.paymentFailed,
  declined: 'Your UPI app declined the payment. No money was taken.',
  timedOut: 'The UPI request was not approved in time. No order was placed and nothing was charged.',
} as const;

export const OFFLINE_TEXT = {
  title: 'You are offline',
  note: 'You are offline. Your cart is saved on this phone; check out when you are back online.',
  cartTitle: 'Your cart',
  emptyCart: 'Your cart is empty.',
  retry: 'Try again',
} as const;
