/**
 * Issue 33: the editor's product picker finds a product by any word of its English, Kannada or
 * Hindi name ("jaggery" picked Yoga Bar Muesli and "til" picked Tide when the list jumped by first
 * letters). Runs over the real catalogue the editor shows (src/lib/cms/catalogue-options.ts).
 */
import { describe, expect, it } from 'vitest';
import { pickerIndex, pickerProducts } from '../../src/lib/cms/catalogue-options';
import { searchIndex, searchProducts } from '../../src/lib/cms/product-search';

const names = (q: string) => searchProducts(pickerIndex, q).map((p) => p.name);

describe('the product picker search', () => {
  it('"jaggery" finds the jaggery, not a muesli', () => {
    expect(names('jaggery')).toEqual(['Organic Jaggery Powder 500 g']);
    expect(names('Jagg')).toContain('Organic Jaggery Powder 500 g');
  });

  it('"til" finds the sesame (gingelly) oil, not Tide', () => {
    expect(names('til')).toContain('Idhayam Gingelly Oil 500 ml');
    expect(names('til').some((n) => /tide/i.test(n))).toBe(false);
    expect(names('sesame')).toContain('Idhayam Gingelly Oil 500 ml');
  });

  it('a Kannada or a Hindi word finds its product', () => {
    expect(names('ಬೆಲ್ಲ')).toContain('Organic Jaggery Powder 500 g');
    expect(names('ಎಳ್ಳೆಣ್ಣೆ')).toEqual(['Idhayam Gingelly Oil 500 ml']);
    expect(names('गुड़')).toContain('Organic Jaggery Powder 500 g');
  });

  it('any word in any order, every word must match; nothing typed lists nothing', () => {
    expect(names('ghee amul')).toContain('Amul Pure Ghee');
    expect(names('ghee amul').every((n) => /amul/i.test(n) && /ghee/i.test(n))).toBe(true);
    expect(names('rasgulla')).toContain("Haldiram's Rasgulla 1 kg");
    expect(names('   ')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
  });

  it('each result carries its picture, price, MRP and stock at build', () => {
    const [jaggery] = searchProducts(pickerIndex, 'jaggery');
    expect(jaggery).toMatchObject({ photo: '/media/products/organic-jaggery-powder-500-g.svg', selling: 7900, mrp: 9000 });
    expect(jaggery!.stock).toBeGreaterThanOrEqual(0);
  });

  it('English-name matches come before matches in other words, then by name', () => {
    const index = searchIndex([
      { slug: 'b', name: 'Sesame Seeds', photo: '', selling: 1, mrp: 1, stock: 1 },
      { slug: 'a', name: 'Chikki Bar', generic: 'Sesame brittle', photo: '', selling: 1, mrp: 1, stock: 1 },
    ]);
    expect(searchProducts(index, 'sesame').map((p) => p.slug)).toEqual(['b', 'a']);
    expect(pickerProducts.length).toBeGreaterThan(100);
  });
});
