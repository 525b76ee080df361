/**
 * The privacy centre (DPDP Act 2023): what the customer must send to erase the account, and the
 * words the centre and the API use. The form and the route parse the same schema; its rules say
 * catalogue keys (the srv.* ones the API has always answered with), i18n/said-rule.ts.
 */
import { z } from 'zod';
import { REGISTER_PASSWORD_MAX } from './account-schemas';

/** The name buyer fields take on an erased customer's orders (kept for GST records). */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

export const deleteAccountSchema = z.object({
  password: z
    .string({ required_error: 'srv.passwordRequired', invalid_type_error: 'srv.passwordRequired' })
    .min(1, 'srv.passwordRequired')
    .max(REGISTER_PASSWORD_MAX, 'srv.passwordWrong'),
  confirm: z.literal(true, { errorMap: () => ({ message: 'srv.privacyConfirm' }) }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const consentSchema = z.object({
  marketing: z.boolean({ required_error: 'rule.yesOrNo', invalid_type_error: 'rule.yesOrNo' }),
});

/** "haat-fresh-my-data-2026-11-23.json", dated in India time. */
export function exportFileName(now: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `haat-fresh-my-data-${day}.json`;
}

/**
 * A deleted account keeps its row (orders point at it) but not its phone: a 10-character value
 * starting with 0 can never be a mobile number (MOBILE_RE), so it stays unique and matches no one.
 */
export function erasedPhone(userId: number): string {
  return `0${String(userId).padStart(9, '0')}`;
}
