/**
 * Found by search engines (issue 17): robots.txt and sitemap.xml from the live catalogue, canonical
 * URLs and Open Graph tags, and schema.org Product/Offer and BreadcrumbList JSON-LD on product pages.
 */
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser';
import { storeFetch } from './support/fresh-socket';

const get = async (path: string) => {
  const res = await storeFetch(new URL(path, baseURL()));
  return { res, text: await res.text() };
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );

describe('search engines', () => {
  it('robots.txt names the sitemap and no private path; personal and staff pages say noindex themselves', async () => {
    const { res, text } = await get('/robots.txt');
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(text).not.toContain('/staff');
    expect(text).not.toContain('/checkout');
    expect(text).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    for (const path of ['/cart', '/login', '/staff/login'])
      expect([path, (await get(path)).res.headers.get('x-robots-tag')]).toEqual([path, 'noindex']);
    expect((await get('/shop')).res.headers.get('x-robots-tag')).toBeNull();
  });

  let productPath = '';
  it('sitemap.xml lists the catalogue: categories and every product page', async () => {
    const { res, text } = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs.some((l) => l.startsWith('/shop/'))).toBe(true);
    const products = locs.filter((l) => l.startsWith('/product-details-one/'));
    expect(products.length).toBeGreaterThan(100);
    productPath = products[0]!;
  });

  it('a product page has its canonical URL, Open Graph tags and valid Product + BreadcrumbList JSON-LD', async () => {
    const { res, text } = await get(`${productPath}?utm_source=test`);
    expect(res.status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1];
    expect(new URL(canonical!).pathname).toBe(productPath);
    expect(canonical).not.toContain('utm_source');
    expect(text).toMatch(/<meta property="og:type" content="product"/);
    expect(text).toMatch(/<meta property="og:image" content="http[^"]+"/);
    const blocks = jsonLd(text);
    const product = blocks.find((b) => b['@type'] === 'Product')!;
    expect(product).toBeTruthy();
    expect(product.name).toBeTruthy();
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
    expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(product.offers.availability);
    // the JSON-LD price is the price the page shows
    const shown = Number(product.offers.price).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toContain(`₹${shown}`);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(new URL(crumbs.itemListElement.at(-1).item).pathname).toBe(productPath);
  });
});
