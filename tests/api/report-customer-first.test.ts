/**
 * A customer's first order day (migration 0047, `report_customer_first`), which tells the dashboard
 * new customers from returning ones, follows every change to the customer's orders: a placing, a
 * moved date or owner, and a deleted order. No shop path deletes an order; a deletion is a fix made
 * in the database, and the row must follow it too. The property test (report-days.test.ts) covers
 * the shop's own writes; this file covers each of the three triggers by itself. Real D1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { addCustomers } from '../support/report-writes';

const DAY = 86_400_000;
const IST = 19_800_000;
/** 10:00 IST on IST day `d` (days since the epoch) */
const at = (d: number) => d * DAY - IST + 10 * 3_600_000;
const D = 20_400;

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
  await addCustomers(w.env.DB, [600001, 600002]);
});
afterAll(async () => {
  await w?.dispose();
});

async function place(id: number, userId: number, day: number): Promise<void> {
  await w.env.DB.prepare(
    `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, payment_status, order_status, flag, branch_id,
       subtotal, discount, shipping, order_total, total_points, bill_first_name, status_changed_at)
     VALUES (?1, ?2, ?3, ?4, 'cash', 'Pending', 'Pending', 0, 1, 10000, 0, 0, 10000, 0, 'First', ?4)`,
  )
    .bind(id, `FIRST${id}`, userId, at(day))
    .run();
}

const firstDay = (userId: number) =>
  w.env.DB.prepare('SELECT first_day FROM report_customer_first WHERE user_id = ?1').bind(userId).first<number>('first_day');

describe("a customer's first order day", () => {
  it('is the earliest order, whatever the order of placing', async () => {
    await place(910_101, 600001, D + 5);
    expect(await firstDay(600001)).toBe(D + 5);
    await place(910_102, 600001, D + 2);
    expect(await firstDay(600001)).toBe(D + 2);
    await place(910_103, 600001, D + 9);
    expect(await firstDay(600001)).toBe(D + 2);
  });

  it('follows an order moved to another day or another customer', async () => {
    await w.env.DB.prepare('UPDATE orders SET created_at = ?1 WHERE id = 910102')
      .bind(at(D + 7))
      .run();
    expect(await firstDay(600001)).toBe(D + 5);
    await w.env.DB.prepare('UPDATE orders SET user_id = 600002 WHERE id = 910101').run();
    expect([await firstDay(600001), await firstDay(600002)]).toEqual([D + 7, D + 5]);
  });

  it('follows a deleted order, and goes with the last one', async () => {
    await w.env.DB.prepare('DELETE FROM orders WHERE id = 910102').run();
    expect(await firstDay(600001)).toBe(D + 9);
    await w.env.DB.prepare('DELETE FROM orders WHERE id IN (910103, 910101)').run();
    expect([await firstDay(600001), await firstDay(600002)]).toEqual([null, null]);
  });
});
