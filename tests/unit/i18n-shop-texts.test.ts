import { describe, expect, it } from 'vitest';
import { couponDetails } from '../../src/lib/domain/checkout/coupon';
import { countdownText } from '../../src/lib/domain/catalogue/deal-countdown';
import { t } from '../../src/lib/domain/i18n/t';
import type { Lang } from '../../src/lib/domain/i18n/langs';
import { COUNTDOWN_UNIT_KEYS } from '../../src/lib/domain/catalogue/deal-countdown';
import { formatUnitSalePrice, packWithUnitPrice, productPackLabels, unitSalePrice } from '../../src/lib/domain/catalogue/unit-price';
import { slotMessages } from '../../src/lib/domain/checkout/delivery-slots';
import { checkoutProblem } from '../../src/lib/domain/checkout/checkout-checks';
import { fill } from '../../src/lib/domain/i18n/fill';
import { en } from '../support/en';

/** Issue 19 (wt-b): the shopping texts built by domain code, in the shopper's language. */
const sayIn = (lang: Lang) => (key: Parameters<typeof t>[1], params?: Record<string, string | number>) => t(lang, key, params);

describe('unit sale prices', () => {
  const perKg = unitSalePrice(4500, 200, 'g');
  it('English exactly as before, from the catalogue', () => {
    expect(formatUnitSalePrice(perKg, sayIn('en'))).toBe('₹22.50 per 100 g');
    expect(packWithUnitPrice(6900, 2, 'kg', sayIn('en'))).toBe('2 kg · ₹34.50 per kg');
    expect(packWithUnitPrice(12000, 6, 'pc', sayIn('en'))).toBe('6 pc · ₹20.00 per piece');
  });
  it('Kannada and Hindi words around en-IN rupees and the units as packs print them', () => {
    expect(packWithUnitPrice(6900, 2, 'kg', sayIn('kn'))).toBe('2 kg · ಪ್ರತಿ kg ಗೆ ₹34.50');
    expect(packWithUnitPrice(6900, 2, 'kg', sayIn('hi'))).toBe('2 kg · ₹34.50 प्रति kg');
    expect(packWithUnitPrice(2600, 500, 'ml', sayIn('kn'))).toBe('500 ml · ಪ್ರತಿ 100 ml ಗೆ ₹5.20');
    expect(packWithUnitPrice(123_456_00, 1, 'l', sayIn('hi'))).toBe('1 L · ₹1,23,456.00 प्रति L');
    expect(packWithUnitPrice(12000, 6, 'pc', sayIn('kn'))).toBe('6 pc · ಪ್ರತಿ ಪೀಸ್‌ಗೆ ₹20.00');
    const labels = productPackLabels(
      {
        attributes: [{ id: 7, selling: 6900, net_quantity: 2 } as never],
        net_quantity: 1,
        net_unit: 'kg',
        price: 3600,
        dealPrice: null,
      },
      sayIn('hi'),
    );
    expect(labels).toEqual({ regular: '1 kg · ₹36.00 प्रति kg', deal: '1 kg · ₹36.00 प्रति kg', sizes: { 7: '2 kg · ₹34.50 प्रति kg' } });
  });
});

