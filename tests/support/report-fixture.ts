/**
 * A known day for the reports (issue 30): Wednesday 14 October 2026 in Bengaluru, written straight
 * into a test worker's own D1 (orders, lines, moves, refunds, stock, reorder levels) so that every
 * dashboard number, the October GST month and the CSV files can be checked against figures worked
 * out by hand in tests/api/reports-*.test.ts. Times are IST wall clock.
 */
import { indiaDayBounds } from '../../src/lib/domain/money/india-time';
import type { TestWorker } from './worker';

export const DAY = '2026-10-14';
export const MONTH = '2026-10';

/** The instant of an IST wall-clock time on a day. */
export function ist(day: string, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return indiaDayBounds(day)[0] + (h * 60 + m) * 60_000;
}

export interface FixtureProduct {
  id: number;
  name: string;
  category: string;
}

export interface Fixture {
  /** P1..P6 by their part in the story (ids are the seed's first six products) */
  p: Record<'P1' | 'P2' | 'P3' | 'P4' | 'P5' | 'P6', FixtureProduct>;
  users: Record<'X' | 'Y' | 'Z' | 'W', number>;
  orders: Record<'o0' | 'o1' | 'o2' | 'o3' | 'o4' | 'o5' | 'o6' | 'o7' | 'o8', number>;
}

const KA = 'Karnataka (29)';

interface O {
  key: keyof Fixture['orders'];
  id: number;
  user: keyof Fixture['users'];
  at: number;
  method: 'cash' | 'online' | 'point';
  payment: string;
  status: string;
  flag: 0 | 1;
  branch: number;
  subtotal: number;
  discount?: number;
  coupon?: string;
  offer?: string;
  shipping?: number;
  total: number;
  points?: number;
  rider?: number;
  slot?: [string, number, number];
  /** product, hsn, rate, qty, unit paise, and a line name other than the product's */
  lines: [keyof Fixture['p'], string, number, number, number, string?][];
}

const ORDERS: O[] = [
  {
    key: 'o0',
    id: 90000,
    user: 'Y',
    at: ist('2026-09-01', '11:00'),
    method: 'cash',
    payment: 'Success',
    status: 'Completed',
    flag: 0,
    branch: 2,
    subtotal: 25000,
    total: 25000,
    lines: [['P1', '0401', 0, 5, 5000]],
  },
  {
    key: 'o1',
    id: 90001,
    user: 'X',
    at: ist(DAY, '08:15'),
    method: 'cash',
    payment: 'Success',
    status: 'Completed',
    flag: 0,
    branch: 1,
    subtotal: 16500,
    shipping: 3000,
    total: 19500,
    rider: 12,
    slot: [DAY, 960, 1080],
    lines: [
      ['P1', '0401', 0, 2, 3000],
      ['P2', '1905', 5, 1, 10500],
    ],
  },
  {
    key: 'o2',
    id: 90002,
    user: 'Y',
    at: ist(DAY, '09:40'),
    method: 'cash',
    payment: 'Success',
    status: 'Completed',
    flag: 1,
    branch: 1,
    subtotal: 35000,
    discount: 2000,
    coupon: 'SAVE10',
    offer: 'percent',
    total: 33000,
    slot: [DAY, 600, 720],
    lines: [
      ['P3', '2202', 40, 2, 7000],
      ['P2', '1905', 5, 2, 10500],
    ],
  },
  {
    key: 'o3',
    id: 90003,
    user: 'X',
    at: ist(DAY, '10:05'),
    method: 'online',
    payment: 'Success',
    status: 'Cancelled',
    flag: 0,
    branch: 1,
    subtotal: 42000,
    total: 42000,
    slot: [DAY, 1080, 1200],
    lines: [['P4', '0902', 5, 1, 42000]],
  },
  {
    key: 'o4',
    id: 90004,
    user: 'Y',
    at: ist(DAY, '13:20'),
    method: 'online',
    payment: 'Success',
    status: 'Out for delivery',
    flag: 0,
    branch: 2,
    subtotal: 50400,
    discount: 5000,
    offer: 'points_offer',
    total: 45400,
    rider: 22,
    slot: ['2026-10-15', 420, 540],
    lines: [
      ['P5', '3401', 18, 3, 11800],
      ['P1', '0401', 0, 5, 3000],
    ],
  },
  {
    key: 'o5',
    id: 90005,
    user: 'Z',
    at: ist(DAY, '16:45'),
    method: 'point',
    payment: 'Pending',
    status: 'Pending',
    flag: 1,
    branch: 2,
    subtotal: 10500,
    total: 0,
    points: 105,
    slot: [DAY, 1080, 1200],
    lines: [['P2', '1905', 5, 1, 10500]],
  },
  {
    key: 'o6',
    id: 90006,
    user: 'W',
    at: ist(DAY, '11:00'),
    method: 'cash',
    payment: 'Cancelled',
    status: 'Cancelled',
    flag: 0,
    branch: 2,
    subtotal: 42000,
    total: 42000,
    slot: [DAY, 420, 540],
    lines: [['P4', '0902', 5, 1, 42000]],
  },
  {
    key: 'o7',
    id: 90007,
    user: 'W',
    at: ist('2026-10-13', '19:00'),
    method: 'online',
    payment: 'Success',
    status: 'Cancelled',
    flag: 0,
    branch: 2,
    subtotal: 12345,
    total: 12345,
    lines: [['P5', '3401', 18, 1, 12345]],
  },
  {
    key: 'o8',
    id: 90008,
    user: 'Y',
    at: ist('2026-10-13', '20:00'),
    method: 'cash',
    payment: 'Success',
    status: 'Completed',
    flag: 0,
    branch: 1,
    subtotal: 27500,
    total: 27500,
    rider: 13,
    lines: [['P1', '0401', 0, 5, 5500, '=HYPERLINK("http://x.test","Milk, 1 L")']],
  },
];

