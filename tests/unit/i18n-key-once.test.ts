/**
 * Each message key is written once per language. A language's catalogue is its main file plus the
 * area files it spreads in (kn.ts, kn-packing.ts, kn-after-door.ts …); a key written in two of
 * them is not an error to TypeScript — the later spread silently wins. It happened with
 * `srv.sub.outOfStock` (subscriptions) and the substitutes' first keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'src/lib/domain/i18n';
// 'area.key': or bareKey: at the start of a line, the way the catalogues write their entries
const KEY = /^\s*(?:'([\w.-]+)'|([A-Za-z]\w*)):\s*['`"(]/;

/** Every key in one language's catalogue files, with the files that write it. */
function keysOf(lang: string): Map<string, string[]> {
  const files = readdirSync(DIR).filter((f) => f === `${lang}.ts` || (f.startsWith(`${lang}-`) && f.endsWith('.ts')));
  const where = new Map<string, string[]>();
  for (const file of files) {
    for (const line of readFileSync(join(DIR, file), 'utf8').split('\n')) {
      const m = KEY.exec(line);
      const key = m?.[1] ?? m?.[2];
      if (key) where.set(key, [...(where.get(key) ?? []), file]);
    }
  }
  return where;
}

describe('message keys', () => {
  for (const lang of ['en', 'kn', 'hi']) {
    it(`${lang}: no key is written twice`, () => {
      const twice = [...keysOf(lang)].filter(([, files]) => files.length > 1).map(([key, files]) => `${key} in ${files.join(', ')}`);
      expect(twice).toEqual([]);
    });

    it(`${lang}: the scan finds the catalogue (so an empty result means something)`, () => {
      expect(keysOf(lang).size).toBeGreaterThan(500);
    });
  }
});
