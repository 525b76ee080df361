/**
 * Where the year bench's requests (year-of-orders.mjs) spend their D1 time, per statement (issue 30):
 *   npx vite-node scripts/bench/year-statements.ts -- --persist-to <state dir> [--out file.json] [--now MS]
 * Runs each row's read through the store's own services on a local D1 (a seeded state, the baseline's
 * or the year's), catches every statement with its parameters and writes them as JSON for
 * statement-timer.mjs, which times each in the sqlite3 shell on a copy of that state's .sqlite file.
 * Comparing the two files' times says whether a row's own statements grow with the history behind
 * them; the session look-up every signed-in request makes is the same on both and is left out.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { StaffMember } from '../../functions/api/env';
import { listUserOrders } from '../../functions/api/services/account/profile';
import { orderQueue } from '../../functions/api/services/orders/staff-orders';
import { dashboard } from '../../functions/api/services/reports/dashboard';
import { gstMonth } from '../../functions/api/services/reports/gst-month';
import { reportScope } from '../../functions/api/services/reports/report-scope';
import { reportMonth } from '../../src/lib/domain/reports';
import { catching } from './hot-queries';

const argv = process.argv.slice(2);
const arg = (name: string) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : undefined);
const state = arg('--persist-to');
const outFile = arg('--out') ?? 'artifacts/bench/year-statements.json';
const now = Number(arg('--now') ?? Date.now());
if (!state) {
  console.error('usage: vite-node scripts/bench/year-statements.ts -- --persist-to <state dir> [--out file.json] [--now MS]');
  process.exit(2);
}

// the queue's defaults (queueQuerySchema), the demo manager (scripts/seed/fixtures.ts) and Asha (user 1), as the bench signs in
const MANAGER: StaffMember = { id: 1, mobile: '9800000000', name: 'Meera Iyer', role: 'manager', branch_id: null };
const ASHA = 1;

/** The GST month the bench asks for: last month in IST. */
function lastMonth(at: number): string {
  const ist = new Date(at + 5.5 * 3_600_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

async function scoped(db: D1Database, period: 'week' | 'today', branchId?: number) {
  const s = await reportScope(db, MANAGER, { period, ...(branchId ? { branch_id: branchId } : {}) }, now);
  if (!s.ok) throw new Error(s.message);
  return dashboard(db, s.scope);
}

const READS: [label: string, read: (db: D1Database) => Promise<unknown>][] = [
  ['dashboard, this week, all branches', (db) => scoped(db, 'week')],
  ['dashboard, today, Indiranagar', (db) => scoped(db, 'today', 1)],
  ['staff queue (open orders)', (db) => orderQueue(db, MANAGER, { status: 'open', limit: 50, offset: 0 })],
  ['search by mobile, every status', (db) => orderQueue(db, MANAGER, { q: '7000012345', limit: 50, offset: 0 })],
  ["a customer's orders (Asha)", (db) => listUserOrders(db, ASHA)],
  [
    'GST month',
    (db) => {
      const m = reportMonth(lastMonth(now), now);
      if (!m.ok) throw new Error(m.message);
      return gstMonth(db, m.value);
    },
  ],
];

const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(state, 'v3') } });
try {
  const out: { group: string; label: string; statements: { kind: string; sql: string; params: unknown[] }[] }[] = [];
  for (const [label, read] of READS) {
    const { db, caught } = catching(proxy.env.DB);
    await read(db);
    const kind = (sql: string) => /FROM\s+(\w+)/.exec(sql)?.[1] ?? 'other';
    out.push({ group: 'year', label, statements: caught.map(({ sql, params }) => ({ kind: kind(sql), sql, params })) });
  }
  writeFileSync(outFile, JSON.stringify(out));
} finally {
  await proxy.dispose();
}
