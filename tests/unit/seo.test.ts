import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, isSearchPage, jsonLdText, productJsonLd, schemaPrice } from '../../src/lib/domain/catalogue/seo';
import type { ProductDetail } from '../../src/lib/domain/types';
import { robotsTxt } from '../../functions/api/services/catalogue/sitemap';
import { withSecurityHeaders } from '../../src/server/security-headers';
import { pricedProduct } from '../support/priced-product';

const NOW = Date.UTC(2026, 10, 24, 6);
const media = (photo: string) => `/media/${photo}`;

function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...pricedProduct({ id: 42, mrp: 12000, price: 9950 }),
    slug: 'toor-dal-1-kg',
    name: 'Toor Dal 1 kg',
    brand: 'Tata Sampann',
    photo: 'products/toor.webp',
    summary: 'Unpolished arhar dal',
    category_id: 3,
    net_quantity: 1,
    net_unit: 'kg',
    attributes: [],
    details: '',
    gallery: [{ photo: 'products/toor-2.webp' }, { photo: 'products/toor.webp' }],
    category: { id: 3, name: 'Dals & Pulses', slug: 'dals-pulses' },
    subcategory: null,
    specification: [],
    generic_name: 'Toor dal',
    manufacturer: 'Tata Consumer Products',
    country_of_origin: 'India',
    best_before: '6 months',
    consumer_care: '',
    hsn_code: '0713',
    gst_rate: 0,
    ...over,
  } as ProductDetail;
}

describe('Product JSON-LD (schema.org Product + Offer)', () => {
  it('carries the fields search engines need, with the price in INR as a plain decimal', () => {
    const ld = productJsonLd(detail(), 'https://haat.example', NOW, media);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Toor Dal 1 kg',
      sku: '42',
      url: 'https://haat.example/product-details-one/toor-dal-1-kg',
      brand: { '@type': 'Brand', name: 'Tata Sampann' },
      description: 'Unpolished arhar dal',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '99.50',
        availability: 'https://schema.org/InStock',
        url: 'https://haat.example/product-details-one/toor-dal-1-kg',
      },
    });
    // absolute, de-duplicated image URLs
    expect(ld.image).toEqual(['https://haat.example/media/products/toor.webp', 'https://haat.example/media/products/toor-2.webp']);
  });

  it('says OutOfStock when the product cannot be bought', () => {
    expect((productJsonLd(detail({ stock: 0 }), 'https://haat.example', NOW, media).offers as { availability: string }).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(
      (productJsonLd(detail({ out_of_stock: 1 }), 'https://haat.example', NOW, media).offers as { availability: string }).availability,
    ).toBe('https://schema.org/OutOfStock');
  });

  it("offers a running deal's price, valid until the deal ends", () => {
    const deal = detail({
      dealKind: 'deal_of_day',
      date: NOW - 3_600_000,
      to_date: Date.UTC(2026, 10, 25),
      dealPrice: 7900,
      max_count: 50,
    });
    const offer = productJsonLd(deal, 'https://haat.example', NOW, media).offers as Record<string, string>;
    expect(offer.price).toBe('79.00');
    expect(offer.priceValidUntil).toBe('2026-11-25');
  });

  it('cannot be broken out of its script tag by a product name', () => {
    const text = jsonLdText(productJsonLd(detail({ name: 'Dal </script><script>alert(1)</script>' }), 'https://haat.example', NOW, media));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Dal </script><script>alert(1)</script>');
  });
});

describe('BreadcrumbList', () => {
  it('numbers the crumbs from Home and ends at the page itself', () => {
    const ld = breadcrumbJsonLd(
      [{ label: 'Dals & Pulses', href: '/shop/dals-pulses' }, { label: 'Toor Dal 1 kg' }],
      'https://haat.example',
      '/product-details-one/toor-dal-1-kg',
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://haat.example/' },
      { '@type': 'ListItem', position: 2, name: 'Dals & Pulses', item: 'https://haat.example/shop/dals-pulses' },
      { '@type': 'ListItem', position: 3, name: 'Toor Dal 1 kg', item: 'https://haat.example/product-details-one/toor-dal-1-kg' },
    ]);
  });
});

describe('robots.txt and URLs', () => {
  it('says only what crawlers need: no staff console, no list of private paths (issue 26 item 9)', () => {
    const txt = robotsTxt('https://haat.example');
    expect(txt.trim().split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /partials/',
      '',
      'Sitemap: https://haat.example/sitemap.xml',
    ]);
    for (const p of ['/staff', '/checkout', '/my-account', '/cart', '/login', '/invoice-one', '/bills']) expect(txt).not.toContain(p);
    expect(txt).not.toMatch(/Disallow: \/\n/);
  });

  it('keeps personal, sign-in and staff pages out of search results by their own noindex header', () => {
    const robotsTag = (path: string) =>
      withSecurityHeaders(
        new Response('<p>', { headers: { 'content-type': 'text/html' } }),
        new URL(`https://haat.example${path}`),
      ).headers.get('x-robots-tag');
    for (const path of [
      '/staff',
      '/staff/orders/12',
      '/staff/login',
      '/cart',
      '/checkout',
      '/my-account/addresslist',
      '/kn/my-account',
      '/login/cart',
      '/register',
      '/forgot',
      '/wishlist',
      '/search',
      '/partials/mega-menu',
      '/api/profile',
      '/lang',
    ]) {
      expect([path, robotsTag(path)]).toEqual([path, 'noindex']);
    }
    for (const path of [
      '/',
      '/kn/',
      '/shop',
      '/shop/dals-pulses',
      '/hi/product-details-one/toor-dal-1-kg',
      '/view-detail/hot',
      '/all-category',
      '/offers',
      '/faqs',
      '/terms',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect([path, robotsTag(path)]).toEqual([path, null]);
    }
    expect(isSearchPage('/shop/')).toBe(true);
    expect(isSearchPage('/product-details-one/')).toBe(false);
  });

  it('makes absolute URLs on the site and two-place rupee prices', () => {
    expect(absoluteUrl('https://haat.example/', '/shop')).toBe('https://haat.example/shop');
    expect(absoluteUrl('https://haat.example', '/')).toBe('https://haat.example/');
    expect(schemaPrice(12345600)).toBe('123456.00');
    expect(schemaPrice(5)).toBe('0.05');
  });
});
