import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape rules of issue 15 for the server's data and outside-system layers, the domain and the
 * styles: no import cycles (a provider's adapters import its types.ts, never its index) and no file
 * over 300 lines. Widen AREAS as the rest of the tree follows.
 */
const AREAS = ['functions/api/db', 'functions/api/providers', 'src/lib/domain', 'src/styles', 'scripts/media'];
const MAX_LINES = 300;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = AREAS.flatMap(filesUnder).filter((f) => /\.(ts|tsx|css)$/.test(f));

/** Relative imports of a TypeScript file, resolved to files in the same areas. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs
    .map((s) => normalize(join(dirname(file), s)))
    .map((p) => [p, `${p}.ts`, `${p}.tsx`, join(p, 'index.ts')].find((c) => known.has(c)))
    .filter((p): p is string => p !== undefined);
}

describe('code shape (issue 15)', () => {
  it('has no import cycles', () => {
    const ts = sources.filter((f) => !f.endsWith('.css'));
    const known = new Set(ts);
    const graph = new Map(ts.map((f) => [f, importsOf(f, known)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const g of graph.get(f) ?? []) visit(g, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of ts) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = sources
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ f, lines }) => `${f}: ${lines}`);
    expect(long).toEqual([]);
  });
});
