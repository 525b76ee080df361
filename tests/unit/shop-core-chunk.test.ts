/**
 * The shared shop-core chunk is on every shopper page, so what its modules import at run time rides
 * along on every page (Rollup puts a manual chunk's unassigned imports into it). zod there cost every
 * page 13 KB gz when the slot and UPI rules kept their schemas beside them; React there would reach a
 * guest's page, which has no island. The chunk's members are read off the build's module graph
 * (scripts/vite/shop-core-chunk.mjs): here the rule runs on small graphs that show each part of it,
 * and on the tree's own graph, read from the source the way Astro's client build sees it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopCoreMembers } from '../../scripts/vite/shop-core-chunk.mjs';
import { importGraph, sourceFiles, specifiers } from './architecture-graph';
import { clientGraph } from './shop-core-graph';

const ROOT = join(__dirname, '../..');

const CHROME = '/s/src/components/PageChrome.astro?astro&type=script&index=0&lang.ts';
const CARD = '/s/src/components/card-add/CardAdd.astro?astro&type=script&index=0&lang.ts';
const BUY = '/s/src/islands/BuyButton.tsx';
const REACT = '/s/node_modules/react/index.js';
const ZOD = '/s/node_modules/zod/index.js';

type Node = { isEntry: boolean; importedIds: string[] };
/**
 * A graph from `from: [to, …]` lines (an id that starts with `*` is an entry), with the three
 * catalogue roots present, importing nothing unless a line says so.
 */
function graph(edges: Record<string, string[]>, roots = ['*' + CHROME, '*' + CARD, '*\0astro-entry:BuyButton']) {
  const nodes = new Map<string, Node>();
  const node = (raw: string) => {
    const id = raw.replace(/^\*/, '');
    if (!nodes.has(id)) nodes.set(id, { isEntry: false, importedIds: [] });
    const n = nodes.get(id)!;
    if (raw.startsWith('*')) n.isEntry = true;
    return n;
  };
  roots.forEach(node);
  if (nodes.has('\0astro-entry:BuyButton')) {
    node('\0astro-entry:BuyButton').importedIds.push(BUY);
    node(BUY);
  }
  for (const [from, tos] of Object.entries(edges)) {
    node(from).importedIds.push(...tos.map((t) => t.replace(/^\*/, '')));
    tos.forEach(node);
  }
  return shopCoreMembers(nodes.keys(), (id) => nodes.get(id) ?? null);
}

