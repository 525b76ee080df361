import { describe, expect, it } from 'vitest';
import { splitsOf } from '../../src/lib/domain/search/search-compounds';
import { planSearch, vocabularyOf } from '../../src/lib/domain/search/search-plan';

// words as the index lists them (3 letters or more)
const vocab = vocabularyOf([
  'mtr',
  'bisibelebath',
  'ready',
  'corn',
  'flakes',
  'kelloggs',
  'atta',
  'toor',
  'dal',
  'groundnut',
  'oil',
  'bath',
  'amul',
  'butter',
]);

describe('compound words', () => {
  it('two typed words the index has as one are found in either spelling, as typed', () => {
    const plan = planSearch('bisibele bath', vocab)!;
    expect(plan.exact).toBe('("bisibele bath" OR "bisibelebath")');
    expect(plan.prefix).toBe('("bisibele bath"* OR "bisibelebath"*)');
    expect(plan.synonym).toBeNull();
    expect(plan.fuzzy).toBeNull();
    expect(plan.corrected).toBeNull();
    expect(plan.units).toEqual([{ typed: 'bisibele bath', known: true }]);
  });

  it('three typed words join too, and the other words stay their own', () => {
    expect(planSearch('mtr bisi bele bath', vocab)!.exact).toBe('"mtr" AND ("bisi bele bath" OR "bisibelebath")');
    expect(planSearch('ground nut oil', vocab)!.exact).toBe('("ground nut" OR "groundnut") AND "oil"');
  });

  it('a typed word that is no indexed word but two of them is also found split', () => {
    const plan = planSearch('cornflakes', vocab)!;
    expect(plan.exact).toBe('("cornflakes" OR "corn flakes")');
    expect(plan.prefix).toBe('("cornflakes"* OR "corn flakes"*)');
    expect(plan.fuzzy).toBeNull();
    expect(planSearch('kelloggs cornflakes', vocab)!.exact).toBe('"kelloggs" AND ("cornflakes" OR "corn flakes")');
    expect(planSearch('toordal', vocab)!.exact).toBe('("toordal" OR "toor dal")');
  });

  it('leaves alone words the index has, short words and words with no split', () => {
    // "corn flakes" is a dictionary phrase (search-words.ts), so it stays one unit
    expect(planSearch('corn flakes', vocab)!.exact).toBe('"corn flakes"');
    expect(planSearch('amul butter', vocab)!.exact).toBe('"amul" AND "butter"');
    expect(splitsOf('bisibelebath', vocab)).toEqual([]);
    expect(splitsOf('cornflakes', vocab)).toEqual([['corn', 'flakes']]);
    expect(splitsOf('oilbox', vocab)).toEqual([]);
    expect(splitsOf('attadal', vocab)).toEqual([['atta', 'dal']]);
    expect(splitsOf('atdal', vocab)).toEqual([]);
  });
});

describe('units for the best-subset fallback', () => {
  it('says which words the catalogue has anything like', () => {
    expect(planSearch('amul zzqxw butter', vocab)!.units).toEqual([
      { typed: 'amul', known: true },
      { typed: 'zzqxw', known: false },
      { typed: 'butter', known: true },
    ]);
    // a typo guess is something like it
    expect(planSearch('buttr', vocab)!.units).toEqual([{ typed: 'buttr', known: true }]);
  });
});
