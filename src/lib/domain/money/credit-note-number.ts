/**
 * Credit-note serials (CGST Act s. 34): a series of their own, consecutive per financial year,
 * written like the invoice's ('CN/26-27/000001', at most 16 characters) by the invoice's own rules.
 */
import { formatInvoiceNo, invoiceNoSql } from './invoice-number';

export const CREDIT_NOTE_PREFIX = 'CN';

export function formatCreditNoteNo(fy: string, serial: number): string {
  return formatInvoiceNo(fy, serial, CREDIT_NOTE_PREFIX);
}

/** The SQL twin of formatCreditNoteNo, for allocating the number inside the cancel's batch. */
export function creditNoteNoSql(fyParam: string, serialExpr: string): string {
  return invoiceNoSql(fyParam, serialExpr, CREDIT_NOTE_PREFIX);
}
