/**
 * A 4 MB photo marketing uploads must never reach a shopper. astro:assets resizes festival banners
 * at build, but in a server build (output: 'server') Astro also keeps a copy of every imported
 * original in _astro, for on-demand resizing we never use (the Cloudflare adapter's 'compile'
 * service resizes pre-rendered pages only). Those copies are unlinked, unreachable from any page,
 * yet public at a guessable-by-listing URL. After the build this removes each copy of an upload
 * under src/assets that no built page, style or script of the shop names.
 * Build tooling only (astro.config.mjs).
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';

const PICTURE = /\.(png|jpe?g|webp|avif|gif|tiff?|svg)$/i;
const TEXT = /\.(html|css|js|mjs|json|xml|txt|webmanifest)$/i;

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
  return names.map((n) => join(dir, n)).filter((f) => statSync(f).isFile());
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a built file is Astro's copy of one of the uploads: `<name>.<8-character hash><ext>`.
 * Resized copies carry more after the hash (`name.HASH_TRANSFORM.webp`, picture-variants.ts's
 * `name-640w.HASH.avif`), so they never match.
 */
export function isUploadCopy(builtName: string, uploads: string[]): boolean {
  return uploads.some((u) => {
    const ext = extname(u);
    return new RegExp(`^${escape(basename(u, ext))}\\.[A-Za-z0-9_-]{8}${escape(ext)}$`, 'i').test(builtName);
  });
}

/**
 * Removes the copies of uploads (pictures under `assetsDir`) from `clientDir/_astro` unless a page,
 * style or script in `clientDir` names one (outside the Worker's own code, which lists every asset).
 * Returns what it removed, relative to `clientDir`.
 */
export function dropUploadCopies(clientDir: string, assetsDir: string, workerDir = '_worker.js'): string[] {
  const uploads = filesUnder(assetsDir).filter((f) => PICTURE.test(f));
  const copies = filesUnder(join(clientDir, '_astro')).filter((f) => isUploadCopy(basename(f), uploads));
  if (copies.length === 0) return [];
  const named = new Set<string>();
  for (const f of filesUnder(clientDir)) {
    if (!TEXT.test(f) || relative(clientDir, f).startsWith(workerDir)) continue;
    for (const m of readFileSync(f, 'utf8').matchAll(/\/_astro\/([^"'\s),?#]+)/g)) named.add(m[1]!);
  }
  const dropped: string[] = [];
  for (const copy of copies) {
    if (named.has(basename(copy))) continue;
    rmSync(copy);
    dropped.push(relative(clientDir, copy));
  }
  return dropped;
}
