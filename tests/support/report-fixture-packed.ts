/**
 * A second known day for the dashboard (issue 29): Tuesday 20 October 2026, two cash orders at
 * branch 1 packed as the bag went, written straight into a test worker's own D1 beside the report
 * fixture's 14 October (report-fixture.ts; its P1..P6, run writeReportFixture first). The figures
 * the dashboard must show are worked out by hand in tests/api/reports-dashboard.test.ts.
 *
 *   q1: P1 × 4 at ₹30 substituted by P5 × 4 at the lower ₹25  → P5 sold 4 for ₹100 (P1 none)
 *       P2 × 3 at ₹105 packed short, 1 went in                  → P2 sold 1 for ₹105
 *       P3 × 2 at ₹70 as ordered                                → P3 sold 2 for ₹140
 *   q2: P5 × 1 at ₹118 as ordered (never packed in the app)     → P5 sold 1 more for ₹118
 */
import type { Fixture } from './report-fixture';
import { ist } from './report-fixture';
import type { TestWorker } from './worker';

export const PACKED_DAY = '2026-10-20';

export async function writePackedDay(w: TestWorker, p: Fixture['p'], userId: number): Promise<void> {
  const db = w.env.DB;
  const order = (id: number, at: string, subtotal: number) =>
    db
      .prepare(
        `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, order_status, flag, branch_id,
           subtotal, discount, shipping, order_total, total_points, invoice_no, place_of_supply, bill_first_name, status_changed_at)
         VALUES (?1, ?2, ?3, ?4, 'cash', 'Success', 'Completed', 0, 1, ?5, 0, 0, ?5, 0, ?6, 'Karnataka (29)', 'ReportX', ?4)`,
      )
      .bind(id, `RPT${id}`, userId, ist(PACKED_DAY, at), subtotal, `HF/FX/${String(id).slice(-3).padStart(6, '0')}`);
  // [id, order, product, qty, unit paise, packed qty, packed total]
  const line = (
    id: number,
    orderId: number,
    product: keyof Fixture['p'],
    qty: number,
    unit: number,
    packed: number | null,
    total: number | null,
  ) =>
    db
      .prepare(
        `INSERT INTO order_line (id, order_id, product_id, name, qty, price, main_price, reward_point, hsn_code, gst_rate,
           packed_qty, packed_total, packed_mrp, packed_points)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, 0, '0401', 0, ?7, ?8, ?8, ?9)`,
      )
      .bind(id, orderId, p[product].id, p[product].name, qty, unit, packed, total, packed === null ? null : 0);
  await db.batch([
    order(90021, '10:00', 10000 + 10500 + 14000),
    line(90211, 90021, 'P1', 4, 3000, 0, 10000),
    line(90212, 90021, 'P2', 3, 10500, 1, 10500),
    line(90213, 90021, 'P3', 2, 7000, 2, 14000),
    db
      .prepare(
        `INSERT INTO line_substitute (line_id, order_id, product_id, attribute_id, name, unit_price, unit_mrp, unit_points,
           charged, charged_points, state, proposed_at, answered_at, staff_id, packed_qty)
         VALUES (90211, 90021, ?1, 0, ?2, 2500, 2500, 0, 2500, 0, 'accepted', ?3, NULL, 11, 4)`,
      )
      .bind(p.P5.id, p.P5.name, ist(PACKED_DAY, '10:30')),
    order(90022, '11:00', 11800),
    line(90221, 90022, 'P5', 1, 11800, null, null),
  ]);
}
