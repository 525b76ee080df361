/**
 * A customer's order list pages (issue 30: at a year of orders one customer had 3,250): 20 orders a
 * page, newest first, `next` the cursor (created_at.id of the page's last order) of the older page,
 * read by keyset along orders_by_user, never OFFSET. Orders placed at the same instant are neither
 * lost nor repeated between pages (five share one time, across a page's end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { createCustomer, sessionCookie } from '../support/order-helpers';

let w: TestWorker;
let cookie: string;
let userId: number;
const T0 = Date.UTC(2026, 9, 1, 6, 0);

beforeAll(async () => {
  w = await startWorker();
  const c = await createCustomer(w);
  userId = c.id;
  cookie = await sessionCookie(w, userId);
  // 45 orders, an hour apart, but orders 10–14 placed at the very same instant
  const db = w.env.DB;
  await db.batch(
    Array.from({ length: 45 }, (_, i) =>
      db
        .prepare(
          `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, order_status, flag, branch_id, subtotal,
             order_total, place_of_supply, bill_first_name, status_changed_at)
           VALUES (?1, ?2, ?3, ?4, 'cash', 'Success', 'Completed', 0, 1, 1000, 1000, 'Karnataka (29)', 'Page', ?4)`,
        )
        .bind(600_000 + i, `PAGE${i}`, userId, i >= 10 && i < 15 ? T0 + 10 * 3_600_000 : T0 + i * 3_600_000),
    ),
  );
});
afterAll(() => w?.dispose());

const page = (before?: string) => w.call('GET', `/api/userOrders${before ? `?before=${before}` : ''}`, undefined, { cookie });

describe("a customer's orders, a page at a time", () => {
  it('20, 20, then 5: newest first, none lost or repeated at equal times, no next on the last page', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.body.response).toHaveLength(20);
    expect(first.body.next).toMatch(/^\d+\.\d+$/);
    const second = await page(first.body.next);
    expect(second.body.response).toHaveLength(20);
    const third = await page(second.body.next);
    expect(third.body.response).toHaveLength(5);
    expect(third.body).not.toHaveProperty('next');
    const ids = [...first.body.response, ...second.body.response, ...third.body.response].map((o: { id: number }) => o.id);
    // newest first: by time, then by id at the same instant
    const expected = Array.from({ length: 45 }, (_, i) => ({
      id: 600_000 + i,
      at: i >= 10 && i < 15 ? T0 + 10 * 3_600_000 : T0 + i * 3_600_000,
    }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((o) => o.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(45);
  });

  it('a cursor that is not one is refused; one past the end gives an empty page', async () => {
    expect((await page('yesterday')).status).toBe(400);
    expect((await page('1.1')).body).toEqual({ status: 1, response: [] });
  });

  it('reads orders_by_user, not every order', async () => {
    const plan = await w.env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT id FROM orders WHERE user_id = ?1 AND (?2 IS NULL OR order_status = ?2)
          AND (?4 IS NULL OR created_at < ?4 OR (created_at = ?4 AND id < ?5))
        ORDER BY created_at DESC, id DESC LIMIT ?3`,
    )
      .bind(userId, null, 21, T0, 600_020)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    expect(details.join('\n')).toMatch(/SEARCH orders USING INDEX orders_by_user \(user_id=\?/);
  });
});
