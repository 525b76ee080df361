/**
 * The staff console's account texts (issue 28): adding staff, switching a leaver off and on, one's
 * own password (staffAcct.*), word for word from staff-account-messages.ts; the API says them by
 * key. Spread at the end of en.ts; kn-staff-accounts.ts and hi-staff-accounts.ts beside it.
 */
import { STAFF_ACCOUNT_MSG } from '../staff/staff-account-messages';

type Prefixed<T extends Record<string, string>> = { readonly [K in keyof T & string as `staffAcct.${K}`]: T[K] };

export const EN_STAFF_ACCOUNTS = Object.fromEntries(Object.entries(STAFF_ACCOUNT_MSG).map(([k, v]) => [`staffAcct.${k}`, v])) as Prefixed<
  typeof STAFF_ACCOUNT_MSG
>;

export type StaffAccountKey = keyof typeof EN_STAFF_ACCOUNTS;
