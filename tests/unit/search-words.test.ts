import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance, nearestTerms } from '../../src/lib/domain/search/search-fuzzy';
import { otherForms, planSearch, readQuery, searchDictionary, vocabularyOf } from '../../src/lib/domain/search/search-plan';
import { searchWords } from '../../src/lib/domain/search/search-text';
import { SEARCH_WORDS, type WordFamily } from '../../src/lib/domain/search/search-words';

const families = Object.keys(SEARCH_WORDS) as WordFamily[];

describe('dictionary', () => {
  it('has a few hundred typed forms', () => {
    expect(searchDictionary().size).toBeGreaterThanOrEqual(600);
  });

  describe.each(families)('family %s', (family) => {
    it.each(SEARCH_WORDS[family].map((row) => [row[0], row] as const))('every way to type %s means it', (_means, row) => {
      const [means, ...typed] = row;
      const meaning = searchWords(means).join(' ');
      for (const t of typed) {
        const units = readQuery(t);
        // the whole typed text reads as one unit meaning the row's catalogue words
        expect(units, t).toHaveLength(1);
        expect(
          units[0]!.means.map((m) => m.join(' ')),
          t,
        ).toContain(meaning);
      }
    });
  });

  it.each([
    ['दूध', 'milk'],
    ['ಹಾಲು', 'milk'],
    ['प्याज', 'onion'],
    ['ಈರುಳ್ಳಿ', 'onion'],
    ['चावल', 'rice'],
    ['ಅಕ್ಕಿ', 'rice'],
    ['गुड़', 'jaggery'],
    ['பால்', 'milk'],
    ['పాలు', 'milk'],
  ])('script %s means %s', (typed, means) => {
    expect(readQuery(typed)[0]!.means.map((m) => m.join(' '))).toContain(means);
  });

  it('reads the longest phrase first and keeps the other words', () => {
    expect(readQuery('bale hannu 1 kg').map((u) => u.typed.join(' '))).toEqual(['bale hannu', '1', 'kg']);
    expect(readQuery('Toor Daal')[0]!.means).toEqual([['toor', 'dal']]);
  });

  it('folds case, accents and apostrophes', () => {
    expect(searchWords("NESCAFÉ Haldiram's")).toEqual(['nescafe', 'haldirams']);
  });
});

describe('typos', () => {
  it.each([
    ['milk', 1],
    ['dal', 0],
    ['butter', 2],
    ['tomatoe', 2],
  ])('%s may have %i typos', (word, n) => expect(allowedTypos(word)).toBe(n));

  it.each([
    ['buter', 'butter', 1],
    ['biscut', 'biscuit', 1],
    ['tomatoe', 'tomato', 1],
    ['chocolte', 'chocolate', 1],
    ['cashwe', 'cashew', 1], // a swap of neighbours is one slip
    ['cucmbr', 'cucumber', 2],
    ['kitten', 'sitting', 3],
  ])('distance(%s, %s) = %i', (a, b, d) => expect(editDistance(a, b, 5)).toBe(d));

  it('stops early past the limit', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });

  it('guesses only the closest words, and none for short ones', () => {
    const terms = ['butter', 'batter', 'bitter', 'buttermilk', 'tomato'];
    expect(nearestTerms('buter', terms)).toEqual(['butter']);
    expect(nearestTerms('btter', terms)).toEqual(['butter', 'batter', 'bitter']);
    expect(nearestTerms('tea', ['tee', 'sea'])).toEqual([]);
  });

  it('knows plural and singular forms', () => {
    expect(otherForms('tomatoes')).toContain('tomato');
    expect(otherForms('biscuits')).toContain('biscuit');
    expect(otherForms('chillies')).toContain('chilli');
    expect(otherForms('egg')).toEqual([]);
  });
});

describe('plan', () => {
  const vocab = vocabularyOf(['amul', 'butter', 'milk', 'tomato', 'atta', 'aashirvaad', 'toor', 'dal']);

  it('ranks exact, then prefix, then synonym, then fuzzy', () => {
    const plan = planSearch('aata buter', vocab)!;
    expect(plan.exact).toBe('"aata" AND "buter"');
    expect(plan.prefix).toBe('"aata"* AND "buter"*');
    expect(plan.synonym).toBe('("aata"* OR "atta") AND "buter"*');
    expect(plan.fuzzy).toBe('("aata"* OR "atta") AND ("buter"* OR "butter")');
    expect(plan.corrected).toBe('aata butter');
  });

  it('does not guess for words the catalogue knows', () => {
    const plan = planSearch('amul butter', vocab)!;
    expect(plan.synonym).toBeNull();
    expect(plan.fuzzy).toBeNull();
    expect(plan.corrected).toBeNull();
  });

  it('turns hostile text into quoted words only', () => {
    const plan = planSearch('"; DROP TABLE product; -- NEAR(a b) OR *', vocab)!;
    for (const expr of [plan.exact, plan.prefix]) expect(expr).not.toMatch(/;|--|\(|NEAR\(|\bOR\b/);
    expect(planSearch('!!! ***', vocab)).toBeNull();
  });
});
