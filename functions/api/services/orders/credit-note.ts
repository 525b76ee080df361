/**
 * The credit note's page data (CGST Act s. 34): its own number and date, the invoice it names
 * (number and date), and what it credits. A cancel's note credits the whole invoice exactly as the
 * invoice states it (invoiceOf → toInvoice → invoiceGst), so nothing is taxed a second time here; a
 * packing note credits the lines packing reduced, with their tax per rate (credit-note-packed.ts).
 * Who may read it is who may read the invoice.
 */
import { invoiceDate } from '../../../../src/lib/domain/money/invoice-number';
import { findCreditNote, type CreditNoteRow, findUserOrder, type OrderRow } from '../../db/orders';
import { packingReduction, type PackingReduction } from './credit-note-packed';
import { findStaffOrder } from '../../db/orders';
import type { StaffMember } from '../../env';
import { invoiceOf, type InvoiceView } from './invoice';
import { buildOrderView } from './orders';

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
  /** the invoice named: supplier, buyer, lines, footer and GST per rate (as it stands now) */
  invoice: InvoiceView;
  /** a packing note's lines reduced and their GST per rate; null for a cancel's note */
  reduced: PackingReduction | null;
}

/** Which of an order's notes: the cancel's, the packing's, or (unsaid) the cancel's if there is one, else the packing's. */
export type NoteChoice = CreditNoteRow['reason'] | undefined;

async function noteOf(db: D1Database, o: OrderRow | null, tradeName: string, which: NoteChoice): Promise<CreditNoteView | null> {
  if (!o) return null;
  const note = which
    ? await findCreditNote(db, o.id, which)
    : ((await findCreditNote(db, o.id, 'cancelled')) ?? (await findCreditNote(db, o.id, 'packed')));
  if (!note) return null;
  const invoice = await invoiceOf(db, o, tradeName);
  return {
    credit_no: note.credit_no,
    date: note.created_at,
    date_text: invoiceDate(note.created_at),
    reason: note.reason,
    value: note.value,
    invoice_no: note.invoice_no,
    invoice_date: note.invoice_date,
    invoice_date_text: invoiceDate(note.invoice_date),
    invoice,
    reduced: note.reason === 'packed' ? packingReduction(await buildOrderView(db, o), invoice.store.state_code) : null,
  };
}

/** The shopper's own order's credit note by order id or txnid; anyone else's reads as none. */
export async function getCreditNoteForUser(db: D1Database, userId: number, ref: string, tradeName = 'Haat Fresh', which?: NoteChoice) {
  return noteOf(db, await findUserOrder(db, userId, ref), tradeName, which);
}

/** A staff member's: the manager any, a clerk their branch's, a rider the orders handed to them. */
export async function getCreditNoteForStaff(
  db: D1Database,
  staff: StaffMember,
  orderId: number,
  tradeName = 'Haat Fresh',
  which?: NoteChoice,
) {
  return noteOf(db, await findStaffOrder(db, staff, orderId), tradeName, which);
}
