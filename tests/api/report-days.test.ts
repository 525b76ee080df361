/**
 * The per-day report rows (migrations 0042, 0047) against the raw rows, property-style, on real D1:
 * a seeded random sequence of placings (coupons, replacements, other States), cancels and their
 * refunds, completions by riders, packings short, weighed or with substitutes and their refunds,
 * refunds processed or failed, ticket refunds, riders, line names, substitutes and customers
 * corrected. After each write the dashboard's money and goods from the per-day rows must equal the
 * raw reads they replaced (tests/support/report-raw-oracle.ts, db/reports/goods-raw.ts), and the
 * per-month GST rows (0051) the day rows they sum (so a missed month recompute is not hidden by a
 * later one); every 20 writes for every day, every branch and all, and the GST month (month rows).
 * The writes are the app's own statements where it has them (order-life.ts, packing.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGoods, readGoodsRaw, readMoney, type MoneyRows } from '../../functions/api/db/reports';
import { recordOrderRefund } from '../../functions/api/db/orders/order-life';
import { recordPackedLines, recordPackingRefund, repriceOrder } from '../../functions/api/db/orders/packing';
import { gstMonth } from '../../functions/api/services/reports';
import { startWorker, type TestWorker } from '../support/worker';
import { ist } from '../support/report-fixture';
import { gstMonthRaw, readMoneyRaw } from '../support/report-raw-oracle';
import { addCustomers, prng } from '../support/report-writes';
import { expectMonthRowsAsDays, monthOf } from '../support/report-month-oracle';

let w: TestWorker;
let db: D1Database;
let products: { id: number }[];
let swaps: { id: number; name: string }[];
/** Customers of the runs: fresh accounts, so some are new in a window and some returning. */
const USERS = [910001, 910002, 910003, 910004, 910005, 910006];
const MOVED_TO = [910007, 910008];
beforeAll(async () => {
  w = await startWorker();
  db = w.env.DB;
  products = (await db.prepare('SELECT id FROM product ORDER BY id LIMIT 6').all<{ id: number }>()).results;
  swaps = (await db.prepare('SELECT id, name FROM product ORDER BY id LIMIT 3 OFFSET 6').all<{ id: number; name: string }>()).results;
  await addCustomers(db, [...USERS, ...MOVED_TO]);
});
afterAll(() => w?.dispose());

const DAYS = ['2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16'];
const RIDERS = [11, 12, 13, 22, null];
type Open = { id: number; method: string; at: number; lines: { id: number; qty: number; unit: number }[]; discount: number };

