/**
 * Every request reads through a D1 session (issue 31), here on wrangler's local D1 (one copy, so
 * the flow is what is tested, not a replica's lag): the answer sets the shopper's bookmark cookie,
 * the next request starts its session from it and reads the write the first one made; the console
 * and order placement start at the primary whatever the cookie says; a catalogue answer, which
 * anyone may keep, carries no cookie; a cookie that is not a bookmark is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_COOKIE } from '../../functions/api/lib/d1-sessions';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import { cookiesFrom } from '../support/cookies';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: LoggedIn;
/** what each withSession() on the binding was opened with, in order */
const starts: string[] = [];

beforeAll(async () => {
  w = await startWorker();
  const real = w.env.DB;
  w.env.DB = new Proxy(real, {
    get(target, key) {
      if (key === 'withSession') {
        return (from: string) => {
          starts.push(from);
          return target.withSession(from);
        };
      }
      const v = Reflect.get(target, key, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
});
afterAll(async () => {
  await w?.dispose();
});

const bookmarkOf = (res: { headers: Headers }) => cookiesFrom(res)[BOOKMARK_COOKIE];
const setCookieLine = (res: { headers: Headers }) => res.headers.getSetCookie().find((l) => l.startsWith(`${BOOKMARK_COOKIE}=`));

describe('the bookmark flow', () => {
  it('a write sets the bookmark cookie; the next request starts from it and reads the write', async () => {
    const product = (await w.env.DB.prepare('SELECT id FROM product ORDER BY id LIMIT 1 OFFSET 7').first<{ id: number }>())!.id;
    starts.length = 0;
    const add = await w.call('POST', '/api/wishlistAdd', { item_id: product }, { cookie: asha.cookie });
    expect(add.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
    const bookmark = bookmarkOf(add);
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    // HttpOnly, SameSite=Lax; Secure only outside development (this worker is development)
    expect(setCookieLine(add)).toBe(`${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);

    starts.length = 0;
    const list = await w.call('POST', '/api/wishlist', {}, { cookie: `${asha.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` });
    expect(starts).toEqual([bookmark]);
    expect(list.body.response.map((p: { id: number }) => p.id)).toContain(product);
    // the read moved the bookmark on (locally every query does): the cookie follows it
    const after = bookmarkOf(list);
    expect(after).toBeDefined();
    expect(after! > bookmark!).toBe(true);
  });

  it('a cookie that is not a bookmark is ignored: the session starts anywhere', async () => {
    starts.length = 0;
    const res = await w.call('POST', '/api/wishlist', {}, { cookie: `${asha.cookie}; ${BOOKMARK_COOKIE}=first-primary` });
    expect(res.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
  });

  it('the console and order placement start at the primary, whatever bookmark the request carries', async () => {
    const bookmark = bookmarkOf(await w.call('POST', '/api/wishlist', {}, { cookie: asha.cookie }))!;
    starts.length = 0;
    await w.call('GET', '/api/staff/me', undefined, { cookie: `${BOOKMARK_COOKIE}=${bookmark}` });
    await w.call('POST', '/api/order', {}, { cookie: `${asha.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` });
    await w.call('POST', '/api/payments/webhook', {}, { cookie: `${BOOKMARK_COOKIE}=${bookmark}` });
    expect(starts).toEqual(['first-primary', 'first-primary', 'first-primary']);
  });

  it('a catalogue answer, which anyone may keep, carries no bookmark cookie', async () => {
    const res = await w.call('GET', '/api/shop?min=10&max=5000');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/public/);
    expect(setCookieLine(res)).toBeUndefined();
  });

  it('the catalogue cache is one per database, not one per session', async () => {
    const before = w.env.CATALOGUE_CACHE_SECONDS;
    w.env.CATALOGUE_CACHE_SECONDS = '60';
    try {
      const first = await w.call('GET', '/api/category');
      const second = await w.call('GET', '/api/category');
      expect(first.headers.get('X-Cache') ?? first.headers.get('x-cache')).not.toBe('HIT');
      expect(second.headers.get('X-Cache')).toBe('HIT');
    } finally {
      w.env.CATALOGUE_CACHE_SECONDS = before;
    }
  });
});
