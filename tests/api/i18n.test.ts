import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueNames, categoriesIn, productsIn } from '../../functions/api/services/catalogue/catalogue-names';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

/** Issue 19: the catalogue in Kannada and Hindi, and refusals in the customer's language. */
let w: TestWorker;
let asha: LoggedIn;
let pid: number;

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  const row = await w.env.DB.prepare('SELECT id FROM product WHERE slug = ?1').bind(FIXTURE_PRODUCTS.lastFive).first<{ id: number }>();
  pid = row!.id;
});
afterAll(() => w?.dispose());
beforeEach(async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
});

async function duplicateAdd(headers: Record<string, string>) {
  await asha.post('/api/cartInsert', { pid, qty: 1 });
  return w.call('POST', '/api/cartInsert', { pid, qty: 1 }, { cookie: asha.cookie, ...headers });
}

describe('refusals in the customer language', () => {
  it('English by default, word for word as SPEC §8', async () => {
    const res = await duplicateAdd({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en('cartDuplicate'));
  });

  it('Kannada when the shopper chose it (cookie)', async () => {
    const res = await duplicateAdd({ cookie: `${asha.cookie}; lang=kn` });
    expect(res.body.message).toBe('ಈ ಉತ್ಪನ್ನ ಈಗಾಗಲೇ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿದೆ');
  });

  it('Hindi when the asking page is a Hindi one, whatever the browser prefers', async () => {
    const res = await duplicateAdd({ referer: 'https://store.test/hi/product-details-one/x', 'accept-language': 'kn-IN' });
    expect(res.body.message).toBe('यह उत्पाद पहले से आपके कार्ट में है');
  });

  it('an English page stays English even for a browser that prefers Kannada', async () => {
    const res = await duplicateAdd({ referer: 'https://store.test/cart', 'accept-language': 'kn-IN' });
    expect(res.body.message).toBe(en('cartDuplicate'));
  });
});

describe('the cart in the customer language', () => {
  it('names a translated product in Kannada, an untranslated one in English', async () => {
    const milk = await w.env.DB.prepare("SELECT id FROM product WHERE slug = 'amul-gold-full-cream-milk-1-l'").first<{ id: number }>();
    await asha.post('/api/cartInsert', { pid: milk!.id, qty: 1 });
    const kn = await w.call('POST', '/api/cartList', {}, { cookie: `${asha.cookie}; lang=kn` });
    expect(kn.body.response.map((l: { name: string }) => l.name)).toEqual(['ಅಮುಲ್ ಗೋಲ್ಡ್ ಫುಲ್ ಕ್ರೀಮ್ ಹಾಲು 1 L']);
    const en = await asha.post('/api/cartList');
    expect(en.body.response.map((l: { name: string }) => l.name)).toEqual(['Amul Gold Full Cream Milk 1 L']);
  });
});

describe('catalogue names in Kannada and Hindi', () => {
  it('seeds the categories and at least 50 products in both languages, none empty', async () => {
    const counts = await w.env.DB.prepare(
      'SELECT lang, count(*) AS n, sum(length(trim(name)) = 0) AS empty FROM product_i18n GROUP BY lang ORDER BY lang',
    ).all<{ lang: string; n: number; empty: number }>();
    expect(counts.results.map((r) => r.lang)).toEqual(['hi', 'kn']);
    for (const r of counts.results) {
      expect(r.n).toBeGreaterThanOrEqual(50);
      expect(r.empty).toBe(0);
    }
    const cats = await w.env.DB.prepare('SELECT count(*) AS n FROM category_i18n').first<{ n: number }>();
    expect(cats!.n).toBeGreaterThanOrEqual(20);
  });

  it('refuses an empty translation (a missing one is no row, never an empty string)', async () => {
    await expect(
      w.env.DB.prepare("INSERT INTO product_i18n (product_id, lang, name) VALUES (?1, 'kn', '  ')").bind(pid).run(),
    ).rejects.toThrow();
  });

  it('lays names over the English ones, keeping English where there is no translation', async () => {
    const names = await catalogueNames(w.env.DB, 'kn');
    // productsIn is the service's own function: it takes cards in the code's names (summary)
    const milk = await w.env.DB.prepare("SELECT id, name, sort_details AS summary FROM product WHERE slug = 'nandini-toned-milk'").first<{
      id: number;
      name: string;
      summary: string;
    }>();
    const other = await w.env.DB.prepare(
      'SELECT p.id, p.name, p.sort_details AS summary FROM product p WHERE NOT EXISTS (SELECT 1 FROM product_i18n t WHERE t.product_id = p.id) LIMIT 1',
    ).first<{ id: number; name: string; summary: string }>();
    const [kn, en] = productsIn(names, [milk!, other!]);
    expect(kn!.name).toBe('ನಂದಿನಿ ಟೋನ್ಡ್ ಹಾಲು');
    expect(kn!.summary).toMatch(/ಹಾಲು/);
    expect(en).toEqual(other);
    expect(categoriesIn(names, [{ id: 2, name: 'Dairy & Bakery' }])[0]!.name).toBe('ಹಾಲಿನ ಉತ್ಪನ್ನಗಳು ಮತ್ತು ಬೇಕರಿ');
    expect(await catalogueNames(w.env.DB, 'en')).toEqual({ products: new Map(), categories: new Map(), subcategories: new Map() });
  });
});

describe('search finds a product by its name in any language', () => {
  async function search(q: string): Promise<string[]> {
    const res = await w.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, res.raw).toBe(200);
    return (res.body.response.products as { slug: string }[]).map((p) => p.slug);
  }

  it.each([
    ['ನಂದಿನಿ', 'nandini-toned-milk'],
    ['नंदिनी', 'nandini-toned-milk'],
    ['ಮೈಸೂರ್ ಸ್ಯಾಂಡಲ್', 'mysore-sandal-soap-3-x-125-g'],
    ['मैसूर सैंडल', 'mysore-sandal-soap-3-x-125-g'],
    ['ತೊಗರಿ', 'tata-sampann-unpolished-toor-dal'],
    ['Nandini Toned Milk', 'nandini-toned-milk'],
  ])('%s finds %s', async (q, slug) => {
    expect(await search(q)).toContain(slug);
  });

  it('ಹಾಲು (milk) finds the milks, first among them a Kannada-named one', async () => {
    const found = await search('ಹಾಲು');
    expect(found).toContain('nandini-toned-milk');
  });
});
