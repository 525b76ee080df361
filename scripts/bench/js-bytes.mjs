/**
 * JavaScript a page makes the browser download, gzipped: every module script, island component and
 * renderer the HTML names, plus everything those import (static and dynamic imports both count:
 * an island that lazy-loads a chunk still costs the shopper those bytes).
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix } from 'node:path';

const IMPORT_RE = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']|import\(\s*["']([^"']+\.js)["']\s*\)/g;

function chunkPath(outDir, url) {
  const clean = url.split('?')[0];
  return join(outDir, clean.replace(/^\//, ''));
}

function closure(outDir, entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    const file = chunkPath(outDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      stack.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
    }
  }
  return seen;
}

/** URLs of JS the HTML itself points at. */
export function scriptEntries(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g)) urls.add(m[1]);
  // inline module scripts may import chunks too (Astro's hoisted scripts)
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(IMPORT_RE)) if ((i[1] ?? i[2]).startsWith('/')) urls.add(i[1] ?? i[2]);
  }
  return [...urls].filter((u) => u.startsWith('/'));
}

export function pageJsBytes(outDir, html) {
  const files = closure(outDir, scriptEntries(html));
  let gz = 0;
  let raw = 0;
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((code) => code.trim() && !/^\s*\{/.test(code)); // JSON-LD / data blocks are not code
  for (const url of files) {
    const buf = readFileSync(chunkPath(outDir, url));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  for (const code of inlineScripts) {
    raw += Buffer.byteLength(code);
    gz += gzipSync(code, { level: 9 }).length;
  }
  return { files: [...files].sort(), raw, gz };
}
