import { Hono, type Context } from 'hono';
import type { ProductPlan } from '../../../src/lib/domain/catalogue/product-csv';
import type { AppEnv } from '../env';
import { refusal, say } from '../lang';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { applyProductCsv, checkProductCsv } from '../services/catalogue';
import { validate } from '../validate';
import { csvLimit, csvSchema, refusedRows } from './csv-body';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';
import { csvRefusedNothingApplied, productCsvApplied, productCsvChecked } from '../../../src/lib/domain/catalogue/csv-counts';

/** Up to 2 MB as JSON ({ csv }), like the prices' CSV: its own body limit (app.ts). */
export const PRODUCT_CSV_PATHS = ['/api/staff/catalogue/products/check', '/api/staff/catalogue/products/apply'];

/** The plan as the console lists it: each new product, each change (only its changed fields), each refused row. */
function planAnswer(c: Context, plan: ProductPlan) {
  return {
    adds: plan.adds.map((a) => ({ row: a.row, sku: a.sku, product: a.product })),
    changes: plan.changes.map((e) => ({
      row: e.row,
      sku: e.sku,
      product_id: e.product_id,
      name: e.name,
      before: e.before,
      after: e.after,
    })),
    unchanged: plan.unchanged,
    refused: refusedRows(c, plan.refused),
  };
}

/** Products by CSV (docs/catalogue-console.md): the manager adds and changes products in bulk. */
export const staffProductCsvRoutes = new Hono<AppEnv>()
  .post('/staff/catalogue/products/check', requireStaff('manager'), csvLimit, validate('json', csvSchema), async (c) => {
    const plan = await checkProductCsv(c.env.DB, c.req.valid('json').csv);
    const message = productCsvChecked(plan.adds.length, plan.changes.length, plan.unchanged, plan.refused.length);
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: planAnswer(c, plan) });
  })
  .post('/staff/catalogue/products/apply', requireStaff('manager'), csvLimit, validate('json', csvSchema), async (c) => {
    const outcome = await applyProductCsv(c.env.DB, currentStaff(c).id, c.req.valid('json').csv, clock.now());
    if (!outcome.applied && outcome.moved)
      return c.json(refusal(c, said('catProdCsv.changedMeanwhile'), { response: planAnswer(c, outcome.plan) }), 409);
    if (!outcome.applied) {
      const message = csvRefusedNothingApplied(outcome.plan.refused.length);
      return c.json(refusal(c, message, { response: planAnswer(c, outcome.plan) }), 400);
    }
    const message = productCsvApplied(outcome.plan.adds.length, outcome.plan.changes.length);
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: planAnswer(c, outcome.plan) });
  });
