/**
 * Issue 26 item 3: one safe-return rule (src/lib/domain/account/safe-return.ts) for every address the store
 * sends a browser to from a visitor's words: login `?next=`, `/lang?next=`, the remembered-language
 * redirect, the staff console's `?next=`. Each hostile value below, through each of them, must end on
 * the store's own origin as a browser reads it (tabs and newlines dropped, `\` read as `/`, dots
 * resolved). tests/e2e/safe-return.e2e.ts drives the same table through Chromium.
 */
import { describe, expect, it } from 'vitest';
import { localePath, rememberedLangLocation, switchTarget, type Lang } from '../../src/lib/domain/i18n/langs';
import { safeReturn } from '../../src/lib/domain/account/safe-return';
import { staffReturnPath } from '../../src/server/staff';
import { HOSTILE_RETURNS } from '../support/hostile-returns';

const STORE = 'https://store.test';

/** Where a browser on the store goes for this Location: it drops tabs and newlines and reads `\` as `/`. */
function browserOrigin(location: string): string {
  const read = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  return new URL(read, `${STORE}/somewhere/page`).origin;
}

function onStore(location: string): void {
  expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
  // eslint-disable-next-line no-control-regex -- none may be left in an address we send
  expect(/[\u0000-\u001f\u007f\\]/.test(location), location).toBe(false);
  expect(browserOrigin(location), location).toBe(STORE);
}

/** Every redirect the store makes from a visitor's value, after its language prefix is added. */
function everyRedirect(value: string): Record<string, string> {
  const out: Record<string, string> = { rule: safeReturn(value), staff: staffReturnPath(value) };
  for (const lang of ['en', 'kn', 'hi'] as Lang[]) {
    out[`lang ${lang}`] = switchTarget(value, lang);
    out[`login ${lang}`] = safeReturn(localePath(lang, value), localePath(lang, '/'));
  }
  for (const cookie of ['lang=kn', 'lang=hi']) {
    const remembered = rememberedLangLocation(cookie, value, '');
    if (remembered !== null) out[`remembered ${cookie}`] = remembered;
  }
  const viaReferer = rememberedLangLocation(null, value, '?x=1', `${STORE}/kn/cart`, STORE);
  if (viaReferer !== null) out['remembered via referer'] = viaReferer;
  return out;
}

describe('the one safe-return rule', () => {
  it('the table holds at least 20 hostile values', () => {
    expect(HOSTILE_RETURNS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_RETURNS.map((v) => [JSON.stringify(v), v]))('%s ends on the store through every redirect', (_, value) => {
    for (const [where, location] of Object.entries(everyRedirect(value))) {
      expect([where, browserOrigin(location)]).toEqual([where, STORE]);
      onStore(location);
    }
  });

  it('a hostile value falls back to the home of the language asked for', () => {
    expect(switchTarget('/kn//evil.example', 'kn')).toBe('/kn/');
    expect(switchTarget('/kn/\\evil.example', 'en')).toBe('/');
    expect(rememberedLangLocation('lang=kn', '//evil.example/', '')).toBe('/kn/');
    expect(rememberedLangLocation('lang=hi', '/\\evil.example', '?q=1')).toBe('/hi/');
  });

  it.each([
    ['/cart', '/cart'],
    ['/my-account/addresslist?x=1', '/my-account/addresslist?x=1'],
    ['/kn/product-details-one/toor-dal-1-kg', '/kn/product-details-one/toor-dal-1-kg'],
    ['/search?q=toor%20dal&sort=price', '/search?q=toor%20dal&sort=price'],
    ['/shop/../cart', '/cart'],
    ['/faqs#returns', '/faqs#returns'],
  ])('keeps a path of the store: %s → %s', (value, expected) => {
    expect(safeReturn(value)).toBe(expected);
  });

  it('the switch and the remembered language still take a shopper to the same page', () => {
    expect(switchTarget('/product-details-one/x?y=1', 'kn')).toBe('/kn/product-details-one/x?y=1');
    expect(switchTarget('/hi/cart', 'en')).toBe('/cart');
    expect(rememberedLangLocation('lang=kn', '/shop/dals-pulses', '?sort=price')).toBe('/kn/shop/dals-pulses?sort=price');
    expect(rememberedLangLocation('lang=kn', '/kn/shop', '')).toBeNull();
    expect(safeReturn(localePath('kn', '/checkout'), '/kn/')).toBe('/kn/checkout');
  });

  it('refuses what is no address at all', () => {
    for (const v of [null, undefined, '', 'cart', '?next=/', '#top']) expect(safeReturn(v, '/home-of-lang')).toBe('/home-of-lang');
  });
});
