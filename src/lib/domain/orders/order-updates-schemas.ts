/** POST /api/account/order-updates: the shopper's channel for order updates (order-updates.ts). */
import { z } from 'zod';
import { NOTICE_CHANNELS } from './order-updates';

export const orderUpdatesSchema = z.object({
  channel: z.enum(NOTICE_CHANNELS, {
    errorMap: () => ({ message: 'srv.wa.chooseChannel' }),
  }),
});
export type OrderUpdatesInput = z.infer<typeof orderUpdatesSchema>;
