import { Hono } from 'hono';
import { orderIdParamSchema, productSearchSchema, stockUpdateSchema } from '../../../src/lib/domain/staff-schemas';
import type { AppEnv } from '../env';
import { requireStaff } from '../middleware/staff-session';
import { afterResponse } from '../lib/after-response';
import { correctStock, findStaffStock } from '../services/staff-stock';
import { sendDueStockAlerts } from '../services/stock-alerts';
import { validate } from '../validate';

/** Branch staff and managers see and correct stock; riders cannot change it. */
export const staffStockRoutes = new Hono<AppEnv>()
  .get('/staff/products', requireStaff('manager', 'branch'), validate('query', productSearchSchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ status: 1, response: await findStaffStock(c.env.DB, q, limit) });
  })
  .post(
    '/staff/products/:id/stock',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', stockUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      // the wire's `stock` is the shelf count the clerk typed
      const row = await correctStock(c.env.DB, id, { shelfCount: body.stock, outOfStock: body.out_of_stock });
      if (!row) return c.json({ status: 0, message: 'Product not found' }, 404);
      // back on sale: the customers waiting for it hear now, not at the next scheduled run
      if (row.stock > 0 && !row.out_of_stock) afterResponse(c, sendDueStockAlerts(c.env, { productId: id }));
      return c.json({ status: 1, message: 'Stock updated', response: row });
    },
  );
