/** The account rules of SPEC §5 as the forms and the API both apply them, one row per edge. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  checkMobileSchema,
  fieldErrors,
  isNumericTyping,
  loginSchema,
  pincodeDigits,
  profileUpdateSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  tooManyAttemptsMessage,
  verifyOtpSchema,
} from '../../src/lib/domain/account/account-schemas';
import { otpMessage, OTP_TEMPLATE } from '../../src/lib/domain/account/otp-template';
import { isMessageKey, sayIn } from '../../src/lib/domain/i18n/t';
import { said } from '../../src/lib/domain/i18n/said';
import { ruleSaid, type RuleSaid } from '../../src/lib/domain/i18n/said-rule';
import { en } from '../support/en';

/** A rule's message as an English shopper reads it (the rules say catalogue keys). */
function inEnglish(rule: RuleSaid): string {
  return isMessageKey(rule.key) ? sayIn('en', said(rule.key, rule.params)) : rule.key;
}

/** The first message in English, or 'ok'. */
function first(schema: z.ZodTypeAny, value: unknown): string {
  const r = schema.safeParse(value);
  const issue = r.success ? undefined : r.error.issues[0];
  return r.success ? 'ok' : issue ? inEnglish(ruleSaid(issue)) : 'unknown';
}

describe('mobile check (10 digits, first 1–9)', () => {
  it.each([
    ['9876543210', 'ok'],
    ['1000000000', 'ok'],
    [' 9876543210 ', 'ok'],
    [9876543210, 'ok'],
    ['', en('acct.msg.mobileRequired')],
    [undefined, en('acct.msg.mobileRequired')],
    ['0876543210', en('acct.msg.mobileInvalid')],
    ['987654321', en('acct.msg.mobileInvalid')],
    ['98765432101', en('acct.msg.mobileInvalid')],
    ['98765-43210', en('acct.msg.mobileInvalid')],
  ])('%j → %s', (phone, expected) => {
    expect(first(checkMobileSchema, { phone })).toBe(expected);
  });
});

describe('OTP (exactly 6 digits)', () => {
  it.each([
    ['123456', 'ok'],
    ['000000', 'ok'],
    ['', en('acct.msg.otpRequired')],
    ['12345', en('acct.msg.otpInvalid')],
    ['1234567', en('acct.msg.otpInvalid')],
    ['12a456', en('acct.msg.otpInvalid')],
  ])('%j → %s', (otp, expected) => {
    expect(first(verifyOtpSchema, { phone: '9876543210', otp })).toBe(expected);
  });

  it('purpose defaults to register and is register or forgot only', () => {
    expect(verifyOtpSchema.parse({ phone: '9876543210', otp: '123456' }).purpose).toBe('register');
    expect(first(verifyOtpSchema, { phone: '9876543210', otp: '123456', purpose: 'login' })).not.toBe('ok');
  });

  it('the SMS is the fixed template with the code as its only variable', () => {
    expect(otpMessage('042917')).toBe(OTP_TEMPLATE.replace('{#var#}', '042917'));
    expect(otpMessage('042917').startsWith('042917 is your Haat Fresh verification code.')).toBe(true);
  });
});

describe('login (mobile or email, password 6+)', () => {
  it.each([
    [{ phone: '9876543210', password: 'secret' }, 'ok'],
    [{ phone: 'asha.rao@gmail.com', password: 'secret' }, 'ok'],
    [{ phone: '', password: 'secret' }, en('acct.msg.loginIdRequired')],
    [{ password: 'secret' }, en('acct.msg.loginIdRequired')],
    [{ phone: '9876543210', password: '' }, en('acct.msg.passwordRequired')],
    [{ phone: '9876543210', password: '12345' }, en('acct.msg.passwordShort')],
    [{ phone: '9876543210', password: 'x'.repeat(50) }, 'ok'],
    [{ phone: '9876543210', password: 'x'.repeat(51) }, 'Password must be at most 50 characters'],
  ])('%j → %s', (body, expected) => {
    expect(first(loginSchema, body)).toBe(expected);
  });
});

