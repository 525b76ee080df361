/**
 * Query plans of the per-day reports (issue 30: a year of orders), as tests/api/staff-access.test.ts
 * checks the queue's: the dashboard's money and the GST month read the report_day_* tables by their
 * (day, branch) index, the two lists and the goods read raw rows by index, and every recompute in migration 0042's
 * triggers reaches the raw rows of one day and branch through an index, never by reading every
 * order, line, move or refund.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGoods, readGstDays, readMoney } from '../../functions/api/db/reports';
import { startWorker, type TestWorker } from '../support/worker';
import { ist } from '../support/report-fixture';

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const RAW = /^SCAN (o|e|r|l|orders|order_line|order_event|refund|d)\b/;

async function plansOf(read: (db: D1Database) => Promise<unknown>): Promise<string[][]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const db = w.env.DB;
  // a statement sent without bind (the goods' product lists) goes to the batch as it was prepared
  const unbound = new WeakMap<object, D1PreparedStatement>();
  const spy = {
    prepare: (sql: string) => {
      const wrapper = { bind: (...params: unknown[]) => (sent.push({ sql, params }), db.prepare(sql).bind(...params)) };
      unbound.set(wrapper, db.prepare(sql));
      return wrapper;
    },
    batch: (statements: D1PreparedStatement[]) => db.batch(statements.map((s) => unbound.get(s) ?? s)),
  } as unknown as D1Database;
  await read(spy);
  expect(sent.length).toBeGreaterThan(0);
  const plans: string[][] = [];
  for (const { sql, params } of sent) {
    const plan = await db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    plans.push(plan.results.map((r) => r.detail));
  }
  return plans;
}

describe('per-day report reads and recomputes use their indexes', () => {
  const window = { start: ist('2026-10-01', '00:00'), end: ist('2026-11-01', '00:00') };

  it("the dashboard's money: per-day rows by (day, branch), the lists by index", async () => {
    for (const branchId of [null, 1]) {
      for (const plan of await plansOf((db) => readMoney(db, { ...window, branchId, limit: 20 }))) {
        expect(
          plan.filter((d) => RAW.test(d)),
          plan.join('\n'),
        ).toEqual([]);
        if (plan.some((d) => /report_day_/.test(d)))
          expect(plan.join('\n')).toMatch(/USING INDEX report_day_\w+_by_day \(day>\? AND day<\?\)/);
      }
    }
  });

  it("the dashboard's goods: sales per day from per-day rows, slots by the booked day (migration 0045), never every order", async () => {
    for (const branchId of [null, 1]) {
      const read = (db: D1Database) =>
        readGoods(db, { ...window, branchId, from: '2026-10-01', to: '2026-10-31', products: 10, limit: 20 });
      const plans = await plansOf(read);
      // (r is reorder_level here: a short list of the manager's)
      for (const plan of plans)
        expect(
          plan.filter((d) => /^SCAN (o|l|orders|order_line)\b/.test(d)),
          plan.join('\n'),
        ).toEqual([]);
      expect(plans.flat().join('\n')).toMatch(/SEARCH o USING INDEX orders_by_slot_day/);
    }
  });

  it('the GST month: per-day rows only', async () => {
    const plans = await plansOf((db) => readGstDays(db, { ...window, branchId: null }));
    for (const plan of plans) expect(plan.join('\n')).toMatch(/SEARCH d USING INDEX report_day_\w+_by_day/);
  });

  it("every recompute in migration 0042's triggers reads one day and branch by index", async () => {
    const sql = readFileSync('migrations/0042_add_report_days.sql', 'utf8');
    const section = sql.slice(sql.indexOf('-- report-days:recompute:begin'), sql.indexOf('-- report-days:recompute:end'));
    // the SELECTs that read raw rows, with the trigger's NEW values as parameters
    const reads = section
      .split(';')
      .map((s) => s.replace(/^[\s\S]*?\b(INSERT INTO|UPDATE)\b/, '$1'))
      .filter((s) => /^INSERT INTO report_(day|gst)_\w+ \(/.test(s) && /FROM (orders|order_event|refund) /.test(s))
      .map((s) =>
        s
          .slice(s.indexOf('SELECT'))
          .replace(/NEW\.day/g, '?1')
          .replace(/NEW\.branch_id/g, '?2'),
      );
    expect(reads.length).toBe(5);
    for (const read of reads) {
      const plan = (await w.env.DB.prepare(`EXPLAIN QUERY PLAN ${read}`).bind(20375, 1).all<{ detail: string }>()).results.map(
        (r) => r.detail,
      );
      expect(
        plan.filter((d) => RAW.test(d)),
        `${read}\n${plan.join('\n')}`,
      ).toEqual([]);
      expect(plan.join('\n')).toMatch(/SEARCH (o|e|r) USING (COVERING )?INDEX (orders_by_branch|order_event_by_move|refund_by_created)/);
    }
  });
});
