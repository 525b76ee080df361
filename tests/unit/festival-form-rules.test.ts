/**
 * Issue 33: the festival form refuses at Save what the build refuses, by the same rules
 * (src/lib/cms/festival-verdicts.ts). Each fixture goes through the form's field (its validate, as
 * Keystatic calls it on Save) and through the build's festivalProblems; both must say the same words.
 */
import { describe, expect, it } from 'vitest';
import { ruleProducts } from '../../src/lib/cms/catalogue-options';
import { type Catalogue, dealClashes, festivalProblems, type FestivalForRules } from '../../src/lib/cms/content-rules';
import { dayFromDmy, dealClashVerdicts, dmy } from '../../src/lib/cms/festival-verdicts';
import { dayField } from '../../src/lib/cms/form/day-field';
import { festivalDaysField } from '../../src/lib/cms/form/days-field';
import { clashWarning, dealField } from '../../src/lib/cms/form/deal-field';
import { setEditedDays } from '../../src/lib/cms/form/edit-session';
import { productField } from '../../src/lib/cms/form/product-picker';
import { productBySlug } from '../../scripts/seed/data/products';

const catalogue: Catalogue = { products: ruleProducts, categories: new Set(['staples']) };
const jaggery = productBySlug('organic-jaggery-powder-500-g');
const festival = (over: Partial<FestivalForRules> = {}): FestivalForRules => ({
  id: 'pongal.md',
  name: 'Pongal',
  status: 'published',
  starts: '2027-01-12',
  ends: '2027-01-16',
  banners: [{ src: 'banner.png', alt: 'Sugarcane and jaggery' }],
  products: [jaggery.slug],
  deals: [],
  ...over,
});
const build = (f: FestivalForRules) =>
  festivalProblems(f, catalogue, () => true).map((p) => p.replace(/^Festival "Pongal" \(src\/content\/festivals\/pongal.md\): /, ''));

/** The message Save shows for a field's value, or undefined when Save goes through. */
function refusal<T>(field: { parse(v: never): T; validate(v: T): unknown }, stored: unknown): string | undefined {
  try {
    field.validate(field.parse(stored as never));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const deals = dealField();
const days = festivalDaysField();
const product = productField('Product');

describe('form and build give the same verdicts', () => {
  const dealFixtures = [
    { product: jaggery.slug, price: 65, units: 20 },
    { product: jaggery.slug, price: jaggery.discount_price / 100, units: 20 },
    { product: jaggery.slug, price: 120, units: 20 },
    { product: jaggery.slug, price: 65, units: 0 },
    { product: 'no-such-jaggery', price: 65, units: 20 },
  ];

  it.each(dealFixtures)('deal %o', (deal) => {
    expect(refusal(deals, deal)).toEqual(build(festival({ deals: [deal] }))[0]);
  });

  it('a deal price at or above the product price is refused with the product and its price', () => {
    expect(refusal(deals, dealFixtures[2])).toBe(
      `The deal price ₹120 must be below Organic Jaggery Powder 500 g's price ₹${jaggery.discount_price / 100}.`,
    );
    expect(refusal(deals, dealFixtures[0])).toBeUndefined();
  });

  it.each([
    ['2027-01-12', '2027-01-16'],
    ['2027-01-16', '2027-01-12'],
  ])('days %s to %s', (starts, ends) => {
    expect(refusal(days, { starts, ends })).toEqual(build(festival({ starts, ends }))[0]);
  });

  it('the last day before the first is refused in words; a day that is not in the calendar too', () => {
    expect(refusal(days, { starts: '2027-01-16', ends: '2027-01-12' })).toBe(
      'The last day 12/01/2027 is before the first day 16/01/2027: change one of them.',
    );
    const typed = { starts: '31/02/2027', ends: '16/01/2027' };
    expect(() => days.validate(typed)).toThrow('"31/02/2027" is not a day: type the first day as dd/mm/yyyy, for example 12/01/2027.');
  });

  it.each([[jaggery.slug], ['no-such-jaggery']])('listed product %s', (slug) => {
    expect(refusal(product, slug)).toEqual(build(festival({ products: [slug] }))[0]);
  });

  it('a new product or deal row starts empty and Save refuses it until a product is picked', () => {
    expect(product.defaultValue()).toBe('');
    expect(() => product.validate(product.defaultValue())).toThrow('Pick a product from the list.');
    expect(deals.defaultValue().product).toBe('');
    expect(() => deals.validate(deals.defaultValue())).toThrow('Pick the product on deal.');
  });

  it('a clash with another festival: the build refuses it, the form warns with the same words', () => {
    const other = festival({ id: 'sankranti.md', name: 'Sankranti Harvest Specials', starts: '2027-01-10', ends: '2027-01-18' });
    const pongal = festival({ deals: [{ product: jaggery.slug, price: 65, units: 20 }] });
    const withDeal = { ...other, deals: [{ product: jaggery.slug, price: 70, units: 10 }] };
    const built = dealClashes([pongal, withDeal], catalogue);
    expect(built).toEqual(dealClashVerdicts(pongal, [withDeal], ruleProducts));
    expect(built[0]).toMatch(
      /^Organic Jaggery Powder 500 g is on deal in "Pongal" \(12\/01\/2027 to 16\/01\/2027\) and in "Sankranti Harvest Specials"/,
    );
    expect(built[0]).toMatch(/both from 12\/01\/2027 to 16\/01\/2027: remove one of the two deals or change one festival's days/);
  });

  it('the deal row warns of a clash with a saved festival file on the days typed in the form', () => {
    // the saved Diwali file (25/10/2026 to 31/12/2026) has no deals; Sankranti (10/01 to 18/01/2027) none either
    setEditedDays({ starts: '2027-01-12', ends: '2027-01-16' });
    expect(clashWarning(jaggery.slug)).toBeUndefined();
  });

  it('days are written and read as India writes them', () => {
    expect(dmy('2027-01-14')).toBe('14/01/2027');
    expect(dayFromDmy('14/1/2027')).toBe('2027-01-14');
    expect(dayFromDmy('29/02/2027')).toBeNull();
    expect(days.serialize({ starts: '12/01/2027', ends: '16/01/2027' })).toEqual({ value: { starts: '2027-01-12', ends: '2027-01-16' } });
    expect(days.parse({ starts: new Date('2027-01-12T00:00:00Z'), ends: '2027-01-16' })).toEqual({
      starts: '12/01/2027',
      ends: '16/01/2027',
    });
  });

  it("a slide's show-from day is typed dd/mm/yyyy, stored as before, and refused when it is not a day", () => {
    const from = dayField('Show from', '');
    expect(from.parse('2027-01-12')).toBe('12/01/2027');
    expect(from.serialize('14/01/2027')).toEqual({ value: '2027-01-14' });
    expect(from.serialize('')).toEqual({ value: undefined });
    expect(() => from.validate('')).not.toThrow();
    expect(() => from.validate('2027-01-14')).toThrow('"2027-01-14" is not a day: type show from as dd/mm/yyyy, or leave it empty.');
  });
});
