import { describe, expect, it } from 'vitest';
import { CATALOGUES, en } from '../../src/lib/domain/i18n/catalogues';
import { LANGS } from '../../src/lib/domain/i18n/langs';
import { sayIn, t } from '../../src/lib/domain/i18n/t';
import { said } from '../../src/lib/domain/i18n/said';

const keys = Object.keys(en).sort();

describe('message catalogues', () => {
  for (const lang of LANGS) {
    it(`${lang} has every key of the English catalogue, and no other`, () => {
      expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(keys);
    });

    it(`${lang} has no empty text and no text that is only a key`, () => {
      for (const [key, text] of Object.entries(CATALOGUES[lang])) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(text, `${lang} ${key}`).not.toBe(key);
      }
    });

    it(`${lang} keeps every {placeholder} of the English text`, () => {
      for (const key of keys) {
        const wanted = (en[key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort();
        const got = (CATALOGUES[lang][key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort();
        expect(got, `${lang} ${key}`).toEqual(wanted);
      }
    });
  }

  it('Kannada and Hindi are written in their own scripts, not left in English', () => {
    const kannada = /[\u0C80-\u0CFF]/;
    const devanagari = /[\u0900-\u097F]/;
    for (const key of keys) {
      if (key === 'chrome.offer' || key === 'chrome.offerLink') continue;
      // written in Latin letters by shoppers in every language (issue 19: "MRP", "UPI")
      if (key === 'shop.mrp' || key === 'upi.label') continue;
      expect(CATALOGUES.kn[key as keyof typeof en], key).toMatch(kannada);
      expect(CATALOGUES.hi[key as keyof typeof en], key).toMatch(devanagari);
    }
  });

  it('fills {params} and keeps a {name} the caller leaves for the browser', () => {
    expect(t('en', 'search.resultsFor', { q: 'milk' })).toBe('Results for “milk”');
    expect(t('kn', 'search.resultsFor', { q: 'ಹಾಲು' })).toBe('“ಹಾಲು” ಗಾಗಿ ಫಲಿತಾಂಶಗಳು');
    expect(t('en', 'search.resultsFor')).toBe('Results for “{q}”');
    expect(t('en', 'srv.couponMin', {})).toBe(en['srv.couponMin']);
  });

  // Paraglide compiles messages/*.json to functions (npm run messages): each says its text exactly
  for (const lang of LANGS) {
    it(`${lang}: every compiled message says the catalogue's text, {names} kept`, () => {
      const differ = Object.entries(CATALOGUES[lang])
        .filter(([key, text]) => t(lang, key as keyof typeof en) !== text)
        .map(([key]) => key);
      expect(differ).toEqual([]);
    });
  }

  it('puts a server message (an English SPEC text) into the customer language', () => {
    expect(sayIn('kn', said('deliveryUnavailable'))).toBe('ನಿಮ್ಮ ಸ್ಥಳಕ್ಕೆ ಡೆಲಿವರಿ ಲಭ್ಯವಿಲ್ಲ');
    expect(sayIn('hi', said('paymentModeMissing'))).toBe('कृपया भुगतान का तरीका चुनें');
    expect(sayIn('en', said('paymentModeMissing'))).toBe('Please choose payment mode');
  });
});
