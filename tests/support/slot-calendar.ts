/**
 * The slot calendar's API tests' shared steps (tests/api/slot-calendar*.test.ts): a slot of the
 * test's own, a shopper at branch 1's pincode with one big line, an order in a slot, the shop's slot
 * grid, and a day closed (or opened) by staff.
 */
import { expect } from 'vitest';
import { addAddress, createCustomer, sessionCookie, setCart, type ProductRow } from './order-helpers';
import type { TestWorker } from './worker';

/** `worker` and `big` are read when a step runs: the test file's beforeAll sets them. */
export function calendarSteps(worker: () => TestWorker, big: () => ProductRow) {
  let nextMinute = 0;
  /** A delivery slot of the test's own, at a minute no other test uses, so counts cannot mix. */
  async function branchSlot(branch: number, capacity: number): Promise<number> {
    const start = 22 * 60 + 1 + nextMinute++;
    const row = await worker()
      .env.DB.prepare(
        `INSERT INTO delivery_slot (branch_id, mode, start_min, end_min, capacity, cutoff_min) VALUES (?1, 'delivery', ?2, ?3, ?4, 60) RETURNING id`,
      )
      .bind(branch, start, start + 60, capacity)
      .first<{ id: number }>();
    return row!.id;
  }

  /** A new shopper at branch 1's pincode, with one big line in the cart. */
  async function shopper() {
    const c = await createCustomer(worker());
    await setCart(worker(), c.id, [{ product_id: big().id, qty: 1 }]);
    return { cookie: await sessionCookie(worker(), c.id), address: await addAddress(worker(), c.id) };
  }

  async function orderIn(slot: number, day: string) {
    const s = await shopper();
    return worker().call(
      'POST',
      '/api/order',
      { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: slot, slot_day: day },
      { cookie: s.cookie },
    );
  }

  async function grid() {
    const s = await shopper();
    const res = await worker().call('GET', `/api/slots?mode=delivery&address_id=${s.address}`, undefined, { cookie: s.cookie });
    expect(res.status, res.raw).toBe(200);
    return res.body.response.days as { day: string; closed?: boolean; note?: string; slots: { id: number; left: number }[] }[];
  }

  /** The days a shopper can choose a slot on (a closed day is shown, marked closed, with no slot). */
  const openDays = async () => (await grid()).filter((d) => !d.closed).map((d) => d.day);

  const closeDay = (cookie: string, branch: number, day: string, closed = true, extra: Record<string, unknown> = {}) =>
    worker().call('POST', `/api/staff/branches/${branch}/closed`, { day, closed, reason: 'Deepavali', ...extra }, { cookie });

  return { branchSlot, shopper, orderIn, grid, openDays, closeDay };
}
