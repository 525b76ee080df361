import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { offersFor } from '../services/loyalty';
import { say, shopperLang } from '../lang';
import * as clock from '../lib/clock';

/**
 * SPEC §7 offers. Public; for a signed-in customer the slab their points fall in is marked. The
 * original sent user_point and uid in the body: both are ignored, the session decides.
 */
export const offerRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/offers', async (c) => {
  const page = await offersFor(c.env, c.get('user'), clock.now(), shopperLang(c));
  return c.json({
    status: 1,
    count: page.offers.length,
    reward: page.reward,
    rewardpoint: page.rewardpoint,
    points_error: page.points_error && say(c, page.points_error),
    response: page.offers,
  });
});
