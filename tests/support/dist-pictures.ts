/**
 * Checks over a build's output (dist or ASTRO_OUT_DIR) that an uploaded picture reaches shoppers
 * only as the build's resized copies (src/lib/cms/upload-originals.ts, picture-variants.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const RASTER = /\.(png|jpe?g|webp|avif|gif|tiff?)$/i;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((n) => join(dir, String(n)))
    .filter((f) => statSync(f).isFile());
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Built files (anywhere in `out`, the Worker's folder too) that are byte copies of one of `uploads`. */
export function uploadCopiesIn(out: string, uploads: string[]): string[] {
  const sizes = new Set(uploads.map((u) => statSync(u).size));
  const hashes = new Set(uploads.map(sha));
  return files(out).filter((f) => sizes.has(statSync(f).size) && hashes.has(sha(f)));
}

/** Raster pictures in `out` over `limit` bytes: no picture a shopper loads should be that heavy. */
export function heavyPicturesIn(out: string, limit = 500_000): string[] {
  return files(out).filter((f) => RASTER.test(f) && statSync(f).size > limit);
}

/**
 * Every photo uploaded through the editor so far (festival banners, home slides, ad tiles). An SVG
 * is left out: it is drawn at any size, so the build serves it as it is.
 */
export function uploadedPictures(assets = 'src/assets'): string[] {
  return files(assets).filter((f) => RASTER.test(f));
}
