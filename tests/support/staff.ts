/** Staff sessions and orders in a known state, for the staff API tests. */
import { expect } from 'vitest';
import { DEMO_STAFF, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { cookieHeader, cookiesFrom } from './cookies';
import { addAddress, createCustomer, plainProducts, sessionCookie, setCart } from './order-helpers';
import type { TestWorker } from './worker';

export type DemoStaff = (typeof DEMO_STAFF)[number];

export const staffBy = (id: number): DemoStaff => DEMO_STAFF.find((s) => s.id === id)!;
export const MANAGER = staffBy(1);
export const CLERK_1 = staffBy(11);
export const CLERK_2 = staffBy(21);
export const RIDER_1 = staffBy(12);
export const RIDER_1B = staffBy(13);
export const RIDER_2 = staffBy(22);

/** Logs in through the real endpoint and returns the Cookie header holding staff_session. */
export async function staffLogin(w: TestWorker, s: DemoStaff): Promise<string> {
  const res = await w.call('POST', '/api/staff/login', { mobile: s.mobile, password: s.password });
  expect(res.status).toBe(200);
  return cookieHeader(cookiesFrom(res));
}

export interface Shopper {
  id: number;
  phone: string;
  cookie: string;
  address: number;
}

export async function newShopper(w: TestWorker, points?: number): Promise<Shopper> {
  const c = await createCustomer(w, { points });
  return { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
}

/**
 * A cash (or points) order placed through POST /api/order: home delivery from branch 1 (the test
 * address's pincode), or pickup at `branch`. Returns the order's id, txnid and its one line.
 */
export async function placeOrder(
  w: TestWorker,
  shopper: Shopper,
  opts: { pickupBranch?: number; payment?: 'cash' | 'point'; qty?: number; productIndex?: number; coupon?: string } = {},
) {
  const products = await plainProducts(w, { minStock: 80, limit: 40 });
  const p = products[opts.productIndex ?? 0]!;
  const qty = opts.qty ?? Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1;
  await setCart(w, shopper.id, [{ product_id: p.id, qty }]);
  const dest = opts.pickupBranch ? { flag: 1, branch: opts.pickupBranch } : { flag: 0, address_id: shopper.address };
  const res = await w.call(
    'POST',
    '/api/order',
    { ...dest, payment_method: opts.payment ?? 'cash', ...(opts.coupon ? { coupon: opts.coupon } : {}) },
    { cookie: shopper.cookie },
  );
  expect(res.body).toMatchObject({ status: 1 });
  return { id: res.body.response.id as number, txnid: res.body.response.txnid as string, product: p, qty };
}

export function move(w: TestWorker, cookie: string, id: number, body: Record<string, unknown>) {
  return w.call('POST', `/api/staff/orders/${id}/move`, body, { cookie });
}

/**
 * What completing an order asks (docs/delivery.md): the shopper's handover code, read from the
 * database as the shopper would read it off their order page, and a cash order's cash in full.
 */
export async function completionProof(w: TestWorker, id: number): Promise<{ code: string; cash?: number }> {
  const row = await w.env.DB.prepare(
    `SELECT h.code, o.order_total, o.payment_method, o.flag FROM orders o JOIN handover_code h ON h.order_id = o.id WHERE o.id = ?1`,
  )
    .bind(id)
    .first<{ code: string; order_total: number; payment_method: string; flag: number }>();
  expect(row, `order ${id} has a handover code`).not.toBeNull();
  return { code: row!.code, ...(row!.payment_method === 'cash' && row!.flag === 0 ? { cash: row!.order_total } : {}) };
}

/** Walks an order through moves as one staff member; each must succeed. Completing types the code (and cash) unless given. */
export async function walk(w: TestWorker, cookie: string, id: number, steps: [string, string, Record<string, unknown>?][]) {
  for (const [from, to, extra] of steps) {
    const proof = to === 'Completed' && !extra?.code && !extra?.reason ? await completionProof(w, id) : {};
    const res = await move(w, cookie, id, { from, to, ...proof, ...extra });
    expect({ step: `${from} → ${to}`, status: res.status, message: res.body.message }).toEqual({
      step: `${from} → ${to}`,
      status: 200,
      message: `Order moved to ${to}`,
    });
  }
}

/** A large order (one that earns points) walked by `clerk` to Out for delivery with RIDER_1; returns it and its points. */
export async function earningOrderOutForDelivery(w: TestWorker, clerk: string, shopper: Shopper) {
  const o = await placeOrder(w, shopper, { qty: 60 });
  const earned = (await w.env.DB.prepare('SELECT points_earned FROM orders WHERE id = ?1').bind(o.id).first<{ points_earned: number }>())!
    .points_earned;
  await walk(w, clerk, o.id, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
  ]);
  return { ...o, earned };
}
