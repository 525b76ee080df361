/**
 * The browser build's module graph as Astro hands it to Rollup, read from the source (no build):
 * the entries are every .astro file's <script> blocks and every island an .astro file renders with
 * a client: directive; ids are absolute paths, an .astro script is `<file>?astro&type=script&index=<n>&lang.ts`
 * and a package is `<root>/node_modules/<name>/index.js`. Imports are the static run-time ones (type
 * imports are erased); a .tsx file imports React's JSX runtime. Used by tests/unit/shop-core-chunk.test.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sourceFiles, specifiers } from './architecture-graph';

export type ModuleNode = { isEntry: boolean; importedIds: string[] };

const RESOLVE_AS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
/** what packages the rule must see through: @nanostores/react imports React */
const PACKAGE_IMPORTS: Record<string, string[]> = { '@nanostores/react': ['react'] };

const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"][^'"\n]+['"]\s*\)/g;
const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

export function clientGraph(root: string): Map<string, ModuleNode> {
  const nodes = new Map<string, ModuleNode>();
  const pkg = (name: string) => join(root, 'node_modules', name, 'index.js');
  const resolveSpec = (from: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return /^[@\w]/.test(spec) && !spec.includes(':') ? pkg(packageName(spec)) : null;
    const base = resolve(dirname(from), spec.split('?')[0]!);
    const hit = RESOLVE_AS.map((s) => base + s).find((c) => existsSync(c) && statSync(c).isFile());
    return hit && !hit.endsWith('.astro') ? hit : null;
  };
  const add = (id: string, code: string, from: string, isEntry = false) => {
    // static imports only: what an import() loads comes later, in its own chunk
    const imports = specifiers(code.replace(DYNAMIC_IMPORT, ''), { runtimeOnly: true }).flatMap((s) => resolveSpec(from, s) ?? []);
    if (id.endsWith('.tsx')) imports.push(pkg('react'));
    nodes.set(id, { isEntry, importedIds: [...new Set(imports)] });
    for (const next of imports) if (!nodes.has(next)) visit(next);
  };
  const visit = (id: string) => {
    if (id.includes('/node_modules/')) {
      const name = id.slice(join(root, 'node_modules').length + 1, -'/index.js'.length);
      nodes.set(id, { isEntry: false, importedIds: (PACKAGE_IMPORTS[name] ?? []).map(pkg) });
      for (const next of nodes.get(id)!.importedIds) if (!nodes.has(next)) visit(next);
      return;
    }
    add(id, readFileSync(id, 'utf8'), id);
  };
  const islands: string[] = [];
  for (const file of sourceFiles(root, ['src']).filter((f) => f.endsWith('.astro'))) {
    const full = join(root, file);
    const text = readFileSync(full, 'utf8');
    // <script> blocks Astro bundles (not is:inline, not JSON data)
    const scripts = [...text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/is:inline|type="application/.test(m[1] ?? ''),
    );
    scripts.forEach((m, i) => add(`${full}?astro&type=script&index=${i}&lang.ts`, m[2]!, full, true));
    for (const m of text.matchAll(/^import\s+(\w+)\s+from\s+'([^']+)'/gm)) {
      if (!new RegExp(`<${m[1]}\\s[^>]*client:`).test(text)) continue;
      const island = resolveSpec(full, m[2]!);
      if (island) islands.push(island);
    }
  }
  for (const island of new Set(islands)) {
    // Astro's own entry for each hydrated island imports the component
    nodes.set(`\0astro-entry:${island}`, { isEntry: true, importedIds: [island] });
    if (!nodes.has(island)) visit(island);
  }
  return nodes;
}
