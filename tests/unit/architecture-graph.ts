/**
 * The import graph of src/ and functions/, read from the source text (no dependency): import and
 * export-from statements and import() calls of .ts/.tsx files and of .astro frontmatter and
 * <script> blocks. Package imports (react, astro:*, hono, …) are left out; only files of the
 * repository are nodes. Used by tests/unit/architecture.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|astro|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', '.wrangler']);
const RESOLVE_AS = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Drops comments (keeping strings, so a URL's `//` is not taken for one). */
export function stripComments(code: string): string {
  return code.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/g,
    (m, str: string | undefined) => str ?? (m.startsWith('/*') ? m.replace(/[^\n]/g, ' ') : ''),
  );
}

/** The code of a file that can import: all of a .ts file; an .astro file's frontmatter and scripts. */
export function importingCode(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const parts: string[] = [];
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1]!);
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n');
}

/**
 * Every module specifier a piece of code imports or re-exports from: type-only ones too, unless
 * `runtimeOnly` (then `import type` / `export type` statements, which the build erases, are left out).
 */
export function specifiers(code: string, { runtimeOnly = false } = {}): string[] {
  const clean = stripComments(code);
  const found: string[] = [];
  const statement = runtimeOnly
    ? /(?:^|[;\s}])(?:import|export)\s+(?!type\s)(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g
    : /(?:^|[;\s}])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;
  const dynamic = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;
  for (const m of clean.matchAll(statement)) found.push(m[1]!);
  for (const m of clean.matchAll(dynamic)) found.push(m[1]!);
  return found;
}

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveFile(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const suffix of RESOLVE_AS) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Repository-relative paths with forward slashes, as the rules name them. */
export type ImportGraph = Map<string, Set<string>>;

/** The source files under `dirs`, repository-relative with forward slashes, as the rules name them. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((d) => walk(join(root, d), [])).map((p) => relative(root, p).split(sep).join('/'));
}

export function importGraph(root: string, dirs = ['src', 'functions']): ImportGraph {
  const graph: ImportGraph = new Map();
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  for (const file of sourceFiles(root, dirs)) {
    const full = join(root, file);
    const targets = new Set<string>();
    for (const spec of specifiers(importingCode(full, readFileSync(full, 'utf8')))) {
      const target = resolveFile(full, spec);
      if (target) targets.add(rel(target));
    }
    graph.set(file, targets);
  }
  return graph;
}

export interface Rule {
  /** the importing files this rule is about */
  from: RegExp;
  /** what they must not import */
  to: RegExp;
  why: string;
  /** [file, target] pairs this rule lets through, each with its reason where the rule is written */
  allow?: [string, string][];
}

export function breaches(graph: ImportGraph, rules: Rule[]): string[] {
  const out: string[] = [];
  for (const [file, targets] of graph) {
    for (const rule of rules) {
      if (!rule.from.test(file)) continue;
      for (const t of targets) {
        if (rule.allow?.some(([f, to]) => f === file && to === t)) continue;
        if (rule.to.test(t)) out.push(`${file} → ${t} (${rule.why})`);
      }
    }
  }
  return out.sort();
}

/**
 * Import cycles: the strongly connected components with more than one file (or a file importing
 * itself), each as its sorted file list (Tarjan's algorithm, iterative so deep graphs do not overflow).
 */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  const edges = (n: string) => [...(graph.get(n) ?? [])].filter((t) => graph.has(t));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number; targets: string[] }[] = [];
    const visit = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: 0, targets: edges(node) });
    };
    visit(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      if (top.next < top.targets.length) {
        const t = top.targets[top.next++]!;
        if (!index.has(t)) visit(t);
        else if (onStack.has(t)) low.set(top.node, Math.min(low.get(top.node)!, index.get(t)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.push(n);
        } while (n !== top.node);
        if (component.length > 1 || graph.get(top.node)?.has(top.node)) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
