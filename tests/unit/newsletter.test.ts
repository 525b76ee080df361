/** The footer newsletter's Failed popup text (SPEC §7: errors joined into one popup). */
import { describe, expect, it } from 'vitest';
import { joinErrors } from '../../src/components/newsletter-submit';

describe('joinErrors', () => {
  it('joins field errors, lists and strings into one line', () => {
    expect(joinErrors({ email: ['The email must be a valid email address.', 'It is taken.'] })).toBe(
      'The email must be a valid email address., It is taken.',
    );
    expect(joinErrors(['a', ['b', '']])).toBe('a, b');
    expect(joinErrors('just this')).toBe('just this');
    expect(joinErrors(undefined)).toBe('');
  });

  it("reads only the message of the API's issues, not their path and code", () => {
    expect(joinErrors([{ path: 'email', code: 'emailInvalid', message: 'ईमेल अमान्य है' }])).toBe('ईमेल अमान्य है');
  });
});
