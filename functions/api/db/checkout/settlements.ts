/**
 * Settlement reconciliation's reads and writes (docs/reports.md). The store's side is every online
 * payment it holds (paid orders, paid intents that never became orders, stray double payments) and
 * every refund the provider accepted; the provider's side is settlement_entry. They meet on the
 * provider's ids: a payment's pay_… and a refund's rfnd_….
 */
import { indiaDay } from '../../../../src/lib/domain/money/india-time';
import type { SettlementEntry } from '../../../../src/lib/domain/reports/settlement-rules';

/** IST day of an epoch-ms column, in SQL */
const IST_DAY = (col: string) => `strftime('%Y-%m-%d', (${col} + 19800000) / 1000, 'unixepoch')`;

/** The store's captured online payments: ref (pay_…), amount, at, branch_id, txnid. */
const STORE_PAYMENTS = `
  SELECT o.payment_id AS ref, o.order_total AS amount, o.created_at AS at, o.branch_id, o.txnid FROM orders o
   WHERE o.payment_method = 'online' AND o.payment_status = 'Success' AND o.payment_id IS NOT NULL
  UNION ALL
  SELECT i.payment_id, i.amount, i.created_at, NULL, NULL FROM payment_intent i
   WHERE i.payment_id IS NOT NULL AND i.order_id IS NULL AND i.status IN ('refund_due', 'refunded')
  UNION ALL
  SELECT s.payment_id, s.amount, s.created_at, NULL, NULL FROM stray_payment s`;

/** The store's refunds the provider accepted: ref (rfnd_…), amount, at (when sent), branch_id, txnid. */
const STORE_REFUNDS = `
  SELECT r.provider_refund_id AS ref, r.amount, r.updated_at AS at, o.branch_id, o.txnid FROM refund r
    LEFT JOIN orders o ON o.id = r.order_id
   WHERE r.status = 'processed' AND r.provider_refund_id IS NOT NULL`;

/** Records a day's entries; an entry already recorded (a re-run, a racing run) is left as it is. */
export async function recordSettlements(
  db: D1Database,
  day: string,
  provider: string,
  entries: SettlementEntry[],
  now: number,
): Promise<{ recorded: number }> {
  const insert = db.prepare(
    `INSERT INTO settlement_entry (entry_id, kind, payment_id, amount, fee, tax, net, settlement_id, settled_at, settled_day, imported_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT (entry_id) DO NOTHING`,
  );
  const statements = entries.map((e) =>
    insert.bind(e.entryId, e.kind, e.paymentId, e.amount, e.fee, e.tax, e.net, e.settlementId, e.settledAt, indiaDay(e.settledAt), now),
  );
  statements.push(
    db
      .prepare(
        `INSERT INTO settlement_fetch (day, provider, entries, fetched_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (day) DO UPDATE SET provider = excluded.provider, entries = excluded.entries, fetched_at = excluded.fetched_at`,
      )
      .bind(day, provider, entries.length, now),
  );
  const results = await db.batch(statements);
  return { recorded: results.slice(0, entries.length).reduce((n, r) => n + (r.meta.changes ?? 0), 0) };
}

export interface SettlementWindow {
  /** epoch ms [start, end) and the same as IST days, both included */
  start: number;
  end: number;
  from: string;
  to: string;
  /** null: every branch (and the money that belongs to none) */
  branchId: number | null;
  /** captures and refunds before this instant and still unsettled are flagged */
  lateBefore: number;
  limit: number;
}

export interface DayMoneyRow {
  day: string;
  count: number;
  amount: number;
}

export interface SettledDayRow {
  day: string;
  gross: number;
  fees: number;
  tax: number;
  refunds: number;
  net: number;
}

export interface DifferenceRow {
  kind: 'not_settled' | 'unknown' | 'amount_differs';
  entry: 'payment' | 'refund';
  ref: string;
  txnid: string | null;
  branch_name: string | null;
  store_amount: number | null;
  settled_amount: number | null;
  at: number;
  settlement_id: string | null;
}

export interface SettlementRows {
  captured: DayMoneyRow[];
  refunded: DayMoneyRow[];
  settled: SettledDayRow[];
  fetched: string[];
  differences: DifferenceRow[];
}

/** money with no branch (a stray payment, an unknown entry) shows only for every branch together */
const BRANCH = `(?3 IS NULL OR s.branch_id = ?3)`;

