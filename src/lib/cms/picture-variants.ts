/**
 * Home banner slides and ad tiles are shown by the server-rendered home page and the slider /
 * homeAds API, where astro:assets cannot help: with the Cloudflare adapter it resizes only for
 * pre-rendered pages, and an on-demand page's <Image> would send shoppers the original through
 * /_image. So the pictures marketing uploads (src/assets/home-slides, src/assets/ad-tiles) are
 * resized and converted here, at build, with the same sharp astro:assets uses: importing
 * `picture.png?home-picture` gives a HomePicture with AVIF and WebP srcsets at a few widths, and
 * only those copies are emitted into _astro; the upload itself never is. An SVG stays one SVG.
 * Under `astro dev` (npm run cms) the original is served as it is, for the editor's preview.
 * Build tooling only (astro.config.mjs): never imported by the store's own code.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname, relative } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import type { HomePicture } from '../domain/content/home-picture';

export const HOME_PICTURE_QUERY = '?home-picture';

export interface Variant {
  width: number;
  format: 'avif' | 'webp';
  data: Buffer;
}

/**
 * Banners are at most 1280 CSS px wide; a phone (about 400 px at 2–3× density) takes the 1280 copy
 * too. A 1920 copy of a detailed photo weighed up to 850 KB as AVIF, more than the picture is worth.
 */
export const WIDTHS = [640, 1280];
const QUALITY = { avif: 55, webp: 78 } as const;

/** The widths to make from a picture `width` px wide: never upscaled, and its own width when narrower than the widest. */
export function variantWidths(width: number, widths = WIDTHS): number[] {
  const fit = widths.filter((w) => w <= width);
  return width < widths.at(-1)! && !fit.includes(width) ? [...fit, width] : fit;
}

export async function makeVariants(input: Buffer, widths = WIDTHS): Promise<{ width: number; height: number; variants: Variant[] }> {
  const meta = await sharp(input).metadata();
  const width = meta.width ?? widths[0]!;
  const height = meta.height ?? Math.round(width / 3);
  const variants: Variant[] = [];
  for (const format of ['avif', 'webp'] as const) {
    for (const w of variantWidths(width, widths)) {
      const resized = sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
      const data = await resized[format]({ quality: QUALITY[format] }).toBuffer();
      variants.push({ width: w, format, data });
    }
  }
  return { width, height, variants };
}

const hash = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 10);

/** The emitted name never looks like Astro's copy of an original (name.HASH8.ext), see upload-originals.ts. */
export const variantFileName = (source: string, label: string, data: Buffer, ext: string) =>
  `_astro/${basename(source, extname(source))}-${label}.${hash(data)}.${ext}`;

export function homePictures(): Plugin {
  let building = false;
  let root = process.cwd();
  return {
    name: 'haat-home-pictures',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    async load(id) {
      if (!id.endsWith(HOME_PICTURE_QUERY)) return;
      const file = id.slice(0, -HOME_PICTURE_QUERY.length);
      this.addWatchFile(file);
      const input = await readFile(file);
      const svg = file.toLowerCase().endsWith('.svg');
      const meta = svg
        ? await sharp(input)
            .metadata()
            .catch(() => ({ width: 1280, height: 400 }))
        : await sharp(input).metadata();
      let picture: HomePicture;
      if (!building) {
        picture = { src: `/${relative(root, file)}`, width: meta.width ?? 1280, height: meta.height ?? 400, sources: [] };
      } else if (svg) {
        const fileName = variantFileName(file, 'vector', input, 'svg');
        this.emitFile({ type: 'asset', fileName, source: input });
        picture = { src: `/${fileName}`, width: meta.width ?? 1280, height: meta.height ?? 400, sources: [] };
      } else {
        const made = await makeVariants(input);
        const url = (v: Variant) => {
          const fileName = variantFileName(file, `${v.width}w`, v.data, v.format);
          this.emitFile({ type: 'asset', fileName, source: v.data });
          return `/${fileName}`;
        };
        const srcset = (format: Variant['format']) => made.variants.filter((v) => v.format === format).map((v) => `${url(v)} ${v.width}w`);
        const avif = srcset('avif');
        const webp = srcset('webp');
        picture = {
          // the plain <img> (and the API's photo): the widest WebP
          src: webp.at(-1)!.split(' ')[0]!,
          width: made.width,
          height: made.height,
          sources: [
            { type: 'image/avif', srcset: avif.join(', ') },
            { type: 'image/webp', srcset: webp.join(', ') },
          ],
        };
      }
      return `export default ${JSON.stringify(picture)};`;
    },
  };
}
