/**
 * The account page's and checkout's door to the shopper's choice of channel for order updates
 * (issue 32, docs/whatsapp.md), from the same service /api/account/order-updates answers with.
 */
import type { Env } from '../../functions/api/env';
import { loadOrderUpdates, type OrderUpdatesState } from '../../functions/api/services/orders';

export type { OrderUpdatesState };

export async function orderUpdatesOf(locals: App.Locals, userId: number): Promise<OrderUpdatesState> {
  const env = (locals as Partial<App.Locals>).runtime?.env as Env;
  return loadOrderUpdates(env, userId);
}