export async function readSettlements(db: D1Database, w: SettlementWindow): Promise<SettlementRows> {
  const args = [w.start, w.end, w.branchId, w.from, w.to, w.lateBefore, w.limit];
  // each statement gets exactly the parameters it names (?1…?N)
  const q = (sql: string) => db.prepare(sql).bind(...args.slice(0, Math.max(...[...sql.matchAll(/\?(\d)/g)].map((m) => Number(m[1])))));
  // a settled entry and the store's record of it, looked up by the provider's id through indexes
  // (a join to the union of every payment would read a year of orders); no record: no branch
  const ENTRIES = `
    SELECT e.*, coalesce(o.payment_id, i.payment_id, sp.payment_id) AS store_ref,
           coalesce(o.order_total, i.amount, sp.amount) AS store_amount, o.branch_id, o.txnid
      FROM settlement_entry e
      LEFT JOIN orders o ON o.payment_id = e.entry_id AND o.payment_method = 'online' AND o.payment_status = 'Success'
      LEFT JOIN payment_intent i ON i.payment_id = e.entry_id AND i.order_id IS NULL AND i.status IN ('refund_due', 'refunded')
      LEFT JOIN stray_payment sp ON sp.payment_id = e.entry_id
     WHERE e.kind = 'payment' AND e.settled_day BETWEEN ?4 AND ?5
    UNION ALL
    SELECT e.*, r.provider_refund_id, r.amount, o.branch_id, o.txnid
      FROM settlement_entry e
      LEFT JOIN refund r ON r.provider_refund_id = e.entry_id AND r.status = 'processed'
      LEFT JOIN orders o ON o.id = r.order_id
     WHERE e.kind = 'refund' AND e.settled_day BETWEEN ?4 AND ?5
    UNION ALL
    SELECT e.*, NULL, NULL, NULL, NULL FROM settlement_entry e WHERE e.kind = 'adjustment' AND e.settled_day BETWEEN ?4 AND ?5`;
  const unsettled = (store: string, kind: 'payment' | 'refund') => `
    SELECT 'not_settled' AS kind, '${kind}' AS entry, s.ref, s.txnid, b.branch AS branch_name, s.amount AS store_amount,
           NULL AS settled_amount, s.at, NULL AS settlement_id
      FROM (${store}) s LEFT JOIN branch b ON b.id = s.branch_id
     WHERE s.at >= ?1 AND s.at < ?2 AND s.at < ?6 AND ${BRANCH}
       AND NOT EXISTS (SELECT 1 FROM settlement_entry e WHERE e.entry_id = s.ref)`;
  const results = await db.batch<any>([
    q(`SELECT ${IST_DAY('s.at')} AS day, count(*) AS count, sum(s.amount) AS amount FROM (${STORE_PAYMENTS}) s
        WHERE s.at >= ?1 AND s.at < ?2 AND ${BRANCH} GROUP BY day ORDER BY day`),
    q(`SELECT ${IST_DAY('s.at')} AS day, count(*) AS count, sum(s.amount) AS amount FROM (${STORE_REFUNDS}) s
        WHERE s.at >= ?1 AND s.at < ?2 AND ${BRANCH} GROUP BY day ORDER BY day`),
    q(`SELECT s.settled_day AS day,
              coalesce(sum(CASE WHEN s.kind = 'payment' THEN s.amount END), 0) AS gross,
              sum(s.fee) AS fees, sum(s.tax) AS tax,
              coalesce(sum(CASE WHEN s.kind = 'refund' THEN s.amount END), 0) AS refunds,
              sum(s.net) AS net
         FROM (${ENTRIES}) s WHERE ${BRANCH} GROUP BY s.settled_day ORDER BY s.settled_day`),
    q(`SELECT day FROM settlement_fetch WHERE day BETWEEN ?4 AND ?5 ORDER BY day`),
    q(`SELECT * FROM (
         ${unsettled(STORE_PAYMENTS, 'payment')}
         UNION ALL
         ${unsettled(STORE_REFUNDS, 'refund')}
         UNION ALL
         SELECT CASE WHEN s.store_ref IS NULL THEN 'unknown' ELSE 'amount_differs' END, s.kind, s.entry_id, s.txnid, b.branch,
                s.store_amount, s.amount, s.settled_at, s.settlement_id
           FROM (${ENTRIES}) s LEFT JOIN branch b ON b.id = s.branch_id
          WHERE s.kind <> 'adjustment' AND ${BRANCH} AND (s.store_ref IS NULL OR s.store_amount <> s.amount))
       ORDER BY at, ref LIMIT ?7`),
  ]);
  const rows = (i: number) => (results[i]?.results ?? []) as any[];
  return {
    captured: rows(0),
    refunded: rows(1),
    settled: rows(2),
    fetched: rows(3).map((r: { day: string }) => r.day),
    differences: rows(4),
  };
}
