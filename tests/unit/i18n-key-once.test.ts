/**
 * Each message key is written once per language. messages/{en,kn,hi}.json are read with JSON.parse,
 * where a key written twice is not an error — the later one silently wins. It happened in the
 * TypeScript catalogues before them with `srv.sub.outOfStock` (subscriptions) and the substitutes'
 * first keys, so the files are scanned line by line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// "area.key": at the start of a line, the way the catalogues write their entries
const KEY = /^\s*"([^"]+)":/;

/** Every key in one language's catalogue file, with how often it is written. */
function keysOf(lang: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const line of readFileSync(`messages/${lang}.json`, 'utf8').split('\n')) {
    const key = KEY.exec(line)?.[1];
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return seen;
}

describe('message keys', () => {
  for (const lang of ['en', 'kn', 'hi']) {
    it(`${lang}: no key is written twice`, () => {
      const twice = [...keysOf(lang)].filter(([, times]) => times > 1).map(([key, times]) => `${key} ×${times}`);
      expect(twice).toEqual([]);
    });

    it(`${lang}: the scan finds the catalogue (so an empty result means something)`, () => {
      expect(keysOf(lang).size).toBeGreaterThan(500);
    });
  }
});
