/**
 * The manager's product editor (issue 28): find, read, change and add products, each change held
 * to the shop's rules (src/lib/domain/catalogue/catalogue-edit.ts, legal-metrology.ts) and written with its
 * audit row in one batch. Placed orders keep their own copy of every price (order_line), so nothing
 * here can reach them. After a write this isolate's catalogue cache is dropped at once, the others
 * at their next stamp check (catalogue-cache.ts).
 */
import {
  applyChange,
  changedFields,
  productProblems,
  withDefaults,
  type EditableProduct,
  type FieldProblem,
  type NewProduct,
  type ProductChange,
  type ProductChangeView,
} from '../../../../src/lib/domain/catalogue/catalogue-edit';
import { CATALOGUE_FIELD_LABELS } from '../../../../src/lib/domain/catalogue/catalogue-edit-messages';
import { said } from '../../../../src/lib/domain/i18n/said';
import {
  categoryHolds,
  insertProduct,
  listChanges,
  readEditable,
  searchCatalogue,
  slugOwner,
  writeChange,
  type CatalogueItem,
  type EditableRow,
} from '../../db/catalogue';
import { forgetCatalogue } from './catalogue-cache';

export type { CatalogueItem, EditableRow };

export type EditOutcome =
  { ok: true; changed: boolean; product: EditableRow } | { ok: false; status: 400 | 404 | 409; problems: FieldProblem[] };

const refuse = (status: 400 | 404 | 409, problems: FieldProblem[]): EditOutcome => ({ ok: false, status, problems });

export function findCatalogue(db: D1Database, q: string | undefined, limit: number): Promise<CatalogueItem[]> {
  return searchCatalogue(db, q, limit);
}

export function readProduct(db: D1Database, id: number): Promise<EditableRow | null> {
  return readEditable(db, id);
}

/** The shop's rules, then the ones only the database can answer: a free SKU, a real category. */
async function problemsOf(db: D1Database, p: EditableProduct, id: number | null, before: EditableProduct | null): Promise<FieldProblem[]> {
  const problems = productProblems(p);
  if (!before || before.slug !== p.slug) {
    const owner = await slugOwner(db, p.slug);
    if (owner !== null && owner !== id) problems.push({ field: 'slug', message: said('catEdit.slugTaken', { sku: p.slug }) });
  }
  if (!before || before.category_id !== p.category_id || before.subcategory_id !== p.subcategory_id) {
    const holds = await categoryHolds(db, p.category_id, p.subcategory_id);
    if (!holds.category) problems.push({ field: 'category_id', message: said('srv.categoryNotFound') });
    else if (!holds.sub) problems.push({ field: 'subcategory_id', message: said('catEdit.subcategoryUnknown') });
  }
  return problems;
}

const isGuard = (err: unknown) => /order_guard|UNIQUE/i.test(String(err instanceof Error ? err.message : err));

/** A change to one product: refused whole (nothing written) or written with its audit row. */
export async function editProduct(db: D1Database, staffId: number, id: number, change: ProductChange, now: number): Promise<EditOutcome> {
  const row = await readEditable(db, id);
  if (!row) return refuse(404, [{ field: 'name', message: said('srv.productNotFound') }]);
  const { id: _id, photo: _photo, purchased_count: _sold, ...current } = row;
  const next = applyChange(current, change);
  const problems = await problemsOf(db, next, id, current);
  if (problems.length) return refuse(400, problems);
  const diff = changedFields(current, next);
  if (Object.keys(diff.after).length === 0) return { ok: true, changed: false, product: row };
  try {
    await writeChange(db, id, diff.before, diff.after, staffId, now);
  } catch (err) {
    if (!isGuard(err)) throw err;
    return refuse(409, [{ field: 'name', message: said('catEdit.changedMeanwhile') }]);
  }
  forgetCatalogue(db);
  return { ok: true, changed: true, product: (await readEditable(db, id))! };
}

/** A new product: every rule checked first; its id once on the shelf. */
export async function addProduct(db: D1Database, staffId: number, input: NewProduct, now: number): Promise<EditOutcome> {
  const p = withDefaults(input);
  const problems = await problemsOf(db, p, null, null);
  if (problems.length) return refuse(400, problems);
  let id: number;
  try {
    id = await insertProduct(db, p, staffId, now);
  } catch (err) {
    if (!isGuard(err)) throw err;
    return refuse(409, [{ field: 'slug', message: said('catEdit.slugTaken', { sku: p.slug }) }]);
  }
  forgetCatalogue(db);
  return { ok: true, changed: true, product: (await readEditable(db, id))! };
}

/** A product's change history, newest first, each field named as the editor names it. */
export async function productHistory(db: D1Database, id: number, limit = 50): Promise<ProductChangeView[]> {
  const labels: Record<string, string> = CATALOGUE_FIELD_LABELS;
  return (await listChanges(db, id, limit)).map((c) => {
    const before = JSON.parse(c.before_json) as Record<string, unknown>;
    const after = JSON.parse(c.after_json) as Record<string, unknown>;
    return {
      id: c.id,
      at: c.at,
      source: c.source,
      staff_name: c.staff_name,
      fields: Object.keys(after).map((f) => ({ field: f, label: labels[f] ?? f, before: before[f] ?? null, after: after[f] })),
    };
  });
}
