/**
 * The product page's buy box shows the page's language and nothing else: every word comes from the
 * page (texts(lang, PURCHASE_KEYS)), none is written into the island (issue 15: islands carry no
 * English of their own, so the product page's JavaScript carries no second copy of the catalogue).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ProductPurchase from '../../src/islands/ProductPurchase';
import { PURCHASE_KEYS, PURCHASE_PARTS_KEYS } from '../../src/lib/domain/i18n/island-keys';
import { texts } from '../../src/lib/domain/i18n/t';
import type { ProductCard } from '../../src/lib/domain/types';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const HOUR = 3_600_000;

// a running deal, low stock, pack sizes, points and a saving: every line of the panel shows
const product: ProductCard = {
  id: 7,
  slug: 'ghee',
  name: 'ತುಪ್ಪ',
  brand: 'ನಂದಿನಿ',
  photo: 'g.webp',
  summary: '',
  category_id: 1,
  net_quantity: 500,
  net_unit: 'ml',
  veg: 1,
  attributes: [{ id: 3, name: '1 ಲೀ', price: 70_000, selling: 65_000, point: 650 }],
  mrp: 40_000,
  price: 36_000,
  point: 360,
  stock: 5,
  out_of_stock: 0,
  minQty: 1,
  maxQty: 5,
  dealKind: 'deal_of_day',
  date: NOW - HOUR,
  to_date: NOW + 5 * HOUR,
  dealPrice: 30_000,
  dealPoints: 300,
  max_count: 20,
  purchased_count: 12,
};
const packs = { regular: '500 ಮಿಲೀ', deal: '500 ಮಿಲೀ', sizes: { 3: '1 ಲೀ' } };

function visibleWords(html: string): string[] {
  const text = html
    .replace(/<[^>]*\baria-label="([^"]*)"[^>]*>/g, ' $1 ') // labels are read out: they count
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the product page buy box in Kannada', () => {
  it('shows no English word (prices, deal clock, hurry line, buttons all from the page)', () => {
    const html = renderToString(
      createElement(ProductPurchase, {
        product,
        packs,
        rewards: true,
        now: NOW,
        text: texts('kn', PURCHASE_KEYS),
        partsText: texts('kn', PURCHASE_PARTS_KEYS),
      }),
    );
    expect(html).toContain('ರಿಯಾಯಿತಿ'); // "% OFF"
    expect(visibleWords(html)).toEqual([]);
  });

  it('in English says what SPEC §2 says, from the same keys', () => {
    const html = renderToString(
      createElement(ProductPurchase, {
        product,
        packs,
        rewards: true,
        now: NOW,
        text: texts('en', PURCHASE_KEYS),
        partsText: texts('en', PURCHASE_PARTS_KEYS),
      }),
    );
    for (const words of ['Deal of the day', 'Hurry Up Only 8 products Left!!!', 'Add', 'Add To Wishlist', 'MRP ₹400.00', '25% OFF']) {
      expect(html.replace(/<!-- -->/g, '')).toContain(words);
    }
  });
});
