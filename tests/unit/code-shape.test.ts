import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small files, one concern each: no source file over 300 lines anywhere in src/ or functions/
 * (issue 27). Import cycles and the layer table are lint rules (eslint.config.js).
 */
const AREAS = ['src', 'functions'];
const MAX_LINES = 300;
// what a tool writes from other files (Paraglide from messages/*.json), git-ignored, never edited
const GENERATED = join('src', 'paraglide');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === GENERATED) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = AREAS.flatMap(filesUnder).filter((f) => /\.(ts|tsx|astro|css|mjs|js)$/.test(f));

describe('code shape', () => {
  it('sees the tree', () => {
    expect(sources.length).toBeGreaterThan(400);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = sources
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ f, lines }) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });
});
