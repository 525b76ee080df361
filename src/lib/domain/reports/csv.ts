/**
 * CSV as Excel opens it (RFC 4180 with Excel's habits): UTF-8 with a byte-order mark so ₹ and
 * Kannada names survive, CRLF line ends, every text cell quoted, amounts as plain numbers in
 * rupees with two decimals, days as dd-mm-yyyy (India's order). A text cell that a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first: OWASP "CSV injection") is written
 * with a leading apostrophe, so a product or a reason typed as "=HYPERLINK(…)" stays text.
 */
import { indiaClock, indiaDay } from '../money/india-time';
import type { Paise } from '../money/money';
import { indianDate } from './report-range';

/** Excel reads UTF-8 only when the file starts with it. */
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** A cell already written as a number (amounts, counts): never quoted, never guarded. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvCell = string | number | CsvNumber | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: guarded against formulas, quotes doubled, always in quotes. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvCell(cell: CsvCell): string {
  if (cell == null) return '';
  if (cell instanceof CsvNumber) return cell.text;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    return String(cell);
  }
  return csvText(cell);
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}

/** Paise as rupees with two decimals, no grouping: 123456 → 1234.56, -5 → -0.05. */
export function rupees(paise: Paise): CsvNumber {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be whole: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return new CsvNumber(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** An instant as its IST day, dd-mm-yyyy. */
export function csvDate(at: number): string {
  return indianDate(indiaDay(at));
}

/** An instant's IST time of day, HH:MM (24-hour), for a column beside the date. */
export function csvTime(at: number): string {
  return indiaClock(at).toISOString().slice(11, 16);
}

/** A file's name: haat-orders-2026-03-01-to-2026-03-31.csv (ISO days sort in a folder). */
export function csvFileName(kind: string, from: string, to: string): string {
  return from === to ? `haat-${kind}-${from}.csv` : `haat-${kind}-${from}-to-${to}.csv`;
}
