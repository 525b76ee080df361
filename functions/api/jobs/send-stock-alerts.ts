import type { Env } from '../env';
import { sendDueStockAlerts } from '../services/catalogue';

/** Products back on sale by any path (a cancelled order, a released hold): their waiting customers are told. */
export async function sendStockAlerts(env: Env, now: number): Promise<{ sent: number }> {
  return { sent: await sendDueStockAlerts(env, { now }) };
}