async function run(seed: number, steps: number, firstId: number): Promise<void> {
  const r = prng(seed);
  const open: Open[] = [];
  const done: number[] = [];
  let id = firstId;
  const time = (after: number) => Math.max(after + 60_000, ist(r.pick(DAYS), `${String(r.int(6, 22)).padStart(2, '0')}:${r.int(10, 59)}`));
  for (let step = 0; step < steps; step++) {
    // checked after every write, before a later write to the same day could recompute over a miss
    if (step > 0) await expectSameAsRaw(step % 20 === 0 ? 'all' : 'range');
    const roll = r.next();
    if (roll < 0.4 || open.length === 0) {
      // placing: 1–4 lines, a coupon or offer on some, another State on some, a free replacement on a few
      const oid = ++id;
      const method = r.pick(['cash', 'online', 'point'] as const);
      const lines = Array.from({ length: r.int(1, 4) }, () => ({
        qty: r.int(1, 4),
        unit: r.int(1, 400) * 25,
        rate: r.pick([0, 5, 18, 40]),
      }));
      const gross = lines.reduce((a, l) => a + l.qty * l.unit, 0);
      const discount = r.next() < 0.4 ? r.int(0, Math.floor(gross / 3)) : 0;
      const shipping = r.pick([0, 0, 3000]);
      const at = time(0);
      const replacement = r.next() < 0.08 && done.length > 0;
      const stmts: D1PreparedStatement[] = [];
      let ticket: number | null = null;
      if (replacement) {
        ticket = oid;
        stmts.push(
          db
            .prepare(
              `INSERT INTO problem_ticket (id, ticket_no, order_id, user_id, branch_id, month, created_at) VALUES (?1, ?2, ?3, 1, 1, '2026-10', ?4)`,
            )
            .bind(ticket, `T${ticket}`, done[0], at),
        );
      }
      stmts.push(
        db
          .prepare(
            `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, payment_id, order_status, flag, branch_id,
               subtotal, discount, coupon_code, shipping, order_total, total_points, invoice_no, place_of_supply, bill_first_name,
               status_changed_at, replacement_ticket_id)
             VALUES (?1, ?2, ?16, ?3, ?4, 'Success', ?5, 'Pending', 0, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 'Prop', ?3, ?15)`,
          )
          .bind(
            oid,
            `PROP${oid}`,
            at,
            method,
            method === 'online' ? `pay_p${oid}` : null,
            r.int(1, 3),
            gross,
            discount,
            discount > 0 ? r.pick(['SAVE10', 'FEST', null]) : null,
            shipping,
            method === 'point' ? 0 : gross - discount + shipping,
            method === 'point' ? gross / 25 : 0,
            replacement ? null : `HF/P/${String(oid).padStart(7, '0')}`,
            r.next() < 0.2 ? 'Maharashtra (27)' : 'Karnataka (29)',
            ticket,
            r.pick(USERS),
          ),
        ...lines.map((l, i) =>
          db
            .prepare(
              `INSERT INTO order_line (order_id, product_id, name, qty, price, main_price, reward_point, hsn_code, gst_rate)
               VALUES (?1, ?2, 'Prop line', ?3, ?4, ?4, 0, ?5, ?6)`,
            )
            .bind(oid, products[(oid + i) % products.length]!.id, l.qty, l.unit, r.pick(['0401', '1905', '3401']), l.rate),
        ),
      );
      await db.batch(stmts);
      const ids = (await db.prepare('SELECT id FROM order_line WHERE order_id = ?1 ORDER BY id').bind(oid).all<{ id: number }>()).results;
      open.push({ id: oid, method, at, discount, lines: lines.map((l, i) => ({ id: ids[i]!.id, qty: l.qty, unit: l.unit })) });
    } else if (roll < 0.55) {
      // cancelled by staff or the customer: the move, and a paid online order's refund, in one batch
      const o = open.splice(r.int(0, open.length - 1), 1)[0]!;
      const at = time(o.at);
      await db.batch([
        db.prepare(`UPDATE orders SET order_status = 'Cancelled', status_changed_at = ?2 WHERE id = ?1`).bind(o.id, at),
        db
          .prepare(
            `INSERT INTO order_event (order_id, actor_type, staff_id, to_status, reason, created_at) VALUES (?1, 'staff', 11, 'Cancelled', 'prop', ?2)`,
          )
          .bind(o.id, at),
        recordOrderRefund(db, o.id, at),
      ]);
    } else if (roll < 0.7) {
      // completed, cash to a rider (or at the counter)
      const o = open.splice(r.int(0, open.length - 1), 1)[0]!;
      const at = time(o.at);
      await db.batch([
        db
          .prepare(`UPDATE orders SET order_status = 'Completed', rider_id = ?2, status_changed_at = ?3 WHERE id = ?1`)
          .bind(o.id, r.pick(RIDERS), at),
        db
          .prepare(
            `INSERT INTO order_event (order_id, actor_type, staff_id, to_status, created_at) VALUES (?1, 'staff', 12, 'Completed', ?2)`,
          )
          .bind(o.id, at),
      ]);
      done.push(o.id);
    } else if (roll < 0.85) {
      // packed: some lines short or weighed, the order repriced, an online order's difference refunded
      const o = r.pick(open);
      const packed = o.lines.map((l) => {
        const qty = r.int(0, l.qty);
        const total = r.next() < 0.3 ? r.int(0, l.qty * l.unit) : qty * l.unit;
        return { id: l.id, packed_qty: qty, grams: null, total, mrp: total, points: 0 };
      });
      const price = packed.reduce((a, l) => a + l.total, 0);
      const discount = Math.min(o.discount, price);
      const before = (await db
        .prepare('SELECT order_total, shipping FROM orders WHERE id = ?1')
        .bind(o.id)
        .first<{ order_total: number; shipping: number }>())!;
      const payable = o.method === 'point' ? 0 : price - discount + before.shipping;
      // some lines packed with a substitute instead (line-sql.ts: it sold in the line's place), its
      // packed_qty set with the row or afterwards as the packing batch does (substitutes.ts)
      const subs = packed.filter((l) => l.packed_qty > 0 && r.next() < 0.3);
      const swap = (l: (typeof packed)[number], qty: number | null) => {
        const p = r.pick(swaps);
        return db
          .prepare(
            `INSERT INTO line_substitute (line_id, order_id, product_id, name, unit_price, unit_mrp, charged, state, proposed_at, packed_qty)
             VALUES (?1, ?2, ?3, ?4, 100, 100, 100, 'accepted', 0, ?5)
             ON CONFLICT (line_id) DO UPDATE SET product_id = excluded.product_id, name = excluded.name, packed_qty = excluded.packed_qty`,
          )
          .bind(l.id, o.id, p.id, p.name, qty);
      };
      const later = r.next() < 0.5;
      await db.batch([
        ...subs.map((l) => swap(l, later ? null : l.packed_qty)),
        ...subs
          .filter(() => later)
          .map((l) => db.prepare('UPDATE line_substitute SET packed_qty = ?2 WHERE line_id = ?1').bind(l.id, l.packed_qty)),
        ...recordPackedLines(db, o.id, packed as never),
        repriceOrder(
          db,
          o.id,
          { price, coupon: discount, offer: 0, shipping: before.shipping, payable, points: price / 25, pointsEarned: 0 } as never,
          o.method,
        ),
        recordPackingRefund(db, o.id, before.order_total - payable, time(o.at)),
      ]);
    } else if (roll < 0.9) {
      // one correction a write (no other mark hides a missing one): a line renamed, a substitute out or swapped, a new customer
      const o = r.pick(open);
      const line = r.pick(o.lines);
      const swap = r.pick(swaps);
      const sub = `(SELECT s.line_id FROM line_substitute s JOIN orders o ON o.id = s.order_id WHERE o.order_status <> 'Cancelled'
        AND s.packed_qty IS NOT NULL AND s.product_id <> ${swap.id} ORDER BY (s.line_id * ${r.int(1, 6)}) % 7, s.line_id LIMIT 1)`;
      const fix = r.pick([
        db.prepare('UPDATE order_line SET name = ?2 WHERE id = ?1').bind(line.id, `Prop line ${r.int(1, 9)}`),
        db.prepare(`DELETE FROM line_substitute WHERE line_id = ${sub}`),
        db.prepare(`UPDATE line_substitute SET product_id = ?1, name = ?2 WHERE line_id = ${sub}`).bind(swap.id, swap.name),
        db.prepare('UPDATE orders SET user_id = ?2 WHERE id = ?1').bind(o.id, r.pick(MOVED_TO)),
      ]);
      await fix.run();
    } else if (roll < 0.95) {
      // a refund moves on: processed or failed
      await db
        .prepare(
          `UPDATE refund SET status = ?1, attempts = attempts + 1
            WHERE id = (SELECT id FROM refund WHERE created_at >= ?3 ORDER BY (id * ?2) % 7, id LIMIT 1)`,
        )
        .bind(r.pick(['processed', 'failed']), r.int(1, 6), ist(DAYS[0]!, '00:00'))
        .run();
    } else if (done.length > 0) {
      // a completed order's rider corrected afterwards, and a ticket refunded online for a line
      const oid = r.pick(done);
      const tid = ++id;
      await db.batch([
        db.prepare('UPDATE orders SET rider_id = ?2 WHERE id = ?1').bind(oid, r.pick(RIDERS)),
        db
          .prepare(
            `INSERT INTO problem_ticket (id, ticket_no, order_id, user_id, branch_id, month, created_at) VALUES (?1, ?2, ?3, 1, 1, '2026-10', ?4)`,
          )
          .bind(tid, `T${tid}`, oid, time(0)),
        db
          .prepare(
            `INSERT INTO refund (ticket_id, reason, payment_id, amount, status, attempts, created_at, updated_at) VALUES (?1, 'ticket', 'pay_t', 500, 'pending', 0, ?2, ?2)`,
          )
          .bind(tid, time(0)),
      ]);
    }
  }
}

