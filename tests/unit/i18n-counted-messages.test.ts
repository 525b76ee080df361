import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shopMessage } from '../../functions/api/shop-words';
import { useMessages } from '../../src/islands/account/tell';
import { TextsProvider } from '../../src/islands/texts';
import {
  addressSchema,
  fieldErrors,
  loginSchema,
  passwordField,
  profileUpdateSchema,
  tooManyAttemptsMessage,
} from '../../src/lib/domain/account/account-schemas';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { ACCOUNT_EDIT_KEYS, ADDRESS_FORM_KEYS, LOGIN_KEYS } from '../../src/lib/domain/i18n/island-keys-account';
import { hi } from '../../src/lib/domain/i18n/catalogues';
import { kn } from '../../src/lib/domain/i18n/catalogues';
import { sayIn, texts } from '../../src/lib/domain/i18n/t';
import type { Said } from '../../src/lib/domain/i18n/said';
import type { RuleSaid } from '../../src/lib/domain/i18n/said-rule';

/** Issue 19: messages with a number in them are catalogue texts with {params}, English as before. */
const problem = (schema: z.ZodTypeAny, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a problem');
  return r.error.issues[0]!;
};

describe('messages with a number in them', () => {
  it('English word for word as the code said before', () => {
    expect(sayIn('en', tooManyAttemptsMessage(0.2))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(sayIn('en', tooManyAttemptsMessage(4.1))).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(sayIn('en', shopMessage(problem(loginSchema, { phone: 'x'.repeat(255), password: 'secret1' })) as Said)).toBe(
      'At most 254 characters',
    );
    expect(sayIn('en', shopMessage(problem(passwordField(25), 'x'.repeat(26))) as Said)).toBe('Password must be at most 25 characters');
    expect(en['acct.msg.atMost']).toBe('At most {max} characters');
  });

  it('the API says them in Kannada and Hindi with the number kept', () => {
    const loginId = shopMessage(problem(loginSchema, { phone: 'x'.repeat(255), password: 'secret1' })) as Said;
    expect(sayIn('kn', loginId)).toBe('ಗರಿಷ್ಠ 254 ಅಕ್ಷರಗಳು');
    expect(sayIn('hi', shopMessage(problem(passwordField(50), 'x'.repeat(51))) as Said)).toBe(
      'पासवर्ड ज़्यादा से ज़्यादा 50 अक्षरों का होना चाहिए',
    );
    expect(sayIn('kn', tooManyAttemptsMessage(3))).toBe('ತುಂಬಾ ಪ್ರಯತ್ನಗಳಾಗಿವೆ. ದಯವಿಟ್ಟು 3 ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.');
    expect(sayIn('en', loginId)).toBe('At most 254 characters');
  });

  it("the API's own form problems: English as before, the field's name and the problem translated", () => {
    const qty = problem(z.object({ qty: z.number().min(1) }), { qty: 0 });
    expect(sayIn('en', shopMessage(qty) as Said)).toBe('Quantity must be at least 1');
    expect(sayIn('kn', shopMessage(qty) as Said)).toBe('ಪ್ರಮಾಣ ಕನಿಷ್ಠ 1 ಇರಬೇಕು');
    const branch = problem(z.object({ branch: z.enum(['a', 'b']) }), { branch: 'c' });
    expect(sayIn('en', shopMessage(branch) as Said)).toBe('Please choose a valid store');
    expect(sayIn('hi', shopMessage(branch) as Said)).toBe('कृपया सही स्टोर चुनें');
    const missing = problem(z.object({ pincode: z.string() }), {});
    expect(sayIn('en', shopMessage(missing) as Said)).toBe('Pincode is required');
    expect(sayIn('kn', shopMessage(missing) as Said)).toBe('ಪಿನ್‌ಕೋಡ್ ಅಗತ್ಯವಿದೆ');
  });

  it('every new key has a Kannada and Hindi text with the same {params}', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mine = Object.keys(en).filter((k) =>
      /^(acct\.msg\.(atMost|passwordAtMost|tryAgain)|srv\.(form|field)\.|srv\.(recentRemoved|wishlistAdded|wishlistRemoved)|acct\.unexpectedAnswer)/.test(
        k,
      ),
    ) as (keyof typeof en)[];
    expect(mine.length).toBeGreaterThan(25);
    for (const k of mine) {
      for (const cat of [kn, hi]) {
        expect(cat[k], k).toBeTruthy();
        expect(cat[k], k).not.toBe(en[k]);
        expect(names(cat[k]), k).toEqual(names(en[k]));
      }
    }
  });

  it('an account form says a schema message with a number in the page language', () => {
    function Told({ rule }: { rule: RuleSaid }) {
      return createElement('p', null, useMessages().tell(rule));
    }
    const say = (lang: 'en' | 'kn', keys: readonly (keyof typeof en)[], rule: RuleSaid | undefined) =>
      renderToString(createElement(TextsProvider, { value: texts(lang, keys) }, createElement(Told, { rule: rule! })));
    const broken = (schema: z.ZodTypeAny, value: unknown, field: string) => {
      const r = schema.safeParse(value);
      if (r.success) throw new Error('expected a problem');
      return fieldErrors(r.error)[field];
    };
    const address = broken(addressSchema, { firstname: 'x'.repeat(51) }, 'firstname');
    expect(say('kn', ADDRESS_FORM_KEYS, address)).toBe('<p>ಗರಿಷ್ಠ 50 ಅಕ್ಷರಗಳು</p>');
    const password = broken(profileUpdateSchema, { password: 'x'.repeat(26) }, 'password');
    expect(say('kn', ACCOUNT_EDIT_KEYS, password)).toBe('<p>ಪಾಸ್‌ವರ್ಡ್ ಗರಿಷ್ಠ 25 ಅಕ್ಷರಗಳಿರಬೇಕು</p>');
    expect(say('en', LOGIN_KEYS, broken(loginSchema, { phone: 'x'.repeat(255) }, 'phone'))).toBe('<p>At most 254 characters</p>');
    expect(say('kn', LOGIN_KEYS, broken(loginSchema, {}, 'phone'))).toBe(`<p>${kn['srv.loginIdRequired']}</p>`);
    expect(texts('hi', LOGIN_KEYS)['acct.unexpectedAnswer']).toContain('{details}');
  });
});
