/**
 * Issue 27: the price and product CSV screens say one product, one row, one cell in the singular, in
 * all three languages, while every plural answer keeps its English word for word and its `code`.
 */
import { describe, expect, it } from 'vitest';
import {
  csvCellsRefused,
  csvRefusedNothingApplied,
  priceCsvApplied,
  priceCsvChecked,
  productCsvApplied,
  productCsvChecked,
} from '../../src/lib/domain/catalogue/csv-counts';
import { parsePriceCsv } from '../../src/lib/domain/catalogue/price-csv';
import { sayIn } from '../../src/lib/domain/i18n/t';

/** The English these answers said before they had singulars, as the API tests and the console knew it. */
const before = {
  checked: (c: number, s: number, r: number) => `${c} products would change, ${s} are unchanged, ${r} rows are refused`,
  applied: (n: number) => `${n} products changed`,
  prodChecked: (a: number, c: number, s: number, r: number) =>
    `${a} products would be added and ${c} changed, ${s} are unchanged, ${r} rows are refused`,
  prodApplied: (a: number, c: number) => `${a} products added and ${c} changed`,
  nothing: (n: number) => `Nothing was changed: ${n} rows are refused. Correct them and try again.`,
  cells: (n: number, e: number) => `This row has ${n} cells; the first line names ${e}`,
};

describe('the CSV screens count in the singular when it is one', () => {
  it('English: one of each', () => {
    expect(sayIn('en', priceCsvChecked(1, 1, 1))).toBe('1 product would change, 1 is unchanged, 1 row is refused');
    expect(sayIn('en', priceCsvApplied(1))).toBe('1 product changed');
    expect(sayIn('en', productCsvChecked(1, 1, 1, 1))).toBe('1 product would be added and 1 changed, 1 is unchanged, 1 row is refused');
    expect(sayIn('en', productCsvApplied(1, 1))).toBe('1 product added and 1 changed');
    expect(sayIn('en', csvRefusedNothingApplied(1))).toBe('Nothing was changed: 1 row is refused. Correct it and try again.');
    expect(sayIn('en', csvCellsRefused(1, 4))).toBe('This row has 1 cell; the first line names 4');
  });

  it('English for any other number is word for word what it was', () => {
    for (const n of [0, 2, 3, 200]) {
      expect(sayIn('en', priceCsvChecked(n, n + 2, n))).toBe(before.checked(n, n + 2, n));
      expect(sayIn('en', priceCsvApplied(n))).toBe(before.applied(n));
      expect(sayIn('en', productCsvChecked(n, n + 1, 0, n))).toBe(before.prodChecked(n, n + 1, 0, n));
      expect(sayIn('en', productCsvApplied(n, 1))).toBe(before.prodApplied(n, 1));
      expect(sayIn('en', csvRefusedNothingApplied(n))).toBe(before.nothing(n));
      expect(sayIn('en', csvCellsRefused(n, 4))).toBe(before.cells(n, 4));
    }
  });

  it('the answer keeps its code: one key words the sentence; only the price apply has a singular key', () => {
    expect(priceCsvChecked(1, 0, 1).key).toBe('catCsv.checked');
    expect(productCsvChecked(1, 0, 0, 1).key).toBe('catProdCsv.checked');
    expect(productCsvApplied(1, 0).key).toBe('catProdCsv.applied');
    expect([priceCsvApplied(200).key, priceCsvApplied(1).key]).toEqual(['catCsv.applied', 'catCsv.appliedOne']);
    expect(csvRefusedNothingApplied(1).key).toBe('catCsv.refusedNothingApplied');
    expect(csvCellsRefused(1, 4).key).toBe('catCsv.cells');
  });

  it('Kannada and Hindi', () => {
    expect(sayIn('kn', priceCsvChecked(1, 2, 1))).toBe('1 ಉತ್ಪನ್ನ ಬದಲಾಗುತ್ತದೆ, 2 ಬದಲಾಗುವುದಿಲ್ಲ ಮತ್ತು 1 ಸಾಲನ್ನು ತಿರಸ್ಕರಿಸಲಾಗಿದೆ');
    expect(sayIn('kn', priceCsvApplied(1))).toBe('1 ಉತ್ಪನ್ನ ಬದಲಾಗಿದೆ');
    expect(sayIn('kn', productCsvApplied(2, 1))).toBe('2 ಉತ್ಪನ್ನಗಳು ಸೇರಿವೆ ಮತ್ತು 1 ಬದಲಾಗಿದೆ');
    expect(sayIn('kn', csvCellsRefused(1, 3))).toBe('ಈ ಸಾಲಿನಲ್ಲಿ 1 ಕೋಶವಿದೆ; ಮೊದಲ ಸಾಲು 3 ಹೆಸರಿಸುತ್ತದೆ');
    expect(sayIn('hi', priceCsvChecked(1, 1, 0))).toBe('1 उत्पाद बदलेगा, 1 नहीं बदलेगा और 0 पंक्तियाँ अस्वीकार हैं');
    expect(sayIn('hi', productCsvChecked(1, 2, 0, 1))).toBe('1 उत्पाद जुड़ेगा और 2 बदलेंगे, 0 नहीं बदलेंगे, 1 पंक्ति अस्वीकार है');
    expect(sayIn('hi', csvRefusedNothingApplied(1))).toBe('कुछ नहीं बदला: 1 पंक्ति अस्वीकार हुई। उसे ठीक करके फिर कोशिश करें।');
  });

  it('a price CSV row with one cell is refused in the singular', () => {
    const { refused } = parsePriceCsv('sku,price,mrp\nrice\n');
    expect(refused.map((r) => [r.row, r.field, sayIn('en', r.message)])).toEqual([
      [2, 'file', 'This row has 1 cell; the first line names 3'],
    ]);
  });
});
