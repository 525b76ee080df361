/**
 * A product's pack sizes in the manager's console (issue 28) on real D1: a changed pack and a new
 * one reach the shop at once with an audit row, every refusal names the pack and field and writes
 * nothing, a pack cannot be removed, two managers adding at once leave one new pack, and a clerk is
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';

const NOW = Date.UTC(2026, 10, 28, 5, 30);

interface Pack {
  id?: number;
  name: string;
  mrp: number;
  price: number;
  points: number;
}

let w: TestWorker;
let manager: string;
let clerk: string;
let productId: number;

const packsOf = async (): Promise<Pack[]> =>
  (await w.call('GET', `/api/staff/catalogue/${productId}`, undefined, { cookie: manager })).body.response.packs;
const save = (packs: Pack[], cookie = manager) => w.call('POST', `/api/staff/catalogue/${productId}/packs`, { packs }, { cookie });
const shopPacks = async () =>
  (await w.call('GET', `/api/product/${FIXTURE_PRODUCTS.withVariants}`)).body.response.attributes as {
    id: number;
    name: string;
    price: number;
    selling: number;
    point: number;
    net_quantity: number;
  }[];
const auditRows = async () =>
  (
    await w.env.DB.prepare('SELECT before_json, after_json FROM product_change WHERE product_id = ?1 ORDER BY id').bind(productId).all<{
      before_json: string;
      after_json: string;
    }>()
  ).results;

beforeAll(async () => {
  w = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  const row = await w.env.DB.prepare('SELECT id FROM product WHERE slug = ?1').bind(FIXTURE_PRODUCTS.withVariants).first<{ id: number }>();
  productId = row!.id;
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('pack sizes in the console', () => {
  it('a changed price and a new pack reach the shop at once, with the net quantity read from the name', async () => {
    const packs = await packsOf();
    expect(packs.map((p) => p.name)).toEqual(['500 g', '1 kg', '5 kg']);
    await shopPacks(); // warm the shop's cache: the change must still show at once
    const oneKg = packs[1]!;
    const res = await save([
      packs[0]!,
      { ...oneKg, price: oneKg.price - 500, points: oneKg.points - 5 },
      packs[2]!,
      { name: '10 kg', mrp: 180000, price: 165000, points: 1650 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, code: 'catPack.saved', message: 'Pack sizes saved' });
    const shop = await shopPacks();
    expect(shop.find((a) => a.id === oneKg.id)).toMatchObject({ selling: oneKg.price - 500, point: oneKg.points - 5, price: oneKg.mrp });
    // the product is sold by the gram (its 500 g pack is 500): 10 kg is 10,000 of it, after the others
    expect(shop.at(-1)).toMatchObject({ name: '10 kg', price: 180000, selling: 165000, point: 1650, net_quantity: 10000 });
    const audit = (await auditRows()).at(-1)!;
    expect(JSON.parse(audit.after_json)).toEqual({
      'Pack 1 kg': `MRP ₹${(oneKg.mrp / 100).toFixed(2)}, price ₹${((oneKg.price - 500) / 100).toFixed(2)}, ${oneKg.points - 5} points`,
      'Pack 10 kg': 'MRP ₹1800.00, price ₹1650.00, 1650 points',
    });
    expect(Object.keys(JSON.parse(audit.before_json))).toEqual(['Pack 1 kg']);
  });

  it.each([
    [
      'a price above its MRP',
      (p: Pack[]) => [p[0]!, { ...p[1]!, price: p[1]!.mrp + 1 }, ...p.slice(2)],
      'packs.1.price',
      'catEdit.priceAboveMrp',
    ],
    [
      'a name that is no size',
      (p: Pack[]) => [...p, { name: 'family bag', mrp: 1000, price: 900, points: 9 }],
      'packs.4.name',
      'catPack.notASize',
    ],
    [
      'a size in another kind of unit',
      (p: Pack[]) => [...p, { name: '1 l', mrp: 1000, price: 900, points: 9 }],
      'packs.4.name',
      'catPack.notASize',
    ],
    ['the same name twice', (p: Pack[]) => [...p, { name: '5 KG', mrp: 1000, price: 900, points: 9 }], 'packs.4.name', 'catPack.nameTwice'],
    [
      'another product’s pack id',
      (p: Pack[]) => [...p, { id: 1, name: '2 kg', mrp: 1000, price: 900, points: 9 }],
      'packs.4.id',
      'catPack.notThisProduct',
    ],
  ])('refuses %s, naming the pack and field; nothing changes', async (_what, change, field, code) => {
    const before = await packsOf();
    const res = await save(change(before));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, code, field });
    expect(await packsOf()).toEqual(before);
  });

  it('says a refusal in Kannada with the same code', async () => {
    const packs = await packsOf();
    const res = await save([...packs, { name: 'family bag', mrp: 1000, price: 900, points: 9 }], `${manager}; lang=kn`);
    expect(res.body).toMatchObject({ code: 'catPack.notASize', field: 'packs.4.name' });
    expect(res.body.message).toMatch(/^ಪ್ಯಾಕ್‌ಗೆ g ಅಥವಾ/);
  });

  it('a list without one of the packs (one added meanwhile, or a removal) is told to reload; nothing changes', async () => {
    const before = await packsOf();
    const res = await save(before.slice(1));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('catEdit.changedMeanwhile');
    expect(await packsOf()).toEqual(before);
  });

  it('two managers adding at once: one saves, the other is told to reload; one new pack', async () => {
    const packs = await packsOf();
    const answers = await Promise.all([
      save([...packs, { name: '25 kg', mrp: 400000, price: 380000, points: 3800 }]),
      save([...packs, { name: '20 kg', mrp: 330000, price: 310000, points: 3100 }]),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('catEdit.changedMeanwhile');
    expect((await packsOf()).length).toBe(packs.length + 1);
  });

  it('a clerk is refused; nothing changes', async () => {
    const packs = await packsOf();
    const res = await save([...packs, { name: '50 kg', mrp: 900000, price: 800000, points: 8000 }], clerk);
    expect(res.status).toBe(403);
    expect(await packsOf()).toEqual(packs);
  });
});
