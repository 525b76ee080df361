/**
 * The shared shop-core chunk is on every shopper page, so what its modules import at run time rides
 * along on every page (Rollup puts a manual chunk's unassigned imports into it). zod there cost every
 * page 13 KB gz when the slot and UPI rules kept their schemas beside them: schemas live in
 * *-schemas.ts files, which stay out of the chunk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inShopCore } from '../../scripts/vite/shop-core-chunk.mjs';
import { importGraph, sourceFiles, specifiers } from './architecture-graph';

const ROOT = join(__dirname, '../..');

describe('the shop-core chunk', () => {
  const members = sourceFiles(ROOT, ['src']).filter((f) => inShopCore(`/repo/${f}`));

  it('has members (the rule still matches the tree)', () => {
    expect(members).toContain('src/stores/cart.ts');
    expect(members).toContain('src/lib/domain/money/money.ts');
  });

  it('no member imports zod or React at run time', () => {
    const heavy = members.flatMap((f) =>
      specifiers(readFileSync(join(ROOT, f), 'utf8'), { runtimeOnly: true })
        .filter((spec) => spec === 'zod' || spec === 'react' || spec.startsWith('@nanostores/react'))
        .map((spec) => `${f} imports ${spec}`),
    );
    expect(heavy).toEqual([]);
  });

  it("holds nothing of React's, so a guest's page (plain scripts on the stores) loads no React", () => {
    expect(inShopCore('/repo/node_modules/@nanostores/react/index.js')).toBe(false);
    expect(inShopCore('/repo/node_modules/react/index.js')).toBe(false);
    expect(inShopCore('/repo/src/islands/hooks.ts')).toBe(false);
  });

  it('keeps the schema modules out', () => {
    expect(inShopCore('/repo/src/lib/domain/checkout/slot-schemas.ts')).toBe(false);
    expect(inShopCore('/repo/src/lib/domain/checkout/checkout-schemas.ts')).toBe(false);
  });

  it("keeps the console's own rules out: a module only staff islands import is not on shopper pages", () => {
    const graph = importGraph(ROOT, ['src']);
    // browser code: islands, stores, the client door and the pages' bundled scripts (.astro frontmatter runs on the server)
    const browser = (f: string) => /^src\/(islands|stores|lib\/api)\//.test(f) || /^src\/components\/.*\.tsx?$/.test(f);
    const staffSide = (f: string) => f.startsWith('src/islands/staff/') || f.startsWith('src/components/staff/');
    const browserImporters = (m: string) => [...graph].filter(([from, to]) => to.has(m) && browser(from)).map(([from]) => from);
    const staffOnly = members.filter((m) => {
      const by = browserImporters(m);
      return by.length > 0 && by.every(staffSide);
    });
    expect(staffOnly).toEqual([]);
  });
});
