import { Hono } from 'hono';
import {
  orderIdParamSchema,
  stockMoveSchema,
  stockMovesQuerySchema,
  stockQuerySchema,
  stockTransferSchema,
  stockUpdateSchema,
} from '../../../src/lib/domain/staff/staff-schemas';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { afterResponse } from '../lib/after-response';
import { correctStock, findStaffStock, recordGoods, stockMoves, transferStock, sendDueStockAlerts } from '../services/catalogue';
import { say } from '../lang';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * Branch staff and managers see and change stock per branch and pack (docs/stock.md); riders cannot.
 * A clerk's requests work on their own branch; the manager's on the `branch` asked for.
 */
export const staffStockRoutes = new Hono<AppEnv>()
  .get('/staff/products', requireStaff('manager', 'branch'), validate('query', stockQuerySchema), async (c) => {
    const ask = c.req.valid('query');
    return c.json({ status: 1 as const, response: await findStaffStock(c.env.DB, currentStaff(c), ask) });
  })
  .get(
    '/staff/products/:id/moves',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('query', stockMovesQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ status: 1 as const, response: await stockMoves(c.env.DB, currentStaff(c), id, c.req.valid('query')) });
    },
  )
  .post(
    '/staff/products/:id/stock',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', stockUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      // the wire's `stock` is the shelf count the clerk typed
      const change = { shelfCount: body.stock, outOfStock: body.out_of_stock, reason: body.reason, branch: body.branch, pack: body.pack };
      const row = await correctStock(c.env.DB, currentStaff(c), id, change, clock.now());
      // back on sale: the customers waiting for it hear now, not at the next scheduled run
      if (row.stock > 0 && !row.out_of_stock) afterResponse(c, sendDueStockAlerts(c.env, { productId: id }));
      return c.json({ status: 1 as const, message: say(c, said('stock.counted')), response: row });
    },
  )
  .post(
    '/staff/products/:id/moves',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', stockMoveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const move = c.req.valid('json');
      const row = await recordGoods(c.env.DB, currentStaff(c), id, move, clock.now());
      if (row.stock > 0 && !row.out_of_stock) afterResponse(c, sendDueStockAlerts(c.env, { productId: id }));
      const done = move.kind === 'received' ? said('stock.received') : said('stock.writtenOff');
      return c.json({ status: 1 as const, message: say(c, done), response: row });
    },
  )
  .post(
    '/staff/products/:id/transfer',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', stockTransferSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const moved = await transferStock(c.env.DB, currentStaff(c), id, c.req.valid('json'), clock.now());
      // units arriving at a branch: the shoppers waiting there hear now (alerts are per branch)
      afterResponse(c, sendDueStockAlerts(c.env, { productId: id }));
      return c.json({ status: 1 as const, message: say(c, said('stock.transferred')), response: moved });
    },
  );
