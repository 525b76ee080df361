/**
 * Products by CSV (issue 28): check lists every product the file would add or change and every
 * refused row; apply checks again and writes all of it in one batch, or nothing when any row is
 * refused or a product moved since the check (the batch's guards roll it back).
 */
import { planProducts, productCsvSkus, type ProductPlan } from '../../../../src/lib/domain/catalogue/product-csv';
import { readCategoryRefs, readStoredBySku, writeProductCsv } from '../../db/catalogue';
import { forgetCatalogue } from './catalogue-cache';

export async function checkProductCsv(db: D1Database, text: string): Promise<ProductPlan> {
  const skus = productCsvSkus(text);
  const [stored, categories] = await Promise.all([skus.length ? readStoredBySku(db, skus) : [], readCategoryRefs(db)]);
  return planProducts(text, new Map(stored.map((p) => [p.slug, p])), categories);
}

export type ProductCsvOutcome = { applied: true; plan: ProductPlan } | { applied: false; plan: ProductPlan; moved?: boolean };

export async function applyProductCsv(db: D1Database, staffId: number, text: string, now: number): Promise<ProductCsvOutcome> {
  const plan = await checkProductCsv(db, text);
  if (plan.refused.length) return { applied: false, plan };
  try {
    await writeProductCsv(db, plan.adds, plan.changes, staffId, now);
  } catch (err) {
    if (!/order_guard|UNIQUE/i.test(String(err instanceof Error ? err.message : err))) throw err;
    return { applied: false, plan, moved: true };
  }
  if (plan.adds.length || plan.changes.length) forgetCatalogue(db);
  return { applied: true, plan };
}
