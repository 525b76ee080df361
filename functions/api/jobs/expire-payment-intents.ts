/** Scheduled: lapsed payment intents give their stock back and lose their personal snapshot. */
import type { Env } from '../env';
import { expireAllIntents } from '../services/checkout';

export function expirePaymentIntents(env: Env, now: number) {
  return expireAllIntents(env.DB, now);
}
