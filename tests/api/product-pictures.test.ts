/**
 * Product pictures from the staff console (issue 28) on real D1 and the local R2: the manager's
 * WebP copies are kept under a content hash and become the product's picture, audited, at once on
 * the shop (through a warm cache), served for a year; a file that is not a WebP, a copy over its cap,
 * a picture under 200 px or copies that do not match their widths change nothing; a clerk and a
 * shopper are refused; without the bucket uploads are off; a placed order keeps its picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/lib/domain/catalogue/product-picture';
import { savePicture } from '../../functions/api/services/catalogue/product-pictures';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, newShopper, placeOrder, staffLogin } from '../support/staff';

const NOW = Date.UTC(2026, 10, 29, 5, 30);

let w: TestWorker;
let manager: string;
let clerk: string;
let products: { id: number; slug: string; photo: string }[];

/** A 1000 × 750 picture with some detail (a plain fill would compress to nothing), as WebP `width` wide. */
const ORIGINAL = sharp({ create: { width: 1000, height: 750, channels: 3, background: '#2f8f46' } })
  .composite([{ input: Buffer.from('<svg width="1000" height="750"><circle cx="500" cy="375" r="300" fill="#f4b400"/></svg>') }])
  .png()
  .toBuffer();
const webpOf = async (width: number, height?: number) =>
  new Uint8Array(
    await sharp(await ORIGINAL)
      .resize(width, height ?? Math.round((750 * width) / 1000), { fit: 'fill' })
      .webp()
      .toBuffer(),
  );

const row = (id: number) =>
  w.env.DB.prepare('SELECT photo, photo_widths FROM product WHERE id = ?1')
    .bind(id)
    .first<{ photo: string; photo_widths: string | null }>();
const changesOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT * FROM product_change WHERE product_id = ?1 ORDER BY id').bind(id).all<Record<string, unknown>>())
    .results;
const stamp = async () => (await w.env.DB.prepare('SELECT version FROM catalogue_stamp').first<{ version: number }>())!.version;

