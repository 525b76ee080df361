/**
 * The morning's prices by CSV (issue 28): check lists every change and every refused row; apply
 * checks again and writes all the changes in one batch, or none when any row is refused (or a
 * product's price moved since the file was checked: the batch's guards roll it back).
 */
import { parsePriceCsv, planPrices, type PricePlan, type PricedNow } from '../../../../src/lib/domain/catalogue/price-csv';
import { readPricesBySku, writePriceChanges } from '../../db/catalogue';
import { forgetCatalogue } from './catalogue-cache';

export async function checkPriceCsv(db: D1Database, text: string): Promise<PricePlan> {
  const parsed = parsePriceCsv(text);
  const found = parsed.rows.length
    ? await readPricesBySku(
        db,
        parsed.rows.map((r) => r.sku),
      )
    : [];
  const bySku = new Map<string, PricedNow>(found.map((p) => [p.slug, p]));
  return planPrices(parsed, bySku);
}

export type ApplyOutcome = { applied: true; plan: PricePlan } | { applied: false; plan: PricePlan; moved?: boolean };

export async function applyPriceCsv(db: D1Database, staffId: number, text: string, now: number): Promise<ApplyOutcome> {
  const plan = await checkPriceCsv(db, text);
  if (plan.refused.length) return { applied: false, plan };
  try {
    await writePriceChanges(db, plan.changes, staffId, now);
  } catch (err) {
    if (!/order_guard/.test(String(err instanceof Error ? err.message : err))) throw err;
    return { applied: false, plan, moved: true };
  }
  if (plan.changes.length) forgetCatalogue(db);
  return { applied: true, plan };
}
