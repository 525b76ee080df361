/**
 * Issue 31, "Quantities and words", against the real seeded D1: a size in the query ranks the packs
 * of that size first (and the card offers the fitting variant) without filtering anything out;
 * compound words join and split; when all the words together find nothing the best subset does and
 * says so; a query with no word the store has offers categories and popular products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackAsk, packFits } from '../../src/lib/domain/search/search-quantity';
import type { Category, ProductCard } from '../../src/lib/domain/types';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

type Card = ProductCard & { fitting_variant_id?: number };
interface Page {
  products: Card[];
  categories: Category[];
  total: number;
  didYouMean: string | null;
  showingFor: string | null;
  browse: { categories: Category[]; products: ProductCard[] } | null;
}

async function search(q: string): Promise<Page> {
  const res = await w.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status, res.raw).toBe(200);
  return res.body.response as Page;
}

/** The pack the card offers: the fitting variant when it names one, else the card's own. */
function offered(p: Card): { quantity: number; unit: ProductCard['net_unit'] } {
  const variant = p.attributes.find((a) => a.id === p.fitting_variant_id);
  return { quantity: variant?.net_quantity ?? p.net_quantity, unit: p.net_unit };
}
const offers = (p: Card, ask: PackAsk) => packFits(offered(p).quantity, offered(p).unit, ask);
const names = (p: Page) => p.products.map((x) => x.name).join(', ');

const kg = (n: number): PackAsk => ({ amount: n * 1000, unit: 'g' });
const g = (n: number): PackAsk => ({ amount: n, unit: 'g' });
const l = (n: number): PackAsk => ({ amount: n * 1000, unit: 'ml' });
const ml = (n: number): PackAsk => ({ amount: n, unit: 'ml' });
const pcs = (n: number): PackAsk => ({ amount: n, unit: 'pc' });

describe('a size in the query ranks the pack of that size first', () => {
  it.each<[string, RegExp, PackAsk]>([
    ['atta 5kg', /aashirvaad.*atta/i, kg(5)],
    ['atta 5 kg', /aashirvaad.*atta/i, kg(5)],
    ['1 litre milk', /nandini toned milk/i, l(1)],
    ['milk 500ml', /nandini toned milk/i, ml(500)],
    ['toor dal 1kg', /toor dal/i, kg(1)],
    ['1 dozen eggs', /eggoz/i, pcs(12)],
    ['half dozen eggs', /eggs 6 pcs/i, pcs(6)],
    ['dozen', /eggoz/i, pcs(12)],
    ['basmati rice 5kg', /basmati/i, kg(5)],
    ['sunflower oil 5 litre', /sunflower oil/i, l(5)],
    // Hindi and Kannada sizes
    ['आधा किलो प्याज', /onion/i, g(500)],
    ['ಹಾಲು 1 ಲೀಟರ್', /milk/i, l(1)],
  ])('%s → %s in the %j pack', async (q, want, ask) => {
    const found = await search(q);
    const first = found.products[0]!;
    expect(first?.name, `${q} → ${names(found)}`).toMatch(want);
    expect(offers(first, ask), `${q}: ${first.name} offers ${JSON.stringify(offered(first))}`).toBe(true);
    expect(found.showingFor).toBeNull();
  });

  it.each<[string, PackAsk]>([
    ['5 kg', kg(5)],
    ['1l', l(1)],
    ['500ml', ml(500)],
    ['half kg', g(500)],
    ['kilo', kg(1)],
  ])('%s alone finds the packs of that size, each one offering it', async (q, ask) => {
    const found = await search(q);
    expect(found.total, q).toBeGreaterThan(1);
    for (const p of found.products) expect(offers(p, ask), `${q}: ${p.name}`).toBe(true);
  });

  it('the card offers the fitting variant: Aashirvaad atta in its 5 kg pack, not its first (1 kg)', async () => {
    const first = (await search('atta 5kg')).products[0]!;
    const variant = first.attributes.find((a) => a.id === first.fitting_variant_id);
    expect(variant?.name).toBe('5 kg');
    // the card's own pack fits: no variant named
    expect((await search('atta 1kg')).products.find((p) => /aashirvaad shudh/i.test(p.name))?.fitting_variant_id).toBeUndefined();
  });

  it('never filters everything out: a size no product comes in still finds the words', async () => {
    const plain = await search('atta');
    const odd = await search('atta 7kg');
    expect(odd.total).toBe(plain.total);
    expect(odd.products.map((p) => p.id).sort()).toEqual(plain.products.map((p) => p.id).sort());
    // before issue 31, "atta 5kg" found nothing at all
    expect((await search('atta 5kg')).total).toBe(plain.total);
  });

  it('POST search and the suggestions rank the same way', async () => {
    const posted = await w.call('POST', '/api/search', { search: 'atta 5kg' });
    expect(posted.status).toBe(200);
    expect(posted.body.response.products[0].name).toMatch(/aashirvaad.*atta/i);
    expect(posted.body.response.products[0].fitting_variant_id).toBeDefined();
    const suggested = await w.call('GET', `/api/suggest?q=${encodeURIComponent('milk 500ml')}`);
    expect(suggested.body.response.products[0].name).toMatch(/nandini toned milk/i);
  });
});

