/**
 * The layers, checked from the code's own imports (README "How it is built"):
 * - pages, layouts, components, islands, stores and src/lib/server never reach functions/api/db or
 *   functions/api/providers: the server is reached through src/lib/server/<page family>.ts, which
 *   calls services (pages, layouts, components and src/middleware.ts do not call services directly);
 * - the browser's code (islands, stores, src/lib/api) and the shared rules (src/lib/domain) import
 *   nothing from functions/ and nothing from src/lib/server;
 * - no import cycles in src/ + functions/.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { breaches, cycles, importGraph, specifiers, type Rule } from './architecture-graph';

const ROOT = resolve(__dirname, '../..');

export const RULES: Rule[] = [
  {
    from: /^src\/(pages|components|layouts|islands|stores|lib\/server)\//,
    to: /^functions\/api\/(db|providers)\//,
    why: 'pages reach the server through src/lib/server and services, never db/ or providers/',
  },
  {
    from: /^src\/(pages|components|layouts)\/|^src\/middleware\.ts$/,
    to: /^functions\/api\/services\//,
    why: 'one door: pages call their src/lib/server/<family>.ts module, which calls the services',
  },
  {
    from: /^src\/(islands|stores|lib\/domain|lib\/api)\//,
    to: /^functions\//,
    why: 'browser code and the shared rules import nothing from the API',
    // Hono's typed client: the route types only (`import type`, erased at build; checked below)
    allow: [['src/lib/api/typed-client.ts', 'functions/api/app.ts']],
  },
  {
    from: /^src\/(islands|stores|lib\/domain|lib\/api)\//,
    to: /^src\/lib\/server\//,
    why: 'the door is server-only: importing it would ship server code to the browser',
  },
];

/** Cycles tolerated for now: none (issue 15 removed the provider index ↔ adapter and checkout ones). Nothing may be added. */
const KNOWN_CYCLES: string[][] = [];

describe('the import graph', () => {
  it('lets browser code take only the API route types (import type), never API code', () => {
    const text = readFileSync(join(ROOT, 'src/lib/api/typed-client.ts'), 'utf8');
    const fromApp = text.split('\n').filter((l) => /from ['"][./]+\/functions\/api\/app['"]/.test(l));
    expect(fromApp.length).toBeGreaterThan(0);
    for (const line of fromApp) expect(line).toMatch(/^import type /);
  });

  const graph = importGraph(ROOT);

  it('sees the repository (the parser found files and imports)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/middleware.ts')?.size).toBeGreaterThan(2);
    // an .astro page's frontmatter counts
    expect([...(graph.get('src/pages/index.astro') ?? [])]).toContain('src/lib/server/catalogue.ts');
  });

  it('no page, layout, component, island, store or src/lib/server module imports db/ or providers/, and the browser code imports nothing from functions/', () => {
    expect(breaches(graph, RULES)).toEqual([]);
  });

  it('has no import cycles in src/ and functions/', () => {
    const known = new Set(KNOWN_CYCLES.map((c) => [...c].sort().join(' ↔ ')));
    const found = cycles(graph).map((c) => c.join(' ↔ '));
    expect(found.filter((c) => !known.has(c))).toEqual([]);
  });
});

describe('the import reader', () => {
  it('reads import, import type, export-from, side-effect and dynamic imports, across lines', () => {
    const code = `
      import a from './a';
      import type { B } from "./b";
      import {
        c,
        type D,
      } from './c';
      import * as e from './e';
      import './f.css';
      export { g } from './g';
      export * from './h';
      export type { I } from './i';
      const j = await import('./j');
    `;
    expect(specifiers(code)).toEqual(['./a', './b', './c', './e', './f.css', './g', './h', './i', './j']);
  });

  it('ignores imports inside comments and strings that only look like them', () => {
    const code = `
      // import { x } from '../functions/api/db/x';
      /* import y from '../functions/api/db/y'; */
      const url = 'https://example.com/from/x'; // a comment with from './z'
      import real from './real';
    `;
    expect(specifiers(code)).toEqual(['./real']);
  });

  describe('on a small tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arch-'));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    put('functions/api/db/users.ts', 'export const u = 1;');
    put('functions/api/providers/sms/index.ts', "import { send } from './adapter';\nexport const s = send;");
    put('functions/api/providers/sms/adapter.ts', "import { s } from './index';\nexport const send = () => s;");
    put('functions/api/services/users.ts', "import { u } from '../db/users';\nexport const v = u;");
    put('src/lib/server/users.ts', "export { v } from '../../../functions/api/services/users';");
    put('src/pages/good.astro', "---\nimport { v } from '../lib/server/users';\n---\n<p>{v}</p>");
    put('src/pages/bad.astro', "---\nimport { u } from '../../functions/api/db/users';\n---\n<p>{u}</p>");
    put('src/components/Bad.astro', "---\n---\n<script>\nimport { s } from '../../functions/api/providers/sms';\n</script>");
    put('src/islands/Bad.tsx', "import { v } from '../../functions/api/services/users';\nexport default () => v;");
    const tree = importGraph(dir);

    it('names each page, component or island that goes around the door', () => {
      expect(breaches(tree, RULES).map((b) => b.split(' (')[0])).toEqual([
        'src/components/Bad.astro → functions/api/providers/sms/index.ts',
        'src/islands/Bad.tsx → functions/api/services/users.ts',
        'src/pages/bad.astro → functions/api/db/users.ts',
      ]);
    });

    it('finds a cycle between an index and its adapter', () => {
      expect(cycles(tree)).toEqual([['functions/api/providers/sms/adapter.ts', 'functions/api/providers/sms/index.ts']]);
    });
  });
});
