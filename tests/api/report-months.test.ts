/**
 * The GST month's per-month rows (migration 0051) at the edges of IST months: an order placed a few
 * minutes either side of midnight on a month's last day counts in its own IST month, and moves with
 * its order when it is re-dated, moved to another branch, loses a line or is cancelled. After each
 * write the month rows must equal the day rows they sum, and the GST months equal the raw oracle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMonths } from '../../functions/api/db/reports/gst-days';
import { gstMonth } from '../../functions/api/services/reports';
import { startWorker, type TestWorker } from '../support/worker';
import { ist } from '../support/report-fixture';
import { gstMonthRaw } from '../support/report-raw-oracle';
import { expectMonthRowsAsDays, monthOf, monthRows, monthOfDay } from '../support/report-month-oracle';

let w: TestWorker;
let db: D1Database;
let products: { id: number }[];
beforeAll(async () => {
  w = await startWorker();
  db = w.env.DB;
  products = (await db.prepare('SELECT id FROM product ORDER BY id LIMIT 3').all<{ id: number }>()).results;
});
afterAll(() => w?.dispose());

const DAY_MS = 86_400_000;
const dayOf = (date: string) => (ist(date, '00:00') + 19_800_000) / DAY_MS;

async function place(id: number, at: number, branch: number, place = 'Karnataka (29)'): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, order_status, flag, branch_id, subtotal,
           discount, shipping, order_total, total_points, invoice_no, place_of_supply, bill_first_name, status_changed_at)
         VALUES (?1, ?2, 1, ?3, 'cash', 'Success', 'Pending', 0, ?4, 10500, 500, 0, 10000, 0, ?5, ?6, 'Edge', ?3)`,
      )
      .bind(id, `EDGE${id}`, at, branch, `HF/E/${id}`, place),
    ...[
      [4500, 5, '0401'],
      [6000, 18, '3401'],
    ].map(([price, rate, hsn], i) =>
      db
        .prepare(
          `INSERT INTO order_line (order_id, product_id, name, qty, price, main_price, reward_point, hsn_code, gst_rate)
           VALUES (?1, ?2, 'Edge line', 1, ?3, ?3, 0, ?4, ?5)`,
        )
        .bind(id, products[i]!.id, price, hsn, rate),
    ),
  ]);
}

/** September, October and November 2026, each read from its month rows and from the raw rows. */
async function expectMonthsAsRaw(where: string): Promise<void> {
  await expectMonthRowsAsDays(db, where);
  for (const key of ['2026-09', '2026-10', '2026-11']) {
    const month = monthOf(key);
    const g = await gstMonth(db, month);
    const raw = await gstMonthRaw(db, month.start, month.end, g.store.state_code);
    expect({ figures: g.figures, documents: g.documents, left_out: g.left_out, delivery: g.delivery }, `${key} ${where}`).toEqual(raw);
  }
}

const taxableOf = async (key: string) => (await gstMonth(db, monthOf(key))).figures.total.taxable;

describe('per-month GST rows at the edges of IST months (migration 0051)', () => {
  it('reads month rows for whole IST months only', () => {
    const oct = monthOf('2026-10');
    expect(reportMonths(oct.start, oct.end)).toEqual([dayOf('2026-10-01'), dayOf('2026-11-01')]);
    expect(reportMonths(monthOf('2026-09').start, oct.end)).toEqual([dayOf('2026-09-01'), dayOf('2026-11-01')]);
    // a window of days, or one not starting at an IST midnight, adds up day rows
    expect(reportMonths(ist('2026-10-13', '00:00'), ist('2026-10-17', '00:00'))).toBeNull();
    expect(reportMonths(oct.start + 60_000, oct.end)).toBeNull();
    expect(reportMonths(oct.start - DAY_MS, oct.end)).toBeNull();
    expect(monthOfDay(dayOf('2026-10-31'))).toBe(dayOf('2026-10-01'));
  });

  it('an order either side of a month end counts in its own IST month, and moves with its order', async () => {
    const [before, oct, nov] = [await taxableOf('2026-09'), await taxableOf('2026-10'), await taxableOf('2026-11')];
    await place(990001, ist('2026-09-30', '23:50'), 1);
    await place(990002, ist('2026-10-01', '00:05'), 1);
    await place(990003, ist('2026-10-31', '23:55'), 2, 'Maharashtra (27)');
    await place(990004, ist('2026-11-01', '00:00'), 2);
    await expectMonthsAsRaw('placed');
    // each order's taxable value (10,000 paise less its tax) went to its own month: two in October
    const each = (await taxableOf('2026-09')) - before;
    expect(each).toBeGreaterThan(8000);
    expect([(await taxableOf('2026-10')) - oct, (await taxableOf('2026-11')) - nov]).toEqual([2 * each, each]);
    const keys = (await monthRows(db)).map((r) => `${r.month}/${r.branch_id}`);
    for (const k of [`${dayOf('2026-09-01')}/1`, `${dayOf('2026-10-01')}/1`, `${dayOf('2026-10-01')}/2`, `${dayOf('2026-11-01')}/2`])
      expect(keys).toContain(k);

    await db.prepare('UPDATE orders SET created_at = ?2 WHERE id = ?1').bind(990003, ist('2026-11-01', '00:10')).run();
    await expectMonthsAsRaw('re-dated into November');
    await db.prepare('UPDATE orders SET branch_id = 3 WHERE id = ?1').bind(990001).run();
    await expectMonthsAsRaw('moved to branch 3');
    await db.prepare('DELETE FROM order_line WHERE order_id = ?1 AND gst_rate = 18').bind(990002).run();
    await expectMonthsAsRaw('a line removed');
    await db.prepare(`UPDATE orders SET order_status = 'Cancelled' WHERE id = ?1`).bind(990004).run();
    await expectMonthsAsRaw('cancelled');
    expect(await taxableOf('2026-09')).toBe(before + each);
  });
});
