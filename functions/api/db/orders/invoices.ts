import { invoiceNoSql } from '../../../../src/lib/domain/money/invoice-number';

/**
 * Allocates the next serial of a financial year. Runs inside the order batch, so a refused order
 * rolls the counter back too and the serials stay consecutive (CGST Rule 46(b)).
 */
export function nextInvoiceSerial(db: D1Database, financialYear: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoice_counter (financial_year, last_no) VALUES (?1, 1)
       ON CONFLICT (financial_year) DO UPDATE SET last_no = last_no + 1
       RETURNING last_no`,
    )
    .bind(financialYear);
}

/** SQL expression for the serial just allocated for financial year parameter `?n`. */
export function currentInvoiceNoSql(fyParam: string): string {
  return invoiceNoSql(fyParam, `(SELECT last_no FROM invoice_counter WHERE financial_year = ${fyParam})`);
}

export interface StoreTaxDetails {
  legal_name: string;
  trade_name: string;
  address: string;
  gstin: string;
  state: string;
  state_code: string;
  consumer_care: string;
}

/** The supplier block of a tax invoice, from the setting table (seeded; editable by the store). */
export async function storeTaxDetails(db: D1Database, tradeName: string): Promise<StoreTaxDetails> {
  const { results } = await db
    .prepare(
      `SELECT key, value FROM setting
        WHERE key IN ('store_legal_name', 'store_address', 'store_gstin', 'store_state', 'store_state_code', 'consumer_care')`,
    )
    .all<{ key: string; value: string }>();
  const s = Object.fromEntries(results.map((r) => [r.key, r.value]));
  return {
    legal_name: s.store_legal_name ?? tradeName,
    trade_name: tradeName,
    address: s.store_address ?? '',
    gstin: s.store_gstin ?? '',
    state: s.store_state ?? 'Karnataka',
    state_code: s.store_state_code ?? '29',
    consumer_care: s.consumer_care ?? '',
  };
}
