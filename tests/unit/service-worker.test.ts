/**
 * The service worker's promises that need no browser (issue 27): its rules (src/sw/rules.ts) and the
 * precache list scripts/sw/build.mjs writes into /sw.js: the offline pages with the files they name,
 * the shell, each with a build revision, nothing of the API or staff; and a changed chunk makes a
 * different sw.js. Built on a small made-up build directory, so no `astro build` is needed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServiceWorker, precacheManifest } from '../../scripts/sw/build.mjs';
import { neverKept, offlinePageFor, shareable, untouched } from '../../src/sw/rules';

const ORIGIN = 'https://haat.example';

describe('the service worker rules', () => {
  it('never keeps a personal page, in any language, and keeps catalogue pages', () => {
    for (const path of ['/cart', '/kn/cart', '/hi/checkout', '/my-account/customer-order', '/order-success/T1', '/login', '/kn/account'])
      expect(neverKept(path), path).toBe(true);
    for (const path of ['/', '/kn/', '/shop', '/product-details-one/atta', '/hi/search']) expect(neverKept(path), path).toBe(false);
  });

  it('keeps only what the server said is the same for everyone', () => {
    const res = (cc: string, extra: Record<string, string> = {}, type: ResponseType = 'basic') => ({
      ok: true,
      type,
      headers: new Headers({ 'cache-control': cc, ...extra }),
    });
    expect(shareable(res('public, max-age=60, s-maxage=300, stale-while-revalidate=600'))).toBe(true);
    expect(shareable(res('private, no-store'))).toBe(false);
    expect(shareable(res('public, no-store'))).toBe(false);
    expect(shareable(res(''))).toBe(false);
    expect(shareable(res('public, s-maxage=300', { 'set-cookie': 'sid=1' }))).toBe(false);
    expect(shareable(res('public, s-maxage=300', {}, 'opaque'))).toBe(false);
  });

  it('leaves the API, staff, other sites and anything not GET to the network', () => {
    const u = (path: string, origin = ORIGIN) => new URL(path, origin);
    expect(untouched({ method: 'GET' }, u('/api/cart'), ORIGIN)).toBe(true);
    expect(untouched({ method: 'GET' }, u('/staff/orders'), ORIGIN)).toBe(true);
    expect(untouched({ method: 'GET' }, u('/x.js', 'https://cdn.example'), ORIGIN)).toBe(true);
    expect(untouched({ method: 'POST' }, u('/shop'), ORIGIN)).toBe(true);
    expect(untouched({ method: 'GET' }, u('/shop'), ORIGIN)).toBe(false);
  });

  it('falls back to the offline page in the language of the page asked for', () => {
    expect(offlinePageFor('/kn/cart')).toBe('/kn/offline');
    expect(offlinePageFor('/hi/')).toBe('/hi/offline');
    expect(offlinePageFor('/my-account/customer-order')).toBe('/offline');
  });
});

describe('the precache list of a build', () => {
  let out: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  };
  const offlineHtml = (css: string) => `<html><link rel="stylesheet" href="/_astro/${css}"><script>/* inline */</script></html>`;

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'haat-sw-'));
    for (const page of ['offline.html', 'kn/offline.html', 'hi/offline.html']) write(page, offlineHtml('_slug_.AAAA1111.css'));
    write('_astro/_slug_.AAAA1111.css', 'body{}');
    write('_astro/cart.BBBB2222.js', 'export{}'); // a chunk the offline pages do not name
    for (const f of ['logo.svg', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png']) write(f, f);
    write('api/health', '{}');
    write('staff/index.html', '<html></html>');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('lists the offline pages by address, the files they name and the shell, with revisions', async () => {
    const entries = await precacheManifest(out);
    expect(entries.map((e) => e.url).sort()).toEqual(
      [
        '/offline',
        '/kn/offline',
        '/hi/offline',
        '/_astro/_slug_.AAAA1111.css',
        '/logo.svg',
        '/favicon.svg',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
      ].sort(),
    );
    for (const e of entries)
      if (e.url.startsWith('/_astro/'))
        expect(e.revision, e.url).toBeNull(); // the hash in the name is the revision
      else expect(e.revision, e.url).toMatch(/^[0-9a-f]{32}$/);
    expect(entries.filter((e) => /^\/(api|staff)/.test(e.url))).toEqual([]);
  });

  it('a new build whose offline page names a new chunk writes a different sw.js', async () => {
    await buildServiceWorker(out);
    const first = readFileSync(join(out, 'sw.js'), 'utf8');
    expect(first).not.toContain('__SW_MANIFEST');
    expect(first).toContain('"/_astro/_slug_.AAAA1111.css"');

    for (const page of ['offline.html', 'kn/offline.html', 'hi/offline.html']) write(page, offlineHtml('_slug_.CCCC3333.css'));
    write('_astro/_slug_.CCCC3333.css', 'body{color:green}');
    await buildServiceWorker(out);
    const second = readFileSync(join(out, 'sw.js'), 'utf8');
    expect(second).toContain('"/_astro/_slug_.CCCC3333.css"');
    expect(second).not.toContain('AAAA1111');
    expect(second).not.toBe(first);
  });

  it('a changed logo gets a new revision', async () => {
    const before = (await precacheManifest(out)).find((e) => e.url === '/logo.svg')!.revision;
    write('logo.svg', '<svg>new</svg>');
    const after = (await precacheManifest(out)).find((e) => e.url === '/logo.svg')!.revision;
    expect(after).not.toBe(before);
  });
});
