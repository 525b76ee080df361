import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './api';

/** A line to put in the cart: the product and how many (its first pack). */
export interface OrderLine {
  id: number;
  qty: number;
}

/**
 * The shopper signed in on `page` orders exactly these lines (their cart emptied first) through
 * POST /api/order, as the checkout sends it: the staff journeys (packing, substitutes, credit
 * notes, the rider's cash) start from an order, not from the shop's screens, which the shopping
 * journeys cover. `body` is the order's choice: pickup `{ flag: 1, branch }` or delivery
 * `{ flag: 0, address_id }`, the payment, and per-line wishes (`product`). Fails with the server's
 * words when the cart or the order is refused.
 */
export async function placeOrderAs<T extends { id: number; txnid: string }>(
  page: Page,
  lines: readonly OrderLine[],
  body: Record<string, unknown>,
): Promise<T> {
  await api(page).post('/api/cartDelete', { data: { pid: 0 } });
  for (const line of lines) {
    const added = (await (
      await api(page).post('/api/cartInsert', { data: { pid: line.id, qty: line.qty, aid: 0, mode: 'add' } })
    ).json()) as {
      status: number;
      message?: string;
    };
    expect(added.status, added.message).toBe(1);
  }
  const placed = (await (await api(page).post('/api/order', { data: body })).json()) as { status: number; message?: string; response: T };
  expect(placed.status, placed.message).toBe(1);
  return placed.response;
}
