import { Hono } from 'hono';
import { cartDeleteSchema, cartInsertSchema, guestCartSchema } from '../../../src/lib/domain/cart/cart-schemas';
import { minimumOrderMessage } from '../../../src/lib/domain/cart/cart-total';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { currentUser, requireUser } from '../middleware/session';
import { loadCart as loadCartLines, putInCart, removeFromCart, mergeGuestCart, priceGuestCart } from '../services/cart';
import { cartLinesIn, catalogueNames } from '../services/catalogue';
import type { CartLine, CartSummary } from '../../../src/lib/domain/cart/cart-schemas';
import { say, shopperLang } from '../lang';
import { sayIn } from '../../../src/lib/domain/i18n/t';
import { validate } from '../validate';
import { toCardsWire, type CardWire } from '../../../src/lib/domain/catalogue/card-wire-schemas';

type CartLineWire = CardWire<CartLine>;
import * as clock from '../lib/clock';
import { type Said, said } from '../../../src/lib/domain/i18n/said';

/**
 * The session customer's cart (SPEC §7 cartList, cartInsert, cartDelete, minimumAmountOrder). Every
 * answer that changes the cart carries the whole re-priced cart, so the browser store can mirror it.
 * A uid in the body is ignored: the cart is always the session's.
 */
/** The cart with its product names in the customer's language (English where there is none). */
async function loadCart(db: D1Database, userId: number, now: number, lang: ReturnType<typeof shopperLang>) {
  return inLang(db, await loadCartLines(db, userId, now), lang);
}

/** A priced cart (the account's or a browser's) with names, its summary's sentences and line problems in `lang`. */
async function inLang(
  db: D1Database,
  cart: { lines: CartLine<Said>[]; summary: CartSummary<Said> },
  lang: ReturnType<typeof shopperLang>,
): Promise<{ lines: CartLineWire[]; summary: CartSummary }> {
  const names = await catalogueNames(db, lang);
  const s = cart.summary;
  const words = (m: Said | null) => m && sayIn(lang, m);
  // the summary's own sentences too, said here in the shopper's language (issue 19)
  const summary = { ...s, min_order_message: words(s.min_order_message), free_delivery_note: words(s.free_delivery_note) };
  // a line's problem too: the cart table shows it under the product
  const lines = cartLinesIn(names, cart.lines).map((l) => ({ ...l, problem: words(l.problem) }));
  return { lines: toCardsWire(lines), summary };
}

export const cartRoutes = new Hono<AppEnv>()
  .post('/cartList', requireUser(), async (c) => {
    const cart = await loadCart(c.env.DB, currentUser(c).id, clock.now(), shopperLang(c));
    return c.json({ status: 1 as const, response: cart.lines, summary: cart.summary });
  })
  .post('/cartInsert', requireUser(), validate('json', cartInsertSchema), async (c) => {
    const userId = currentUser(c).id;
    const message = await putInCart(c.env.DB, userId, c.req.valid('json'), clock.now());
    const cart = await loadCart(c.env.DB, userId, clock.now(), shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, message), response: cart.lines, summary: cart.summary });
  })
  .post('/cartDelete', requireUser(), validate('json', cartDeleteSchema), async (c) => {
    const userId = currentUser(c).id;
    const message = await removeFromCart(c.env.DB, userId, c.req.valid('json').pid);
    const cart = await loadCart(c.env.DB, userId, clock.now(), shopperLang(c));
    return c.json({ status: 1 as const, message: say(c, message), response: cart.lines, summary: cart.summary });
  })
  // A guest's cart lives in the browser (SPEC §3): priced here on request, stored nowhere. Not
  // cached: prices and stock move, and the answer depends on the body.
  .post('/cartPrice', validate('json', guestCartSchema), async (c) => {
    const now = clock.now();
    const cart = await inLang(c.env.DB, await priceGuestCart(c.env.DB, c.req.valid('json').lines, now), shopperLang(c));
    c.header('cache-control', 'no-store');
    return c.json({ status: 1 as const, response: cart.lines, summary: cart.summary });
  })
  // At sign-in the browser cart joins the account's cart, re-checked line by line; `changes` says
  // what differs from what the shopper saw (code + params, and the words in their language).
  .post('/cartMerge', requireUser(), validate('json', guestCartSchema), async (c) => {
    const userId = currentUser(c).id;
    const lang = shopperLang(c);
    const changes = await mergeGuestCart(c.env.DB, userId, c.req.valid('json').lines, clock.now(), lang);
    const cart = await loadCart(c.env.DB, userId, clock.now(), lang);
    return c.json({ status: 1 as const, changes, response: cart.lines, summary: cart.summary });
  })
  // SPEC quirk kept: the client treats "Order placed successfully" as the all-clear.
  .post('/minimumAmountOrder', requireUser(), async (c) => {
    const { summary } = await loadCartLines(c.env.DB, currentUser(c).id, clock.now());
    if (summary.count === 0) throw new ShopError(said('cartEmptyText'), 400);
    const refusal = minimumOrderMessage(summary.subtotal, summary.min_order_amount);
    if (refusal) throw new ShopError(refusal, 400, { amount: summary.subtotal, minimum: summary.min_order_amount });
    return c.json({ status: 1 as const, message: say(c, said('orderPlaced')), amount: summary.subtotal });
  });
