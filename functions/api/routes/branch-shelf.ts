import { Hono } from 'hono';
import { branchShelfSchema } from '../../../src/lib/domain/catalogue/branch-shelf-schemas';
import type { AppEnv } from '../env';
import { codeOf, say } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { branchShelf } from '../services/catalogue';
import { validate } from '../validate';

/** The signed-in shopper's branch shelf for the product page and the cart (issue 28, docs/stock.md). */
export const branchShelfRoutes = new Hono<AppEnv>().post('/branchShelf', requireUser(), validate('json', branchShelfSchema), async (c) => {
  const shelf = await branchShelf(c.env.DB, currentUser(c).id, c.req.valid('json'));
  const lines = shelf.lines.map((l) =>
    l.hint && l.switch_label ? { ...l, hint: say(c, l.hint), hint_code: codeOf(l.hint), switch_label: say(c, l.switch_label) } : l,
  );
  return c.json({ status: 1 as const, response: { branch: shelf.branch, lines } });
});
