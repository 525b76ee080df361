import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkLabel, pageJsBytes } from '../../scripts/bench/js-bytes.mjs';

interface Lazy {
  label: string;
  files: string[];
  gz: number;
}

/** A build folder with chunks as Vite writes them (minified imports, hashed names). */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-bytes-'));
  mkdirSync(join(dir, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), code);
  return dir;
}

describe('JS bytes per page (bench): before any interaction vs on an interaction', () => {
  const dir = build({
    'Gallery.astro_astro_type_script_index_0_lang.AbCd1234.js':
      'import{a}from"./shop-core.Zz9_8-7x.js";const w=()=>import("./gallery-swiper.Q1w2E3r4.js");a(w);',
    'shop-core.Zz9_8-7x.js': 'export const a=(x)=>x;',
    'gallery-swiper.Q1w2E3r4.js': 'import{a}from"./shop-core.Zz9_8-7x.js";import"./swiper-core.Kk00Kk00.js";a(1);',
    'swiper-core.Kk00Kk00.js': 'export default class Swiper{}'.repeat(50),
    'client.Hh11Hh11.js': 'export const r=1;',
  });
  const html = `<script type="module" src="/_astro/Gallery.astro_astro_type_script_index_0_lang.AbCd1234.js"></script>
    <astro-island component-url="/_astro/client.Hh11Hh11.js" client="visible"></astro-island>`;

  it('counts what the HTML names and its static imports, client:visible islands included', () => {
    const js = pageJsBytes(dir, html);
    expect(js.files).toEqual([
      '/_astro/Gallery.astro_astro_type_script_index_0_lang.AbCd1234.js',
      '/_astro/client.Hh11Hh11.js',
      '/_astro/shop-core.Zz9_8-7x.js',
    ]);
  });

  it('reports a dynamic import apart, without what the page already loaded', () => {
    const lazy: Lazy[] = pageJsBytes(dir, html).onInteraction;
    expect(lazy.map((c) => [c.label, c.files])).toEqual([
      ['gallery-swiper', ['/_astro/gallery-swiper.Q1w2E3r4.js', '/_astro/swiper-core.Kk00Kk00.js']],
    ]);
    expect(lazy[0]!.gz).toBeGreaterThan(0);
  });

  it('names chunks without their hash', () => {
    expect(chunkLabel('/_astro/gallery-swiper.Q1w2E3r4.js')).toBe('gallery-swiper');
    expect(chunkLabel('/_astro/qr-scanner.min.Ab-d_fgh.js')).toBe('qr-scanner.min');
    expect(chunkLabel('/_astro/AddressForm.CdEfGh12.js')).toBe('AddressForm');
  });
});
