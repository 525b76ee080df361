/**
 * Products by CSV (issue 28): a grocer's spreadsheet that adds new products and changes existing
 * ones in bulk. The first line names `sku` and any of the columns below; a row whose SKU the store
 * does not know adds a product (every required column filled), a known SKU changes only the cells
 * that are filled (an empty cell keeps what the product has). Each row goes through the same zod
 * schema and shop rules as the console's form (catalogue-edit.ts), so a refusal names its row and
 * field with the same words. Pure: the server reads the products and categories the file names.
 */
import {
  applyChange,
  changedFields,
  PRODUCT_FACTS,
  newProductSchema,
  productChangeSchema,
  productProblems,
  withDefaults,
} from './catalogue-edit';
import type { EditableProduct, FieldProblem, NewProduct, ProductChange } from './catalogue-edit';
import { catalogueRuleSaid } from './catalogue-rule';
import { said, type Said } from '../i18n/said';
import { csvCellsRefused } from './csv-counts';
import type { ZodIssue } from 'zod';
import { csvCells, PRICE_CSV_MAX_ROWS, rupeeCell, type CsvRefusal } from './price-csv';

/** The file's columns, as the console names the fields; category and subcategory by name or slug. */
export const PRODUCT_CSV_COLUMNS = ['sku', 'name', 'brand', 'category', 'subcategory', 'price', 'mrp', 'points', ...PRODUCT_FACTS] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
const TEXTS = ['name', 'brand', 'net_unit', 'country_of_origin', 'manufacturer', 'generic_name', 'hsn_code'] as const;

/** A category as the file may name it; its subcategories likewise. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  subcategories: { id: number; name: string; slug: string }[];
}

/** A product the store has, with its id: what a known SKU's row changes. */
export type StoredProduct = EditableProduct & { id: number };

export interface ProductAdd {
  row: number;
  sku: string;
  product: EditableProduct;
}

export interface ProductEdit {
  row: number;
  sku: string;
  product_id: number;
  name: string;
  /** the whole product before and after: the write holds only while it is still `was` */
  was: EditableProduct;
  now: EditableProduct;
  /** only the fields that change, as the audit row keeps them */
  before: Partial<EditableProduct>;
  after: Partial<EditableProduct>;
}

export interface ProductPlan {
  adds: ProductAdd[];
  changes: ProductEdit[];
  unchanged: number;
  refused: CsvRefusal[];
}

const byKey = <T extends { name: string; slug: string }>(list: readonly T[], value: string): T | undefined => {
  const v = value.trim().toLowerCase();
  return list.find((x) => x.slug.toLowerCase() === v || x.name.trim().toLowerCase() === v);
};

/** One row's filled cells in the console's units (paise, whole points), or the cells it refuses. */
function rowFields(
  cells: Partial<Record<Column, string>>,
  categories: readonly CategoryRef[],
  stored: StoredProduct | undefined,
): { fields: Record<string, unknown>; problems: FieldProblem[] } {
  const fields: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  const filled = (c: Column) => (cells[c] ?? '').trim();
  for (const c of TEXTS) if (filled(c) !== '') fields[c] = filled(c);
  for (const c of ['price', 'mrp'] as const) {
    if (filled(c) === '') continue;
    const paise = rupeeCell(filled(c));
    if (paise === null)
      problems.push({ field: c, message: said('catCsv.badAmount', { field: said(`catEdit.field.${c}`), value: filled(c) }) });
    else fields[c] = paise;
  }
  for (const c of ['points', 'net_quantity', 'gst_rate'] as const) {
    if (filled(c) === '') continue;
    const n = Number(filled(c).replace(/%$/, ''));
    if (!Number.isFinite(n))
      problems.push({ field: c, message: said('catProdCsv.badNumber', { field: said(`catEdit.field.${c}`), value: filled(c) }) });
    else fields[c] = n;
  }
  const veg = filled('veg').toLowerCase();
  if (veg !== '') {
    const mark = ({ veg: 1, 'non-veg': 0, none: null } as Record<string, 0 | 1 | null>)[veg];
    if (mark === undefined) problems.push({ field: 'veg', message: said('catProdCsv.badVeg', { value: filled('veg') }) });
    else fields.veg = mark;
  }
  let category: CategoryRef | undefined;
  if (filled('category') !== '') {
    category = byKey(categories, filled('category'));
    if (!category) problems.push({ field: 'category_id', message: said('catProdCsv.unknownCategory', { value: filled('category') }) });
    else fields.category_id = category.id;
  } else if (stored) category = categories.find((c) => c.id === stored.category_id);
  const categoryRefused = filled('category') !== '' && !category;
  if (filled('subcategory') !== '' && !categoryRefused) {
    const sub = category ? byKey(category.subcategories, filled('subcategory')) : undefined;
    if (!sub) problems.push({ field: 'subcategory_id', message: said('catEdit.subcategoryUnknown') });
    else fields.subcategory_id = sub.id;
  } else if (stored && fields.category_id !== undefined && fields.category_id !== stored.category_id) {
    // a product moved to another category leaves its old subcategory behind
    fields.subcategory_id = null;
  }
  return { fields, problems };
}

