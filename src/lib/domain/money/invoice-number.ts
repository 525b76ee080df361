/**
 * Tax-invoice serials (CGST Rule 46(b)): consecutive, unique per financial year, at most 16
 * characters of letters, digits, '-' and '/'. The financial year runs April–March in India time.
 */
import { indiaClock } from './india-time';

export const INVOICE_PREFIX = 'HF';
export const INVOICE_NO_MAX_LENGTH = 16;
export const INVOICE_NO_RE = /^[A-Za-z0-9/-]{1,16}$/;

/** '2026-27' for any instant from 1 April 2026 00:00 IST up to 31 March 2027 23:59:59.999 IST. */
export function financialYear(epochMs: number): string {
  const ist = indiaClock(epochMs);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'HF/26-27/000123'. The year is written short so a six-digit serial (and even a seventh digit)
 * stays within the 16-character limit; 'HF/2026-27/000123' would be 17.
 */
export function formatInvoiceNo(fy: string, serial: number, prefix = INVOICE_PREFIX): string {
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`bad financial year: ${fy}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`bad invoice serial: ${serial}`);
  const no = `${prefix}/${fy.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (no.length > INVOICE_NO_MAX_LENGTH || !INVOICE_NO_RE.test(no)) throw new RangeError(`invoice number too long: ${no}`);
  return no;
}

/** The SQL twin of formatInvoiceNo, for allocating the number inside the order's write batch. */
export function invoiceNoSql(fyParam: string, serialExpr: string, prefix = INVOICE_PREFIX): string {
  return `'${prefix}/' || substr(${fyParam}, 3) || '/' || printf('%06d', ${serialExpr})`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** SPEC §2 invoice date "DD MMMM , YYYY" (the space before the comma is the original's), India time. */
export function invoiceDate(epochMs: number): string {
  const d = indiaClock(epochMs);
  return `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} , ${d.getUTCFullYear()}`;
}
