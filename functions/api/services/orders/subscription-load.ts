/**
 * Tomorrow's subscription load per branch (issue 32, docs/subscriptions.md): what the nightly job
 * will order, summed per product and pack, so a branch can have the milk in before the job runs.
 * A clerk sees their own branch; the manager one branch or all.
 */
import { tomorrowOf } from '../../../../src/lib/domain/orders/subscriptions';
import { activeSubscriptions, runsOn } from '../../db/orders';
import type { StaffMember } from '../../env';
import { dueSubscriptions } from './subscription-orders';

export interface LoadLine {
  branch_id: number;
  branch_name: string;
  product_id: number;
  attribute_id: number;
  name: string;
  attribute_name: string;
  qty: number;
  subscriptions: number;
}

export interface SubscriptionLoad {
  day: string;
  branch_id: number | null;
  /** due subscriptions, and how many of them the job already made */
  subscriptions: number;
  made: number;
  lines: LoadLine[];
}

export async function subscriptionLoad(
  db: D1Database,
  staff: StaffMember,
  q: { branch_id?: number; day?: string },
  now: number,
): Promise<SubscriptionLoad> {
  const day = q.day ?? tomorrowOf(now);
  const branch = staff.branch_id ?? q.branch_id ?? null;
  const [set, made] = await Promise.all([activeSubscriptions(db, day, branch), runsOn(db, day)]);
  const due = dueSubscriptions(set, day);
  const byKey = new Map<string, LoadLine>();
  for (const sub of due) {
    for (const l of set.lines.filter((x) => x.subscription_id === sub.id)) {
      const key = `${sub.branch_id}|${l.product_id}|${l.attribute_id}`;
      const line = byKey.get(key) ?? {
        branch_id: sub.branch_id,
        branch_name: sub.branch_name,
        product_id: l.product_id,
        attribute_id: l.attribute_id,
        name: l.name,
        attribute_name: l.attribute_name,
        qty: 0,
        subscriptions: 0,
      };
      line.qty += l.qty;
      line.subscriptions += 1;
      byKey.set(key, line);
    }
  }
  const lines = [...byKey.values()].sort((a, b) => a.branch_id - b.branch_id || a.name.localeCompare(b.name));
  return { day, branch_id: branch, subscriptions: due.length, made: due.filter((s) => made.has(s.id)).length, lines };
}
