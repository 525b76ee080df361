import { describe, expect, it } from 'vitest';
import { ANSWER_CODE } from '../../src/lib/domain/answer-codes';
import { en } from '../../src/lib/domain/i18n/en';
import { serverTextKey, translateServerText } from '../../src/lib/domain/i18n/t';
import { PRICES_CHANGED } from '../../src/lib/domain/checkout/checkout-checks';
import { MSG } from '../../src/lib/domain/messages';

describe('the codes the browser branches on', () => {
  it.each(Object.entries(ANSWER_CODE))('%s is the key the API gives its own English text', (_, key) => {
    expect(serverTextKey(en[key])?.key).toBe(key);
  });

  it('the texts the checkout and coupon box act on carry those codes, in every language', () => {
    expect(serverTextKey(PRICES_CHANGED)?.key).toBe(ANSWER_CODE.pricesChanged);
    expect(serverTextKey(MSG.couponInvalid)?.key).toBe(ANSWER_CODE.couponInvalid);
    // the words differ by language; the code does not
    expect(translateServerText('kn', PRICES_CHANGED)).not.toBe(PRICES_CHANGED);
  });

  it('a text with {params} is found with its params; a stranger text has no code', () => {
    const known = serverTextKey(MSG.orderPlaced);
    expect(known).toEqual({ key: 'orderPlaced' });
    expect(serverTextKey('A provider said no')).toBeNull();
  });
});
