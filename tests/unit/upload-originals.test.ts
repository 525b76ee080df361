import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants, variantFileName, variantWidths } from '../../src/lib/cms/picture-variants';
import { dropUploadCopies, isUploadCopy } from '../../src/lib/cms/upload-originals';

const UPLOADS = ['/repo/src/assets/festivals/pongal/banners/0/src.png', '/repo/src/assets/home-slides/fresh/photo.svg'];

describe("an upload reaches shoppers only as the build's resized copies", () => {
  it("recognises Astro's copy of an original, never a resized copy", () => {
    expect(isUploadCopy('src.DnFaFQw4.png', UPLOADS)).toBe(true);
    expect(isUploadCopy('photo.DKX9R0N-.svg', UPLOADS)).toBe(true);
    expect(isUploadCopy('src.DnFaFQw4_Z26jrjb.webp', UPLOADS)).toBe(false);
    expect(isUploadCopy('photo.DKX9R0N-_Z26jrjb.svg', UPLOADS)).toBe(false);
    expect(isUploadCopy(variantFileName('/x/photo.png', '640w', Buffer.from('a'), 'avif').split('/')[1]!, UPLOADS)).toBe(false);
    expect(isUploadCopy(variantFileName('/x/photo.svg', 'vector', Buffer.from('a'), 'svg').split('/')[1]!, UPLOADS)).toBe(false);
    expect(isUploadCopy('other.DnFaFQw4.png', UPLOADS)).toBe(false);
  });

  it('removes the unlinked copies from the built _astro folder and keeps what a page names', () => {
    const root = mkdtempSync(join(tmpdir(), 'haat-uploads-'));
    const assets = join(root, 'src/assets/festivals/pongal');
    const dist = join(root, 'dist');
    mkdirSync(assets, { recursive: true });
    mkdirSync(join(dist, '_astro'), { recursive: true });
    mkdirSync(join(dist, '_worker.js'), { recursive: true });
    writeFileSync(join(assets, 'src.png'), 'png');
    writeFileSync(join(assets, 'kolam.svg'), '<svg/>');
    for (const f of ['src.AAAAAAAA.png', 'src.AAAAAAAA_BBBBBB.webp', 'kolam.CCCCCCCC.svg', 'page.DDDDDDDD.css'])
      writeFileSync(join(dist, '_astro', f), 'x');
    // the Worker lists every asset; that is no page naming it
    writeFileSync(join(dist, '_worker.js/manifest.mjs'), '"/_astro/src.AAAAAAAA.png" "/_astro/kolam.CCCCCCCC.svg"');
    writeFileSync(join(dist, 'festival.html'), '<img src="/_astro/src.AAAAAAAA_BBBBBB.webp"><meta content="/_astro/kolam.CCCCCCCC.svg">');
    expect(dropUploadCopies(dist, join(root, 'src/assets'))).toEqual(['_astro/src.AAAAAAAA.png']);
    expect(readdirSync(join(dist, '_astro')).sort()).toEqual(['kolam.CCCCCCCC.svg', 'page.DDDDDDDD.css', 'src.AAAAAAAA_BBBBBB.webp']);
  });
});

describe('home slides and ad tiles are resized and converted at build', () => {
  it('makes AVIF and WebP at the banner widths, never upscaled', async () => {
    expect(variantWidths(2400)).toEqual([640, 1280]);
    expect(variantWidths(1000)).toEqual([640, 1000]);
    expect(variantWidths(1280)).toEqual([640, 1280]);
    expect(variantWidths(300)).toEqual([300]);
    const png = await sharp({ create: { width: 1400, height: 440, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const made = await makeVariants(png);
    expect(made).toMatchObject({ width: 1400, height: 440 });
    expect(made.variants.map((v) => `${v.format}@${v.width}`)).toEqual(['avif@640', 'avif@1280', 'webp@640', 'webp@1280']);
    for (const v of made.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
    }
  });
});
