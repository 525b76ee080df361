/** Issue 30: the speed histogram's rules (src/lib/domain/reports/web-vitals.ts). */
import { describe, expect, it } from 'vitest';
import { bucketValue, p75, pageKind, vitalBucket, vitalRating } from '../../src/lib/domain/reports/web-vitals';
import { vitalsBeaconSchema } from '../../src/lib/domain/reports/web-vitals-schemas';

describe('page kinds', () => {
  it.each([
    ['/', 'home'],
    ['/kn', 'home'],
    ['/hi/', 'home'],
    ['/shop', 'shop'],
    ['/kn/shop/fruits-vegetables', 'shop'],
    ['/product-details-one/nandini-toned-milk', 'product'],
    ['/hi/product-details-one/nandini-toned-milk', 'product'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/kn/checkout', 'checkout'],
    ['/wishlist', 'other'],
    ['/knowledge', 'other'],
    ['/shopping-list', 'other'],
  ])('%s is %s', (path, kind) => expect(pageKind(path)).toBe(kind));
});

describe('buckets: fine near the thresholds, never below the value', () => {
  it.each([
    ['LCP', 0, 0],
    ['LCP', 1, 25],
    ['LCP', 200, 200],
    ['LCP', 201, 225],
    ['LCP', 2499, 2500],
    ['LCP', 2501, 2600],
    ['LCP', 5001, 5500],
    ['LCP', 10_000_000, 60_000],
    ['INP', 199.5, 200],
    ['INP', -5, 0],
    ['CLS', 0.1, 100],
    ['CLS', 0.1001, 105],
    ['CLS', 0.7, 700],
    ['CLS', 0.71, 750],
  ] as const)('%s %d → %d', (metric, value, bucket) => {
    expect(vitalBucket(metric, value)).toBe(bucket);
    if (value >= 0 && value < 60_000)
      expect(bucketValue(metric, bucket)).toBeGreaterThanOrEqual(metric === 'CLS' ? Math.min(value, 10) : value);
  });
});

describe('the 75th percentile of a histogram', () => {
  it('is the smallest bucket holding three in four views', () => {
    expect(p75([])).toBeNull();
    expect(p75([{ bucket: 100, count: 1 }])).toBe(100);
    // 4 views: 3 at 100, 1 at 900 → p75 100
    expect(
      p75([
        { bucket: 900, count: 1 },
        { bucket: 100, count: 3 },
      ]),
    ).toBe(100);
    // 5 views: ceil(3.75) = 4 must be covered → 200
    expect(
      p75([
        { bucket: 100, count: 3 },
        { bucket: 200, count: 1 },
        { bucket: 900, count: 1 },
      ]),
    ).toBe(200);
  });

  it('rates against the good and poor lines, inclusive of good', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2600)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4100)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('CLS', 0.105)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.3)).toBe('poor');
  });
});

describe('the beacon the API accepts', () => {
  const ok = { page: 'home', lang: 'kn', metrics: [{ name: 'LCP', value: 1234.5 }] };
  it('takes a page kind, a language and up to three numbers', () => {
    expect(vitalsBeaconSchema.safeParse(ok).success).toBe(true);
  });
  it.each([
    ['an unknown page', { ...ok, page: 'admin' }],
    ['an unknown language', { ...ok, lang: 'ta' }],
    ['an unknown metric', { ...ok, metrics: [{ name: 'FID', value: 1 }] }],
    ['a negative value', { ...ok, metrics: [{ name: 'LCP', value: -1 }] }],
    ['no metric', { ...ok, metrics: [] }],
    ['four metrics', { ...ok, metrics: Array(4).fill({ name: 'LCP', value: 1 }) }],
    ['anything personal riding along', { ...ok, phone: '9876543210' }],
    ['a URL riding along in a metric', { ...ok, metrics: [{ name: 'LCP', value: 1, url: '/order/123' }] }],
  ])('refuses %s', (_label, body) => expect(vitalsBeaconSchema.safeParse(body).success).toBe(false));
});
