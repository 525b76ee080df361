/**
 * Every user-facing message of SPEC §8, spelled exactly as the spec has them (typos included:
 * shoppers of the original store know these words). One place, imported by browser and API; the
 * ones the catalogue pages' own scripts show live in shop-messages.ts (that file rides on every page).
 */
import { fill } from './i18n/fill';
import { SHOP_MSG } from './shop-messages';

export { hurryUpMessage } from './shop-messages';

export const MSG = {
  ...SHOP_MSG,
  addressFailed: 'Failed, Something went wrong',
  addressSaveFailed: 'Failed!',
  addressSaved: 'Success!',
  wishlistDuplicate: 'Already Added in Wishlist',
  cartAdded: 'Successfully added to your Cart',
  cartDuplicate: 'This product is already added in your Cart',
  cartRemoved: 'Product Removed Successfully',
  couponInvalid: 'Promocode Invalid',
  couponValid: 'Promocode valid',
  paymentFailed: 'Payment Failed Please try again',
  deliveryUnavailable: 'Delivery not available for your location',
  billingMissing: 'Please provide billing address',
  mandatoryMissing: 'Please filled all mandatory fields',
  paymentModeMissing: 'Please choose payment mode',
  orderPlaced: 'Order placed successfully',
  loginSuccess: 'Login Successfully',
  registerSuccess: 'Registration successfully',
  otpSentRegister: 'OTP sent successfully',
  otpVerifiedRegister: 'Verified',
  otpMismatchRegister: "OTP does't match",
  otpSentForgot: 'OTP sent',
  otpVerifiedForgot: 'OTP verified',
  otpInvalidForgot: 'Invalid OTP',
  passwordMismatchForgot: "Password does't not match",
  passwordMismatchProfile: 'Password Does not Match',
  profileFailed: 'Something Went wrong',
  qrInvalid: 'Invalid QR code. Please refresh the page and try again',
  noOffers: 'No Offers Available',
  numericOnly: 'Please Enter Numeric Value only',
  emailInvalid: 'Email is Invalid',
  rewardZero: 'Your reward point is 0',
  cartEmptyTitle: 'YOUR CART IS EMPTY',
  cartEmptyText: 'Sorry Mate... No Item Found Inside Your Cart!',
  processing: 'Processing please wait...',
} as const;

/** The points check's message with its number; the catalogues (points.short, srv.rewardShort) and the checkout's reading of it take this text. */
export const REWARD_SHORT_TEXT = 'You have only {points} reward points';

export function rewardShortMessage(points: number): string {
  return fill(REWARD_SHORT_TEXT, { points });
}