/** The dashboard's rows in an order that does not depend on how SQLite grouped them. */
function canonical(m: MoneyRows) {
  return {
    ...m,
    statuses: [...m.statuses].sort((a, b) => a.status.localeCompare(b.status)),
    modes: [...m.modes].sort((a, b) => a.mode.localeCompare(b.mode)),
  };
}

/** 'range': the four days together, each branch and all; 'all': each day too, and the GST month. */
async function expectSameAsRaw(how: 'range' | 'all' = 'all'): Promise<void> {
  const range: [number, number] = [ist(DAYS[0]!, '00:00'), ist(DAYS[3]!, '00:00') + 86_400_000];
  const days = DAYS.map((d) => [ist(d, '00:00'), ist(d, '00:00') + 86_400_000] as [number, number]);
  await expectMonthRowsAsDays(db);
  for (const [start, end] of how === 'range' ? [range] : [...days, range]) {
    for (const branchId of [null, 1, 2, 3]) {
      const q = { start, end, branchId, limit: 50 };
      const where = `${new Date(start).toISOString()} branch ${branchId}`;
      expect(canonical(await readMoney(db, q)), where).toEqual(canonical(await readMoneyRaw(db, q)));
      // goods after each write for all branches together, each branch every 20 writes
      if (how === 'range' && branchId !== null) continue;
      const g = { ...q, from: '2026-10-13', to: '2026-10-16', products: 40 };
      expect(await readGoods(db, g), where).toEqual(await readGoodsRaw(db, g));
    }
  }
  if (how === 'range') return;
  const oct = monthOf('2026-10');
  const g = await gstMonth(db, oct);
  const raw = await gstMonthRaw(db, oct.start, oct.end, g.store.state_code);
  expect({ figures: g.figures, documents: g.documents, left_out: g.left_out, delivery: g.delivery }).toEqual(raw);
  expect((await db.prepare('SELECT count(*) AS n FROM report_day_stale').first<{ n: number }>())!.n).toBe(0);
}