/** The zod schema's refusals as the file's: each issue's field and the console's own words. */
function schemaProblems(error: { issues: ZodIssue[] }): FieldProblem[] {
  return error.issues.map((i) => ({ field: String(i.path[0] ?? 'name') as FieldProblem['field'], message: catalogueRuleSaid(i) }));
}

/** The file's header and rows of cells by column, or the refusal of the file as a whole. */
function readRows(text: string): { rows: { row: number; cells: Partial<Record<Column, string>> }[]; refused: CsvRefusal[] } {
  const lines = csvCells(text.replace(/^\uFEFF/, '')).filter((cells) => cells.some((c) => c.trim() !== ''));
  const head = (lines[0] ?? []).map((h) => h.trim().toLowerCase());
  const known = PRODUCT_CSV_COLUMNS as readonly string[];
  const ok = head.includes('sku') && head.length > 1 && head.every((h) => known.includes(h)) && new Set(head).size === head.length;
  const file = (row: number, message: Said) => ({ rows: [], refused: [{ row, field: 'file' as const, message }] });
  if (!ok) return file(1, said('catProdCsv.columns', { known: known.join(', '), found: head.join(', ') || '—' }));
  if (lines.length < 2) return file(0, said('catCsv.noRows'));
  if (lines.length - 1 > PRICE_CSV_MAX_ROWS) return file(0, said('catCsv.tooManyRows', { max: PRICE_CSV_MAX_ROWS }));
  const refused: CsvRefusal[] = [];
  const rows: { row: number; cells: Partial<Record<Column, string>> }[] = [];
  lines.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== head.length) refused.push({ row, field: 'file', message: csvCellsRefused(cells.length, head.length) });
    else rows.push({ row, cells: Object.fromEntries(head.map((h, j) => [h, cells[j]!])) as Partial<Record<Column, string>> });
  });
  return { rows, refused };
}

/** The SKUs a file names (lower case, as stored): what the server reads before planning. */
export function productCsvSkus(text: string): string[] {
  return readRows(text).rows.map((r) => (r.cells.sku ?? '').trim().toLowerCase());
}

/**
 * What the file would add and change, and every row refused (row and field named), given the
 * store's products for the SKUs it names and its categories. A row is refused whole.
 */
export function planProducts(text: string, bySku: ReadonlyMap<string, StoredProduct>, categories: readonly CategoryRef[]): ProductPlan {
  const { rows, refused } = readRows(text);
  const adds: ProductAdd[] = [];
  const changes: ProductEdit[] = [];
  let unchanged = 0;
  const firstRowOf = new Map<string, number>();
  const refuse = (row: number, problems: FieldProblem[]) =>
    problems.forEach((p) => refused.push({ row, field: p.field, message: p.message }));
  for (const { row, cells } of rows) {
    const sku = (cells.sku ?? '').trim().toLowerCase();
    const first = firstRowOf.get(sku);
    if (first !== undefined) {
      refused.push({ row, field: 'sku', message: said('catCsv.duplicate', { sku, first }) });
      continue;
    }
    firstRowOf.set(sku, row);
    const stored = bySku.get(sku);
    const { fields, problems } = rowFields(cells, categories, stored);
    if (problems.length) {
      refuse(row, problems);
      continue;
    }
    if (!stored) {
      const parsed = newProductSchema.safeParse({ ...fields, slug: sku });
      if (!parsed.success) {
        refuse(row, schemaProblems(parsed.error));
        continue;
      }
      const product = withDefaults(parsed.data as NewProduct);
      const rules = productProblems(product);
      if (rules.length) refuse(row, rules);
      else adds.push({ row, sku, product });
      continue;
    }
    const parsed = productChangeSchema.safeParse(fields);
    if (!parsed.success) {
      refuse(row, schemaProblems(parsed.error));
      continue;
    }
    const { id, ...was } = stored;
    const now = applyChange(was, parsed.data as ProductChange);
    const rules = productProblems(now);
    if (rules.length) {
      refuse(row, rules);
      continue;
    }
    const diff = changedFields(was, now);
    if (Object.keys(diff.after).length === 0) unchanged++;
    else changes.push({ row, sku, product_id: id, name: was.name, was, now, ...diff });
  }
  refused.sort((a, b) => a.row - b.row);
  return { adds, changes, unchanged, refused };
}
