/**
 * The order request's SPEC §7 names for what the checkout store calls firstName/lastName (the name
 * typed at checkout) and totalPoints (a points order's total): the one place the browser writes
 * them (eslint.config.js lets this file say wire names). A field left undefined is not sent.
 */
import type { OrderPayload } from './place-order';

export type OrderDraft = Omit<OrderPayload, 'firstname' | 'lastname' | 'total_reward'> & {
  firstName?: string;
  lastName?: string;
  totalPoints?: number;
};

export function orderBody({ firstName, lastName, totalPoints, ...rest }: OrderDraft): OrderPayload {
  return { ...rest, firstname: firstName, lastname: lastName, total_reward: totalPoints };
}
