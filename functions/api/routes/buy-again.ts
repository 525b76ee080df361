import { Hono } from 'hono';
import { buyAgainSchema, reorderSummary } from '../../../src/lib/domain/cart/buy-again';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { buyAgain, previouslyBought, loadCart } from '../services/cart';
import { validate } from '../validate';
import { toCardsWire } from '../../../src/lib/domain/catalogue/card-wire-schemas';
import { say } from '../lang';
import * as clock from '../lib/clock';

/** "Buy again" an earlier order of the session customer; answers with each line's outcome and the re-priced cart. */
export const buyAgainRoutes = new Hono<AppEnv>()
  // home "Previously bought": the session customer's own earlier products, never cached
  .get('/previouslyBought', requireUser(), async (c) => {
    return c.json({ status: 1 as const, response: toCardsWire(await previouslyBought(c.env.DB, currentUser(c).id)) });
  })
  .post('/orderBuyAgain', requireUser(), validate('json', buyAgainSchema), async (c) => {
    const userId = currentUser(c).id;
    const lines = await buyAgain(c.env.DB, userId, c.req.valid('json').order_id, clock.now());
    const cart = await loadCart(c.env.DB, userId, clock.now());
    return c.json({
      status: 1 as const,
      message: say(c, reorderSummary(lines)),
      response: lines,
      cart: toCardsWire(cart.lines),
      summary: cart.summary,
    });
  });
