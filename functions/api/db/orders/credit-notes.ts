/**
 * Credit notes (migration 0025). The note is issued inside the cancel's own batch, after the
 * order's guarded status UPDATE: a second, racing or retried cancel fails that guard and its whole
 * batch (counter included) rolls back, so each cancelled invoice gets exactly one note and the
 * series has no gaps. The statements also check for themselves that the order has an invoice and no
 * note yet, so an order cancelled before any invoice was issued takes no number.
 */
import { creditNoteNoSql } from '../../../../src/lib/domain/money/credit-note-number';
import { financialYear } from '../../../../src/lib/domain/money/invoice-number';

/** an order that has an invoice and no credit note of this reason yet (`?2` the order id, `?4` the reason) */
const NEEDS_NOTE = `id = ?2 AND invoice_no IS NOT NULL AND NOT EXISTS (SELECT 1 FROM credit_note WHERE order_id = ?2 AND reason = ?4)`;

/**
 * The batch's two statements: the next serial of the financial year the note is issued in (IST),
 * then the note itself, dated `now`. A cancel credits what the order still costs (`order_total`,
 * read in the batch, after any packing reduction); packing credits the reduction it made
 * (`value`, migration 0028), and only when there is one.
 */
export function issueCreditNote(
  db: D1Database,
  orderId: number,
  now: number,
  note: { reason: 'cancelled' } | { reason: 'packed'; value: number } = { reason: 'cancelled' },
): D1PreparedStatement[] {
  const fy = financialYear(now);
  const serial = `(SELECT last_no FROM credit_note_counter WHERE financial_year = ?1)`;
  const value = note.reason === 'packed' ? note.value : null;
  // a packing note without a reduction takes no number
  const worth = `(?5 IS NULL OR ?5 > 0)`;
  return [
    db
      .prepare(
        `INSERT INTO credit_note_counter (financial_year, last_no)
         SELECT ?1, 1 FROM orders WHERE ${NEEDS_NOTE} AND ${worth}
         ON CONFLICT (financial_year) DO UPDATE SET last_no = last_no + 1`,
      )
      .bind(fy, orderId, null, note.reason, value),
    db
      .prepare(
        `INSERT INTO credit_note (order_id, credit_no, financial_year, serial, invoice_no, invoice_date, reason, value, created_at)
         SELECT id, ${creditNoteNoSql('?1', serial)}, ?1, ${serial}, invoice_no, created_at, ?4, coalesce(?5, order_total), ?3
           FROM orders WHERE ${NEEDS_NOTE} AND ${worth}`,
      )
      .bind(fy, orderId, now, note.reason, value),
  ];
}

export interface CreditNoteRow {
  id: number;
  order_id: number;
  credit_no: string;
  financial_year: string;
  serial: number;
  invoice_no: string;
  invoice_date: number;
  reason: 'cancelled' | 'packed';
  value: number;
  created_at: number;
}

/** The note that cancels the order's invoice (reason 'cancelled'), or the one packing issued. */
export async function findCreditNote(
  db: D1Database,
  orderId: number,
  reason: CreditNoteRow['reason'] = 'cancelled',
): Promise<CreditNoteRow | null> {
  return db.prepare('SELECT * FROM credit_note WHERE order_id = ?1 AND reason = ?2').bind(orderId, reason).first<CreditNoteRow>();
}

export interface CreditNoteSeries {
  issued: number;
  first: string | null;
  last: string | null;
  /** the invoices' totals credited (paise) */
  value: number;
}

/**
 * The credit notes dated in [start, end) (GSTR-1 table 13's credit-note row): a month never spans
 * two financial years, so the first and last numbers sort as text.
 */
export async function creditNoteSeries(db: D1Database, start: number, end: number): Promise<CreditNoteSeries> {
  const row = await db
    .prepare(
      `SELECT count(*) AS issued, min(credit_no) AS first, max(credit_no) AS last, coalesce(sum(value), 0) AS value
         FROM credit_note WHERE created_at >= ?1 AND created_at < ?2`,
    )
    .bind(start, end)
    .first<CreditNoteSeries>();
  return row ?? { issued: 0, first: null, last: null, value: 0 };
}
