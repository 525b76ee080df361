import { describe, expect, it } from 'vitest';
import { ANSWER_CODE } from '../../src/lib/domain/answer-codes';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { said } from '../../src/lib/domain/i18n/said';
import { sayIn } from '../../src/lib/domain/i18n/t';

describe('the codes the browser branches on', () => {
  it.each(Object.entries(ANSWER_CODE))('%s is a catalogue key with its own English text', (_, key) => {
    expect(en[key]).toBeTruthy();
  });

  it('the texts the checkout and coupon box act on carry those codes, in every language', () => {
    expect(sayIn('en', said(ANSWER_CODE.pricesChanged))).toBe(en['srv.pricesChanged']);
    expect(sayIn('en', said(ANSWER_CODE.couponInvalid))).toBe(en.couponInvalid);
    // the words differ by language; the code does not
    expect(sayIn('kn', said(ANSWER_CODE.pricesChanged))).not.toBe(en['srv.pricesChanged']);
  });
});
