/**
 * Issue 34: a guest's cart lives in the browser; the server prices it on request (cartPrice) and at
 * sign-in takes it into the account's cart (cartMerge), re-checked line by line, with what changed
 * said by code and in the shopper's language. Merging is idempotent: the same browser cart merged
 * twice, one after the other or at once, never doubles a quantity. Real local D1, no mocks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartLineWire } from '../../src/lib/domain/cart/cart-schemas';
import type { MergeChange } from '../../src/lib/domain/cart/cart-merge';
import { formatINR } from '../../src/lib/domain/money/money';
import { t } from '../../src/lib/domain/i18n/t';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: LoggedIn;
const P = {} as Record<'milk' | 'rice' | 'banana' | 'flakes', { id: number; price: number; stock: number }>;
let riceKilo: { id: number; selling: number };
let riceHalf: { id: number; selling: number };

const SLUGS = {
  milk: FIXTURE_PRODUCTS.lastFive,
  rice: FIXTURE_PRODUCTS.withVariants,
  banana: FIXTURE_PRODUCTS.minTwo,
  flakes: FIXTURE_PRODUCTS.outOfStock,
};

interface MergeAnswer {
  status: number;
  changes: MergeChange[];
  response: CartLineWire[];
}

async function accountCart(): Promise<Map<number, { aid: number; qty: number }>> {
  const { results } = await w.env.DB.prepare('SELECT product_id, attribute_id, qty FROM cart_line WHERE user_id = ?1')
    .bind(asha.userId)
    .all<{ product_id: number; attribute_id: number; qty: number }>();
  return new Map(results.map((r) => [r.product_id, { aid: r.attribute_id, qty: r.qty }]));
}

const merge = (lines: unknown[], cookie = asha.cookie) => w.call<MergeAnswer>('POST', '/api/cartMerge', { lines }, { cookie });

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  for (const [key, slug] of Object.entries(SLUGS)) {
    const row = await w.env.DB.prepare('SELECT id, discount_price AS price, stock FROM product WHERE slug = ?1')
      .bind(slug)
      .first<{ id: number; price: number; stock: number }>();
    P[key as keyof typeof P] = row!;
  }
  const attrs = await w.env.DB.prepare('SELECT id, selling FROM product_attribute WHERE product_id = ?1 ORDER BY sort')
    .bind(P.rice.id)
    .all<{ id: number; selling: number }>();
  [riceHalf, riceKilo] = [attrs.results[0]!, attrs.results[1]!];
});
afterAll(() => w?.dispose());
beforeEach(async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
});

describe('POST /api/cartPrice (a guest, no session)', () => {
  it('prices the browser lines at the server prices, whatever price the browser sends, and stores nothing', async () => {
    const res = await w.call('POST', '/api/cartPrice', {
      lines: [
        { pid: P.milk.id, aid: 0, qty: 2, price: 1 },
        { pid: P.rice.id, aid: riceKilo.id, qty: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = res.body.response as CartLineWire[];
    expect(lines.map((l) => [l.pid, l.aid, l.qty, l.unit_price, l.line_total])).toEqual([
      [P.milk.id, 0, 2, P.milk.price, 2 * P.milk.price],
      [P.rice.id, riceKilo.id, 1, riceKilo.selling, riceKilo.selling],
    ]);
    expect(res.body.summary.subtotal).toBe(2 * P.milk.price + riceKilo.selling);
    expect((await w.env.DB.prepare('SELECT COUNT(*) AS n FROM cart_line').first<{ n: number }>())!.n).toBe(0);
  });

  // inside, the code says minQty/maxQty; the answer keeps SPEC §3's names in their places (issue 27)
  it("answers each line with SPEC's field names in SPEC's order", async () => {
    const res = await w.call('POST', '/api/cartPrice', { lines: [{ pid: P.milk.id, aid: 0, qty: 1 }] });
    expect(Object.keys(res.body.response[0])).toEqual([
      ...['id', 'pid', 'aid', 'qty', 'name', 'slug', 'photo', 'previous_price', 'discount_price', 'point', 'stock'],
      ...['out_of_stock', 'pmin_count', 'pmax_count', 'is_type', 'date', 'to_date', 'deal_amount', 'deal_point'],
      ...['max_count', 'purchased_count', 'attribute', 'net_quantity', 'net_unit', 'unit_price', 'unit_mrp'],
      ...['unit_points', 'deal', 'line_total', 'line_points', 'problem'],
    ]);
  });

  it("says what the checkout would refuse, in the shopper's language, and leaves out products that do not exist", async () => {
    const res = await w.call(
      'POST',
      '/api/cartPrice',
      {
        lines: [
          { pid: P.milk.id, aid: 0, qty: P.milk.stock + 1 },
          { pid: 987654, aid: 0, qty: 1 },
        ],
      },
      { cookie: 'lang=kn' },
    );
    const lines = res.body.response as CartLineWire[];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.problem).toBe(t('kn', 'stockExceeded'));
  });

  it('refuses a body that is not a cart', async () => {
    const res = await w.call('POST', '/api/cartPrice', { lines: [{ pid: 'milk', qty: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('POST /api/cartMerge (at sign-in)', () => {
  it('needs a signed-in customer', async () => {
    const res = await w.call('POST', '/api/cartMerge', { lines: [{ pid: P.milk.id, aid: 0, qty: 1 }] });
    expect(res.status).toBe(401);
  });

  it('brings three browser lines whole into an empty account cart, saying nothing changed', async () => {
    const res = await merge([
      { pid: P.milk.id, aid: 0, qty: 2, price: P.milk.price },
      { pid: P.rice.id, aid: riceKilo.id, qty: 1, price: riceKilo.selling },
      { pid: P.banana.id, aid: 0, qty: 3, price: P.banana.price },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.changes).toEqual([]);
    expect(res.body.response.map((l) => [l.pid, l.aid, l.qty])).toEqual([
      [P.milk.id, 0, 2],
      [P.rice.id, riceKilo.id, 1],
      [P.banana.id, 0, 3],
    ]);
  });

  it('merged twice, one after the other, leaves the quantities of one merge', async () => {
    const lines = [
      { pid: P.milk.id, aid: 0, qty: 2 },
      { pid: P.banana.id, aid: 0, qty: 3 },
    ];
    expect((await merge(lines)).status).toBe(200);
    expect((await merge(lines)).status).toBe(200);
    expect(await accountCart()).toEqual(
      new Map([
        [P.milk.id, { aid: 0, qty: 2 }],
        [P.banana.id, { aid: 0, qty: 3 }],
      ]),
    );
  });

  it('merged from two tabs at once leaves the quantities of one merge', async () => {
    const lines = [
      { pid: P.milk.id, aid: 0, qty: 2 },
      { pid: P.rice.id, aid: riceHalf.id, qty: 4 },
    ];
    const want = new Map([
      [P.milk.id, { aid: 0, qty: 2 }],
      [P.rice.id, { aid: riceHalf.id, qty: 4 }],
    ]);
    const answers = await Promise.all([merge(lines), merge(lines), merge(lines)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await accountCart()).toEqual(want);
    // and once more at once, now that the account cart holds them (each read sees the lines)
    await Promise.all([merge(lines), merge(lines)]);
    expect(await accountCart()).toEqual(
      new Map([
        [P.milk.id, { aid: 0, qty: 2 }],
        [P.rice.id, { aid: riceHalf.id, qty: 4 }],
      ]),
    );
  });

  it("keeps the larger quantity of a product already in the account cart, and the browser's pack when they differ", async () => {
    expect((await asha.post('/api/cartInsert', { pid: P.milk.id, qty: 3 })).status).toBe(200);
    expect((await asha.post('/api/cartInsert', { pid: P.banana.id, qty: 2 })).status).toBe(200);
    expect((await asha.post('/api/cartInsert', { pid: P.rice.id, qty: 1, aid: riceHalf.id })).status).toBe(200);
    await merge([
      { pid: P.milk.id, aid: 0, qty: 1 },
      { pid: P.banana.id, aid: 0, qty: 5 },
      { pid: P.rice.id, aid: riceKilo.id, qty: 2 },
    ]);
    expect(await accountCart()).toEqual(
      new Map([
        [P.milk.id, { aid: 0, qty: 3 }],
        [P.banana.id, { aid: 0, qty: 5 }],
        [P.rice.id, { aid: riceKilo.id, qty: 2 }],
      ]),
    );
  });

  it("caps, raises and leaves out lines by today's rules and says each change in Hindi, with its code", async () => {
    const res = await merge(
      [
        { pid: P.milk.id, aid: 0, qty: P.milk.stock + 4, price: P.milk.price },
        { pid: P.banana.id, aid: 0, qty: 1 },
        { pid: P.flakes.id, aid: 0, qty: 1 },
        { pid: P.rice.id, aid: 424242, qty: 1 },
      ],
      `${asha.cookie}; lang=hi`,
    );
    expect(res.status).toBe(200);
    expect(await accountCart()).toEqual(
      new Map([
        [P.milk.id, { aid: 0, qty: P.milk.stock }],
        [P.banana.id, { aid: 0, qty: 2 }],
      ]),
    );
    const names = await w.env.DB.prepare("SELECT product_id, name FROM product_i18n WHERE lang = 'hi' AND product_id IN (?1, ?2, ?3, ?4)")
      .bind(P.milk.id, P.banana.id, P.flakes.id, P.rice.id)
      .all<{ product_id: number; name: string }>();
    const hindi = new Map(names.results.map((r) => [r.product_id, r.name]));
    const nameOf = async (id: number) =>
      hindi.get(id) ?? (await w.env.DB.prepare('SELECT name FROM product WHERE id = ?1').bind(id).first<{ name: string }>())!.name;
    expect(res.body.changes.map((c) => [c.pid, c.code, c.message])).toEqual([
      [P.milk.id, 'cartMerge.capped', t('hi', 'cartMerge.capped', { name: await nameOf(P.milk.id), qty: P.milk.stock })],
      [P.banana.id, 'cartMerge.raised', t('hi', 'cartMerge.raised', { name: await nameOf(P.banana.id), qty: 2 })],
      [P.flakes.id, 'cartMerge.unavailable', t('hi', 'cartMerge.unavailable', { name: await nameOf(P.flakes.id) })],
      [P.rice.id, 'cartMerge.unavailable', t('hi', 'cartMerge.unavailable', { name: await nameOf(P.rice.id) })],
    ]);
  });

  it('says a price that changed since the shopper saw it, with both prices', async () => {
    const seen = P.milk.price + 500;
    const res = await merge([{ pid: P.milk.id, aid: 0, qty: 1, price: seen }]);
    expect(res.body.changes).toEqual([
      {
        pid: P.milk.id,
        code: 'cartMerge.priceChanged',
        params: { price: formatINR(P.milk.price), was: formatINR(seen) },
        message: expect.stringContaining(`the price is now ${formatINR(P.milk.price)} (was ${formatINR(seen)})`),
      },
    ]);
  });

  it('brings a quantity over the 100 limit within the rules instead of refusing the whole cart', async () => {
    const res = await merge([{ pid: P.milk.id, aid: 0, qty: 500 }]);
    expect(res.status).toBe(200);
    expect((await accountCart()).get(P.milk.id)).toEqual({ aid: 0, qty: P.milk.stock });
  });
});
