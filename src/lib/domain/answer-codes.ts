import type { MessageKey } from './i18n/en';

/**
 * The refusals the browser acts on, by the `code` the API puts beside its message (the catalogue key
 * of what it said). The browser branches on these, never on the message's words: the words arrive
 * in the shopper's language. `tests/unit/answer-codes.test.ts` checks each against the API's own
 * lookup, so a renamed key fails there and not in a Kannada shopper's checkout.
 */
export const ANSWER_CODE = {
  pricesChanged: 'srv.pricesChanged',
  couponInvalid: 'couponInvalid',
  oldPasswordWrong: 'srv.oldPasswordWrong',
  currentPasswordRequired: 'srv.currentPasswordRequired',
  // said under the field they concern until it is changed (issue 34), not only in a passing popup
  loginFailed: 'srv.loginFailed',
  loginOtpRequired: 'srv.loginOtpRequired',
  otpInvalid: 'otpInvalidForgot',
  mobileTaken: 'srv.mobileTaken',
  emailTaken: 'srv.emailTaken',
  branchRequired: 'srv.branchRequired',
} as const satisfies Record<string, MessageKey>;
