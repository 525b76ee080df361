/**
 * The morning's prices as a CSV (issue 28): a grocer's spreadsheet saved as CSV, one product a row.
 * Columns (first line, any order, any case): sku, price, mrp, and optionally deal_price; amounts in
 * rupees ("42" or "42.50"). The sku is the product's identifier in the store (its slug, shown in the
 * console). Rows are numbered as a spreadsheet numbers them: the column names are row 1. Pure: the
 * server reads the products the file names and hands them to planPrices.
 */
import type { CatalogueField } from './catalogue-edit-messages';
import { priceProblems, type EditableProduct } from './catalogue-edit';
import { said, type Said } from '../i18n/said';
import { csvCellsRefused } from './csv-counts';

export const PRICE_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PRICE_CSV_MAX_ROWS = 20_000;
const REQUIRED = ['sku', 'price', 'mrp'] as const;
const OPTIONAL = ['deal_price'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export interface CsvRefusal {
  /** spreadsheet row (1 = the column names); 0 for the file as a whole */
  row: number;
  field: CatalogueField | 'file' | 'sku';
  message: Said;
}

export interface PriceRow {
  row: number;
  sku: string;
  price: number;
  mrp: number;
  /** undefined: the file has no deal_price column, or the cell is empty (the deal stays as it is) */
  deal_price?: number;
}

/** Splits CSV text into rows of cells: commas, double-quoted cells with "" inside, CRLF or LF. */
export function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Rupees as typed ("42", "42.5", "1,250.00") in paise, or null when it is not an amount. */
export function rupeeCell(value: string): number | null {
  const v = value.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(v)) return null;
  const [whole, part = ''] = v.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export interface ParsedPrices {
  rows: PriceRow[];
  refused: CsvRefusal[];
}

/** The file's rows, and every row (or the file) refused for its shape: columns, cells, amounts, duplicates. */
export function parsePriceCsv(text: string): ParsedPrices {
  const lines = csvCells(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((c) => c.trim() !== ''));
  const refused: CsvRefusal[] = [];
  const head = (lines[0] ?? []).map((h) => h.trim().toLowerCase());
  const known = [...REQUIRED, ...OPTIONAL] as readonly string[];
  const columnsOk =
    head.length > 0 &&
    REQUIRED.every((c) => head.includes(c)) &&
    head.every((h) => known.includes(h)) &&
    new Set(head).size === head.length;
  if (!columnsOk)
    return { rows: [], refused: [{ row: 1, field: 'file', message: said('catCsv.columns', { found: head.join(', ') || '—' }) }] };
  if (lines.length < 2) return { rows: [], refused: [{ row: 0, field: 'file', message: said('catCsv.noRows') }] };
  if (lines.length - 1 > PRICE_CSV_MAX_ROWS)
    return { rows: [], refused: [{ row: 0, field: 'file', message: said('catCsv.tooManyRows', { max: PRICE_CSV_MAX_ROWS }) }] };

  const at = (name: Column) => head.indexOf(name);
  const firstRowOf = new Map<string, number>();
  const rows: PriceRow[] = [];
  lines.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== head.length) {
      refused.push({ row, field: 'file', message: csvCellsRefused(cells.length, head.length) });
      return;
    }
    const sku = cells[at('sku')]!.trim().toLowerCase();
    const first = firstRowOf.get(sku);
    if (first !== undefined) {
      refused.push({ row, field: 'sku', message: said('catCsv.duplicate', { sku, first }) });
      return;
    }
    firstRowOf.set(sku, row);
    const amount = (name: 'price' | 'mrp' | 'deal_price') => {
      const raw = cells[at(name)]!;
      const paise = rupeeCell(raw);
      if (paise === null)
        refused.push({
          row,
          field: name,
          message: said('catCsv.badAmount', { field: said(`catEdit.field.${name}`), value: raw.trim() || '—' }),
        });
      return paise;
    };
    const price = amount('price');
    const mrp = amount('mrp');
    const dealCell = at('deal_price') >= 0 ? cells[at('deal_price')]!.trim() : '';
    const deal = dealCell === '' ? undefined : amount('deal_price');
    if (price === null || mrp === null || deal === null) return;
    rows.push({ row, sku, price, mrp, ...(deal === undefined ? {} : { deal_price: deal }) });
  });
  return { rows, refused };
}

export interface PricedNow extends Pick<EditableProduct, 'price' | 'mrp' | 'deal_type' | 'deal_price' | 'deal_start' | 'deal_end'> {
  id: number;
  name: string;
}

export interface PriceChange {
  row: number;
  sku: string;
  product_id: number;
  name: string;
  before: { price: number; mrp: number; deal_price: number | null };
  after: { price: number; mrp: number; deal_price: number | null };
}

export interface PricePlan {
  changes: PriceChange[];
  unchanged: number;
  refused: CsvRefusal[];
}

/** What the file would change, and every row refused (unknown SKU, the shop's price rules), given the products it names. */
export function planPrices(parsed: ParsedPrices, bySku: ReadonlyMap<string, PricedNow>): PricePlan {
  const refused = [...parsed.refused];
  const changes: PriceChange[] = [];
  let unchanged = 0;
  for (const r of parsed.rows) {
    const now = bySku.get(r.sku);
    if (!now) {
      refused.push({ row: r.row, field: 'sku', message: said('catCsv.unknownSku', { sku: r.sku }) });
      continue;
    }
    const after = { ...now, price: r.price, mrp: r.mrp, deal_price: r.deal_price ?? now.deal_price };
    const problems = priceProblems(after);
    if (problems.length) {
      for (const p of problems) refused.push({ row: r.row, field: p.field, message: p.message });
      continue;
    }
    if (after.price === now.price && after.mrp === now.mrp && after.deal_price === now.deal_price) {
      unchanged++;
      continue;
    }
    changes.push({
      row: r.row,
      sku: r.sku,
      product_id: now.id,
      name: now.name,
      before: { price: now.price, mrp: now.mrp, deal_price: now.deal_price },
      after: { price: after.price, mrp: after.mrp, deal_price: after.deal_price },
    });
  }
  refused.sort((a, b) => a.row - b.row);
  return { changes, unchanged, refused };
}
