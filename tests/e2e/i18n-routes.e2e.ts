import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser';
import { fileClockHeaders } from './support/clock';

/*
 * Issue 27, scope 4: shop pages live under src/pages/[lang]/ and read Astro.currentLocale; an English
 * address renders its /en/… route (docs/i18n-routing.md). Each address below is asked for once, by
 * plain HTTP (no cookie, so no remembered language), and answers in its own language or goes home.
 */
async function ask(path: string): Promise<{ status: number; location: string | null; body: string }> {
  const res = await fetch(new URL(path, baseURL()), { redirect: 'manual', headers: fileClockHeaders() });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1] ?? null;
const canonical = (body: string) => /rel="canonical" href="[^"]*?\/\/[^/]+([^"]*)"/.exec(body)?.[1] ?? null;
const links = (body: string) => [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);

describe('every address finds its page in its language', () => {
  it.each([
    ['/', 'en-IN', '/'],
    ['/kn/', 'kn-IN', '/kn'],
    ['/cart', 'en-IN', '/cart'],
    ['/hi/cart', 'hi-IN', '/hi/cart'],
    ['/shop', 'en-IN', '/shop'],
    ['/kn/shop', 'kn-IN', '/kn/shop'],
    // a page one folder down whose last segment is another page's name (/cart): the reason pages sit
    // under [lang], one segment, and not under a rest parameter
    ['/login/cart', 'en-IN', '/login/cart'],
    ['/kn/login/cart', 'kn-IN', '/kn/login/cart'],
    ['/hi/festival', 'hi-IN', null],
    ['/kn/terms', 'kn-IN', '/kn/terms'],
  ])('%s is a %s page', async (path, lang, canonicalPath) => {
    const { status, body } = await ask(path);
    expect(status).toBe(200);
    expect(htmlLang(body)).toBe(lang);
    if (canonicalPath) expect(canonical(body)).toBe(canonicalPath);
  });

  it("an English page's links carry no /en/ route; a Kannada page's stay in Kannada", async () => {
    const english = links((await ask('/shop')).body);
    expect(english.length).toBeGreaterThan(20);
    expect(english.filter((href) => /^\/(en|kn|hi)(\/|$)/.test(href))).toEqual([]);
    const shop = (await ask('/shop')).body;
    const shelf = /href="\/shop\/([a-z0-9-]+)"/.exec(shop)?.[1];
    const product = /href="\/product-details-one\/([a-z0-9-]+)"/.exec(shop)?.[1];
    expect(shelf && product).toBeTruthy();
    const kannadaPages = [
      '/kn/',
      '/kn/shop',
      `/kn/shop/${shelf}`,
      `/kn/product-details-one/${product}`,
      '/kn/category',
      '/kn/faqs',
      '/kn/search?q=rice',
    ];
    for (const path of kannadaPages) {
      const kannada = links((await ask(path)).body).filter((href) => !/^\/(lang|media|_astro)\b/.test(href));
      expect(kannada.length, path).toBeGreaterThan(10);
      // a guest's Add, the wishlist's sign-in and Go to cart too
      expect(
        kannada.filter((href) => !/^\/kn(\/|$)/.test(href)),
        path,
      ).toEqual([]);
    }
  });

  it.each([
    ['/no-such-page', '/'],
    ['/kn/no-such-page', '/kn/'],
    ['/xx/cart', '/'],
    ['/kn/xx/cart', '/kn/'],
    // a default-language prefix typed by hand: Astro's own i18n sends it to the address without one
    ['/en/cart', '/cart'],
  ])('%s is no page and goes to %s', async (path, home) => {
    const { status, location } = await ask(path);
    expect(status).toBe(302);
    expect(location).toBe(home);
  });

  it.each(['/missing.png', '/kn/missing.png', '/_astro/missing.js', '/media/missing'])('%s is a plain 404', async (path) => {
    const { status, body } = await ask(path);
    expect(status).toBe(404);
    expect(body).toBe('Not found');
  });
});
