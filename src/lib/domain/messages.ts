/**
 * Every user-facing message of SPEC §8, spelled exactly as the spec has them (typos included:
 * shoppers of the original store know these words). One place, imported by browser and API; the
 * ones the catalogue pages' own scripts show live in shop-messages.ts (that file rides on every page),
 * the cart's and checkout's own checks' ones in cart-messages.ts.
 */
import { CART_MSG } from './cart/cart-messages';
import { SHOP_MSG } from './catalogue/shop-messages';

export { hurryUpMessage } from './catalogue/shop-messages';
export { REWARD_SHORT_TEXT, rewardShortMessage } from './cart/cart-messages';

export const MSG = {
  ...SHOP_MSG,
  ...CART_MSG,
  addressFailed: 'Failed, Something went wrong',
  addressSaveFailed: 'Failed!',
  addressSaved: 'Success!',
  wishlistDuplicate: 'Already Added in Wishlist',
  cartAdded: 'Successfully added to your Cart',
  cartDuplicate: 'This product is already added in your Cart',
  cartRemoved: 'Product Removed Successfully',
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
  cartEmptyTitle: 'YOUR CART IS EMPTY',
  cartEmptyText: 'Sorry Mate... No Item Found Inside Your Cart!',
  processing: 'Processing please wait...',
} as const;
