/** POST /api/account/order-updates: the shopper's channel for order updates (order-updates.ts). */
import { z } from 'zod';
import { NOTICE_CHANNELS, ORDER_UPDATES_MSG } from './order-updates';

export const orderUpdatesSchema = z.object({
  channel: z.enum(NOTICE_CHANNELS, {
    errorMap: () => ({ message: ORDER_UPDATES_MSG.chooseChannel }),
  }),
});
export type OrderUpdatesInput = z.infer<typeof orderUpdatesSchema>;
