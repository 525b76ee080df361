import { Hono, type Context } from 'hono';
import { catalogueSearchSchema, newProductSchema, productChangeSchema } from '../../../src/lib/domain/catalogue/catalogue-edit';
import type { PricePlan } from '../../../src/lib/domain/catalogue/price-csv';
import { orderIdParamSchema } from '../../../src/lib/domain/staff/staff-schemas';
import type { AppEnv } from '../env';
import { refusal, say, sayRule } from '../lang';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { applyPriceCsv, checkPriceCsv } from '../services/catalogue';
import {
  addProduct,
  editProduct,
  findCatalogue,
  productHistory,
  readProduct,
  type EditOutcome,
  editPacks,
  productPacks,
  type PacksOutcome,
} from '../services/catalogue';
import { packListSchema } from '../../../src/lib/domain/catalogue/catalogue-packs';
import { validate } from '../validate';
import { csvLimit, csvSchema, refusedRows } from './csv-body';
import * as clock from '../lib/clock';
import { type Said, said } from '../../../src/lib/domain/i18n/said';
import { csvRefusedNothingApplied, priceCsvApplied, priceCsvChecked } from '../../../src/lib/domain/catalogue/csv-counts';

/** The CSV of prices comes as JSON ({ csv }); its own body limit, above the API's 256 KB (app.ts). */
export const PRICE_CSV_PATHS = ['/api/staff/catalogue/prices/check', '/api/staff/catalogue/prices/apply'];

/** Each refused field as the answer lists it: the field, its catalogue key and the words in the reader's language. */
function fieldErrors(c: Context, problems: { field: string; message: Said }[]) {
  return problems.map((p) => ({ path: p.field, ...sayRule(c, p.message) }));
}

function refuse(c: Context, status: 400 | 404 | 409, problems: { field: string; message: Said }[]) {
  const errors = fieldErrors(c, problems);
  return c.json({ status: 0 as const, code: errors[0]!.code, message: errors[0]!.message, field: problems[0]!.field, errors }, status);
}

function answer(c: Context, outcome: EditOutcome, done: Said) {
  if (!outcome.ok) return refuse(c, outcome.status, outcome.problems);
  const message = outcome.changed ? done : said('catEdit.nothingChanged');
  return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: outcome.product });
}

/** Pack sizes: a refused pack's field is named by its place in the list ("packs.1.price"), as zod names it. */
function packsAnswer(c: Context, outcome: PacksOutcome) {
  if (!outcome.ok)
    return refuse(
      c,
      outcome.status,
      outcome.problems.map((p) => ({ field: p.index < 0 ? 'packs' : `packs.${p.index}.${p.field}`, message: p.message })),
    );
  const message = outcome.changed ? said('catPack.saved') : said('catEdit.nothingChanged');
  return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: outcome.packs });
}

function planAnswer(c: Context, plan: PricePlan) {
  return {
    changes: plan.changes,
    unchanged: plan.unchanged,
    refused: refusedRows(c, plan.refused),
  };
}

/** The manager's catalogue (issue 28): products and their prices, found, changed, added, and priced by CSV. */
export const staffCatalogueRoutes = new Hono<AppEnv>()
  .get('/staff/catalogue', requireStaff('manager'), validate('query', catalogueSearchSchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ status: 1 as const, response: await findCatalogue(c.env.DB, q, limit) });
  })
  .get('/staff/catalogue/:id', requireStaff('manager'), validate('param', orderIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const product = await readProduct(c.env.DB, id);
    if (!product) return c.json(refusal(c, said('srv.productNotFound')), 404);
    const [history, packs] = await Promise.all([productHistory(c.env.DB, id), productPacks(c.env.DB, id)]);
    return c.json({ status: 1 as const, response: { product, history, packs } });
  })
  .post(
    '/staff/catalogue/:id/packs',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', packListSchema),
    async (c) => packsAnswer(c, await editPacks(c.env.DB, currentStaff(c).id, c.req.valid('param').id, c.req.valid('json'), clock.now())),
  )
  .post('/staff/catalogue/prices/check', requireStaff('manager', 'branch'), csvLimit, validate('json', csvSchema), async (c) => {
    const plan = await checkPriceCsv(c.env.DB, c.req.valid('json').csv);
    const message = priceCsvChecked(plan.changes.length, plan.unchanged, plan.refused.length);
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: planAnswer(c, plan) });
  })
  .post('/staff/catalogue/prices/apply', requireStaff('manager', 'branch'), csvLimit, validate('json', csvSchema), async (c) => {
    const outcome = await applyPriceCsv(c.env.DB, currentStaff(c).id, c.req.valid('json').csv, clock.now());
    if (!outcome.applied && outcome.moved)
      return c.json(refusal(c, said('catEdit.changedMeanwhile'), { response: planAnswer(c, outcome.plan) }), 409);
    if (!outcome.applied) {
      const message = csvRefusedNothingApplied(outcome.plan.refused.length);
      return c.json(refusal(c, message, { response: planAnswer(c, outcome.plan) }), 400);
    }
    const message = priceCsvApplied(outcome.plan.changes.length);
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: planAnswer(c, outcome.plan) });
  })
  .post('/staff/catalogue', requireStaff('manager'), validate('json', newProductSchema), async (c) => {
    return answer(c, await addProduct(c.env.DB, currentStaff(c).id, c.req.valid('json'), clock.now()), said('catEdit.added'));
  })
  .post(
    '/staff/catalogue/:id',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', productChangeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return answer(c, await editProduct(c.env.DB, currentStaff(c).id, id, c.req.valid('json'), clock.now()), said('catEdit.saved'));
    },
  );
