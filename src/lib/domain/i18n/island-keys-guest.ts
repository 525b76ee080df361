/** The texts of the guest cart's islands (issue 34): the OTP sign-in at /login/cart and the merge notes on /cart. */
import type { MessageKey } from './en';
import { FIELD_KEYS, OTP_STEP_KEYS } from './island-keys-account';

/** OtpSignIn: mobile, code, and the words of a new number that goes on to register. */
export const OTP_SIGN_IN_KEYS = [
  ...FIELD_KEYS,
  ...OTP_STEP_KEYS,
  'signIn.otpHeading',
  'signIn.otpLead',
  'signIn.verify',
  'signIn.newNumber',
  'acct.otpSentTo',
  'acct.verify',
  'otpSentRegister',
  'otpSentForgot',
  'otpVerifiedRegister',
  'otpMismatchRegister',
  'otpInvalidForgot',
  'loginSuccess',
  'generic',
  'srv.mobileRequired',
  'srv.mobileInvalid',
  'srv.otpRequired',
  'srv.otpInvalid',
] as const satisfies readonly MessageKey[];
export type OtpSignInKey = (typeof OTP_SIGN_IN_KEYS)[number];

/** What changed when the browser cart joined the account's (the notes themselves come said by the server). */
export const MERGE_NOTE_KEYS = ['cartMerge.heading', 'shop.dismiss'] as const satisfies readonly MessageKey[];
export type MergeNoteKey = (typeof MERGE_NOTE_KEYS)[number];
