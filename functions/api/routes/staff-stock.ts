import { Hono } from 'hono';
import { orderIdParamSchema, productSearchSchema, stockUpdateSchema } from '../../../src/lib/domain/staff-schemas';
import type { AppEnv } from '../env';
import { requireStaff } from '../middleware/staff-session';
import { forgetCatalogue } from '../services/catalogue-cache';
import { validate } from '../validate';

interface StockRow {
  id: number;
  name: string;
  slug: string;
  photo: string;
  stock: number;
  out_of_stock: number;
}

const view = (p: StockRow) => ({ ...p, out_of_stock: p.out_of_stock === 1 });

/**
 * Stock on the staff side. Stock is one store-wide count per product (product.stock: the data has
 * no per-branch stock), so a clerk's correction is the shop's count; riders cannot change it.
 */
export const staffStockRoutes = new Hono<AppEnv>()
  .get('/staff/products', requireStaff('manager', 'branch'), validate('query', productSearchSchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
    const { results } = await c.env.DB
      .prepare(
        `SELECT id, name, slug, photo, stock, out_of_stock FROM product
          WHERE (?1 IS NULL OR name LIKE ?1 ESCAPE '\\' OR slug LIKE ?1 ESCAPE '\\')
          ORDER BY out_of_stock DESC, stock, name LIMIT ?2`,
      )
      .bind(like, limit)
      .all<StockRow>();
    return c.json({ status: 1, response: results.map(view) });
  })
  .post('/staff/products/:id/stock', requireStaff('manager', 'branch'), validate('param', orderIdParamSchema), validate('json', stockUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const row = await c.env.DB
      .prepare(
        `UPDATE product SET stock = coalesce(?2, stock), out_of_stock = coalesce(?3, out_of_stock) WHERE id = ?1
         RETURNING id, name, slug, photo, stock, out_of_stock`,
      )
      .bind(id, body.stock ?? null, body.out_of_stock === undefined ? null : body.out_of_stock ? 1 : 0)
      .first<StockRow>();
    if (!row) return c.json({ status: 0, message: 'Product not found' }, 404);
    forgetCatalogue(c.env.DB);
    return c.json({ status: 1, message: 'Stock updated', response: view(row) });
  });
