import { Hono } from 'hono';
import { wishlistItemSchema } from '../../../src/lib/domain/cart/cart-schemas';
import { listWishlist, wishlistIds } from '../db/cart';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { addToWishlist, removeFromWishlist } from '../services/cart';
import { validate } from '../validate';
import { toCardsWire } from '../../../src/lib/domain/catalogue/card-wire-schemas';
import { say } from '../lang';
import * as clock from '../lib/clock';
import type { Said } from '../../../src/lib/domain/i18n/said';
import { sayIn } from '../../../src/lib/domain/i18n/t';

/** SPEC §7 wishlist, wishlistAdd, wishlistDelete for the session customer; item_id is a product id. */
/** SPEC §7's wishlist answers repeat the message in `response`, in English as they always have. */
const legacyResponse = (m: Said) => sayIn('en', m);

export const wishlistRoutes = new Hono<AppEnv>()
  .post('/wishlist', requireUser(), async (c) => {
    return c.json({ status: 1 as const, response: toCardsWire(await listWishlist(c.env.DB, currentUser(c).id)), now: clock.now() });
  })
  .post('/wishlistAdd', requireUser(), validate('json', wishlistItemSchema), async (c) => {
    const userId = currentUser(c).id;
    const message = await addToWishlist(c.env.DB, userId, c.req.valid('json').item_id, clock.now());
    return c.json({
      status: 1 as const,
      message: say(c, message),
      response: legacyResponse(message),
      ids: await wishlistIds(c.env.DB, userId),
    });
  })
  .post('/wishlistDelete', requireUser(), validate('json', wishlistItemSchema), async (c) => {
    const userId = currentUser(c).id;
    const message = await removeFromWishlist(c.env.DB, userId, c.req.valid('json').item_id);
    return c.json({
      status: 1 as const,
      message: say(c, message),
      response: legacyResponse(message),
      ids: await wishlistIds(c.env.DB, userId),
    });
  });
