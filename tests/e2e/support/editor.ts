/** Helpers for the content editor journey (tests/e2e/cms.e2e.ts). */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A 2400 × 800 photo of noise: about 5.7 MB as PNG, like a phone picture dropped into the editor. */
export async function phonePhoto(path: string): Promise<string> {
  const noise = Buffer.alloc(2400 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width: 2400, height: 800, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(path);
  return path;
}

/** Files of a store build that carry the editor's route or its file-writing API (fail closed: none). */
export function editorCodeIn(out: string): string[] {
  return readdirSync(`${out}/_worker.js`, { recursive: true })
    .map(String)
    .filter(
      (f) =>
        /keystatic/i.test(f) ||
        (f.endsWith('.mjs') && /\/api\/keystatic|keystatic-astro/.test(readFileSync(`${out}/_worker.js/${f}`, 'utf8'))),
    );
}

/** Waits for the editor's dev server to answer (its first start compiles Keystatic). */
export async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s`);
}

/** A published festival (14/01 to 20/01/2027) with a deal on `product`, for the form's clash warning. */
export function writeClashFestival(file: string, name: string, product: string) {
  const lines = [
    '---',
    `name: ${name}`,
    'status: published',
    'days:',
    '  starts: 2027-01-14',
    '  ends: 2027-01-20',
    'banners:',
    '  - src: ../../assets/festivals/sankranti/fresh-harvest.svg',
    '    alt: Harvest',
    'products:',
    `  - ${product}`,
    'deals:',
    `  - product: ${product}`,
    '    price: 70',
    '    units: 5',
    '---',
    '',
  ];
  writeFileSync(file, lines.join('\n'));
}

const TYPES: Array<[RegExp, string]> = [
  [/\.html$/, 'text/html'],
  [/\.css$/, 'text/css'],
  [/\.webp$/, 'image/webp'],
  [/\.svg$/, 'image/svg+xml'],
];

/** http://store.test/ answered from a build's files (the festival pages are static). */
export async function serveBuild(page: Page, out: string) {
  await page.route('http://store.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = [`${out}${path}`, `${out}${path}.html`].find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) return route.fulfill({ status: 404, body: '' });
    const type = TYPES.find(([re]) => re.test(file))?.[1] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body: readFileSync(file), contentType: type });
  });
}

/** A main home slide for one day whose picture is `photo` uploaded as is, as the editor saves it. */
export function writeUploadedSlide(photo: string, slug: string, day: string): void {
  const assets = `src/assets/home-slides/${slug}`;
  mkdirSync(assets, { recursive: true });
  copyFileSync(photo, `${assets}/photo.png`);
  const slide = {
    title: 'Pongal slide test',
    place: 'main',
    order: 99,
    photo: `../../assets/home-slides/${slug}/photo.png`,
    link: '/festival',
    shows_from: day,
    shows_until: day,
  };
  writeFileSync(`src/content/home-slides/${slug}.json`, JSON.stringify(slide, null, 2));
}
