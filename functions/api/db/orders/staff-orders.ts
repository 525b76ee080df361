/** The staff console's reads: the order queue per branch (or rider) with filters, and scoped lookups. */
import type { StaffMember } from '../../env';
import { firstOrder, type OrderRow } from './orders';
import type { StaffQueueRow } from '../../../../src/lib/domain/types';
import { FINAL_STATUSES } from '../../../../src/lib/domain/orders/order-life';
import { readQueueSearch, type QueueSearch } from '../../../../src/lib/domain/staff/queue-search';
import { escapeLike } from '../like';
import { deliveryModeSql } from '../delivery-mode-sql';
import { flagOf } from '../../../../src/lib/domain/checkout/delivery-mode';

type Add = (sql: (p: () => string) => string, ...values: unknown[]) => string;

/** The search as SQL: a mobile exactly, a number whole or by its tail, a name anywhere in the bill's or account's name. */
function searchClause(search: QueueSearch, add: Add): string {
  switch (search.kind) {
    case 'mobile':
      // two index lookups (the account's orders, orders billed to the number), never a scan of orders
      return add((p) => `(o.user_id IN (SELECT id FROM user WHERE phone = ${p()}) OR o.bill_phone = ${p()})`, search.mobile, search.mobile);
    case 'number': {
      const whole = add(
        (p) => `o.txnid = ${p()} COLLATE NOCASE OR o.invoice_no = ${p()} COLLATE NOCASE OR o.id = ${p()}`,
        search.exact,
        search.exact,
        search.id ?? -1,
      );
      if (!search.tail) return `(${whole})`;
      // the last characters a customer reads out: of the order number, the invoice, or their mobile
      const tail = add(
        (p) =>
          `o.txnid LIKE ${p()} ESCAPE '\\' OR o.invoice_no LIKE ${p()} ESCAPE '\\' OR u.phone LIKE ${p()} ESCAPE '\\' OR o.bill_phone LIKE ${p()} ESCAPE '\\'`,
        ...Array<string>(4).fill(`%${escapeLike(search.tail)}`),
      );
      return `(${whole} OR ${tail})`;
    }
    case 'name': {
      const name = add(
        (p) =>
          `trim(o.bill_first_name || ' ' || o.bill_last_name) LIKE ${p()} ESCAPE '\\' OR trim(u.first_name || ' ' || u.last_name) LIKE ${p()} ESCAPE '\\'`,
        ...Array<string>(2).fill(`%${escapeLike(search.text)}%`),
      );
      if (!search.tail) return `(${name})`;
      // letters only, yet an order number's tail too ("…ABCD"): either
      const tail = add(
        (p) => `o.txnid LIKE ${p()} ESCAPE '\\' OR o.invoice_no LIKE ${p()} ESCAPE '\\'`,
        ...Array<string>(2).fill(`%${escapeLike(search.tail)}`),
      );
      return `(${name} OR ${tail})`;
    }
  }
}

export interface QueueFilters {
  status?: string;
  fulfilment?: 'delivery' | 'pickup';
  /** [start, end) epoch ms of an IST calendar day */
  day?: [number, number];
  payment?: 'cash' | 'point' | 'online';
  slot_day?: string;
  slot_start?: number;
  q?: string;
  branch_id?: number;
  sort?: 'newest' | 'slot';
  since?: number;
  limit: number;
  offset: number;
}

/** One row of the queue; the island's answer type builds on the same shape (src/lib/domain/types.ts). */
export type QueueRow = StaffQueueRow;

function where(staff: StaffMember, f: Omit<QueueFilters, 'limit' | 'offset'>, opts: { withSince: boolean }) {
  const params: unknown[] = [];
  const add: Add = (sql, ...values) => {
    // placeholders are numbered as they are pushed
    const marks: string[] = [];
    for (const v of values) {
      params.push(v);
      marks.push(`?${params.length}`);
    }
    let i = 0;
    return sql(() => marks[i++]!);
  };
  // what this staff member may see: the manager every branch, a clerk one branch, a rider their orders
  const parts: string[] = ['1 = 1'];
  if (staff.role === 'rider') parts.push(add((p) => `o.rider_id = ${p()}`, staff.id));
  else if (staff.role === 'branch') parts.push(add((p) => `o.branch_id = ${p()}`, staff.branch_id));
  if (staff.role === 'manager' && f.branch_id) parts.push(add((p) => `o.branch_id = ${p()}`, f.branch_id));
  if (f.status === 'open') parts.push(`o.order_status NOT IN (${FINAL_STATUSES.map((s) => `'${s}'`).join(', ')})`);
  else if (f.status) parts.push(add((p) => `o.order_status = ${p()}`, f.status));
  if (f.fulfilment) parts.push(add((p) => `o.flag = ${p()}`, flagOf(f.fulfilment)));
  if (f.day) parts.push(add((p) => `o.created_at >= ${p()} AND o.created_at < ${p()}`, f.day[0], f.day[1]));
  if (f.payment) parts.push(add((p) => `o.payment_method = ${p()}`, f.payment));
  if (f.slot_day) parts.push(add((p) => `o.slot_day = ${p()}`, f.slot_day));
  if (f.slot_start != null) parts.push(add((p) => `o.slot_start_min = ${p()}`, f.slot_start));
  const search = f.q ? readQueueSearch(f.q) : null;
  if (search) parts.push(searchClause(search, add));
  if (opts.withSince && f.since != null) parts.push(add((p) => `o.created_at > ${p()}`, f.since));
  return { sql: parts.join(' AND '), params };
}

