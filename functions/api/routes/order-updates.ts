import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { loadOrderUpdates, setOrderUpdates } from '../services/orders';
import { validate } from '../validate';
import type { NoticeChannel } from '../../../src/lib/domain/orders/order-updates';
import { said } from '../../../src/lib/domain/i18n/said';
import type { MessageKey } from '../../../src/lib/domain/i18n/en';
import { orderUpdatesSchema } from '../../../src/lib/domain/orders/order-updates-schemas';
import { say } from '../lang';

/**
 * How the signed-in shopper gets order updates: SMS, WhatsApp or both (docs/whatsapp.md). The
 * account page and the checkout's "Send order updates on WhatsApp" box both save through here.
 */
const SAVED = { sms: 'srv.wa.savedSms', whatsapp: 'srv.wa.savedWhatsApp', both: 'srv.wa.savedBoth' } as const satisfies Record<
  NoticeChannel,
  MessageKey
>;

export const orderUpdateRoutes = new Hono<AppEnv>()
  .use('/account/order-updates', requireUser())
  .get('/account/order-updates', async (c) => c.json({ status: 1 as const, response: await loadOrderUpdates(c.env, currentUser(c).id) }))
  .post('/account/order-updates', validate('json', orderUpdatesSchema), async (c) => {
    const { channel } = c.req.valid('json');
    const response = await setOrderUpdates(c.env, currentUser(c).id, channel);
    const saved = said(SAVED[response.channel]);
    return c.json({ status: 1 as const, code: saved.key, message: say(c, saved), response });
  });
