/**
 * The one SMS text for every OTP. Indian operators deliver only DLT-registered templates (TRAI), so
 * the wording is fixed here and the code is its single variable.
 */
import { t } from '../i18n/t';
import type { Lang } from '../i18n/langs';

export const OTP_TEMPLATE =
  '{#var#} is your Haat Fresh verification code. It is valid for 5 minutes. Do not share it with anyone. - HAATFR';

/** How long a code can be used (the template promises 5 minutes). */
export const OTP_TTL_MS = 5 * 60 * 1000;

/** How long a verified code still lets the shopper finish registering or resetting. */
export const OTP_VERIFIED_WINDOW_MS = 15 * 60 * 1000;

/** Wrong guesses before a code is locked. */
export const OTP_MAX_ATTEMPTS = 5;

/** The code's SMS in the language of the page that asked for it (English: OTP_TEMPLATE word for word). */
export function otpMessage(code: string, lang: Lang = 'en'): string {
  return t(lang, 'sms.otp', { code });
}
