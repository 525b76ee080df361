/**
 * The door's helpers for pages (src/server/session.ts) and the one session lookup behind both
 * the API and the pages (functions/api/services/account/sessions.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../functions/api/services/account/sessions';
import { sha256Hex } from '../../functions/api/lib/crypto';
import { orUnavailable, pageDb, requireCustomer, StoreUnavailable, storeDb } from '../../src/server/session';

const asha = { id: 7, phone: '9876543210', first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com' };
const fakeDb = () => ({}) as D1Database;

function page(path: string, locals: Partial<App.Locals>) {
  const url = new URL(`https://haat.test${path}`);
  // an English page's route is /en/…; the address asked for is what login comes back to
  return {
    locals: locals as App.Locals,
    url: new URL(`https://haat.test/en${path}`),
    originPathname: url.pathname,
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
  };
}

describe('requireCustomer', () => {
  it('gives the signed-in customer', () => {
    expect(requireCustomer(page('/my-account', { user: asha }))).toEqual(asha);
  });

  it('sends a guest to login, coming back to the same page and query', () => {
    const res = requireCustomer(page('/order-complete?order=HF1', { user: null }));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get('Location')).toBe('/login?next=%2Forder-complete%3Forder%3DHF1');
  });
});

describe('pageDb and storeDb', () => {
  it('give the D1 binding when the Worker has one', () => {
    const db = fakeDb();
    const p = page('/faqs', { runtime: { env: { DB: db } } as App.Locals['runtime'] });
    expect(pageDb(p)).toBe(db);
    expect(storeDb(p.locals)).toBe(db);
  });

  it('pre-rendering has no database: storeDb says null, pageDb throws a clear 503 error', () => {
    const p = page('/faqs', {});
    expect(storeDb(p.locals)).toBeNull();
    expect(() => pageDb(p)).toThrow(StoreUnavailable);
    expect(() => pageDb(p)).toThrow(/No D1 binding "DB" while rendering \/en\/faqs/);
  });

  it('a page that found no database answers 503, never cached; other errors still throw', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await orUnavailable(async () => pageDb(page('/faqs', {})) as never);
    quiet.mockRestore();
    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    await expect(orUnavailable(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const ok = new Response('page');
    expect(await orUnavailable(async () => ok)).toBe(ok);
  });
});

describe('customerSession (API middleware and pages alike)', () => {
  function recordingDb(user: typeof asha | null) {
    const asked: unknown[][] = [];
    const db = {
      prepare: () => ({
        bind: (...args: unknown[]) => {
          asked.push(args);
          return { first: async () => user };
        },
      }),
    } as unknown as D1Database;
    return { db, asked };
  }
  const token = 'a'.repeat(64);

  it('looks the session up by the hash of the cookie value, never the value itself', async () => {
    const { db, asked } = recordingDb(asha);
    const found = await customerSession(db, token, 1000);
    const id = await sha256Hex(token);
    expect(found).toEqual({ id, user: asha });
    expect(asked).toEqual([[id, 1000]]);
  });

  it.each([undefined, null, '', 'A'.repeat(64), 'a'.repeat(63), `${'a'.repeat(64)}x`, "'; DROP TABLE session; --"])(
    'does not query for a malformed cookie %j',
    async (bad) => {
      const { db, asked } = recordingDb(asha);
      expect(await customerSession(db, bad)).toBeNull();
      expect(asked).toEqual([]);
    },
  );

  it('a stale or unknown session is nobody', async () => {
    const { db } = recordingDb(null);
    expect(await customerSession(db, token)).toBeNull();
  });
});
