#!/usr/bin/env node
/**
 * A year of orders on top of the demo seed (issue 30): about 650,000 orders and 3 million lines over
 * the six branches, from 40,000 generated customers (and every 200th order Asha's, so one customer
 * who signs in has a long history). Written as SQL the database runs itself (recursive CTEs), so it
 * takes seconds, not hours of single inserts:
 *
 *   node scripts/seed/year-of-orders.mjs --persist-to DIR [--orders 650000] [--now MS] [--days 365]
 *
 * Deterministic for a given --orders and --now: ids from YEAR_FIRST_ID, mobiles 70000xxxxx, no
 * randomness but the order number's own arithmetic. Most orders are Completed with an invoice; one in
 * 25 Cancelled; payment cash / online / points by turns; slots on the order's IST day. Generated
 * customers cannot sign in (no password): they exist to be found by mobile and counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const YEAR_FIRST_ID = 5_000_000;
const CUSTOMERS = 40_000;
const DAY = 86_400_000;
const CHUNKS = 24;

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** The text between a migration's `-- NAME:SECTION:begin` and `:end` markers. */
function sectionOf(file, marker, name) {
  const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
  const begin = sql.indexOf(`-- ${marker}:${name}:begin\n`);
  const end = sql.indexOf(`-- ${marker}:${name}:end`);
  if (begin < 0 || end < begin) throw new Error(`${file} has no ${name} section`);
  return sql.slice(begin, end);
}

/**
 * The per-day report rows (migrations 0042 and 0047) are kept by triggers that recompute a day and
 * branch per changed row: right for the store's writes, far too slow for 3 million seeded rows. So
 * the seed lifts the marking triggers, writes the year, puts them back and runs the migrations' own
 * backfill: the same SQL, read from the migrations between their markers. 0042's backfill marks
 * every day placed, which recomputes 0047's products and customers too; 0047's backfill adds each
 * customer's first order. The per-month GST rows (0051) would be summed again after every one of
 * those days, so their trigger is lifted too while the days are recomputed, the months are filled
 * in one pass by 0051's backfill, and the trigger is put back last.
 */
export function reportDaysSql() {
  const marks = [
    sectionOf('0042_add_report_days.sql', 'report-days', 'marks'),
    sectionOf('0047_add_report_goods_days.sql', 'report-goods', 'marks'),
  ].join('\n');
  const months = sectionOf('0051_add_report_month_gst.sql', 'report-months', 'recompute');
  const names = [...`${marks}\n${months}`.matchAll(/CREATE TRIGGER (\w+)/g)].map((m) => m[1]);
  const backfill = [
    sectionOf('0042_add_report_days.sql', 'report-days', 'backfill'),
    sectionOf('0047_add_report_goods_days.sql', 'report-goods', 'backfill'),
    sectionOf('0051_add_report_month_gst.sql', 'report-months', 'backfill'),
    months,
  ].join('\n');
  return { drop: names.map((n) => `DROP TRIGGER IF EXISTS ${n};`).join('\n'), marks, backfill };
}

/**
 * The SQL for `orders` orders spread evenly over the `days` days ending at `now` (epoch ms). The
 * bench's baseline store takes the year's last weeks at the year's own rate (days < 365, orders cut
 * in proportion), so both stores' recent days hold the same kind and number of orders.
 */
