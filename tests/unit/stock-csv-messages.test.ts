/**
 * Issue 27: the stock CSV's texts. A refused row's text leaves out its row (the console says
 * "Row 3 (branch): " before it), and the summaries say one count, one row, in all three languages.
 */
import { describe, expect, it } from 'vitest';
import { parseStockCsv, stockCsvApplied, stockCsvChecked } from '../../src/lib/domain/catalogue/stock-csv';
import { en, hi, kn } from '../../src/lib/domain/i18n/catalogues';
import { sayIn } from '../../src/lib/domain/i18n/t';

const stockCsvKeys = Object.keys(en).filter((k) => k.startsWith('stock.csv')) as (keyof typeof en)[];

describe('the stock CSV says each count once and in the singular when it is one', () => {
  it('the check summary, English', () => {
    expect(sayIn('en', stockCsvChecked(1, 1, 1))).toBe('1 count would change, 1 is unchanged, 1 row is refused');
    expect(sayIn('en', stockCsvChecked(0, 2, 3))).toBe('0 counts would change, 2 are unchanged, 3 rows are refused');
    expect(sayIn('en', stockCsvApplied(1))).toBe('1 count changed');
    expect(sayIn('en', stockCsvApplied(20))).toBe('20 counts changed');
  });

  it('the check summary, Kannada and Hindi', () => {
    expect(sayIn('kn', stockCsvChecked(1, 0, 1))).toBe('1 ಎಣಿಕೆ ಬದಲಾಗುತ್ತದೆ, 0 ಬದಲಾಗುವುದಿಲ್ಲ ಮತ್ತು 1 ಸಾಲನ್ನು ನಿರಾಕರಿಸಲಾಗಿದೆ');
    expect(sayIn('kn', stockCsvApplied(4))).toBe('4 ಎಣಿಕೆಗಳು ಬದಲಾಗಿವೆ');
    expect(sayIn('hi', stockCsvChecked(1, 2, 1))).toBe('1 गिनती बदलेगी, 2 वैसी ही रहेंगी और 1 पंक्ति अस्वीकार है');
    expect(sayIn('hi', stockCsvApplied(1))).toBe('1 गिनती बदली');
  });

  it('a refused row is said without its row number', () => {
    const { refused } = parseStockCsv('sku,pack,branch,counted\nrice,,Koramangala,-3\nrice,,Indiranagar,2\nrice,,Indiranagar,5\n');
    expect(refused.map((r) => [r.row, r.field, sayIn('en', r.message)])).toEqual([
      [2, 'counted', 'The count must be a whole number from 0 to 100000, not -3'],
      [4, 'sku', 'Counts the same pack at the same branch as row 3'],
    ]);
    expect(sayIn('hi', refused[1]!.message)).toBe('यह पंक्ति उसी शाखा का वही पैक गिनती है जो पंक्ति 3');
    // a short row (catCsv.cells, shared with the price and product CSVs) leaves its row to `row` too
    const [short] = parseStockCsv('sku,pack,branch,counted\nrice,,Koramangala\n').refused;
    expect([short!.row, sayIn('en', short!.message)]).toEqual([2, 'This row has 3 cells; the first line names 4']);
    expect(sayIn('kn', short!.message)).toBe('ಈ ಸಾಲಿನಲ್ಲಿ 3 ಕೋಶಗಳಿವೆ; ಮೊದಲ ಸಾಲು 4 ಹೆಸರಿಸುತ್ತದೆ');
  });

  it('no stock.csv text names a {row}, and Kannada and Hindi take the same {params}', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(stockCsvKeys.length).toBeGreaterThan(10);
    for (const k of stockCsvKeys) {
      expect(names(en[k]), k).not.toContain('row');
      for (const cat of [kn, hi]) expect(names(cat[k]), k).toEqual(names(en[k]));
    }
  });
});
