/**
 * Issue 27 item 4: an account form's schema says catalogue keys and the form looks each up in the
 * texts its page passed. A rule whose key the page does not pass would show the bare key, so every
 * key a form's schemas say under bad input must be in that form's list.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  checkMobileSchema,
  fieldErrors,
  forgotSchema,
  loginOtpSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordFormSchema,
  signInOtpSchema,
  verifyOtpSchema,
} from '../../src/lib/domain/account/account-schemas';
import { deleteAccountSchema } from '../../src/lib/domain/account/privacy-schemas';
import {
  ACCOUNT_EDIT_KEYS,
  ADDRESS_FORM_KEYS,
  CHANGE_PASSWORD_KEYS,
  FORGOT_KEYS,
  LOGIN_KEYS,
  MOBILE_VERIFICATION_KEYS,
  PRIVACY_KEYS,
  REGISTER_KEYS,
} from '../../src/lib/domain/i18n/island-keys-account';
import { OTP_SIGN_IN_KEYS } from '../../src/lib/domain/i18n/island-keys-guest';
import { isMessageKey } from '../../src/lib/domain/i18n/t';

const FIELDS = [
  'phone', 'mobile', 'mobileno', 'otp', 'password', 'confirm', 'confirm_password', 'old_password', 'email', 'first_name',
  'last_name', 'firstname', 'lastname', 'address', 'city', 'pincode', 'landmark', 'branch', 'image',
]; // prettier-ignore
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** Bodies that break each rule at least once: missing, blank, too long, malformed, mismatched. */
const BAD: unknown[] = [
  {},
  every(''),
  every('x'.repeat(400)),
  every('12345'),
  every('98765-4321'),
  { ...every('secret1'), confirm: 'other12', confirm_password: 'other12', email: 'a@b.com' },
  { password: 'secret1' },
  { image: 'data:text/plain;base64,eA==' },
  { image: `data:image/png;base64,${'A'.repeat(210 * 1024)}` },
];

/** Every catalogue key the schemas say for the bad bodies. */
function keysSaid(...schemas: z.ZodTypeAny[]): Set<string> {
  const keys = new Set<string>();
  for (const schema of schemas)
    for (const body of BAD) {
      const r = schema.safeParse(body);
      if (!r.success) for (const rule of Object.values(fieldErrors(r.error))) if (isMessageKey(rule.key)) keys.add(rule.key);
    }
  return keys;
}

describe("an account form's texts hold every key its schemas say", () => {
  it.each([
    ['login', LOGIN_KEYS, [loginSchema, loginOtpSchema]],
    ['register', REGISTER_KEYS, [registerSchema]],
    ['mobile verification', MOBILE_VERIFICATION_KEYS, [checkMobileSchema, verifyOtpSchema]],
    ['forgot password', FORGOT_KEYS, [forgotSchema, verifyOtpSchema, resetPasswordFormSchema]],
    ['change password', CHANGE_PASSWORD_KEYS, [changePasswordSchema]],
    ['account edit', ACCOUNT_EDIT_KEYS, [profileUpdateSchema]],
    ['address form', ADDRESS_FORM_KEYS, [addressSchema]],
    ['privacy centre', PRIVACY_KEYS, [deleteAccountSchema]],
    ['OTP sign-in', OTP_SIGN_IN_KEYS, [signInOtpSchema]],
  ] as const)('%s', (_name, keys, schemas) => {
    const said = keysSaid(...schemas);
    expect(said.size).toBeGreaterThan(1);
    const listed = new Set<string>(keys);
    expect([...said].filter((k) => !listed.has(k))).toEqual([]);
  });
});