describe('the shop-core rule', () => {
  it('takes what the catalogue scripts import and another entry shares', () => {
    const members = graph({
      ['*' + CHROME]: ['/s/src/stores/cart.ts', '/s/src/components/drawer.ts'],
      '*/s/src/islands/CartPage.tsx': ['/s/src/stores/cart.ts', '/s/src/lib/domain/cart/coupon.ts', REACT],
      '*/s/src/islands/CheckoutPage.tsx': ['/s/src/lib/domain/cart/coupon.ts', REACT],
      '/s/src/stores/cart.ts': ['/s/node_modules/nanostores/index.js'],
    });
    // the cart store and nanostores are on every page; the drawer is the chrome's alone; the coupon
    // rules are the cart's and checkout's, shared but on no catalogue page
    expect([...members].sort()).toEqual(['/s/node_modules/nanostores/index.js', '/s/src/stores/cart.ts']);
  });

  it("reads the guest card's and the signed-in buy button's imports too", () => {
    const members = graph({
      ['*' + CHROME]: [],
      ['*' + CARD]: ['/s/src/lib/domain/catalogue/deal.ts'],
      [BUY]: ['/s/src/lib/domain/catalogue/pricing.ts', REACT],
      '*/s/src/islands/ProductPurchase.tsx': ['/s/src/lib/domain/catalogue/pricing.ts', '/s/src/lib/domain/catalogue/deal.ts'],
    });
    expect([...members].sort()).toEqual(['/s/src/lib/domain/catalogue/deal.ts', '/s/src/lib/domain/catalogue/pricing.ts']);
  });

  it('leaves out whatever reaches React or zod, however deep, and stylesheets', () => {
    const members = graph({
      ['*' + CHROME]: ['/s/src/islands/hooks.ts', '/s/src/lib/domain/checkout/slot-rules.ts', '/s/src/styles/buy.css'],
      '*/s/src/islands/CheckoutPage.tsx': ['/s/src/islands/hooks.ts', '/s/src/lib/domain/checkout/slot-rules.ts', '/s/src/styles/buy.css'],
      '/s/src/islands/hooks.ts': ['/s/node_modules/@nanostores/react/index.js'],
      '/s/node_modules/@nanostores/react/index.js': [REACT],
      '/s/src/lib/domain/checkout/slot-rules.ts': ['/s/src/lib/domain/checkout/slot-schemas.ts'],
      '/s/src/lib/domain/checkout/slot-schemas.ts': [ZOD],
    });
    expect([...members]).toEqual([]);
  });

  it("counts entries (one entry's own module stays with it), and an import cycle ends", () => {
    const members = graph({
      ['*' + CHROME]: ['/s/src/stores/a.ts'],
      '*/s/src/islands/Other.tsx': ['/s/src/stores/a.ts', '/s/src/stores/own.ts'],
      '/s/src/stores/a.ts': ['/s/src/stores/b.ts'],
      '/s/src/stores/b.ts': ['/s/src/stores/a.ts'],
    });
    expect([...members].sort()).toEqual(['/s/src/stores/a.ts', '/s/src/stores/b.ts']);
  });

  it('stops the build when a root is gone (renamed), rather than scatter the stores', () => {
    expect(() => graph({ '*/s/src/islands/CartPage.tsx': [] }, ['*' + CHROME, '*' + CARD])).toThrow(/BuyButton/);
  });
});

describe("the shop-core chunk of this tree's graph", () => {
  const nodes = clientGraph(ROOT);
  const members = [...shopCoreMembers(nodes.keys(), (id) => nodes.get(id) ?? null)].map((id) => id.slice(ROOT.length + 1));

  it('has members (the roots are still found)', () => {
    expect(members).toContain('src/stores/cart.ts');
    expect(members).toContain('src/lib/domain/money/money.ts');
    expect(members).toContain('src/lib/domain/catalogue/pricing.ts');
  });

  it('no member imports zod or React at run time, and no schema module is one', () => {
    const heavy = members
      .filter((f) => f.startsWith('src/'))
      .flatMap((f) =>
        specifiers(readFileSync(join(ROOT, f.split('?')[0]!), 'utf8'), { runtimeOnly: true })
          .filter((spec) => spec === 'zod' || spec === 'react' || spec.startsWith('@nanostores/react'))
          .map((spec) => `${f} imports ${spec}`),
      );
    expect(heavy).toEqual([]);
    expect(members.filter((f) => /schemas\.ts$/.test(f) && readFileSync(join(ROOT, f), 'utf8').includes("from 'zod'"))).toEqual([]);
    expect(members.filter((f) => /node_modules\/(react|react-dom|zod|@nanostores\/react)\/|src\/islands\/(hooks|Icon)\./.test(f))).toEqual(
      [],
    );
  });

  it("keeps the console's own rules out: a module only staff islands import is not on shopper pages", () => {
    const source = importGraph(ROOT, ['src']);
    const browser = (f: string) => /^src\/(islands|stores|lib\/api)\//.test(f) || /^src\/components\/.*\.tsx?$/.test(f);
    const staffSide = (f: string) => f.startsWith('src/islands/staff/') || f.startsWith('src/components/staff/');
    const browserImporters = (m: string) => [...source].filter(([from, to]) => to.has(m) && browser(from)).map(([from]) => from);
    const staffOnly = members.filter((m) => {
      const by = browserImporters(m);
      return by.length > 0 && by.every(staffSide);
    });
    expect(staffOnly).toEqual([]);
    expect(sourceFiles(ROOT, ['src/islands/staff']).filter((f) => members.includes(f))).toEqual([]);
  });
});
