/**
 * The account forms' messages (ACCOUNT_MSG, PRIVACY_MSG: the schemas' field errors and the API's
 * refusals) as catalogue keys acct.msg.* and acct.privacy.*, English word for word, so the forms
 * say them in the page's language and the API says its refusals by key.
 */
import { ACCOUNT_COUNTED_MSG, ACCOUNT_MSG } from '../account/account-messages';
import { PRIVACY_MSG } from '../account/privacy-messages';
import { FORM_PROBLEM_MSG } from '../form-problems';
import { FIELD_LABELS } from '../request-field-schemas';

type Prefixed<P extends string, T extends Record<string, string>> = { readonly [K in keyof T & string as `${P}${K}`]: T[K] };

function prefixed<P extends string, T extends Record<string, string>>(prefix: P, messages: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [`${prefix}${k}`, v])) as Prefixed<P, T>;
}

export const ACCOUNT_TEXTS = { ...prefixed('acct.msg.', ACCOUNT_MSG), ...prefixed('acct.privacy.', PRIVACY_MSG) };
/** The account messages with a number in them ({max}, {n}): acct.msg.* too, spread at the end of en.ts. */
export const ACCOUNT_COUNTED_TEXTS = prefixed('acct.msg.', ACCOUNT_COUNTED_MSG);
/** The API's form problems (srv.form.*) and the field names they say (srv.field.*), English word for word. */
export const FORM_PROBLEM_TEXTS = { ...prefixed('srv.form.', FORM_PROBLEM_MSG), ...prefixed('srv.field.', FIELD_LABELS) };
