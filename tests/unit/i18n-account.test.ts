import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import { said } from '../../src/lib/domain/i18n/said';
import * as KEYS from '../../src/lib/domain/i18n/island-keys-account';
import { slabRange } from '../../src/components/loyalty/loyalty-format';
import { relativeTime } from '../../src/components/notifications/relative-time';
import { statusText } from '../../src/components/account/order-words';

/** Issue 19, the account side: the forms' messages and the account pages' words in three languages. */
describe('account, sign-in and loyalty texts', () => {
  it("the API's account refusals reach a Kannada or Hindi shopper in their language", () => {
    expect(sayIn('kn', said('acct.msg.loginFailed'))).toBe('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ/ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ');
    expect(sayIn('hi', said('acct.msg.oldPasswordWrong'))).toBe('मौजूदा पासवर्ड गलत है');
    expect(sayIn('kn', said('acct.privacy.passwordWrong'))).toBe('ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ');
    expect(sayIn('en', said('acct.msg.loginFailed'))).toBe('Invalid mobile number/email or password');
  });

  it("each island's key list names only catalogue keys, once", () => {
    for (const [name, list] of Object.entries(KEYS)) {
      if (!Array.isArray(list)) continue;
      for (const key of list) expect(en, `${name} ${key}`).toHaveProperty([key]);
      expect(new Set(list).size, name).toBe(list.length);
    }
  });

  it('loyalty and order words: English as before, Kannada and Hindi with Latin digits', () => {
    expect(slabRange('en', 2500, 1e9)).toBe('2,500.00+ points');
    expect(slabRange('en', 500, 999)).toBe('500.00 – 999.00 points');
    expect(slabRange('kn', 2500, 1e9)).toBe('2,500.00+ ಪಾಯಿಂಟ್‌ಗಳು');
    expect(statusText('en', 'Out for delivery')).toBe('Out for delivery');
    expect(statusText('hi', 'Cancelled')).toBe('रद्द हुआ');
    expect(statusText('kn', 'Something new')).toBe('Something new');
    const now = Date.UTC(2026, 10, 24, 12);
    expect(relativeTime('en', now - 2 * 3600_000, now)).toBe('2 hours ago');
    expect(relativeTime('kn', now - 2 * 3600_000, now)).toMatch(/^2 [\u0C80-\u0CFF]/);
    expect(relativeTime('hi', now, now)).toBe(t('hi', 'notif.justNow'));
  });
});
