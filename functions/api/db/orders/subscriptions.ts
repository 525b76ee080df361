/**
 * Subscriptions (migration 0037, docs/subscriptions.md): the shopper's subscriptions with their
 * lines, pauses and skips, the statements that change them, and the reads of the nightly job, the
 * monthly statement and the staff's load for tomorrow.
 */
import {
  SUBSCRIBABLE_SUBCATEGORIES,
  type SubPattern,
  type SubPayment,
  type SubStatus,
} from '../../../../src/lib/domain/orders/subscriptions';
import type { SubscriptionLineView } from '../../../../src/lib/domain/orders/subscription-view';
import { branchQtySql, packSql } from '../catalogue';
import { deliveryModeSql } from '../delivery-mode-sql';
import { flagOf, type DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';

export interface NewSubscription {
  user_id: number;
  /** column flag (0 delivery, 1 pickup) */
  deliveryMode: DeliveryMode;
  address_id: number | null;
  branch_id: number;
  slot_id: number;
  pattern: SubPattern;
  start_day: string;
  payment: SubPayment;
}

export interface SubscriptionRow extends NewSubscription {
  id: number;
  status: SubStatus;
  created_at: number;
  slot_start_min: number;
  slot_end_min: number;
  branch_name: string;
}

/** A line as the page shows it (the same columns), with its subscription. */
export interface SubscriptionLineRow extends SubscriptionLineView {
  subscription_id: number;
}

export interface Pause {
  subscription_id: number;
  from_day: string;
  to_day: string;
}

export interface Skip {
  subscription_id: number;
  day: string;
}

const SUB_SQL = `SELECT s.id, s.user_id, ${deliveryModeSql('s.flag')} AS deliveryMode, s.address_id, s.branch_id, s.slot_id, s.pattern, s.start_day, s.payment, s.status,
        s.created_at, d.start_min AS slot_start_min, d.end_min AS slot_end_min, b.branch AS branch_name
   FROM subscription s JOIN delivery_slot d ON d.id = s.slot_id JOIN branch b ON b.id = s.branch_id`;

const LINE_SQL = `SELECT l.subscription_id, l.product_id, l.attribute_id, l.qty, p.name, coalesce(a.name, '') AS attribute_name,
        p.slug, p.photo, coalesce(a.selling, p.discount_price) AS price
   FROM subscription_line l JOIN product p ON p.id = l.product_id
   LEFT JOIN product_attribute a ON a.id = l.attribute_id AND a.product_id = l.product_id`;

export interface SubscriptionSet {
  subs: SubscriptionRow[];
  lines: SubscriptionLineRow[];
  pauses: Pause[];
  skips: Skip[];
}

/** Subscriptions chosen by `where` over `s` (binding ?1, ?2) with their lines, pauses and skips, in one round trip. */
async function loadSet(db: D1Database, where: string, binds: unknown[]): Promise<SubscriptionSet> {
  const ids = `SELECT s.id FROM subscription s WHERE ${where}`;
  const [subs, lines, pauses, skips] = await db.batch<unknown>([
    db.prepare(`${SUB_SQL} WHERE ${where} ORDER BY s.id`).bind(...binds),
    db.prepare(`${LINE_SQL} WHERE l.subscription_id IN (${ids}) ORDER BY l.subscription_id, l.id`).bind(...binds),
    db
      .prepare(`SELECT subscription_id, from_day, to_day FROM subscription_pause WHERE subscription_id IN (${ids}) ORDER BY from_day`)
      .bind(...binds),
    db.prepare(`SELECT subscription_id, day FROM subscription_skip WHERE subscription_id IN (${ids}) ORDER BY day`).bind(...binds),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  return { subs: rows(subs), lines: rows(lines), pauses: rows(pauses), skips: rows(skips) };
}

export function userSubscriptions(db: D1Database, userId: number): Promise<SubscriptionSet> {
  return loadSet(db, 's.user_id = ?1', [userId]);
}

export function oneSubscription(db: D1Database, userId: number, id: number): Promise<SubscriptionSet> {
  return loadSet(db, 's.user_id = ?1 AND s.id = ?2', [userId, id]);
}

/** Active subscriptions (optionally of one branch) started by `day` that have no run for it yet. */
export function subscriptionsToRun(db: D1Database, day: string, branchId: number | null = null): Promise<SubscriptionSet> {
  return loadSet(
    db,
    `s.status = 'active' AND s.start_day <= ?1 AND (?2 IS NULL OR s.branch_id = ?2)
       AND NOT EXISTS (SELECT 1 FROM subscription_run r WHERE r.subscription_id = s.id AND r.day = ?1)`,
    [day, branchId],
  );
}

/** One subscription, if it is active, started by `day` and has no run for it yet (an edit after the cut-off). */
export function subscriptionToRun(db: D1Database, id: number, day: string): Promise<SubscriptionSet> {
  return loadSet(
    db,
    `s.id = ?1 AND s.status = 'active' AND s.start_day <= ?2
       AND NOT EXISTS (SELECT 1 FROM subscription_run r WHERE r.subscription_id = s.id AND r.day = ?2)`,
    [id, day],
  );
}

/** Active subscriptions (optionally of one branch) started by `day`, whether or not the job made the day yet. */
export function activeSubscriptions(db: D1Database, day: string, branchId: number | null): Promise<SubscriptionSet> {
  return loadSet(db, `s.status = 'active' AND s.start_day <= ?1 AND (?2 IS NULL OR s.branch_id = ?2)`, [day, branchId]);
}

/** The subscriptions of a branch (or all) the job already made a run for on `day`. */
export async function runsOn(db: D1Database, day: string): Promise<Set<number>> {
  const { results } = await db
    .prepare('SELECT subscription_id FROM subscription_run WHERE day = ?1')
    .bind(day)
    .all<{ subscription_id: number }>();
  return new Set(results.map((r) => r.subscription_id));
}

export interface SubscribableProduct {
  product_id: number;
  attribute_id: number;
  name: string;
  subscribable: number;
  out_of_stock: number;
  /** what the branch may sell of the pack */
  stock: number;
  /** 0 when the line names a variant that is not the product's */
  pack_ok: number;
}

/** The products a new subscription names, as the branch has them. */
export async function subscribableProducts(
  db: D1Database,
  branchId: number,
  lines: readonly { product_id: number; attribute_id: number }[],
): Promise<SubscribableProduct[]> {
  const rows = lines.map((_, i) => `SELECT ?${2 * i + 2} AS product_id, ?${2 * i + 3} AS attribute_id`).join(' UNION ALL ');
  const slugs = SUBSCRIBABLE_SUBCATEGORIES.map((s) => `'${s}'`).join(', ');
  const { results } = await db
    .prepare(
      `WITH line AS (${rows})
       SELECT p.id AS product_id, line.attribute_id, p.name, p.out_of_stock,
              EXISTS (SELECT 1 FROM subcategory sc WHERE sc.id = p.subcategory_id AND sc.slug IN (${slugs})) AS subscribable,
              ${branchQtySql('?1', 'line.product_id', 'line.attribute_id')} AS stock,
              (line.attribute_id = 0 OR EXISTS (SELECT 1 FROM product_attribute a WHERE a.id = line.attribute_id AND a.product_id = p.id)) AS pack_ok
         FROM line JOIN product p ON p.id = line.product_id`,
    )
    .bind(branchId, ...lines.flatMap((l) => [l.product_id, l.attribute_id]))
    .all<SubscribableProduct>();
  return results;
}

/** The subscription and its lines in one batch; the lines find their subscription as the user's newest. */
export async function insertSubscription(
  db: D1Database,
  s: NewSubscription,
  lines: readonly { product_id: number; attribute_id: number; qty: number }[],
  now: number,
): Promise<number> {
  const newest = '(SELECT max(id) FROM subscription WHERE user_id = ?1)';
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO subscription (user_id, flag, address_id, branch_id, slot_id, pattern, start_day, payment, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(s.user_id, flagOf(s.deliveryMode), s.address_id, s.branch_id, s.slot_id, s.pattern, s.start_day, s.payment, now),
    ...lines.map((l) =>
      db
        .prepare(
          `INSERT INTO subscription_line (subscription_id, product_id, attribute_id, qty) VALUES (${newest}, ?2, ?3, ?4)
           ON CONFLICT (subscription_id, product_id, attribute_id) DO UPDATE SET qty = qty + excluded.qty`,
        )
        .bind(s.user_id, l.product_id, l.attribute_id, l.qty),
    ),
    db.prepare(`SELECT ${newest} AS id`).bind(s.user_id),
  ]);
  return results.at(-1)!.results[0]!.id;
}

export function insertSkip(db: D1Database, id: number, day: string, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO subscription_skip (subscription_id, day, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
    .bind(id, day, now);
}

export function insertPause(db: D1Database, id: number, from: string, to: string, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO subscription_pause (subscription_id, from_day, to_day, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(id, from, to, now);
}

export function setStatus(db: D1Database, id: number, status: SubStatus, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscription SET status = ?2, ended_at = CASE WHEN ?2 = 'ended' THEN ?3 ELSE ended_at END WHERE id = ?1 AND status <> 'ended'`,
    )
    .bind(id, status, now);
}

/**
 * An edit (services/orders/subscription-edit.ts): the days pattern, the slot and the start its pattern
 * counts from, and each named line's quantity, in one batch; an ended subscription changes nothing.
 */
export function editStatements(
  db: D1Database,
  id: number,
  e: {
    pattern: SubPattern;
    slot_id: number;
    start_day: string;
    lines: readonly { product_id: number; attribute_id: number; qty: number }[];
  },
): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE subscription SET pattern = ?2, slot_id = ?3, start_day = ?4 WHERE id = ?1 AND status <> 'ended'`)
      .bind(id, e.pattern, e.slot_id, e.start_day),
    ...e.lines.map((l) =>
      db
        .prepare('UPDATE subscription_line SET qty = ?4 WHERE subscription_id = ?1 AND product_id = ?2 AND attribute_id = ?3')
        .bind(id, l.product_id, l.attribute_id, l.qty),
    ),
  ];
}

/** Resuming ends every pause from `from` on: a pause under way stops the day before, later ones go. */
export function endPausesFrom(db: D1Database, id: number, from: string, dayBefore: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM subscription_pause WHERE subscription_id = ?1 AND from_day >= ?2').bind(id, from),
    db.prepare('UPDATE subscription_pause SET to_day = ?3 WHERE subscription_id = ?1 AND to_day >= ?2').bind(id, from, dayBefore),
  ];
}

/** Whether the nightly job already made its run for the day (then the day can no longer change). */
export async function hasRun(db: D1Database, id: number, day: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM subscription_run WHERE subscription_id = ?1 AND day = ?2').bind(id, day).first()) !== null;
}

export interface StatementRow {
  day: string;
  outcome: 'ordered' | 'no_stock' | 'failed';
  payment: SubPayment;
  txnid: string | null;
  order_total: number | null;
  total_points: number | null;
  order_status: string | null;
  payment_status: string | null;
  reason: string;
}

/** A subscription's runs in a month ('YYYY-MM'), with each day's order. */
export async function statementRows(db: D1Database, id: number, month: string): Promise<StatementRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.day, r.outcome, r.payment, o.txnid, o.order_total, o.total_points, o.order_status, o.payment_status, r.reason
         FROM subscription_run r LEFT JOIN orders o ON o.id = r.order_id
        WHERE r.subscription_id = ?1 AND substr(r.day, 1, 7) = ?2 ORDER BY r.day`,
    )
    .bind(id, month)
    .all<StatementRow>();
  return results;
}

/** The pack a subscription line counts against, as SQL (for the staff load's grouping). */
export const LINE_PACK_SQL = packSql('l.product_id', 'l.attribute_id');
