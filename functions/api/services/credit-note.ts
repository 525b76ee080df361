/**
 * The credit note's page data (CGST Act s. 34): its own number and date, the invoice it cancels
 * (number and date), and that invoice's lines, totals and GST per rate exactly as the invoice states
 * them (invoiceOf → toInvoice → invoiceGst): a whole cancelled order is credited as it was invoiced,
 * so nothing is taxed a second time here. Who may read it is who may read the invoice.
 */
import { invoiceDate } from '../../../src/lib/domain/invoice-number';
import { findCreditNote, type CreditNoteRow } from '../db/credit-notes';
import { findUserOrder, type OrderRow } from '../db/orders';
import { findStaffOrder } from '../db/staff-orders';
import type { StaffMember } from '../env';
import { invoiceOf, type InvoiceView } from './invoice';

export interface CreditNoteView {
  credit_no: string;
  date: number;
  /** "DD MMMM , YYYY" in India time, like the invoice's */
  date_text: string;
  reason: CreditNoteRow['reason'];
  /** the invoice's total credited (paise); points for a points order are in invoice.footer */
  value: number;
  invoice_no: string;
  invoice_date: number;
  invoice_date_text: string;
  /** the cancelled invoice: supplier, buyer, lines, footer and GST per rate */
  invoice: InvoiceView;
}

async function noteOf(db: D1Database, o: OrderRow | null, tradeName: string): Promise<CreditNoteView | null> {
  if (!o) return null;
  const note = await findCreditNote(db, o.id);
  if (!note) return null;
  return {
    credit_no: note.credit_no,
    date: note.created_at,
    date_text: invoiceDate(note.created_at),
    reason: note.reason,
    value: note.value,
    invoice_no: note.invoice_no,
    invoice_date: note.invoice_date,
    invoice_date_text: invoiceDate(note.invoice_date),
    invoice: await invoiceOf(db, o, tradeName),
  };
}

/** The shopper's own order's credit note by order id or txnid; anyone else's reads as none. */
export async function getCreditNoteForUser(db: D1Database, userId: number, ref: string, tradeName = 'Haat Fresh') {
  return noteOf(db, await findUserOrder(db, userId, ref), tradeName);
}

/** A staff member's: the manager any, a clerk their branch's, a rider the orders handed to them. */
export async function getCreditNoteForStaff(db: D1Database, staff: StaffMember, orderId: number, tradeName = 'Haat Fresh') {
  return noteOf(db, await findStaffOrder(db, staff, orderId), tradeName);
}
