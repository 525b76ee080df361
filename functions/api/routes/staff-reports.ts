import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import {
  csvExport,
  dashboard,
  findReorderLevels,
  gstMonth,
  gstScope,
  reportScope,
  setReorderLevel,
  type Refused,
} from '../services/reports';
import { validate } from '../validate';
import { orderIdParamSchema, productSearchSchema } from '../../../src/lib/domain/staff/staff-schemas';
import { exportParamSchema, gstQuerySchema, REPORT_MSG, reorderLevelSchema, reportQuerySchema } from '../../../src/lib/domain/reports';
import * as clock from '../lib/clock';

/** A report's refusal: its code for the console, its reason in words (docs/reports.md). */
export function refuse(c: Context<AppEnv>, r: Refused) {
  return c.json({ status: 0 as const, code: r.code, message: r.message }, r.status);
}

/**
 * The owner's numbers (docs/reports.md): the dashboard for the manager (any branch or all) and for
 * a branch clerk (their branch only); the GST month for the manager; reorder levels, set by the
 * manager. Riders see no reports.
 */
export const staffReportRoutes = new Hono<AppEnv>()
  .get('/staff/reports/dashboard', requireStaff('manager', 'branch'), validate('query', reportQuerySchema), async (c) => {
    const scoped = await reportScope(c.env.DB, currentStaff(c), c.req.valid('query'), clock.now());
    if (!scoped.ok) return refuse(c, scoped);
    return c.json({ status: 1 as const, response: await dashboard(c.env.DB, scoped.scope) });
  })
  .get('/staff/reports/gst', requireStaff('manager', 'branch'), validate('query', gstQuerySchema), async (c) => {
    const scoped = gstScope(currentStaff(c), c.req.valid('query').month, clock.now());
    if (!scoped.ok) return refuse(c, scoped);
    return c.json({ status: 1 as const, response: await gstMonth(c.env.DB, scoped.month) });
  })
  .get(
    '/staff/reports/export/:kind',
    requireStaff('manager', 'branch'),
    validate('param', exportParamSchema),
    validate('query', reportQuerySchema.merge(gstQuerySchema)),
    async (c) => {
      const made = await csvExport(c.env.DB, currentStaff(c), c.req.valid('param').kind, c.req.valid('query'), clock.now());
      if (!made.ok) return refuse(c, made);
      return c.body(made.file.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${made.file.filename}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .get('/staff/reports/reorder-levels', requireStaff('manager', 'branch'), validate('query', productSearchSchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ status: 1 as const, response: await findReorderLevels(c.env.DB, q || undefined, limit) });
  })
  .post(
    '/staff/reports/reorder-levels/:id',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', reorderLevelSchema),
    async (c) => {
      const saved = await setReorderLevel(c.env.DB, currentStaff(c), c.req.valid('param').id, c.req.valid('json').level, clock.now());
      if (!saved) return refuse(c, { ok: false, status: 404, ...REPORT_MSG.noSuchProduct });
      return c.json({
        status: 1 as const,
        message: saved.level === null ? 'Reorder level removed' : 'Reorder level saved',
        response: saved,
      });
    },
  );