describe('register (gmail, branch, password 6–50, terms consent)', () => {
  const ok = { phone: '9876543210', email: 'meera@gmail.com', password: 'secret', branch: '2', consent_terms: true };
  it.each([
    [{}, 'ok'],
    [{ email: 'Meera@GMAIL.com' }, 'ok'],
    [{ email: '' }, en('acct.msg.emailRequired')],
    [{ email: 'meera' }, en('emailInvalid')],
    [{ email: 'meera@outlook.com' }, en('acct.msg.gmailOnly')],
    [{ email: 'meera@gmail.com.evil.in' }, en('acct.msg.gmailOnly')],
    [{ password: 'x'.repeat(50) }, 'ok'],
    [{ password: 'x'.repeat(51) }, 'Password must be at most 50 characters'],
    [{ password: '12345' }, en('acct.msg.passwordShort')],
    [{ branch: '' }, en('acct.msg.branchRequired')],
    [{ branch: 'abc' }, en('acct.msg.branchRequired')],
    [{ consent_terms: false }, en('acct.msg.consentRequired')],
    [{ consent_terms: 'true' }, en('acct.msg.consentRequired')],
  ])('%j → %s', (change, expected) => {
    expect(first(registerSchema, { ...ok, ...change })).toBe(expected);
  });

  it('marketing consent is optional and off by default; branch becomes a number', () => {
    const v = registerSchema.parse(ok);
    expect(v.consent_marketing).toBe(false);
    expect(v.branch).toBe(2);
  });
});

describe('forgot password step 3 and change password (6–25, must match)', () => {
  it.each([
    [{ password: 'secret', confirm: 'secret' }, 'ok'],
    [{ password: 'secret', confirm: 'secreT' }, en('passwordMismatchForgot')],
    [{ password: 'secret', confirm: '' }, en('acct.msg.confirmRequired')],
    [{ password: 'x'.repeat(26), confirm: 'x'.repeat(26) }, 'Password must be at most 25 characters'],
    [{ password: '12345', confirm: '12345' }, en('acct.msg.passwordShort')],
  ])('form %j → %s', (body, expected) => {
    expect(first(resetPasswordFormSchema, { mobile: '9876543210', ...body })).toBe(expected);
  });

  it('the API takes the SPEC §7 body (mobile, password) without confirm', () => {
    expect(first(resetPasswordSchema, { mobile: '9876543210', password: 'secret' })).toBe('ok');
    expect(first(resetPasswordSchema, { mobile: '9876543210', password: 'secret', confirm: 'other1' })).toBe(en('passwordMismatchForgot'));
  });

  it.each([
    [{ old_password: 'old-one', password: 'secret', confirm_password: 'secret' }, 'ok'],
    // issue 14: the current password is required (it used to be optional)
    [{ password: 'secret', confirm_password: 'secret' }, en('acct.msg.currentPasswordRequired')],
    [{ old_password: '', password: 'secret', confirm_password: 'secret' }, en('acct.msg.currentPasswordRequired')],
    [{ old_password: 'old-one', password: 'secret', confirm_password: 'secre' }, en('passwordMismatchForgot')],
    [{ old_password: 'old-one', password: 'secret' }, en('acct.msg.confirmRequired')],
    [{ old_password: 'old-one', password: '', confirm_password: '' }, en('acct.msg.passwordRequired')],
  ])('change %j → %s', (body, expected) => {
    expect(first(changePasswordSchema, body)).toBe(expected);
  });
});

