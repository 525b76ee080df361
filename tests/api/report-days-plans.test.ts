/**
 * Query plans of the per-day reports (issue 30: a year of orders), as tests/api/staff-access.test.ts
 * checks the queue's: the dashboard's money, its product lists and customers, and the GST month read
 * the report_day_* tables by their (day, branch) index (the GST month's tax: report_month_gst by
 * (month, branch)), the two lists and the slots read raw rows by
 * index, and every recompute in migrations 0042's and 0047's triggers reaches the raw rows of one
 * day and branch through an index, never by reading every order, line, move or refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGoods, readGstDays, readMoney } from '../../functions/api/db/reports';
import { startWorker, type TestWorker } from '../support/worker';
import { ist } from '../support/report-fixture';
// the migrations' text through Vite (the file runs in workerd, which has no access to the disk)
import reportDays from '../../migrations/0042_add_report_days.sql?raw';
import reportGoods from '../../migrations/0047_add_report_goods_days.sql?raw';
import reportMonthGst from '../../migrations/0051_add_report_month_gst.sql?raw';

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

  it("the dashboard's goods: per-day rows (migrations 0042, 0047), slots from the booked-day index alone (0050), no order line at all", async () => {
    for (const branchId of [null, 1]) {
      const read = (db: D1Database) =>
        readGoods(db, { ...window, branchId, from: '2026-10-01', to: '2026-10-31', products: 10, limit: 20 });
      const plans = await plansOf(read);
      const all = plans.flat();
      // (r is reorder_level here: a short list of the manager's)
      expect(all.filter((d) => /^(SCAN|SEARCH) (l|ls|order_line|line_substitute)\b/.test(d))).toEqual([]);
      // orders only for the slots, from the booked-day index without a look at the order's row; the
      // products and customers from their days
      expect(all.filter((d) => /^(SCAN|SEARCH) (o|f|orders)\b/.test(d) && !/USING COVERING INDEX orders_by_slot_day/.test(d))).toEqual([]);
      expect(all.join('\n')).toMatch(/SEARCH o USING COVERING INDEX orders_by_slot_day \(slot_day>\? AND slot_day<\?\)/);
      expect(all.join('\n')).toMatch(/SEARCH d USING INDEX report_day_product_by_day \(day>\? AND day<\?\)/);
      expect(all.join('\n')).toMatch(/SEARCH d USING COVERING INDEX report_day_customer_by_day \(day>\? AND day<\?\)/);
      expect(all.join('\n')).toMatch(/SEARCH cf USING INTEGER PRIMARY KEY/);
    }
  });

  it('the GST month: its tax from the per-month rows (migration 0051), its orders from the per-day rows', async () => {
    const plans = (await plansOf((db) => readGstDays(db, { ...window, branchId: null }))).map((p) => p.join('\n'));
    expect(plans).toHaveLength(2);
    expect(plans[0]).toMatch(/SEARCH d USING INDEX report_month_gst_by_month \(month>\? AND month<\?\)/);
    expect(plans[1]).toMatch(/SEARCH d USING INDEX report_day_order_by_day \(day>\? AND day<\?\)/);
  });

  it("the month's recompute (migration 0051) reads one month of day rows by their index", async () => {
    const sql = reportMonthGst;
    const recompute = sql.slice(sql.indexOf('-- report-months:recompute:begin'), sql.indexOf('-- report-months:recompute:end'));
    const read = recompute.slice(recompute.indexOf('SELECT'), recompute.indexOf('END;')).replace(/;\s*$/, '');
    const plan = await w.env.DB.prepare(`EXPLAIN QUERY PLAN ${read.replace(/OLD\.day/g, '?1').replace(/OLD\.branch_id/g, '?2')}`)
      .bind(20375, 1)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join('\n')).toMatch(/SEARCH d USING INDEX report_day_gst_by_day \(day>\? AND day<\?\)/);
  });

  /** The SELECTs of a migration's recompute triggers that read raw rows, with the trigger's NEW values as parameters. */
  function recomputeReads(sql: string, marker: string): string[] {
    const section = sql.slice(sql.indexOf(`-- ${marker}:recompute:begin`), sql.indexOf(`-- ${marker}:recompute:end`));
    return section
      .split(';')
      .map((s) => s.replace(/^[\s\S]*?\b(INSERT INTO|UPDATE)\b/, '$1'))
      .filter((s) => /^INSERT INTO report_(day|gst)_\w+ \(/.test(s) && /FROM (orders|order_event|refund) /.test(s))
      .map((s) =>
        s
          .slice(s.indexOf('SELECT'))
          .replace(/NEW\.day/g, '?1')
          .replace(/NEW\.branch_id/g, '?2'),
      );
  }

  it("every recompute in migrations 0042's and 0047's triggers reads one day and branch by index", async () => {
    const reads = recomputeReads(reportDays, 'report-days');
    const goods = recomputeReads(reportGoods, 'report-goods');
    expect([reads.length, goods.length]).toEqual([5, 2]);
    for (const read of [...reads, ...goods]) {
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

  it("a customer's first order is found by orders_by_user, not by reading every order", async () => {
    const plan = await w.env.DB.prepare('EXPLAIN QUERY PLAN SELECT min(o.created_at) FROM orders o WHERE o.user_id = ?1')
      .bind(1)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join('\n')).toMatch(/SEARCH o USING COVERING INDEX orders_by_user \(user_id=\?\)/);
  });
});
