import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { importSettlements, reportScope, settlementDaysCsv, settlementDifferencesCsv, settlementReport } from '../services/reports';
import { validate } from '../validate';
import { csvFileName, reportQuerySchema, settlementImportSchema } from '../../../src/lib/domain/reports';
import { refuse } from './staff-reports';
import * as clock from '../lib/clock';

/**
 * Settlement reconciliation (docs/reports.md): the period's days and differences for the manager
 * (any branch or all) and a branch clerk (their own branch: money of no branch is not theirs); the
 * import of a day's settlements is the manager's. Registered before /staff/reports/export/:kind.
 */
export const staffSettlementRoutes = new Hono<AppEnv>()
  .get('/staff/reports/settlements', requireStaff('manager', 'branch'), validate('query', reportQuerySchema), async (c) => {
    const scoped = await reportScope(c.env.DB, currentStaff(c), c.req.valid('query'), clock.now());
    if (!scoped.ok) return refuse(c, scoped);
    return c.json({ status: 1 as const, response: await settlementReport(c.env, scoped.scope, clock.now()) });
  })
  .post('/staff/reports/settlements/import', requireStaff('manager', 'branch'), validate('json', settlementImportSchema), async (c) => {
    const done = await importSettlements(c.env, currentStaff(c), c.req.valid('json').day, clock.now());
    if (!done.ok) return c.json({ status: 0 as const, code: done.code, message: done.message }, done.status);
    const { ok: _ok, ...result } = done;
    return c.json({
      status: 1 as const,
      message: `${result.recorded} new of ${result.listed} settlement entries recorded for ${result.day}`,
      response: result,
    });
  })
  .get(
    '/staff/reports/export/:kind{settlements|settlement-differences}',
    requireStaff('manager', 'branch'),
    validate('query', reportQuerySchema),
    async (c) => {
      const scoped = await reportScope(c.env.DB, currentStaff(c), c.req.valid('query'), clock.now());
      if (!scoped.ok) return refuse(c, scoped);
      const report = await settlementReport(c.env, scoped.scope, clock.now());
      const kind = c.req.param('kind') as 'settlements' | 'settlement-differences';
      const { from, to, branch_id } = report.scope;
      const filename = csvFileName(branch_id === null ? kind : `${kind}-branch-${branch_id}`, from, to);
      return c.body(kind === 'settlements' ? settlementDaysCsv(report) : settlementDifferencesCsv(report), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
