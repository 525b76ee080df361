import { describe, expect, it } from 'vitest';
import { festivalPrice } from '../../src/lib/domain/content/festival-price';
import { unitPrice } from '../../src/lib/domain/catalogue/pricing';

const START = Date.UTC(2027, 0, 9, 18, 30); // 00:00 IST, 10 January 2027
const END = START + 9 * 24 * 3600_000; // 00:00 IST after 18 January
const jaggery = {
  id: 1,
  slug: 'organic-jaggery-powder-500-g',
  mrp: 9000,
  price: 7900,
  point: 79,
  stock: 40,
  out_of_stock: 0,
  minQty: 1,
  maxQty: 10,
  dealKind: 'flash_deal' as 'flash_deal' | 'deal_of_day' | null,
  date: START,
  to_date: END,
  dealPrice: 6500,
  dealPoints: 65,
  max_count: 20,
  purchased_count: 0,
};

describe('festivalPrice: what a festival card says, by the cart’s own rule', () => {
  it.each<[string, number, Record<string, unknown>, { purchased_count?: number }?]>([
    ['before the window', START - 1, { price: 7900, off: 12, deal: false, left: null, deal_end: null, sold_out: false }],
    ['on the first moment', START, { price: 6500, off: 28, deal: true, left: 20, deal_end: END, sold_out: false }],
    ['mid-festival, 5 bought', START + 86_400_000, { price: 6500, deal: true, left: 15 }, { purchased_count: 5 }],
    ['every unit bought', START + 86_400_000, { price: 7900, deal: false, left: null, sold_out: true }, { purchased_count: 20 }],
    ['at the end exactly', END, { price: 7900, deal: false, left: null, sold_out: false }],
  ])('%s', (_label, now, expected, change = {}) => {
    const p = { ...jaggery, ...change };
    const card = festivalPrice(p, now);
    expect(card).toMatchObject({ slug: p.slug, mrp: 9000, ...expected });
    // the card's price is the cart's unit price for the first pack
    expect(card.price).toBe(unitPrice(p, null, now).selling);
  });

  it('a product out of stock is not available, whatever its price', () => {
    expect(festivalPrice({ ...jaggery, stock: 0 }, START - 1).available).toBe(false);
    expect(festivalPrice({ ...jaggery, out_of_stock: 1 }, START - 1).available).toBe(false);
    expect(festivalPrice(jaggery, START - 1).available).toBe(true);
  });
});
