/**
 * Draws every picture the store shows, locally and deterministically (no network, no randomness
 * without a fixed seed):
 *   public/media/products/  one front-of-pack SVG per product plus its gallery shots (gitignored)
 *   public/media/static/    banners, ads, category tiles, offers, empty states (committed)
 *   public/logo.svg, public/favicon.svg
 *   src/assets/{home-slides,ad-tiles}/…/*.{kn,hi}.svg  the home slides and ad tiles in Kannada and Hindi
 *   src/assets/festivals/…/*.{svg,jpg}  the demo festival banners and their pictures for phones
 * The product list comes from the seed data, so pictures and database rows always match.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTS } from '../seed/data/products';
import { writeOffersQr } from './offers-qr';
import { backSvg, frontSvg, groupSvg } from './product-art';
import { festivalArt, renderJpeg } from './festival-art';
import { festivalArtInLanguages } from './festival-art-langs';
import { homeArtInLanguages } from './home-art-langs';
import { staticArt } from './static-art';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(root, 'public');
const LIMIT = 4096;

function write(path: string, svg: string, oversize: string[]) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  if (Buffer.byteLength(svg) > LIMIT && path.includes('/products/')) oversize.push(`${path} (${Buffer.byteLength(svg)} B)`);
}

const oversize: string[] = [];
const productsDir = join(publicDir, 'media/products');
mkdirSync(productsDir, { recursive: true });
// the folder belongs to this script alone: drop pictures of products that no longer exist
for (const f of readdirSync(productsDir)) if (f.endsWith('.svg')) rmSync(join(productsDir, f));

let count = 0;
for (const p of PRODUCTS) {
  const shots = [frontSvg, backSvg, groupSvg];
  p.gallery.forEach((url, i) => {
    write(join(publicDir, url), shots[i]!(p), oversize);
    count++;
  });
}

const statics = staticArt();
for (const [path, svg] of Object.entries(statics)) write(join(publicDir, path), svg, oversize);
// the Kannada and Hindi home slides and ad tiles, next to the English ones marketing uploaded
const translated = homeArtInLanguages();
for (const [path, svg] of Object.entries(translated)) write(join(root, path), svg, oversize);
// the demo festival banners: the JPEG first, as it is redrawn only when the SVG on disk differs
// and their Kannada and Hindi copies, with the words drawn in those languages
const festivals = { ...festivalArt(), ...festivalArtInLanguages() };
let rendered = 0;
for (const [path, svg] of Object.entries(festivals)) {
  if (await renderJpeg(join(root, path), svg)) rendered++;
  write(join(root, path), svg, oversize);
}

if (oversize.length) {
  console.error(`Pictures over ${LIMIT} bytes:\n${oversize.join('\n')}`);
  process.exit(1);
}
// the store's printable offers QR (SPEC §2 QR scanner)
console.log(`Wrote ${await writeOffersQr()}.`);
console.log(
  `Drew ${count} product pictures for ${PRODUCTS.length} products and ${Object.keys(statics).length} static images and ${Object.keys(translated).length} Kannada / Hindi home pictures; rendered ${rendered} festival banner JPEGs.`,
);
