/**
 * Home "Previously bought" (issue 17): the signed-in customer's products from earlier orders, still
 * sold, newest first, at most 12; nothing for guests; never cached; nobody else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { newShopper, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: Shopper;
let products: ProductRow[];

beforeAll(async () => {
  w = await startWorker();
  asha = await newShopper(w);
  products = await plainProducts(w, { minStock: 80, limit: 40 });
});
afterAll(() => w?.dispose());

const list = (cookie?: string) => w.call('GET', '/api/previouslyBought', undefined, cookie ? { cookie } : {});

async function orderOf(lines: ProductRow[], at: number): Promise<number> {
  await setCart(
    w,
    asha.id,
    lines.map((p) => ({ product_id: p.id, qty: Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1 })),
  );
  const placed = await w.call('POST', '/api/order', { flag: 0, address_id: asha.address, payment_method: 'cash' }, { cookie: asha.cookie });
  expect(placed.body.status, placed.raw).toBe(1);
  const id = placed.body.response.id as number;
  await w.env.DB.prepare('UPDATE orders SET created_at = ?2 WHERE id = ?1').bind(id, at).run();
  return id;
}

describe('GET /api/previouslyBought', () => {
  it('is empty for a customer with no orders, and refused to a guest', async () => {
    expect((await list(asha.cookie)).body).toEqual({ status: 1, response: [] });
    expect((await list()).status).toBe(401);
  });

  it('lists the products of earlier orders, newest first, each once; a cancelled order adds nothing', async () => {
    const [a, b, c, d] = products as [ProductRow, ProductRow, ProductRow, ProductRow];
    const day = 86_400_000;
    await orderOf([a, b], Date.now() - 3 * day);
    await orderOf([c, a], Date.now() - day);
    const cancelled = await orderOf([d], Date.now());
    await w.env.DB.prepare("UPDATE orders SET order_status = 'Cancelled' WHERE id = ?1").bind(cancelled).run();

    const res = await list(asha.cookie);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = (res.body.response as { id: number }[]).map((p) => p.id);
    // the newer order's products (a bought again there), then the older order's b
    expect(ids).toEqual([...[a.id, c.id].sort((x, y) => x - y), b.id]);
    expect(res.body.response[0]).toMatchObject({ name: expect.any(String), discount_price: expect.any(Number), slug: expect.any(String) });

    // another customer sees only their own (none)
    const vikram = await newShopper(w);
    expect((await list(vikram.cookie)).body.response).toEqual([]);
  });

  it('shows at most 12', async () => {
    const order = (await w.env.DB.prepare('SELECT id FROM orders WHERE user_id = ?1 ORDER BY created_at LIMIT 1')
      .bind(asha.id)
      .first<{ id: number }>())!;
    for (const p of products.slice(10, 25)) {
      await w.env.DB.prepare('INSERT INTO order_line (order_id, product_id, name, qty, price, main_price) VALUES (?1, ?2, ?3, 1, ?4, ?4)')
        .bind(order.id, p.id, p.name, p.discount_price)
        .run();
    }
    expect((await list(asha.cookie)).body.response).toHaveLength(12);
  });
});