describe("a coupon's details", () => {
  const pct = { offerKind: 'percentage' as const, discount: 10, max_discount: 5000 };
  const flat = { offerKind: 'amount' as const, discount: 5000, max_discount: 0 };
  const free = { offerKind: 'product' as const, discount: 0, max_discount: 0 };
  it('English exactly as before', () => {
    expect(couponDetails(pct, 30000, undefined, sayIn('en'))).toBe('10% off: you save ₹30.00');
    expect(couponDetails(pct, 100000, undefined, sayIn('en'))).toBe('10% off (up to ₹50.00): you save ₹50.00');
    expect(couponDetails(flat, 100000, undefined, sayIn('en'))).toBe('₹50.00 off: you save ₹50.00');
    expect(couponDetails(free, 100000, 'Nandini Ghee', sayIn('en'))).toBe('Free Nandini Ghee with this order');
    expect(couponDetails(free, 100000, undefined, sayIn('en'))).toBe('A free product with this order');
  });
  it('in Kannada and Hindi, rupees en-IN', () => {
    expect(couponDetails(pct, 100000, undefined, sayIn('kn'))).toBe('10% ರಿಯಾಯಿತಿ (₹50.00 ವರೆಗೆ): ನೀವು ₹50.00 ಉಳಿಸುತ್ತೀರಿ');
    expect(couponDetails(flat, 12345600, undefined, sayIn('hi'))).toBe('₹50.00 की छूट: आपकी बचत ₹50.00');
    expect(couponDetails(pct, 12345600, undefined, sayIn('hi'))).toBe('10% की छूट (₹50.00 तक): आपकी बचत ₹50.00');
    expect(couponDetails(free, 100000, 'Nandini Ghee', sayIn('kn'))).toBe('ಈ ಆರ್ಡರ್ ಜೊತೆಗೆ Nandini Ghee ಉಚಿತ');
    expect(couponDetails(free, 100000, undefined, sayIn('hi'))).toBe('इस ऑर्डर के साथ एक उत्पाद मुफ़्त');
  });
});

describe('the deal countdown', () => {
  const left = { over: false, days: 1, hours: 2, minutes: 5, seconds: 9 };
  const units = (lang: Lang) => COUNTDOWN_UNIT_KEYS.map((k) => t(lang, k));
  it('English exactly as before', () => {
    expect(countdownText(left)).toBe('1d 02h 05m 09s');
    expect(countdownText(left, units('en'))).toBe('1d 02h 05m 09s');
    expect(countdownText({ ...left, days: 0 }, undefined)).toBe('02h 05m 09s');
  });
  it('Kannada and Hindi units with Latin digits', () => {
    expect(countdownText(left, units('kn'))).toBe('1ದಿ 02ಗಂ 05ನಿ 09ಸೆ');
    expect(countdownText(left, units('hi'))).toBe('1दि 02घं 05मि 09से');
  });
  it('units the element carries space-separated survive the round trip (no space inside a unit)', () => {
    for (const lang of ['en', 'kn', 'hi'] as const) expect(units(lang).join(' ').split(' ')).toEqual(units(lang));
  });
});

describe("the checkout's own warnings", () => {
  // the keys the page's checks and the checkout store say (stores/checkout-problems.ts ProblemKey)
  const own = [
    ['srv.slotUnknown', t('en', slotMessages('delivery').unknown.key)],
    ['srv.pickupUnknown', t('en', slotMessages('pickup').unknown.key)],
    ['srv.pickupStoreMissing', en('srv.pickupStoreMissing')],
    ['srv.buyerNameMissing', en('srv.buyerNameMissing')],
    ['points.short', t('en', 'srv.rewardShort', { points: 120 })],
  ] as const;
  it('each is a catalogue key: English as the server says it, Kannada and Hindi of their own', () => {
    for (const [key, english] of own) {
      expect(fill(t('en', key), { points: '120' })).toBe(english);
      expect(fill(t('kn', key), { points: '120' })).not.toBe(english);
      expect(fill(t('hi', key), { points: '120' })).not.toBe(english);
    }
    expect(t('kn', 'srv.pickupStoreMissing')).toBe('ದಯವಿಟ್ಟು ಪಡೆದುಕೊಳ್ಳುವ ಅಂಗಡಿಯನ್ನು ಆಯ್ಕೆಮಾಡಿ');
    expect(fill(t('hi', 'points.short'), { points: '120' })).toContain('120');
  });
  it('the checks give the page a key and the number, never English to read back', () => {
    const pickup = {
      deliveryMode: 'pickup' as const,
      address: null,
      delivered: false,
      branchId: 2,
      payment: 'point' as const,
      pointsNeeded: 500,
    };
    expect(checkoutProblem({ ...pickup, pointsBalance: 120 })).toEqual({ key: 'points.short', params: { points: '120' } });
    expect(checkoutProblem({ ...pickup, branchId: null, pointsBalance: 0 })).toEqual({ key: 'srv.pickupStoreMissing' });
  });
});