describe('account edit', () => {
  const ok = { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.in' };
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  it.each([
    [{}, 'ok'],
    [{ password: '', confirm_password: '' }, 'ok'],
    [{ first_name: '' }, en('acct.msg.firstNameRequired')],
    [{ last_name: '' }, en('acct.msg.lastNameRequired')],
    [{ email: 'x' }, en('emailInvalid')],
    [{ password: '12345', confirm_password: '12345' }, en('acct.msg.passwordShort')],
    [{ password: 'secret1' }, en('acct.msg.confirmRequired')],
    [{ password: 'secret1', confirm_password: 'secret2' }, en('passwordMismatchProfile')],
    // issue 14: a new password needs the current one
    [{ password: 'secret1', confirm_password: 'secret1' }, en('acct.msg.currentPasswordRequired')],
    [{ password: 'secret1', confirm_password: 'secret1', old_password: '' }, en('acct.msg.currentPasswordRequired')],
    [{ password: 'secret1', confirm_password: 'secret1', old_password: 'old-one' }, 'ok'],
    [{ old_password: 'old-one' }, 'ok'],
    [{ image: png }, 'ok'],
    [{ image: '' }, 'ok'],
    [{ image: 'data:image/gif;base64,R0lGODlh' }, en('acct.msg.photoType')],
    [{ image: 'data:text/html;base64,PGgxPg==' }, en('acct.msg.photoType')],
  ])('%j → %s', (change, expected) => {
    expect(first(profileUpdateSchema, { ...ok, ...change })).toBe(expected);
  });

  it('a photo data URL over 200 KB is refused; one just under passes', () => {
    const url = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars - 'data:image/jpeg;base64,'.length)}`;
    expect(first(profileUpdateSchema, { ...ok, image: url(200 * 1024 + 4) })).toBe(en('acct.msg.photoTooLarge'));
    expect(first(profileUpdateSchema, { ...ok, image: url(200 * 1024 - 1) })).toBe('ok');
  });
});

describe('address form', () => {
  const ok = {
    firstname: 'Meera',
    lastname: 'Iyer',
    mobile: '9845012345',
    email: 'meera@gmail.com',
    address: '14, 2nd Cross',
    city: '1',
    pincode: '560038',
  };

  it.each([
    [{}, 'ok'],
    [{ mobile: '(984) 501-2345' }, 'ok'],
    [{ mobile: '98450x2345' }, en('numericOnly')],
    [{ mobile: '0845012345' }, en('acct.msg.mobileInvalid')],
    [{ email: 'meera@' }, en('emailInvalid')],
    [{ city: '' }, en('acct.msg.cityRequired')],
    [{ pincode: '' }, en('acct.msg.pincodeRequired')],
    [{ pincode: '056003' }, en('acct.msg.pincodeInvalid')],
    [{ pincode: 560038 }, 'ok'],
    [{ address: '' }, en('acct.msg.addressRequired')],
    [{ firstname: undefined, first_name: 'Meera' }, 'ok'],
    [{ mobile: undefined, mobileno: '9845012345' }, 'ok'],
  ])('%j → %s', (change, expected) => {
    expect(first(addressSchema, { ...ok, ...change })).toBe(expected);
  });

  it('parses to stored values: 10 digits, numeric city, type home', () => {
    expect(addressSchema.parse({ ...ok, mobile: '98450-12345' })).toMatchObject({ mobile: '9845012345', city: 1, type: 'home' });
  });

  it('every empty field gets its own message', () => {
    const r = addressSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(Object.fromEntries(Object.entries(fieldErrors(r.error)).map(([k, v]) => [k, inEnglish(v)]))).toEqual({
        firstname: en('acct.msg.firstNameRequired'),
        lastname: en('acct.msg.lastNameRequired'),
        mobile: en('acct.msg.mobileRequired'),
        email: en('acct.msg.emailRequired'),
        address: en('acct.msg.addressRequired'),
        city: en('acct.msg.cityRequired'),
        pincode: en('acct.msg.pincodeRequired'),
      });
    }
  });

  it.each([
    ['9845012345', true],
    ['(984) 501-2345', true],
    ['', true],
    ['98a', false],
    ['+91', false],
  ])('typing %j is numeric: %s', (value, expected) => {
    expect(isNumericTyping(value)).toBe(expected);
  });

  it.each([
    ['560038', '560038'],
    ['56a0038', '560038'],
    ['5600389', '560038'],
    ['abc', ''],
  ])('pincode typed %j keeps %j', (value, expected) => {
    expect(pincodeDigits(value)).toBe(expected);
  });
});

describe('rate limit message', () => {
  it.each([
    [0.2, 'Too many attempts. Please try again in 1 minute.'],
    [1, 'Too many attempts. Please try again in 1 minute.'],
    [4.1, 'Too many attempts. Please try again in 5 minutes.'],
    [15, 'Too many attempts. Please try again in 15 minutes.'],
  ])('%d min left → %s', (minutes, expected) => {
    expect(sayIn('en', tooManyAttemptsMessage(minutes))).toBe(expected);
  });
});
