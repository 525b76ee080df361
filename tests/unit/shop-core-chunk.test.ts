/**
 * The shared shop-core chunk is on every shopper page, so what its modules import at run time rides
 * along on every page (Rollup puts a manual chunk's unassigned imports into it). zod there cost every
 * page 13 KB gz when the slot and UPI rules kept their schemas beside them: schemas live in
 * *-schemas.ts files, which stay out of the chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inShopCore } from '../../scripts/vite/shop-core-chunk.mjs';

const ROOT = join(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [`${dir}/${e.name}`] : [],
  );
}

/** `import … from 'x'` that is not `import type` */
const runtimeImports = (source: string) =>
  [...source.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm), ...source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the shop-core chunk', () => {
  const members = ['src/stores', 'src/lib/domain', 'src/lib/api', 'src/islands', 'src/components'].flatMap(filesUnder).filter((f) => inShopCore(`/repo/${f}`));

  it('has members (the rule still matches the tree)', () => {
    expect(members).toContain('src/stores/cart.ts');
    expect(members).toContain('src/lib/domain/money.ts');
  });

  it('no member imports zod or React at run time', () => {
    const heavy = members.flatMap((f) =>
      runtimeImports(readFileSync(join(ROOT, f), 'utf8'))
        .filter((spec) => spec === 'zod' || (spec === 'react' && f !== 'src/islands/hooks.ts' && f !== 'src/islands/Icon.tsx'))
        .map((spec) => `${f} imports ${spec}`),
    );
    expect(heavy).toEqual([]);
  });

  it('keeps the schema modules out', () => {
    expect(inShopCore('/repo/src/lib/domain/slot-schemas.ts')).toBe(false);
    expect(inShopCore('/repo/src/lib/domain/checkout-schemas.ts')).toBe(false);
  });
});
