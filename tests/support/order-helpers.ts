/**
 * Arranging checkout scenes in a test worker's own database: customers, carts, addresses. The
 * order under test always goes through the API; only its preconditions are written directly.
 */
import { CITY, MIN_ORDER_PAISE, SERVICEABLE_PINCODE, SHIPPING } from '../../scripts/seed/fixtures';
import { loginAs } from './session';
import { startWorker, type TestWorker } from './worker';

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  discount_price: number;
  previous_price: number;
  point: number;
  stock: number;
  hsn_code: string;
  gst_rate: number;
  pmin_count: number;
  is_type: string | null;
}

/** A session cookie for the user (tests/support/session.ts loginAs). */
export async function sessionCookie(w: TestWorker, userId: number): Promise<string> {
  return (await loginAs(w, userId)).cookie;
}

let nextPhone = 7000000000;

/** A fresh customer (not a demo one) with an optional reward balance. */
export async function createCustomer(
  w: TestWorker,
  opts: { points?: number; first_name?: string } = {},
): Promise<{ id: number; phone: string }> {
  const phone = String(nextPhone++ + Math.floor(Math.random() * 1000) * 10000);
  const row = await w.env.DB.prepare(
    `INSERT INTO user (first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
     VALUES (?1, 'Shopper', ?2, ?3, 'x', 'x', 1, 1, ?4) RETURNING id`,
  )
    .bind(opts.first_name ?? 'Test', phone, `shopper${phone}@gmail.com`, Date.now())
    .first<{ id: number }>();
  if (opts.points !== undefined) {
    await w.env.DB.prepare('INSERT INTO reward_account (mobile, balance) VALUES (?1, ?2)').bind(phone, opts.points).run();
  }
  return { id: row!.id, phone };
}

/** What the test shopper's branch (the serviceable pincode's, Indiranagar) has of a product's first pack. */
const SHOPPER_BRANCH_STOCK = `coalesce((SELECT bs.qty FROM branch_stock bs WHERE bs.branch_id = ${SERVICEABLE_PINCODE.branch_id}
  AND bs.product_id = p.id AND bs.pack_id = coalesce((SELECT a.id FROM product_attribute a WHERE a.product_id = p.id ORDER BY a.sort, a.id LIMIT 1), 0)), 0)`;

/** A product by slug; `stock` is what the test shopper's branch has of it (what checkout sells from). */
export async function product(w: TestWorker, slug: string): Promise<ProductRow> {
  const p = await w.env.DB.prepare(
    `SELECT id, slug, name, discount_price, previous_price, point, ${SHOPPER_BRANCH_STOCK} AS stock, hsn_code, gst_rate, pmin_count, is_type
       FROM product p WHERE slug = ?1`,
  )
    .bind(slug)
    .first<ProductRow>();
  if (!p) throw new Error(`no product ${slug}`);
  return p;
}

/** Plain products (no deal, no variants, in stock) at a GST rate, cheapest first. */
/**
 * A worker for a whole test file and the plain products its orders buy (stock 50+, so many orders
 * fit): `({ w, cheap } = await workerWithPlainProducts())` in beforeAll.
 */
export async function workerWithPlainProducts(): Promise<{ w: TestWorker; cheap: ProductRow[] }> {
  const w = await startWorker();
  return { w, cheap: await plainProducts(w, { minStock: 50, limit: 300 }) };
}

export async function plainProducts(w: TestWorker, opts: { rate?: number; minStock?: number; limit?: number } = {}): Promise<ProductRow[]> {
  const { results } = await w.env.DB.prepare(
    `SELECT * FROM (SELECT id, slug, name, discount_price, previous_price, point, ${SHOPPER_BRANCH_STOCK} AS stock, hsn_code, gst_rate,
              pmin_count, is_type, out_of_stock, pmax_count FROM product p) p
      WHERE is_type IS NULL AND out_of_stock = 0 AND stock >= ?1 AND pmin_count <= 1 AND pmax_count = 0
        AND (?2 IS NULL OR gst_rate = ?2)
        AND NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id)
      ORDER BY discount_price, id LIMIT ?3`,
  )
    .bind(opts.minStock ?? 10, opts.rate ?? null, opts.limit ?? 20)
    .all<ProductRow>();
  return results;
}

