import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { refusal, say } from '../lang';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { applyStockCsv, checkStockCsv, type StockCsvPlan } from '../services/catalogue';
import { validate } from '../validate';
import { csvLimit, csvSchema, refusedRows } from './csv-body';
import * as clock from '../lib/clock';
import { csvRefusedNothingApplied } from '../../../src/lib/domain/catalogue/csv-counts';
import { stockCsvApplied, stockCsvChecked } from '../../../src/lib/domain/catalogue/stock-csv';

/** The stock CSV comes as JSON ({ csv }), up to 2 MB like the price CSV: its own body limit (app.ts). */
export const STOCK_CSV_PATHS = ['/api/staff/stock/csv/check', '/api/staff/stock/csv/apply'];

function planAnswer(c: Context, plan: StockCsvPlan) {
  return { changes: plan.changes, unchanged: plan.unchanged, refused: refusedRows(c, plan.refused) };
}

/** A shelf count of many packs by CSV (docs/stock.md): a clerk for their branch, the manager for any. */
export const staffStockCsvRoutes = new Hono<AppEnv>()
  .post('/staff/stock/csv/check', requireStaff('manager', 'branch'), csvLimit, validate('json', csvSchema), async (c) => {
    const plan = await checkStockCsv(c.env.DB, currentStaff(c), c.req.valid('json').csv);
    const message = stockCsvChecked(plan.changes.length, plan.unchanged, plan.refused.length);
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: planAnswer(c, plan) });
  })
  .post('/staff/stock/csv/apply', requireStaff('manager', 'branch'), csvLimit, validate('json', csvSchema), async (c) => {
    const outcome = await applyStockCsv(c.env.DB, currentStaff(c), c.req.valid('json').csv, clock.now());
    if (!outcome.applied) {
      const message = csvRefusedNothingApplied(outcome.plan.refused.length);
      return c.json(refusal(c, message, { response: planAnswer(c, outcome.plan) }), 400);
    }
    const message = stockCsvApplied(outcome.written);
    return c.json({
      status: 1 as const,
      code: message.key,
      message: say(c, message),
      response: { ...planAnswer(c, outcome.plan), written: outcome.written },
    });
  });
