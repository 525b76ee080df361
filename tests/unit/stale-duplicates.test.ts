import { describe, expect, it } from 'vitest';
import { isStaleDuplicate } from '../../src/lib/cms/stale-duplicates';

const warning = (id: string, file: string) =>
  `Duplicate id "${id}" found in ${file}. Later items with the same id will overwrite earlier ones.`;
const stored: Record<string, string> = { diwali: 'src/content/festivals/diwali.md' };
const storedFile = (id: string) => stored[id];

describe('the glob loader\'s "Duplicate id" warning (Astro 5)', () => {
  it('is dropped when the stored entry is the same file, changed since the last build', () => {
    expect(isStaleDuplicate(warning('diwali', '/repo/src/content/festivals/diwali.md'), storedFile, '/repo')).toBe(true);
  });

  it('is kept when another file has the id (diwali.json beside diwali.md), or the id is new to the store', () => {
    expect(isStaleDuplicate(warning('diwali', '/repo/src/content/festivals/diwali.json'), storedFile, '/repo')).toBe(false);
    expect(isStaleDuplicate(warning('holi', '/repo/src/content/festivals/holi.md'), storedFile, '/repo')).toBe(false);
  });

  it('leaves every other warning alone', () => {
    expect(isStaleDuplicate('No entry type found for x.txt', storedFile, '/repo')).toBe(false);
  });
});
