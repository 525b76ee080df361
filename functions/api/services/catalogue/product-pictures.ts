/**
 * Product pictures (issue 28): the WebP copies the manager's browser made (product-picture.ts) are
 * checked from their bytes, kept in R2 (binding PRODUCT_PHOTOS; wrangler dev and the tests get
 * miniflare's local R2) under a hash of their content, and set as the product's picture with an
 * audit row. A key never changes what it holds, so the shop may cache a copy for a year, and a
 * placed order that names an older picture (order_line.photo) still finds it: nothing is deleted.
 * Without the binding, as on a deploy that has not created the bucket, uploads are off with a
 * clear message and the shop keeps showing the pictures it has.
 */
import {
  checkCopies,
  mainWidth,
  pictureUrl,
  type PictureCopy,
  type PictureWidth,
} from '../../../../src/lib/domain/catalogue/product-picture';
import { readPicture, writePicture, type PictureColumns } from '../../db/catalogue';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { forgetCatalogue } from './catalogue-cache';
import { said } from '../../../../src/lib/domain/i18n/said';

export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const STATUS = { notPicture: 415, tooLarge: 413, tooSmall: 400, sizesDiffer: 400 } as const;

/** The bucket, or null when this deploy has none (wrangler.toml [[r2_buckets]] PRODUCT_PHOTOS). */
export function pictureBucket(env: Env): R2Bucket | null {
  return (env as { PRODUCT_PHOTOS?: R2Bucket }).PRODUCT_PHOTOS ?? null;
}

const objectKey = (hash: string, w: PictureWidth) => `products/${hash}/${w}.webp`;

/** SHA-256 of every copy with its width, in width order: the same picture uploaded twice is one set of objects. */
async function contentHash(copies: readonly PictureCopy[]): Promise<string> {
  const parts = [...copies].sort((a, b) => a.width - b.width);
  const total = parts.reduce((n, c) => n + 4 + c.bytes.length, 0);
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of parts) {
    new DataView(all.buffer).setUint32(at, c.width);
    all.set(c.bytes, at + 4);
    at += 4 + c.bytes.length;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PictureOutcome {
  changed: boolean;
  picture: { photo: string; photo_widths: PictureWidth[] };
}

/** Sets a product's picture from the browser's copies; a refusal is a ShopError naming the problem. */
export async function savePicture(env: Env, staffId: number, id: number, copies: PictureCopy[], now: number): Promise<PictureOutcome> {
  const bucket = pictureBucket(env);
  if (!bucket) {
    console.error('PRODUCT PICTURES OFF: no PRODUCT_PHOTOS R2 binding; a manager could not upload a picture');
    throw new ShopError(said('catPic.off'), 503);
  }
  const before = await readPicture(env.DB, id);
  if (!before) throw new ShopError(said('srv.productNotFound'), 404);
  const checked = checkCopies(copies);
  if (!checked.ok) throw new ShopError(said(`catPic.${checked.refusal}`), STATUS[checked.refusal]);
  const hash = await contentHash(copies);
  const widths = copies.map((c) => c.width).sort((a, b) => a - b);
  const after: PictureColumns = { photo: pictureUrl(hash, mainWidth(widths)), photo_widths: widths.join(',') };
  const picture = { photo: after.photo, photo_widths: widths };
  if (before.photo === after.photo && before.photo_widths === after.photo_widths) return { changed: false, picture };
  // the objects first: a product must never name a picture that is not there yet
  await Promise.all(
    copies.map((c) =>
      bucket.put(objectKey(hash, c.width), c.bytes, { httpMetadata: { contentType: 'image/webp', cacheControl: PICTURE_CACHE_CONTROL } }),
    ),
  );
  try {
    await writePicture(env.DB, id, before, after, staffId, now);
  } catch (err) {
    if (!/order_guard/i.test(String(err instanceof Error ? err.message : err))) throw err;
    throw new ShopError(said('catEdit.changedMeanwhile'), 409);
  }
  forgetCatalogue(env.DB);
  return { changed: true, picture };
}

/** One copy for the shop, or null (no bucket, or no such picture). */
export async function readPictureCopy(env: Env, hash: string, w: PictureWidth): Promise<R2ObjectBody | null> {
  return (await pictureBucket(env)?.get(objectKey(hash, w))) ?? null;
}
