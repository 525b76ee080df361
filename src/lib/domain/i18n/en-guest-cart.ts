/**
 * The guest cart's words (issue 34): the card's Add, what changed when a browser cart joined the
 * account's cart at sign-in, and the OTP sign-in at /login/cart. Spread into en.ts.
 */
export const EN_GUEST_CART = {
  'buy.add': 'Add',
  'cartMerge.heading': 'We checked your cart again as you signed in',
  'cartMerge.priceChanged': '{name}: the price is now {price} (was {was})',
  'cartMerge.capped': '{name}: only {qty} can be bought now, so your cart has {qty}',
  'cartMerge.raised': '{name}: sold at a minimum of {qty}, so your cart has {qty}',
  'cartMerge.unavailable': '{name} is not available now, so it was left out of your cart',
  'cartMerge.failed': 'The cart on this phone could not be added to your account yet. It is kept here and we will try again.',
  'signIn.otpHeading': 'Sign in with an OTP',
  'signIn.otpLead': 'We text a code to your mobile. New here? Verify your number the same way to create your account.',
  'signIn.passwordHeading': 'Or log in with your password',
  'signIn.verify': 'Verify and sign in',
  'signIn.newNumber': '{mobile} is new to Haat Fresh. Verify it to create your account; your cart stays on this phone.',
} as const;
