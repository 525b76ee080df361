/**
 * Legal Metrology (Packaged Commodities) Rules, rule 6(10), and GST facts for every product the seed
 * writes, checked on the seed's own data (tests/api/seed.test.ts checks the migrated database).
 */
import { describe, expect, it } from 'vitest';
import { GST_RATES } from '../../src/lib/domain/money/gst';
import { packDeclarationProblems } from '../../src/lib/domain/catalogue/legal-metrology';
import { unitSalePrice } from '../../src/lib/domain/catalogue/unit-price';
import { parsePackSize, PRODUCTS, inUnit } from '../../scripts/seed/data/products';
import { PRODUCT_ROWS } from '../../scripts/seed/data/product-list';

describe('Legal Metrology declarations in the seed', () => {
  it('covers the whole shelf', () => {
    expect(PRODUCTS.length).toBe(PRODUCT_ROWS.length);
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(160);
  });

  it.each(PRODUCTS.map((p) => [p.slug, p] as const))('%s declares everything', (_slug, p) => {
    expect(p.generic_name.trim()).not.toBe('');
    // net quantity and unit, country of origin, a maker's name and postal address with its PIN code,
    // the importer on an imported pack: the one rule the staff console's editor holds products to too
    expect(packDeclarationProblems(p)).toEqual([]);
    // a shelf life, or a plain statement that a non-perishable (clay diya, cotton wick) has none
    expect(p.best_before).toMatch(/\d+ (days?|months?)|^No expiry$/);
    // a phone number and an e-mail address
    expect(p.consumer_care).toMatch(/\d{4}-\d{3}-\d{4}/);
    expect(p.consumer_care).toMatch(/[\w.]+@[\w.]+\.[a-z]{2,}/);
    expect(p.hsn_code).toMatch(/^\d{4}(\d{2}){0,2}$/);
    expect(GST_RATES).toContain(p.gst_rate);
    expect(p.previous_price).toBeGreaterThan(0);
    expect(unitSalePrice(p.discount_price, p.net_quantity, p.net_unit)).not.toBeNull();
  });

  it('names the importer on every imported pack', () => {
    const imported = PRODUCTS.filter((p) => p.country_of_origin !== 'India');
    expect(imported.length).toBeGreaterThanOrEqual(5);
    for (const p of imported) expect(p.manufacturer, p.slug).toMatch(/^Imported/);
  });

  it('the rule refuses what the seed would never write', () => {
    const good = PRODUCTS[0]!;
    const fields = (change: object) => packDeclarationProblems({ ...good, ...change }).map((x) => x.field);
    expect(fields({ net_quantity: 0 })).toEqual(['net_quantity']);
    expect(fields({ net_unit: 'lb' })).toEqual(['net_unit']);
    expect(fields({ country_of_origin: ' ' })).toEqual(['country_of_origin']);
    expect(fields({ manufacturer: '' })).toEqual(['manufacturer']);
    expect(fields({ manufacturer: 'Acme Foods, Bengaluru' })).toEqual(['manufacturer']);
    expect(fields({ country_of_origin: 'Thailand', manufacturer: 'Acme Foods, Bangkok 101110' })).toEqual(['manufacturer']);
  });

  it('declares the net quantity the pack size in the name says', () => {
    for (const p of PRODUCTS) {
      const row = PRODUCT_ROWS[p.id - 1]!;
      if (row.net) continue; // counted packs (tea bags, buns) declare their weight instead
      const pack = parsePackSize(p.size)!;
      expect(inUnit(pack.qty, pack.unit, p.net_unit), p.slug).toBeCloseTo(p.net_quantity, 6);
    }
  });

  it('uses every current GST slab and none of the old ones', () => {
    const used = new Set(PRODUCTS.map((p) => p.gst_rate));
    expect([...used].sort((a, b) => a - b)).toEqual([0, 5, 18, 40]);
  });

  it('follows the typical rates of INDIA.md', () => {
    const rateOf = (sub: string) => new Set(PRODUCTS.filter((p) => p.sub_slug === sub).map((p) => p.gst_rate));
    expect(rateOf('fresh-vegetables')).toEqual(new Set([0]));
    expect(rateOf('milk')).toEqual(new Set([0]));
    expect(rateOf('eggs')).toEqual(new Set([0]));
    expect(rateOf('soft-drinks').has(40)).toBe(true);
    expect(rateOf('biscuits-cookies')).toEqual(new Set([5]));
    expect(rateOf('dry-fruits-nuts')).toEqual(new Set([5]));
  });
});