describe('compound words join and split', () => {
  it.each([
    ['bisibele bath', /bisibelebath/i],
    ['bisi bele bath', /bisibelebath/i],
    ['Bisibelebath', /bisibelebath/i],
    ['cornflakes', /corn flakes/i],
    ['corn flakes', /corn flakes/i],
    ['kelloggs cornflakes', /corn flakes/i],
  ])('%s finds %s first', async (q, want) => {
    const found = await search(q);
    expect(found.products[0]?.name, `${q} → ${names(found)}`).toMatch(want);
    expect(found.showingFor).toBeNull();
    expect(found.didYouMean).toBeNull();
  });
});

describe('when all the words together find nothing', () => {
  it('the best subset does, and the answer says which words it searched', async () => {
    const found = await search('atta zzqxv');
    expect(found.showingFor).toBe('atta');
    expect(found.products[0]!.name).toMatch(/atta/i);
    expect(found.browse).toBeNull();
  });

  it('keeps the more particular word: "amul atta" shows atta', async () => {
    const found = await search('amul atta');
    expect(found.showingFor).toBe('atta');
    expect(
      found.products.every((p) => /atta|flour|besan|sooji/i.test(p.name)),
      names(found),
    ).toBe(true);
  });

  it('keeps the size: "toor dal zzqxv 1kg" shows toor dal in its 1 kg pack', async () => {
    const found = await search('toor dal zzqxv 1kg');
    expect(found.showingFor).toBe('toor dal 1kg');
    expect(offers(found.products[0]!, kg(1))).toBe(true);
  });

  it('says the typo guess the subset needed', async () => {
    const found = await search('amul buter zzqxv');
    expect(found.showingFor).toBe('amul butter');
    expect(found.products[0]!.name).toMatch(/amul.*butter/i);
  });
});

describe('no word the store has', () => {
  it.each(['zzqxv', 'qwxz plmkq', 'zzqxv 5kg'])('%j finds nothing and offers the categories and popular products', async (q) => {
    const found = await search(q);
    expect(found.total).toBe(0);
    expect(found.products).toEqual([]);
    expect(found.showingFor).toBeNull();
    expect(found.browse!.categories.length).toBeGreaterThanOrEqual(10);
    expect(found.browse!.products.length).toBeGreaterThan(0);
    // the best sellers a shopper can buy come first
    expect(found.browse!.products[0]!.stock).toBeGreaterThan(0);
  });

  it('a search that finds something offers nothing instead', async () => {
    expect((await search('atta')).browse).toBeNull();
  });
});
