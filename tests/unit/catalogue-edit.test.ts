/** The shop's price rules for the manager's editor and the CSV of prices (issue 28), one row per edge. */
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  changedFields,
  priceProblems,
  productChangeSchema,
  type EditableProduct,
} from '../../src/lib/domain/catalogue/catalogue-edit';
import { catalogueRuleSaid } from '../../src/lib/domain/catalogue/catalogue-rule';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { packListSchema } from '../../src/lib/domain/catalogue/catalogue-packs';
import { fill } from '../../src/lib/domain/i18n/fill';
import { kn } from '../../src/lib/domain/i18n/catalogues';

const base: EditableProduct = {
  name: 'Toor Dal 1 kg',
  slug: 'toor-dal-1-kg',
  brand: 'Haat',
  category_id: 1,
  subcategory_id: null,
  price: 15000,
  mrp: 16000,
  deal_type: null,
  deal_price: null,
  deal_start: null,
  deal_end: null,
  deal_units: 0,
  points: 150,
  deal_points: null,
  veg: 1,
  net_quantity: 1,
  net_unit: 'kg',
  country_of_origin: 'India',
  manufacturer: 'Haat Foods Pvt Ltd, 1 Mill Road, Bengaluru 560038',
  generic_name: 'Pigeon pea',
  gst_rate: 0,
  hsn_code: '0713',
};
const deal = { deal_type: 'flash_deal' as const, deal_price: 14000, deal_start: 1000, deal_end: 2000 };

describe('priceProblems', () => {
  it.each([
    ['price equal to MRP', { price: 16000 }, []],
    ['price above MRP', { price: 16001 }, ['price']],
    ['MRP 0', { mrp: 0 }, ['mrp']],
    ['price 0', { price: 0 }, ['price']],
    ['a whole deal below the price', deal, []],
    ['deal price equal to the price', { ...deal, deal_price: 15000 }, ['deal_price']],
    ['deal price 0', { ...deal, deal_price: 0 }, ['deal_price']],
    ['deal ending when it starts', { ...deal, deal_end: 1000 }, ['deal_end']],
    ['deal without its end', { ...deal, deal_end: null }, ['deal_end']],
    ['deal without its price', { ...deal, deal_price: null }, ['deal_price']],
  ] as const)('%s', (_what, change, fields) => {
    expect(priceProblems({ ...base, ...change }).map((p) => p.field)).toEqual(fields);
  });
});

describe('a change', () => {
  it('clearing the deal type clears the whole deal', () => {
    const withDeal = applyChange(base, { ...deal, deal_units: 5 });
    expect(applyChange(withDeal, { deal_type: null })).toMatchObject({ deal_price: null, deal_start: null, deal_end: null, deal_units: 0 });
  });

  it('keeps only the changed fields for the audit row', () => {
    expect(changedFields(base, applyChange(base, { price: 14500, mrp: 16000 }))).toEqual({
      before: { price: 15000 },
      after: { price: 14500 },
    });
  });

  it.each([
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 1.5 }, 'Price must be a whole number'],
    [{ mrp: '100' }, 'MRP must be a whole number'],
    [{ net_unit: 'lb' }, 'Net unit must be g, kg, ml, l or pc'],
    [{ slug: 'Toor Dal' }, 'SKU may hold only small letters, digits and hyphens'],
    [{ slug: 'kn' }, "SKU may not be en, kn or hi: the store's Kannada and Hindi addresses begin with those"],
    [{ name: ' ' }, 'Name must be filled in'],
  ])('the API edge refuses %j with its field named', (body, message) => {
    const parsed = productChangeSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(sayIn('en', catalogueRuleSaid(issue))).toBe(message);
  });
});

describe('a console rule says its key, naming the field it sits on (catalogue-rule.ts)', () => {
  it("a pack's name is the pack name, said in Kannada from its keys", () => {
    const parsed = packListSchema.safeParse({ packs: [{ name: 'x'.repeat(41), mrp: 100, price: 90, points: 1 }] });
    const rule = catalogueRuleSaid(parsed.error!.issues[0]!);
    expect(rule).toMatchObject({ key: 'catEdit.tooLong', params: { field: { key: 'catEdit.field.pack_name' } } });
    expect(sayIn('en', rule)).toBe('Pack name is too long');
    expect(sayIn('kn', rule)).toBe(fill(kn['catEdit.tooLong'], { field: kn['catEdit.field.pack_name'] }));
  });
});