async function upload(id: number, parts: Record<string, Uint8Array | string>, cookie = manager) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v)], { type: 'image/webp' }), `${k}.webp`);
  }
  const res = await w.request(`/api/staff/catalogue/${id}/picture`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  // the catalogue cache on, as in production: the shop must still show the new picture at once
  w = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  products = (
    await w.env.DB.prepare('SELECT id, slug, photo FROM product WHERE photo_widths IS NULL ORDER BY id DESC LIMIT 6').all<{
      id: number;
      slug: string;
      photo: string;
    }>()
  ).results;
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('a product picture from the console', () => {
  it('is kept under its hash, audited, on the shop at once and served for a year', async () => {
    const p = products[0]!;
    await w.call('GET', `/api/product/${p.slug}`);
    expect((await w.call('GET', `/api/product/${p.slug}`)).headers.get('x-cache')).toBe('HIT');
    const before = await stamp();
    const copies = { w200: await webpOf(200), w400: await webpOf(400), w800: await webpOf(800) };

    const res = await upload(p.id, copies);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, code: 'catPic.saved', response: { photo_widths: [200, 400, 800] } });
    const photo = res.body.response.photo as string;
    expect(photo).toMatch(/^\/api\/product-pictures\/[0-9a-f]{64}\/400\.webp$/);
    expect(await row(p.id)).toEqual({ photo, photo_widths: '200,400,800' });
    expect(await stamp()).toBe(before + 1);

    const audit = await changesOf(p.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: MANAGER.id, at: NOW, source: 'console' });
    expect(JSON.parse(audit[0]!.before_json as string)).toEqual({ photo: p.photo });
    expect(JSON.parse(audit[0]!.after_json as string)).toEqual({ photo });
    const history = await w.call('GET', `/api/staff/catalogue/${p.id}`, undefined, { cookie: manager });
    expect(history.body.response.history[0].fields).toEqual([{ field: 'photo', label: 'Picture', before: p.photo, after: photo }]);

    // the shop's product answer, through the cache that held the old one
    const shop = await w.call('GET', `/api/product/${p.slug}`);
    expect(shop.headers.get('x-cache')).toBe('MISS');
    expect(shop.body.response).toMatchObject({ photo, photo_widths: [200, 400, 800] });

    // each copy as uploaded, as WebP, cached for a year, even for a signed-in reader
    const big = await w.request(photo.replace('/400.webp', '/800.webp'), { headers: { cookie: manager } });
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/webp');
    expect(big.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(big.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await big.arrayBuffer())).toEqual(copies.w800);
    expect((await w.request(photo.replace(/[0-9a-f]{64}/, 'f'.repeat(64)))).status).toBe(404);
    expect((await w.request(photo.replace('400.webp', '300.webp'))).status).toBe(400);

    // the same picture again changes nothing
    expect((await upload(p.id, copies)).body).toMatchObject({ status: 1, code: 'catEdit.nothingChanged' });
    expect(await changesOf(p.id)).toHaveLength(1);
  });

  it('a small original gives only the widths it reaches, never upscaled', async () => {
    const p = products[1]!;
    const res = await upload(p.id, { w200: await webpOf(200, 300), w400: await webpOf(400, 600) });
    expect(res.body).toMatchObject({ status: 1, response: { photo_widths: [200, 400] } });
    expect((await row(p.id))!.photo_widths).toBe('200,400');
  });

  const refusals: [string, () => Promise<Record<string, Uint8Array | string>>, number, string][] = [
    [
      'a PNG sent as the WebP copy',
      async () => ({
        w200: new Uint8Array(
          await sharp(await ORIGINAL)
            .resize(200)
            .png()
            .toBuffer(),
        ),
      }),
      415,
      'catPic.notPicture',
    ],
    ['text', async () => ({ w200: new TextEncoder().encode('<html>not a picture</html>') }), 415, 'catPic.notPicture'],
    ['a field that is not a copy', async () => ({ w200: await webpOf(200), note: 'hello' }), 400, 'catPic.notPicture'],
    [
      'a copy over its cap',
      async () => {
        const copy = await webpOf(200);
        const padded = new Uint8Array(PICTURE_MAX_BYTES[200] + 1);
        padded.set(copy);
        return { w200: padded };
      },
      413,
      'catPic.tooLarge',
    ],
    ['a body over 800 KB', async () => ({ w200: new Uint8Array(900 * 1024) }), 413, 'catPic.tooLarge'],
    ['no 200 px copy (a picture under 200 px)', async () => ({ w400: await webpOf(400) }), 400, 'catPic.tooSmall'],
    ['an 800 px copy without the 400', async () => ({ w200: await webpOf(200), w800: await webpOf(800) }), 400, 'catPic.notPicture'],
    ['a copy not as wide as it says', async () => ({ w200: await webpOf(200), w400: await webpOf(300) }), 400, 'catPic.sizesDiffer'],
    ['copies of different pictures', async () => ({ w200: await webpOf(200, 200), w400: await webpOf(400) }), 400, 'catPic.sizesDiffer'],
  ];
  it.each(refusals)('refuses %s, naming the problem, and changes nothing', async (_what, parts, status, code) => {
    const p = products[2]!;
    const before = await row(p.id);
    const res = await upload(p.id, await parts());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 0, code });
    expect(await row(p.id)).toEqual(before);
    expect(await changesOf(p.id)).toHaveLength(0);
  });

  it.each([
    ['kn', /[\u0C80-\u0CFF]/],
    ['hi', /[\u0900-\u097F]/],
  ])("says the refusal in the reader's language (%s)", async (lang, script) => {
    const form = new FormData();
    form.append('w200', new Blob([new TextEncoder().encode('not a picture')]), 'x.webp');
    const res = await w.request(`/api/staff/catalogue/${products[2]!.id}/picture`, {
      method: 'POST',
      body: form,
      headers: { cookie: manager, 'accept-language': lang },
    });
    const said = (await res.json()) as { code: string; message: string };
    expect(said.code).toBe('catPic.notPicture');
    expect(said.message).toMatch(script);
  });

  it('a clerk and a shopper are refused; nothing changes', async () => {
    const p = products[3]!;
    const before = await row(p.id);
    expect((await upload(p.id, { w200: await webpOf(200) }, clerk)).status).toBe(403);
    const shopper = await newShopper(w);
    expect((await upload(p.id, { w200: await webpOf(200) }, shopper.cookie)).status).toBe(401);
    expect(await row(p.id)).toEqual(before);
  });

  it('without the bucket uploads are off with a clear message', async () => {
    const noBucket = { ...w.env, PRODUCT_PHOTOS: undefined } as unknown as typeof w.env;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(savePicture(noBucket, MANAGER.id, products[4]!.id, [{ width: 200, bytes: await webpOf(200) }], NOW)).rejects.toThrow(
      'Product pictures cannot be uploaded right now: this store has no picture storage.',
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('PRODUCT_PHOTOS'));
    error.mockRestore();
  });

  it('a placed order keeps the picture it was placed with', async () => {
    const shopper = await newShopper(w);
    const order = await placeOrder(w, shopper, { productIndex: 0 });
    const line = () => w.env.DB.prepare('SELECT photo FROM order_line WHERE order_id = ?1').bind(order.id).first<{ photo: string }>();
    const was = (await line())!.photo;
    expect((await upload(order.product.id, { w200: await webpOf(200) })).body).toMatchObject({ status: 1 });
    expect((await line())!.photo).toBe(was);
  });
});