const FROM = `FROM orders o
  LEFT JOIN user u ON u.id = o.user_id
  LEFT JOIN branch b ON b.id = o.branch_id
  LEFT JOIN staff r ON r.id = o.rider_id`;

/** The day's packing order: the earliest slot first, first come first packed within it, orders without a slot last. */
const BY_SLOT = 'o.slot_day IS NULL, o.slot_day, o.slot_start_min, o.created_at, o.id';

export async function listQueue(
  db: D1Database,
  staff: StaffMember,
  f: QueueFilters,
): Promise<{ orders: QueueRow[]; total: number; new_count: number }> {
  const base = where(staff, f, { withSince: false });
  const page = base.params.length;
  const listSql = `SELECT o.id, o.txnid, o.invoice_no, o.created_at, o.order_status, ${deliveryModeSql('o.flag')} AS deliveryMode, o.payment_method, o.payment_status,
         o.order_total, o.total_points,
         (SELECT count(*) FROM order_line l WHERE l.order_id = o.id) AS item_count,
         trim(o.bill_first_name || ' ' || o.bill_last_name) AS customer_name,
         coalesce(u.phone, o.bill_phone) AS customer_mobile,
         o.branch_id, b.branch AS branch_name, o.rider_id, r.name AS rider_name,
         o.slot_day, o.slot_start_min, o.slot_end_min
    ${FROM} WHERE ${base.sql}
    ORDER BY ${f.sort === 'slot' ? BY_SLOT : 'o.created_at DESC, o.id DESC'} LIMIT ?${page + 1} OFFSET ?${page + 2}`;
  const statements = [
    db.prepare(listSql).bind(...base.params, f.limit, f.offset),
    db.prepare(`SELECT count(*) AS n ${FROM} WHERE ${base.sql}`).bind(...base.params),
  ];
  if (f.since != null) {
    const withSince = where(staff, f, { withSince: true });
    statements.push(db.prepare(`SELECT count(*) AS n ${FROM} WHERE ${withSince.sql}`).bind(...withSince.params));
  }
  const [list, total, fresh] = await db.batch<unknown>(statements);
  return {
    orders: (list?.results ?? []) as QueueRow[],
    total: (total?.results?.[0] as { n: number } | undefined)?.n ?? 0,
    new_count: (fresh?.results?.[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** New orders since `since` (with the filters) and open orders, for the console's poll. */
export async function countQueue(
  db: D1Database,
  staff: StaffMember,
  f: Omit<QueueFilters, 'limit' | 'offset'>,
): Promise<{ new_count: number; open_count: number }> {
  const fresh = where(staff, { ...f, since: f.since ?? Number.MAX_SAFE_INTEGER }, { withSince: true });
  const open = where(staff, { ...f, status: 'open' }, { withSince: false });
  const [a, b] = await db.batch<{ n: number }>([
    db.prepare(`SELECT count(*) AS n ${FROM} WHERE ${fresh.sql}`).bind(...fresh.params),
    db.prepare(`SELECT count(*) AS n ${FROM} WHERE ${open.sql}`).bind(...open.params),
  ]);
  return { new_count: a?.results?.[0]?.n ?? 0, open_count: b?.results?.[0]?.n ?? 0 };
}

/** The order if this staff member may see it (manager: any; branch: their branch; rider: handed to them). */
export async function findStaffOrder(db: D1Database, staff: StaffMember, orderId: number): Promise<OrderRow | null> {
  const order = await firstOrder(db.prepare('SELECT * FROM orders WHERE id = ?1').bind(orderId));
  if (!order) return null;
  if (staff.role === 'manager') return order;
  if (staff.role === 'rider') return order.rider_id === staff.id ? order : null;
  return order.branch_id === staff.branch_id ? order : null;
}
