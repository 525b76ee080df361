/**
 * JavaScript a page makes the browser download, gzipped, in two parts:
 *   - before any interaction: every module script, island component and renderer the HTML names
 *     (client:load, client:idle and client:visible islands all count), inline scripts, and what those
 *     import statically;
 *   - on an interaction: each dynamic import() those chunks contain (swiper when the shopper touches
 *     the product gallery, the QR decoder when a scan starts, the address form when one is opened),
 *     with its own static imports, less what the page had already loaded. Each is reported apart.
 */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix } from 'node:path';

const STATIC_RE = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_RE = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

function chunkPath(outDir, url) {
  const clean = url.split('?')[0];
  return join(outDir, clean.replace(/^\//, ''));
}

const resolve = (from, spec) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(from), spec));
const local = (spec) => spec.startsWith('.') || spec.startsWith('/');

/** The chunks `entries` load through static imports, and the dynamic imports met on the way. */
function closure(outDir, entries) {
  const seen = new Set();
  const dynamic = new Set();
  const stack = [...entries];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    const file = chunkPath(outDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(STATIC_RE)) if (local(m[1])) stack.push(resolve(url, m[1]));
    for (const m of code.matchAll(DYNAMIC_RE)) if (local(m[1])) dynamic.add(resolve(url, m[1]));
  }
  return { files: seen, dynamic };
}

/** URLs of JS the HTML itself points at (`lazy`: dynamic imports in its inline scripts). */
export function scriptEntries(html) {
  const urls = new Set();
  const lazy = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g)) urls.add(m[1]);
  // inline module scripts may import chunks too (Astro's hoisted scripts)
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(STATIC_RE)) if (i[1].startsWith('/')) urls.add(i[1]);
    for (const i of m[1].matchAll(DYNAMIC_RE)) if (i[1].startsWith('/')) lazy.add(i[1]);
  }
  return { entries: [...urls].filter((u) => u.startsWith('/')), lazy: [...lazy] };
}

function sizes(outDir, urls) {
  let gz = 0;
  let raw = 0;
  for (const url of urls) {
    const buf = readFileSync(chunkPath(outDir, url));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}

/** A readable name for a lazily loaded chunk: its file name without Vite's hash. */
export function chunkLabel(url) {
  return posix
    .basename(url)
    .replace(/[.-][\w-]{8}\.js$/, '')
    .replace(/\.js$/, '');
}

export function pageJsBytes(outDir, html) {
  const { entries, lazy } = scriptEntries(html);
  const first = closure(outDir, entries);
  for (const url of lazy) first.dynamic.add(url);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((code) => code.trim() && !/^\s*\{/.test(code)); // JSON-LD / data blocks are not code
  let { raw, gz } = sizes(outDir, first.files);
  for (const code of inlineScripts) {
    raw += Buffer.byteLength(code);
    gz += gzipSync(code, { level: 9 }).length;
  }
  const onInteraction = [...first.dynamic]
    .filter((url) => !first.files.has(url))
    .map((url) => {
      const files = [...closure(outDir, [url]).files].filter((f) => !first.files.has(f));
      return { url, label: chunkLabel(url), files: files.sort(), ...sizes(outDir, files) };
    })
    .filter((c) => c.files.length > 0);
  return { files: [...first.files].sort(), raw, gz, onInteraction };
}
