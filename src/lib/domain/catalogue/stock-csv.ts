/**
 * A stock count by CSV (issue 28): a clerk's or manager's shelf count of many packs at once, one row
 * per pack and branch. Columns (first line, any order, any case): sku, pack, branch, counted. The sku
 * is the product's slug; pack is the size as the shop names it ("500 g"), empty for a product sold in
 * one size; branch is the branch's name ("Koramangala") or number; counted the units on the shelf.
 * Parsing reuses the price CSV's cells; pure: the server resolves names and counts (stock-csv service).
 */
import { csvCells, PRICE_CSV_MAX_ROWS } from './price-csv';
import { said, type Said } from '../i18n/said';
import { counted, csvCellsRefused } from './csv-counts';

export const STOCK_CSV_COLUMNS = ['sku', 'pack', 'branch', 'counted'] as const;
/** the staff screen's own ceiling for one count */
export const STOCK_COUNT_MAX = 100_000;
/** who and why, in the ledger */
export const STOCK_CSV_REASON = 'CSV count';

export interface StockCsvRefusal {
  /** spreadsheet row (1 = the column names); 0 for the file as a whole */
  row: number;
  field: 'file' | (typeof STOCK_CSV_COLUMNS)[number];
  message: Said;
}

export interface StockCsvRow {
  row: number;
  sku: string;
  /** lower case, trimmed; '' for a product sold in one size */
  pack: string;
  /** lower case, trimmed: a name or a number */
  branch: string;
  counted: number;
}

export interface ParsedStock {
  rows: StockCsvRow[];
  refused: StockCsvRefusal[];
}

const clean = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The file's rows, and every row (or the file) refused for its shape: columns, cells, counts, duplicates. */
export function parseStockCsv(text: string): ParsedStock {
  const lines = csvCells(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((c) => c.trim() !== ''));
  const head = (lines[0] ?? []).map(clean);
  const columnsOk =
    head.length === STOCK_CSV_COLUMNS.length && STOCK_CSV_COLUMNS.every((c) => head.includes(c)) && new Set(head).size === head.length;
  if (!columnsOk)
    return { rows: [], refused: [{ row: 1, field: 'file', message: said('stock.csvColumns', { found: head.join(', ') || '—' }) }] };
  if (lines.length < 2) return { rows: [], refused: [{ row: 0, field: 'file', message: said('catCsv.noRows') }] };
  if (lines.length - 1 > PRICE_CSV_MAX_ROWS)
    return { rows: [], refused: [{ row: 0, field: 'file', message: said('catCsv.tooManyRows', { max: PRICE_CSV_MAX_ROWS }) }] };

  const at = (name: (typeof STOCK_CSV_COLUMNS)[number]) => head.indexOf(name);
  const firstRowOf = new Map<string, number>();
  const rows: StockCsvRow[] = [];
  const refused: StockCsvRefusal[] = [];
  lines.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== head.length) {
      refused.push({ row, field: 'file', message: csvCellsRefused(cells.length, head.length) });
      return;
    }
    const [sku, pack, branch] = [clean(cells[at('sku')]!), clean(cells[at('pack')]!), clean(cells[at('branch')]!)];
    const raw = cells[at('counted')]!.trim();
    if (!/^\d{1,6}$/.test(raw) || Number(raw) > STOCK_COUNT_MAX) {
      refused.push({ row, field: 'counted', message: said('stock.csvBadCount', { value: raw || '—', max: STOCK_COUNT_MAX }) });
      return;
    }
    const key = `${sku}\u0000${pack}\u0000${branch}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      refused.push({ row, field: 'sku', message: said('stock.csvDuplicate', { first }) });
      return;
    }
    firstRowOf.set(key, row);
    rows.push({ row, sku, pack, branch, counted: Number(raw) });
  });
  return { rows, refused };
}

/** The check's summary: "1 count would change, 2 are unchanged, 1 row is refused". */
export function stockCsvChecked(changes: number, same: number, refused: number): Said {
  return said('stock.csvChecked', {
    changes: counted(changes, 'stock.csvChangesOne', 'stock.csvChangesMany'),
    same: counted(same, 'stock.csvSameOne', 'stock.csvSameMany'),
    refused: counted(refused, 'stock.csvRefusedOne', 'stock.csvRefusedMany'),
  });
}

/** The apply's answer: "1 count changed", "3 counts changed". */
export const stockCsvApplied = (n: number): Said => counted(n, 'stock.csvAppliedOne', 'stock.csvAppliedMany');
