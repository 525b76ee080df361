/**
 * Settlement reconciliation as CSV (the other exports' rules, src/lib/domain/reports/csv.ts): one
 * row per day (the store's money beside what was settled), then, in a second file, every
 * difference. UTF-8 with BOM, dd-mm-yyyy, amounts in rupees as numbers.
 */
import { CSV_BOM, csvDate, csvRow, csvTime, indianDate, rupees } from '../../../../src/lib/domain/reports';
import type { SettlementReport } from '../../../../src/lib/domain/reports/settlement-rules';
import { DIFFERENCE_LABEL } from '../../../../src/lib/domain/reports/settlement-words';

const DAY_HEADER = csvRow([
  'Date',
  'Online payments captured',
  'Captured (₹)',
  'Refunds sent (₹)',
  'Settled payments (₹)',
  'Fees (₹)',
  'GST on fees (₹)',
  'Refunds deducted (₹)',
  'Net to bank (₹)',
  'Fetched',
]);

const DIFF_HEADER = csvRow([
  'Difference',
  'Entry',
  'Razorpay id',
  'Order number',
  'Branch',
  'Store amount (₹)',
  'Settled amount (₹)',
  'Date',
  'Time (IST)',
  'Settlement',
]);

export function settlementDaysCsv(r: SettlementReport): string {
  return (
    CSV_BOM +
    DAY_HEADER +
    r.days
      .map((d) =>
        csvRow([
          indianDate(d.day),
          d.captured_count,
          rupees(d.captured),
          rupees(d.refunded),
          rupees(d.settled_gross),
          rupees(d.fees),
          rupees(d.tax),
          rupees(d.refunds_deducted),
          rupees(d.net),
          d.fetched ? 'yes' : 'no',
        ]),
      )
      .join('')
  );
}

export function settlementDifferencesCsv(r: SettlementReport): string {
  return (
    CSV_BOM +
    DIFF_HEADER +
    r.differences
      .map((x) =>
        csvRow([
          DIFFERENCE_LABEL[x.kind],
          x.entry,
          x.ref,
          x.txnid,
          x.branch_name,
          x.store_amount === null ? null : rupees(x.store_amount),
          x.settled_amount === null ? null : rupees(x.settled_amount),
          csvDate(x.at),
          csvTime(x.at),
          x.settlement_id,
        ]),
      )
      .join('')
  );
}
