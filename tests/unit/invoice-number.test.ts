import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNo, INVOICE_NO_RE, invoiceDate } from '../../src/lib/domain/money/invoice-number';

/** An instant given as India wall-clock time. */
const ist = (iso: string) => Date.parse(`${iso}+05:30`);

describe('financialYear (April–March, India time)', () => {
  it.each([
    ['2027-03-31T23:59:59.999', '2026-27'],
    ['2027-04-01T00:00:00.000', '2027-28'],
    ['2026-04-01T00:00:00.000', '2026-27'],
    ['2026-03-31T23:59:00.000', '2025-26'],
    ['2026-12-31T23:59:59.999', '2026-27'],
    ['2027-01-01T00:00:00.000', '2026-27'],
    ['2099-06-15T12:00:00.000', '2099-00'],
  ])('%s IST is in %s', (when, fy) => {
    expect(financialYear(ist(when))).toBe(fy);
  });

  it('uses India time, not UTC: 31 March 19:00 UTC is already 1 April in Bengaluru', () => {
    expect(financialYear(Date.parse('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYear(Date.parse('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });
});

describe('formatInvoiceNo', () => {
  it('writes a consecutive serial within the year', () => {
    expect(formatInvoiceNo('2026-27', 123)).toBe('HF/26-27/000123');
    expect(formatInvoiceNo('2026-27', 124)).toBe('HF/26-27/000124');
  });

  it('stays within 16 characters of letters, digits, - and / (CGST Rule 46)', () => {
    for (const n of [1, 999_999, 9_999_999]) {
      const no = formatInvoiceNo('2026-27', n);
      expect(no.length).toBeLessThanOrEqual(16);
      expect(no).toMatch(INVOICE_NO_RE);
    }
    expect(() => formatInvoiceNo('2026-27', 10_000_000)).toThrow(RangeError);
  });

  it('numbers differ across the year boundary even with the same serial', () => {
    const march = formatInvoiceNo(financialYear(ist('2027-03-31T23:59:00')), 1);
    const april = formatInvoiceNo(financialYear(ist('2027-04-01T00:00:00')), 1);
    expect(march).toBe('HF/26-27/000001');
    expect(april).toBe('HF/27-28/000001');
  });

  it('refuses nonsense', () => {
    expect(() => formatInvoiceNo('2026', 1)).toThrow(RangeError);
    expect(() => formatInvoiceNo('2026-27', 0)).toThrow(RangeError);
  });
});

describe('invoiceDate (SPEC §2 "DD MMMM , YYYY")', () => {
  it('prints the India date', () => {
    expect(invoiceDate(ist('2026-07-02T10:00:00'))).toBe('02 July , 2026');
    // 20:00 UTC on 31 March is already 1 April in India
    expect(invoiceDate(Date.parse('2027-03-31T20:00:00Z'))).toBe('01 April , 2027');
  });
});
