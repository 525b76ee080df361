import { describe, expect, it } from 'vitest';
import { bestSubset, subsetsToTry, type TypedUnit } from '../../src/lib/domain/search/search-subsets';

const units = (...typed: string[]): TypedUnit[] => typed.map((t) => ({ typed: t.replace('?', ''), known: !t.endsWith('?') }));

describe('subsets to try when all the words together find nothing', () => {
  it('most words first, earlier words first, never the whole query', () => {
    expect(subsetsToTry(units('amul', 'atta', 'ragi'), 10)).toEqual([
      { words: 'amul atta', size: 2 },
      { words: 'amul ragi', size: 2 },
      { words: 'atta ragi', size: 2 },
      { words: 'amul', size: 1 },
      { words: 'atta', size: 1 },
      { words: 'ragi', size: 1 },
    ]);
  });

  it('leaves out words the catalogue has nothing like', () => {
    expect(subsetsToTry(units('atta', 'zzqx?'))).toEqual([{ words: 'atta', size: 1 }]);
    expect(subsetsToTry(units('fresh', 'zzqx?', 'bale hannu'))).toEqual([
      { words: 'fresh bale hannu', size: 2 },
      { words: 'fresh', size: 1 },
      { words: 'bale hannu', size: 1 },
    ]);
  });

  it('has nothing to try for one word, or words the catalogue has nothing like', () => {
    expect(subsetsToTry(units('atta'))).toEqual([]);
    expect(subsetsToTry(units('zzqx?', 'qqxv?'))).toEqual([]);
  });

  it('tries at most a few', () => {
    const eight = units('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8');
    const tries = subsetsToTry(eight);
    expect(tries).toHaveLength(5);
    expect(tries.every((t) => t.size === 7)).toBe(true);
    expect(tries[0]!.words).toBe('a1 a2 a3 a4 a5 a6 a7');
  });
});

describe('the best subset', () => {
  it('keeps the most words, then the more particular (fewer products), then the first tried', () => {
    expect(
      bestSubset([
        { words: 'amul', size: 1, matched: 14 },
        { words: 'atta', size: 1, matched: 6 },
      ])?.words,
    ).toBe('atta');
    expect(
      bestSubset([
        { words: 'fresh milk', size: 2, matched: 0 },
        { words: 'fresh', size: 1, matched: 30 },
        { words: 'milk', size: 1, matched: 30 },
      ])?.words,
    ).toBe('fresh');
    expect(
      bestSubset([
        { words: 'amul atta', size: 2, matched: 40 },
        { words: 'atta', size: 1, matched: 2 },
      ])?.words,
    ).toBe('amul atta');
  });

  it('none when no subset found anything', () => {
    expect(bestSubset([{ words: 'atta', size: 1, matched: 0 }])).toBeNull();
    expect(bestSubset([])).toBeNull();
  });
});