describe('per-day and per-month report rows equal the raw rows (migrations 0042, 0047, 0051)', () => {
  it('after a seeded random sequence of placings, cancels, completions, packings and refunds', async () => {
    await run(20261014, 60, 700_000);
    await expectSameAsRaw();
  }, 480_000);

  it('after another sequence on top of the first (rows change in place, nothing counted twice)', async () => {
    await run(42, 60, 800_000);
    await expectSameAsRaw();
  }, 480_000);

  it('the GST month is not empty: the runs wrote invoices in both States', async () => {
    const g = await gstMonth(db, monthOf('2026-10'));
    expect(g.figures.invoices).toBeGreaterThan(10);
    expect(g.figures.b2cs.some((b) => b.igst > 0)).toBe(true);
    expect(g.figures.b2cs.some((b) => b.cgst > 0)).toBe(true);
  });

  it('the goods are not empty: substitutes sold, customers new on the first day and returning after it', async () => {
    const read = (first: number, last: number) =>
      readGoods(db, {
        start: ist(DAYS[first]!, '00:00'),
        end: ist(DAYS[last]!, '00:00') + 86_400_000,
        branchId: null,
        limit: 50,
        from: DAYS[first]!,
        to: DAYS[last]!,
        products: 40,
      });
    const [first, later] = [await read(0, 0), await read(1, 3)];
    expect(later.top.some((p) => swaps.some((s) => s.id === p.product_id))).toBe(true);
    expect(first.customers.new).toBeGreaterThan(0);
    expect(later.customers.total).toBeGreaterThan(later.customers.new);
  });
});