/** Replaces the user's server cart. */
export async function setCart(
  w: TestWorker,
  userId: number,
  lines: { product_id: number; qty: number; attribute_id?: number }[],
): Promise<void> {
  const db = w.env.DB;
  await db.batch([
    db.prepare('DELETE FROM cart_line WHERE user_id = ?1').bind(userId),
    ...lines.map((l) =>
      db
        .prepare('INSERT INTO cart_line (user_id, product_id, attribute_id, qty, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(userId, l.product_id, l.attribute_id ?? 0, l.qty, Date.now()),
    ),
  ]);
}

/** A complete, valid address form as a customer sends it to /api/addressAdd (serviceable pincode). */
export const ADDRESS_FORM = {
  firstname: 'Meera',
  lastname: 'Iyer',
  mobile: '9845012345',
  email: 'meera.iyer@gmail.com',
  address: '14, 2nd Cross, HAL 2nd Stage',
  city: CITY.id,
  pincode: SERVICEABLE_PINCODE.code,
  type: 'home',
};

export async function addAddress(w: TestWorker, userId: number, pincode: string = SERVICEABLE_PINCODE.code): Promise<number> {
  const row = await w.env.DB.prepare(
    `INSERT INTO address (user_id, firstname, lastname, mobile, email, address, city, pincode, type, created_at)
     VALUES (?1, 'Asha', 'Rao', '9876543210', 'asha.rao@gmail.com', '12, 5th Cross, Indiranagar', ?2, ?3, 'home', ?4) RETURNING id`,
  )
    .bind(userId, CITY.id, pincode, Date.now())
    .first<{ id: number }>();
  return row!.id;
}

export async function count(w: TestWorker, sql: string, ...binds: unknown[]): Promise<number> {
  const row = await w.env.DB.prepare(`SELECT count(*) AS n FROM (${sql})`)
    .bind(...binds)
    .first<{ n: number }>();
  return row!.n;
}

/** The store-wide total (product.stock, the sum over branches). */
export async function stockOf(w: TestWorker, productId: number): Promise<number> {
  return (await w.env.DB.prepare('SELECT stock FROM product WHERE id = ?1').bind(productId).first<{ stock: number }>())!.stock;
}

/** One branch's count of a product's pack (0: no variant); 0 when the branch never counted it. */
export async function stockAt(
  w: TestWorker,
  productId: number,
  branchId: number = SERVICEABLE_PINCODE.branch_id,
  packId = 0,
): Promise<number> {
  const row = await w.env.DB.prepare('SELECT qty FROM branch_stock WHERE branch_id = ?1 AND product_id = ?2 AND pack_id = ?3')
    .bind(branchId, productId, packId)
    .first<{ qty: number }>();
  return row?.qty ?? 0;
}

/** Every branch's every pack at 0 (correction moves), so the product is sold out store-wide. */
export async function soldOutEverywhere(w: TestWorker, productId: number): Promise<void> {
  await w.env.DB.prepare(
    `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, reason, at)
     SELECT branch_id, product_id, pack_id, -qty, 'correction', 'test', ?2 FROM branch_stock WHERE product_id = ?1 AND qty > 0`,
  )
    .bind(productId, Date.now())
    .run();
}

/**
 * Sets one branch's count of a pack the only way the store allows: a `correction` move of the
 * difference in the ledger (its trigger keeps branch_stock and product.stock).
 */
export async function setStockAt(
  w: TestWorker,
  productId: number,
  qty: number,
  branchId: number = SERVICEABLE_PINCODE.branch_id,
  packId = 0,
): Promise<void> {
  const delta = qty - (await stockAt(w, productId, branchId, packId));
  if (delta === 0) return;
  await w.env.DB.prepare(
    `INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, reason, at) VALUES (?1, ?2, ?3, ?4, 'correction', 'test', ?5)`,
  )
    .bind(branchId, productId, packId, delta, Date.now())
    .run();
}

export async function pointsOf(w: TestWorker, mobile: string): Promise<number> {
  return (
    (await w.env.DB.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile).first<{ balance: number }>())?.balance ?? 0
  );
}

/** A snapshot of everything an order writes, to show that a refused order wrote nothing. */
export async function footprint(w: TestWorker) {
  const db = w.env.DB;
  const [orders, lines, ledger, counter, stock, carts, balances] = await Promise.all([
    db.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>(),
    db.prepare('SELECT count(*) AS n FROM order_line').first<{ n: number }>(),
    db.prepare('SELECT count(*) AS n FROM reward_ledger').first<{ n: number }>(),
    db.prepare('SELECT coalesce(sum(last_no), 0) AS n FROM invoice_counter').first<{ n: number }>(),
    db.prepare('SELECT sum(stock) AS s, sum(purchased_count) AS p FROM product').first<{ s: number; p: number }>(),
    db.prepare('SELECT count(*) AS n, coalesce(sum(qty), 0) AS q FROM cart_line').first<{ n: number; q: number }>(),
    db.prepare('SELECT sum(balance) AS n FROM reward_account').first<{ n: number }>(),
  ]);
  return {
    orders: orders!.n,
    lines: lines!.n,
    ledger: ledger!.n,
    counter: counter!.n,
    stock: stock!,
    carts: carts!,
    balances: balances!.n,
  };
}

/**
 * An online payer: a signed-in customer with a delivery address, and one cart line of a plain product
 * just over the minimum order, with the total the server will charge (below the free-delivery line).
 */
export async function onlinePayer(w: TestWorker) {
  const c = await createCustomer(w);
  const shopper = { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
  const p = (await plainProducts(w, { minStock: 50, rate: 5 }))[0]!;
  const line = { product_id: p.id, qty: Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1 };
  return { shopper, p, line, total: line.qty * p.discount_price + SHIPPING.belowThreshold.price };
}
