import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { GENERATED_FIRST_ID, generatedProducts, productCountArg } from '../../scripts/seed/large';

describe('the large catalogue option (seed --products N)', () => {
  const now = Date.UTC(2026, 10, 24);
  const rows = generatedProducts(5000, now);

  it('reads --products N and --products=N, and refuses nonsense', () => {
    expect(productCountArg(['--persist-to', 'x', '--products', '20000'])).toBe(20000);
    expect(productCountArg(['--products=300'])).toBe(300);
    expect(productCountArg([])).toBeUndefined();
    expect(() => productCountArg(['--products', 'lots'])).toThrow(/whole number/);
  });

  it('is deterministic, with unique ids and slugs after the real shelf', () => {
    expect(generatedProducts(5000, now)).toEqual(rows);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(Math.min(...rows.map((r) => Number(r.id)))).toBe(GENERATED_FIRST_ID);
    expect(GENERATED_FIRST_ID).toBeGreaterThan(PRODUCTS.length * 100);
  });

  it('prices a pack sensibly: selling at or below MRP, never free', () => {
    for (const r of rows) {
      expect(Number(r.discount_price)).toBeGreaterThan(0);
      expect(Number(r.discount_price)).toBeLessThanOrEqual(Number(r.previous_price));
      expect(Number.isInteger(r.previous_price)).toBe(true);
    }
  });

  it('spreads over every category and many brands, keeping each shelf’s FSSAI mark', () => {
    expect(new Set(rows.map((r) => r.category_id)).size).toBe(new Set(PRODUCTS.map((p) => p.category_id)).size);
    expect(new Set(rows.map((r) => r.brand)).size).toBeGreaterThan(60);
    const bySub = new Map(PRODUCTS.map((p) => [p.subcategory_id, p.veg]));
    for (const r of rows) expect(r.veg).toBe(bySub.get(Number(r.subcategory_id)));
  });
});