export function yearOfOrdersSql({ orders = 650_000, now = Date.now(), days = 365 } = {}) {
  const start = now - days * DAY;
  const step = (days * DAY) / orders;
  const per = Math.ceil(orders / CHUNKS);
  const report = reportDaysSql();
  const parts = [
    report.drop,
    // a numbered copy of the shelf, so an order line can pick a product by arithmetic
    'DROP TABLE IF EXISTS year_seed_product;',
    `CREATE TABLE year_seed_product AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, name, slug, photo, discount_price AS price, previous_price AS mrp,
              point, hsn_code, gst_rate
       FROM product;`,
    `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < ${CUSTOMERS - 1})
     INSERT OR IGNORE INTO user (id, first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
     SELECT ${YEAR_FIRST_ID} + k, 'Customer', printf('%05d', k), printf('70000%05d', k), printf('customer%05d@example.in', k), '', '', 0,
            1 + k % 6, ${start}
     FROM n;`,
  ];
  for (let c = 0; c < CHUNKS; c++) {
    const from = c * per;
    const to = Math.min(orders, from + per) - 1;
    if (from > to) break;
    parts.push(`WITH RECURSIVE n(k) AS (SELECT ${from} UNION ALL SELECT k + 1 FROM n WHERE k < ${to})
     INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, order_status, flag, branch_id, subtotal, shipping,
                         order_total, invoice_no, place_of_supply, bill_first_name, bill_last_name, bill_phone, ship_first_name,
                         ship_last_name, ship_phone, ship_zip, status_changed_at, slot_day, slot_start_min, slot_end_min)
     SELECT ${YEAR_FIRST_ID} + k, 'YR' || k,
            CASE WHEN k % 200 = 0 THEN 1 ELSE ${YEAR_FIRST_ID} + (k * 7919) % ${CUSTOMERS} END,
            CAST(${start} + k * ${step} AS INTEGER),
            CASE k % 10 WHEN 0 THEN 'point' WHEN 1 THEN 'online' WHEN 2 THEN 'online' WHEN 3 THEN 'online' ELSE 'cash' END,
            CASE WHEN k % 25 = 7 THEN 'Pending' ELSE 'Success' END,
            CASE WHEN k % 25 = 7 THEN 'Cancelled' ELSE 'Completed' END,
            CASE WHEN k % 5 = 4 THEN 1 ELSE 0 END,
            1 + (k * 31) % 6, 0, CASE WHEN k % 3 = 0 THEN 4000 ELSE 0 END, 0,
            CASE WHEN k % 25 = 7 THEN NULL ELSE printf('YR/%07d', k) END,
            'Karnataka (29)', 'Customer', printf('%05d', (k * 7919) % ${CUSTOMERS}), printf('70000%05d', (k * 7919) % ${CUSTOMERS}),
            'Customer', printf('%05d', (k * 7919) % ${CUSTOMERS}), printf('70000%05d', (k * 7919) % ${CUSTOMERS}), '560038',
            CAST(${start} + k * ${step} AS INTEGER) + 7200000,
            date((${start} + k * ${step}) / 1000 + 19800, 'unixepoch'), 540 + 120 * (k % 6), 660 + 120 * (k % 6)
     FROM n;`);
    // 1 to 8 lines an order (4.5 on average): a product picked by the order number and the line's place
    parts.push(`WITH RECURSIVE l(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM l WHERE j < 7)
     INSERT INTO order_line (order_id, product_id, name, slug, photo, qty, price, main_price, reward_point, hsn_code, gst_rate, packed_qty, packed_total)
     SELECT o.id, p.id, p.name, p.slug, p.photo, 1 + (o.id + l.j) % 3, p.price, p.mrp, p.point, p.hsn_code, p.gst_rate,
            CASE WHEN o.order_status = 'Completed' THEN 1 + (o.id + l.j) % 3 END,
            CASE WHEN o.order_status = 'Completed' THEN p.price * (1 + (o.id + l.j) % 3) END
     FROM orders o JOIN l ON l.j <= (o.id * 7) % 8
     JOIN year_seed_product p ON p.i = (o.id * 13 + l.j * 37) % (SELECT count(*) FROM year_seed_product)
     WHERE o.id BETWEEN ${YEAR_FIRST_ID + from} AND ${YEAR_FIRST_ID + to};`);
    parts.push(`UPDATE orders SET subtotal = (SELECT sum(price * qty) FROM order_line WHERE order_id = orders.id),
                             order_total = shipping + (SELECT sum(price * qty) FROM order_line WHERE order_id = orders.id)
     WHERE id BETWEEN ${YEAR_FIRST_ID + from} AND ${YEAR_FIRST_ID + to};`);
  }
  parts.push('DROP TABLE year_seed_product;', report.marks, report.backfill);
  return parts.join('\n');
}

/** Runs the SQL against a local D1 state directory (as `npm start` and the bench keep it). */
export function seedYearOfOrders({ persistTo, orders, now, days = 365, env = process.env }) {
  const dir = mkdtempSync(join(tmpdir(), 'haat-year-'));
  const file = join(dir, 'year.sql');
  writeFileSync(file, yearOfOrdersSql({ orders, now, days }));
  try {
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file, '--yes'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const persistTo = arg('persist-to') ?? '.wrangler/state';
  const orders = Number(arg('orders') ?? 650_000);
  const now = Number(arg('now') ?? Date.now());
  const days = Number(arg('days') ?? 365);
  const t0 = Date.now();
  seedYearOfOrders({ persistTo, orders, now, days });
  console.log(`Seeded a year of orders: ${orders} orders into ${persistTo} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
