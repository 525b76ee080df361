import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from '../../functions/api/services/cart/wishlist';
import { newShopper, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

/** Issue 19, brief c: recently viewed names and messages with a number in them, in the shopper's language. */
let w: TestWorker;
let s: Shopper;
let named: { id: number; en: string; kn: string; hi: string };
let plain: { id: number; name: string };

beforeAll(async () => {
  w = await startWorker();
  s = await newShopper(w);
  const row = await w.env.DB.prepare(
    `SELECT p.id, p.name AS en, k.name AS kn, h.name AS hi FROM product p
       JOIN product_i18n k ON k.product_id = p.id AND k.lang = 'kn'
       JOIN product_i18n h ON h.product_id = p.id AND h.lang = 'hi'
      ORDER BY p.id LIMIT 1`,
  ).first<typeof named>();
  named = row!;
  plain = (await w.env.DB.prepare(
    'SELECT id, name FROM product WHERE id NOT IN (SELECT product_id FROM product_i18n) ORDER BY id LIMIT 1',
  ).first<typeof plain>())!;
});
afterAll(() => w?.dispose());

const as = (lang: string | null) => ({ cookie: lang ? `${s.cookie}; lang=${lang}` : s.cookie });

describe('recently viewed products', () => {
  it('a Kannada or Hindi shopper reads the names in their language; an untranslated one stays English, never empty', async () => {
    for (const id of [plain.id, named.id])
      expect((await w.call('POST', '/api/advisorVisit', { product_id: id }, as(null))).body.status).toBe(1);
    const names = async (lang: string | null) =>
      Object.fromEntries(
        ((await w.call('POST', '/api/recentActivities', {}, as(lang))).body.response as { id: number; name: string }[]).map((r) => [
          r.id,
          r.name,
        ]),
      );
    expect(named.kn).not.toBe(named.en);
    expect(await names('kn')).toEqual({ [named.id]: named.kn, [plain.id]: plain.name });
    expect(await names('hi')).toEqual({ [named.id]: named.hi, [plain.id]: plain.name });
    expect(await names(null)).toEqual({ [named.id]: named.en, [plain.id]: plain.name });
    // the page's address says the language too (the island's request carries it as its referer)
    const fromPage = await w.call(
      'POST',
      '/api/recentActivities',
      {},
      { cookie: s.cookie, referer: 'https://store.test/kn/my-account/recent-activities' },
    );
    expect(fromPage.body.response.find((r: { id: number }) => r.id === named.id).name).toBe(named.kn);
    const removed = await w.call('POST', '/api/recentActivitiesDelete', { product_id: plain.id }, as('kn'));
    expect(removed.body).toEqual({ status: 1, message: 'ನೀವು ಇತ್ತೀಚೆಗೆ ನೋಡಿದವುಗಳಿಂದ ತೆಗೆದುಹಾಕಲಾಗಿದೆ' });
  });
});

describe('messages with a number in them', () => {
  it('"at most N characters" in Kannada with the number; English word for word', async () => {
    const login = (lang: string | null, body: object) => w.call('POST', '/api/login', body, lang ? { cookie: `lang=${lang}` } : {});
    const long = { phone: '9'.repeat(255), password: 'secret12' };
    expect((await login(null, long)).body.message).toBe('At most 254 characters');
    expect((await login('kn', long)).body.message).toBe('ಗರಿಷ್ಠ 254 ಅಕ್ಷರಗಳು');
    const longPassword = { phone: '9876543210', password: 'p'.repeat(51) };
    expect((await login(null, longPassword)).body.message).toBe('Password must be at most 50 characters');
    expect((await login('hi', longPassword)).body.message).toBe('पासवर्ड ज़्यादा से ज़्यादा 50 अक्षरों का होना चाहिए');
  });
});

describe('said where the answer is made (no middleware re-reading answers)', () => {
  it('the login wall, an unknown address and a wishlist answer in Kannada; English as before', async () => {
    const kn = { cookie: 'lang=kn' };
    expect((await w.call('POST', '/api/recentActivities', {}, kn)).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಆಗಿ',
      login: true,
    });
    expect((await w.call('POST', '/api/recentActivities', {})).body.message).toBe('Please login to continue');
    expect((await w.call('GET', '/api/no-such-thing', undefined, kn)).body.message).toBe('ಸಿಗಲಿಲ್ಲ');
    const added = await w.call('POST', '/api/wishlistAdd', { item_id: named.id }, as('kn'));
    expect(added.body).toMatchObject({ status: 1, message: 'ನಿಮ್ಮ ಇಷ್ಟದ ಪಟ್ಟಿಗೆ ಸೇರಿಸಲಾಗಿದೆ', response: WISHLIST_ADDED });
    expect((await w.call('POST', '/api/wishlistDelete', { item_id: named.id }, as(null))).body.message).toBe(WISHLIST_REMOVED);
  });
});
