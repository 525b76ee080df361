/** CSV as Excel opens it (issue 30): quoting, the formula guard, rupees and Indian dates. */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDate, csvRow, csvText, csvTime, rupees } from '../../src/lib/domain/reports/csv';

describe('csv', () => {
  it.each([
    ['Amul Butter', '"Amul Butter"'],
    ['Toor Dal "Premium", 1 kg', '"Toor Dal ""Premium"", 1 kg"'],
    ['line one\nline two', '"line one\nline two"'],
    ['=HYPERLINK("http://x.test")', `"'=HYPERLINK(""http://x.test"")"`],
    ['+91 98765', `"'+91 98765"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['ಹಾಲು', '"ಹಾಲು"'],
  ])('text %j is written %s', (value, out) => {
    expect(csvText(value)).toBe(out);
  });

  it('amounts are plain rupees with two decimals, never guarded or quoted', () => {
    expect([rupees(0), rupees(5), rupees(123456), rupees(-1250), rupees(12345678901)].map((n) => n.text)).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-12.50',
      '123456789.01',
    ]);
    expect(csvRow(['a', rupees(-1250), 3, null])).toBe('"a",-12.50,3,\r\n');
    expect(() => rupees(1.5)).toThrow(RangeError);
  });

  it('days are dd-mm-yyyy in India, whatever the server zone', () => {
    // 31 Oct 2026 20:00 UTC is 1 Nov 01:30 IST
    const at = Date.UTC(2026, 9, 31, 20, 0);
    expect(csvDate(at)).toBe('01-11-2026');
    expect(csvTime(at)).toBe('01:30');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
