/**
 * Issue 31, pages' side of the D1 session: the built Worker on local D1 (wrangler's, one copy).
 * A guest's catalogue page, which anyone may keep, sets no bookmark cookie; a signed-in shopper's
 * browser holds one after signing in (HttpOnly, SameSite=Lax, no script reads it), and their own
 * pages move it on. (That the next request starts from it is tests/api/d1-bookmark.test.ts.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, MOBILE, openShopper } from './support/browser';
import { loginThroughForm } from './support/login';
import { registerThroughApi } from './support/register';
import { storeFetch } from './support/fresh-socket';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the bookmark cookie on pages', () => {
  it("a guest's catalogue page carries none", async () => {
    const res = await storeFetch(new URL('/shop/staples', baseURL()));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('d1_bookmark='))).toEqual([]);
  });

  it('a signed-in shopper holds one, HttpOnly, and their own pages move it on', async () => {
    const shopper = await openShopper(browser, MOBILE);
    const page = shopper.page;
    const me = await registerThroughApi(page, 'bookmark');
    await page.goto('/login');
    await loginThroughForm(page, me);
    const bookmark = (await shopper.context.cookies()).find((c) => c.name === 'd1_bookmark');
    expect(bookmark?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    expect(bookmark?.httpOnly).toBe(true);
    expect(bookmark?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('d1_bookmark');
    // the account page is theirs alone: it moves the bookmark on and sends the new one
    const account = await page.goto('/my-account');
    expect((await account!.allHeaders())['set-cookie'] ?? '').toContain('d1_bookmark=');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