/** [order, to, time, actor, staff id, user key, reason] */
const MOVES: [O['key'], string, number, 'staff' | 'customer', number | null, keyof Fixture['users'] | null, string | null][] = [
  ['o0', 'Completed', ist('2026-09-01', '18:00'), 'staff', 22, null, null],
  ['o1', 'Completed', ist(DAY, '18:00'), 'staff', 12, null, null],
  ['o2', 'Completed', ist(DAY, '12:30'), 'staff', 11, null, null],
  ['o8', 'Completed', ist(DAY, '09:30'), 'staff', 13, null, null],
  ['o3', 'Cancelled', ist(DAY, '15:00'), 'staff', 11, null, 'Customer not reachable'],
  ['o6', 'Cancelled', ist(DAY, '11:30'), 'customer', null, 'W', 'Ordered by mistake'],
  ['o7', 'Cancelled', ist(DAY, '09:00'), 'staff', 1, null, 'Out of stock'],
];

export async function writeReportFixture(w: TestWorker): Promise<Fixture> {
  const db = w.env.DB;
  const { results: prods } = await db
    .prepare('SELECT p.id, p.name, c.name AS category FROM product p JOIN category c ON c.id = p.category_id ORDER BY p.id LIMIT 6')
    .all<FixtureProduct>();
  const p = Object.fromEntries(prods.map((r, i) => [`P${i + 1}`, r])) as Fixture['p'];
  const users = {} as Fixture['users'];
  for (const [i, k] of (['X', 'Y', 'Z', 'W'] as const).entries()) {
    const row = await db
      .prepare(
        `INSERT INTO user (first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
         VALUES (?1, 'Fixture', ?2, ?3, 'x', 'x', 1, 1, ?4) RETURNING id`,
      )
      .bind(`Report${k}`, `65000000${i + 10}`, `report${k.toLowerCase()}@gmail.com`, ist('2026-08-01', '10:00'))
      .first<{ id: number }>();
    users[k] = row!.id;
  }
  const orders = {} as Fixture['orders'];
  const statements: D1PreparedStatement[] = [];
  for (const o of ORDERS) {
    orders[o.key] = o.id;
    statements.push(
      db
        .prepare(
          `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, payment_id, order_status, flag, branch_id,
             subtotal, discount, coupon_code, offer_type, shipping, order_total, total_points, invoice_no, place_of_supply,
             bill_first_name, rider_id, status_changed_at, slot_day, slot_start_min, slot_end_min)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?4, ?22, ?23, ?24)`,
        )
        .bind(
          o.id,
          `RPT${o.id}`,
          users[o.user],
          o.at,
          o.method,
          o.payment,
          o.method === 'online' ? `pay_${o.id}` : null,
          o.status,
          o.flag,
          o.branch,
          o.subtotal,
          o.discount ?? 0,
          o.coupon ?? null,
          o.offer ?? null,
          o.shipping ?? 0,
          o.total,
          o.points ?? 0,
          `HF/FX/${String(o.id).slice(-3).padStart(6, '0')}`,
          KA,
          `Report${o.user}`,
          o.rider ?? null,
          o.slot?.[0] ?? null,
          o.slot?.[1] ?? null,
          o.slot?.[2] ?? null,
        ),
    );
    for (const [key, hsn, rate, qty, unit, name] of o.lines) {
      statements.push(
        db
          .prepare(
            `INSERT INTO order_line (order_id, product_id, name, qty, price, main_price, reward_point, hsn_code, gst_rate)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, ?8)`,
          )
          .bind(o.id, p[key].id, name ?? p[key].name, qty, unit, o.method === 'point' ? unit / 100 : 0, hsn, rate),
      );
    }
  }
  for (const [key, to, at, actor, staffId, user, reason] of MOVES) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_event (order_id, actor_type, staff_id, user_id, to_status, reason, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
        )
        .bind(orders[key], actor, staffId, user ? users[user] : null, to, reason, at),
    );
  }
  // a paid payment that never became an order, its refund failing
  statements.push(
    db
      .prepare(
        `INSERT INTO payment_intent (id, provider, provider_order_id, user_id, amount, checkout, status, payment_id, created_at, updated_at, expires_at)
         VALUES (90100, 'test', 'order_fx_stray', ?1, 9900, '{}', 'refund_due', 'pay_fx_stray', ?2, ?2, ?2)`,
      )
      .bind(users.W, ist(DAY, '19:30')),
    db
      .prepare(
        `INSERT INTO refund (id, order_id, intent_id, payment_id, amount, status, attempts, last_error, created_at, updated_at) VALUES
           (90201, 90003, NULL, 'pay_90003', 42000, 'pending', 0, NULL, ?1, ?1),
           (90202, 90007, NULL, 'pay_90007', 12345, 'processed', 1, NULL, ?2, ?2),
           (90203, NULL, 90100, 'pay_fx_stray', 9900, 'failed', 2, 'bank timeout', ?3, ?3)`,
      )
      .bind(ist(DAY, '15:00'), ist(DAY, '09:00'), ist(DAY, '20:00')),
    // the shelf: everything 50 on sale; then the story's exceptions
    db.prepare('UPDATE product SET stock = 50, out_of_stock = 0'),
    db.prepare('UPDATE product SET stock = 40 WHERE id = ?1').bind(p.P1.id),
    db.prepare('UPDATE product SET stock = 12 WHERE id = ?1').bind(p.P2.id),
    db.prepare('UPDATE product SET stock = 0 WHERE id = ?1').bind(p.P3.id),
    db.prepare('UPDATE product SET stock = 999 WHERE id = ?1').bind(p.P4.id),
    db.prepare('UPDATE product SET stock = 20, out_of_stock = 1 WHERE id = ?1').bind(p.P6.id),
    db.prepare('DELETE FROM reorder_level'),
    db
      .prepare(`INSERT INTO reorder_level (product_id, level, set_by, set_at) VALUES (?1, 45, 1, ?4), (?2, 12, 1, ?4), (?3, 10, 1, ?4)`)
      .bind(p.P1.id, p.P2.id, p.P5.id, ist(DAY, '07:00')),
  );
  await db.batch(statements);
  return { p, users, orders };
}
