import { Hono } from 'hono';
import { branchShelfSchema } from '../../../src/lib/domain/catalogue/branch-shelf-schemas';
import type { AppEnv } from '../env';
import { say } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { branchShelf } from '../services/catalogue';
import { validate } from '../validate';

/** The signed-in shopper's branch shelf for the product page and the cart (issue 28, docs/stock.md). */
export const branchShelfRoutes = new Hono<AppEnv>().post('/branchShelf', requireUser(), validate('json', branchShelfSchema), async (c) => {
  const shelf = await branchShelf(c.env.DB, currentUser(c).id, c.req.valid('json'));
  const lines = shelf.lines.map(({ hint, switch_label, ...l }) => ({
    ...l,
    ...(hint && switch_label ? { hint: say(c, hint), hint_code: hint.key, switch_label: say(c, switch_label) } : {}),
  }));
  return c.json({ status: 1 as const, response: { branch: shelf.branch, lines } });
});
