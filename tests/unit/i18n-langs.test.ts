import { describe, expect, it } from 'vitest';
import {
  acceptedLang,
  localePath,
  offeredLang,
  rememberedLangPath,
  requestLang,
  splitLocale,
  switchLocale,
  switchTarget,
} from '../../src/lib/domain/i18n/langs';
import { formatDate } from '../../src/lib/domain/i18n/t';
import { formatINR } from '../../src/lib/domain/money/money';

describe('language in the address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/cart', 'en', '/cart'],
    ['/kn', 'kn', '/'],
    ['/kn/', 'kn', '/'],
    ['/kn/product-details-one/milk', 'kn', '/product-details-one/milk'],
    ['/hi/search', 'hi', '/search'],
    ['/knowledge', 'en', '/knowledge'],
    ['/en/cart', 'en', '/en/cart'],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLocale(pathname)).toEqual({ lang, path });
  });

  it('links keep the language; English links stay as they were', () => {
    expect(localePath('en', '/cart')).toBe('/cart');
    expect(localePath('kn', '/cart?x=1')).toBe('/kn/cart?x=1');
    expect(localePath('kn', '/')).toBe('/kn/');
    expect(localePath('hi', '/#newsletter')).toBe('/hi/#newsletter');
    expect(localePath('hi', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localePath('hi', '/kn/cart')).toBe('/kn/cart');
    expect(switchLocale('/kn/product-details-one/x', 'hi')).toBe('/hi/product-details-one/x');
    expect(switchLocale('/kn/product-details-one/x', 'en')).toBe('/product-details-one/x');
  });

  it('reads Accept-Language by preference', () => {
    expect(acceptedLang('kn-IN,kn;q=0.9,en;q=0.8')).toBe('kn');
    expect(acceptedLang('en-GB,hi;q=0.5')).toBe('en');
    expect(acceptedLang('ta-IN,hi;q=0.7,en;q=0.3')).toBe('hi');
    expect(acceptedLang('fr')).toBeNull();
    expect(acceptedLang(null)).toBeNull();
  });

  it('offers the browser language on a first visit, never once a choice is made', () => {
    expect(offeredLang(null, 'kn-IN,en;q=0.5', 'en')).toBe('kn');
    expect(offeredLang(null, 'kn-IN', 'kn')).toBeNull();
    expect(offeredLang('lang=en', 'kn-IN', 'en')).toBeNull();
    expect(offeredLang('sid=1', 'en-IN', 'en')).toBeNull();
  });

  it('a remembered choice or a click from a Kannada page keeps Kannada; Accept-Language alone never redirects', () => {
    expect(rememberedLangPath('a=1; lang=kn', '/cart')).toBe('/kn/cart');
    expect(rememberedLangPath('lang=kn', '/kn/cart')).toBeNull();
    expect(rememberedLangPath('lang=en', '/cart', 'http://shop.test/kn/', 'http://shop.test')).toBeNull();
    expect(rememberedLangPath(null, '/search', 'http://shop.test/hi/product-details-one/x', 'http://shop.test')).toBe('/hi/search');
    expect(rememberedLangPath(null, '/search', 'http://evil.test/hi/', 'http://shop.test')).toBeNull();
    expect(rememberedLangPath(null, '/cart')).toBeNull();
  });

  it('server messages follow the cookie, then the asking page, then Accept-Language, then English', () => {
    expect(requestLang('lang=hi', 'kn')).toBe('hi');
    expect(requestLang(null, 'hi-IN', 'http://shop.test/kn/checkout', 'http://shop.test')).toBe('kn');
    expect(requestLang(null, 'hi-IN', 'http://shop.test/checkout', 'http://shop.test')).toBe('en');
    expect(requestLang(null, 'kn-IN')).toBe('kn');
    expect(requestLang(null, null)).toBe('en');
  });

  it('the switch only goes back to this site (the hostile table: safe-return.test.ts)', () => {
    expect(switchTarget('/kn/cart', 'hi')).toBe('/hi/cart');
    expect(switchTarget('/cart?x=1', 'kn')).toBe('/kn/cart?x=1');
    expect(switchTarget('//evil.test', 'en')).toBe('/');
    expect(switchTarget('https://evil.test', 'kn')).toBe('/kn/');
    expect(switchTarget(null, 'hi')).toBe('/hi/');
  });
});

describe('dates and money in every language', () => {
  const day = Date.UTC(2026, 10, 24, 6);
  it('months by name in the language, digits Latin', () => {
    expect(formatDate('en', day)).toBe('24 November 2026');
    expect(formatDate('kn', day)).toMatch(/ನವೆಂಬರ್/);
    expect(formatDate('kn', day)).toMatch(/24/);
    expect(formatDate('hi', day)).toBe('24 नवंबर 2026');
  });
  it('money is ₹ en-IN whatever the language', () => {
    expect(formatINR(12345650)).toBe('₹1,23,456.50');
  });
});
