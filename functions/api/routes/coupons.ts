import { Hono } from 'hono';
import { couponAnswer, promocodeCheckSchema } from '../../../src/lib/domain/cart/cart-schemas';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { checkCouponForCart } from '../services/checkout';
import { validate } from '../validate';
import { say, shopperLang } from '../lang';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** SPEC §7 promocodeCheck: the coupon against the session customer's cart, totalled by the server. */
export const couponRoutes = new Hono<AppEnv>().post('/promocodeCheck', requireUser(), validate('json', promocodeCheckSchema), async (c) => {
  const result = await checkCouponForCart(c.env.DB, currentUser(c).id, c.req.valid('json').code, clock.now(), shopperLang(c));
  return c.json({ status: 1 as const, message: say(c, said('couponValid')), response: couponAnswer(result) });
});
