/**
 * The API's refusals that had no catalogue text: staff screens' order moves and sign-in, and the
 * request-shape ones (Idempotency-Key, a cart changed under checkout). Every refusal travels as a
 * key (said.ts), so each has one here; kn-refusals.ts and hi-refusals.ts beside it.
 */
export const EN_REFUSALS = {
  'srv.life.alreadyMoved': 'This order was already moved to {to} by someone else. Refresh to see it.',
  'srv.life.noSuchMove': 'An order cannot go from {from} to {to}',
  'srv.life.roleCannot': 'Your role cannot move this order to {to}',
  'srv.life.reasonNeeded': 'Please give a reason for cancelling',
  'srv.life.riderNeeded': 'Choose a rider to send this order out',
  'srv.life.riderNotHere': 'That rider does not work at this branch',
  'srv.life.changedMeanwhile': 'This order changed while you were looking at it. Refresh to see it.',
  'srv.staff.notFound': 'Staff member not found',
  'srv.staff.loginFailed': 'Mobile number or password is wrong',
  'srv.staff.lockedForNewDevices':
    'Too many wrong passwords for this account today. Sign in from a device you have used before, or ask the manager to unlock the account.',
  'srv.featureOff.sms': 'SMS is not configured',
  'srv.featureOff.pos': 'In-store bills are not available right now.',
  'srv.staff.yourPasswordWrong': 'Your own password is wrong',
  'srv.idempotency.used': 'Idempotency-Key already used',
  'srv.idempotency.invalid': 'Invalid Idempotency-Key',
  'srv.form.invalidBody': 'Invalid request body',
  'srv.cartChanged': 'Your cart has changed. Please review your cart.',
  'srv.cartQuantityUpdated': 'Quantity updated',
  'srv.address.deleteByPost': 'Use POST to delete an address',
  'srv.offerAddMore': 'Add {amount} more to use this offer',
  'srv.reorder.none': 'None of these products can be added to your cart right now',
  'srv.reorder.all': 'All products added to your cart',
  'srv.reorder.some': '{added} of {total} products added to your cart',
} as const;

export type RefusalKey = keyof typeof EN_REFUSALS;
