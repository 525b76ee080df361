/**
 * The product picture's rules (src/lib/domain/catalogue/product-picture.ts): the widths a picture gets, the
 * WebP header as the server reads it (lossy, lossless and extended), the copies checked together,
 * and the srcset the shop's card and page offer.
 */
import { describe, expect, it } from 'vitest';
import { cardView } from '../../src/components/card-view';
import {
  checkCopies,
  mainWidth,
  parseWidths,
  pictureSrcset,
  pictureUrl,
  webpSize,
  widthsFor,
  type PictureWidth,
} from '../../src/lib/domain/catalogue/product-picture';
import type { ProductCard } from '../../src/lib/domain/types';
import { t } from '../../src/lib/domain/i18n/t';

const riff = (chunk: string, body: number[]) => {
  const b = new Uint8Array(40);
  b.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  b.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  );
  b.set(
    [...chunk].map((c) => c.charCodeAt(0)),
    12,
  );
  b.set(body, 20);
  return b;
};
/** Lossy: frame tag, start code, 14-bit width and height. */
const vp8 = (w: number, h: number) => riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, w & 0xff, w >> 8, h & 0xff, h >> 8]);
/** Lossless: signature, then width-1 and height-1 packed in 14 bits each. */
const vp8l = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
};
/** Extended (a picture with alpha): canvas width-1 and height-1 in 24 bits each. */
const vp8x = (w: number, h: number) => riff('VP8X', [0x10, 0, 0, 0, (w - 1) & 0xff, (w - 1) >> 8, 0, (h - 1) & 0xff, (h - 1) >> 8, 0]);

describe('a product picture', () => {
  it('gets every shop width its original reaches, none above', () => {
    expect(widthsFor(4000)).toEqual([200, 400, 800]);
    expect(widthsFor(799)).toEqual([200, 400]);
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(199)).toEqual([]);
    expect(mainWidth([200])).toBe(200);
    expect(mainWidth([200, 400, 800])).toBe(400);
  });

  it('reads width and height from each kind of WebP header, and nothing from other bytes', () => {
    expect(webpSize(vp8(400, 300))).toEqual({ width: 400, height: 300 });
    expect(webpSize(vp8l(800, 600))).toEqual({ width: 800, height: 600 });
    expect(webpSize(vp8x(200, 150))).toEqual({ width: 200, height: 150 });
    const png = new Uint8Array(40);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(webpSize(png)).toBeNull();
    expect(webpSize(vp8(400, 300).slice(0, 20))).toBeNull();
    const broken = vp8(400, 300);
    broken[23] = 0;
    expect(webpSize(broken)).toBeNull();
  });

  const copy = (width: PictureWidth, bytes: Uint8Array) => ({ width, bytes });
  it('checks the copies together: WebP, the declared widths from 200 up, one aspect, the caps', () => {
    expect(checkCopies([copy(200, vp8(200, 150)), copy(400, vp8l(400, 300)), copy(800, vp8(800, 600))])).toEqual({ ok: true, height: 600 });
    // rounding of an odd height is allowed a pixel
    expect(checkCopies([copy(200, vp8(200, 151)), copy(400, vp8(400, 301))]).ok).toBe(true);
    expect(checkCopies([])).toEqual({ ok: false, refusal: 'notPicture' });
    expect(checkCopies([copy(200, new Uint8Array(40))])).toEqual({ ok: false, refusal: 'notPicture' });
    expect(checkCopies([copy(400, vp8(400, 300))])).toEqual({ ok: false, refusal: 'tooSmall' });
    expect(checkCopies([copy(200, vp8(200, 150)), copy(400, vp8(300, 225))])).toEqual({ ok: false, refusal: 'sizesDiffer' });
    expect(checkCopies([copy(200, vp8(200, 200)), copy(400, vp8(400, 300))])).toEqual({ ok: false, refusal: 'sizesDiffer' });
    expect(checkCopies([copy(200, vp8(200, 601))])).toEqual({ ok: false, refusal: 'sizesDiffer' });
    const big = new Uint8Array(60 * 1024 + 1);
    big.set(vp8(200, 150));
    expect(checkCopies([copy(200, big)])).toEqual({ ok: false, refusal: 'tooLarge' });
  });

  it('offers an uploaded picture as a srcset on the card; a seeded one as it was', () => {
    const hash = 'a'.repeat(64);
    const photo = pictureUrl(hash, 400);
    expect(pictureSrcset(photo, [200, 400, 800])).toBe(
      `/api/product-pictures/${hash}/200.webp 200w, /api/product-pictures/${hash}/400.webp 400w, /api/product-pictures/${hash}/800.webp 800w`,
    );
    expect(pictureSrcset('static/products/atta.webp', [200, 400])).toBe('');
    expect(pictureSrcset(photo, undefined)).toBe('');
    expect(parseWidths('200,400')).toEqual([200, 400]);
    expect(parseWidths('200,300')).toBeUndefined();
    expect(parseWidths(null)).toBeUndefined();
    const card = {
      slug: 'x',
      name: 'X',
      photo,
      photo_widths: [200, 400],
      attributes: [],
      net_quantity: 1,
      net_unit: 'kg',
    } as unknown as ProductCard;
    const priced = {
      ...card,
      mrp: 1000,
      price: 900,
      point: 9,
      dealKind: null,
      date: null,
      to_date: null,
    } as ProductCard;
    expect(cardView(priced, 0, (key, params) => t('en', key, params))).toMatchObject({
      image: photo,
      srcset: `/api/product-pictures/${hash}/200.webp 200w, /api/product-pictures/${hash}/400.webp 400w`,
    });
    expect(cardView({ ...priced, photo: 'static/x.webp', photo_widths: undefined }, 0, (key, params) => t('en', key, params)).srcset).toBe(
      '',
    );
  });
});
