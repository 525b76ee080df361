/**
 * Issue 26 item 3 in a real browser: every hostile return address (tests/support/hostile-returns.ts),
 * through the language switch (/lang?to=…&next=…), the remembered-language redirect (a `lang` cookie
 * and the hostile path itself) and the login form's `?next=`, ends on the store's own origin in
 * Chromium. Every page address the tab asks for on the way is recorded: a redirect to another site
 * shows as a request to its origin even though its name never resolves (and page.route() does not
 * see redirects, so a stand-in page cannot catch it).
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_RETURNS } from '../support/hostile-returns';
import { baseURL, launch } from './support/browser';
import { KANNADA_LOGIN, loginThroughForm } from './support/login';
import { registerThroughApi } from './support/register';
import { ownPhone } from './support/own-phone';

let browser: Browser;
const store = () => new URL(baseURL()).origin;

/** A fresh browser profile (its own cookies). */
async function profile(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), serviceWorkers: 'block', locale: 'en-IN', timezoneId: 'Asia/Kolkata', ...ownPhone() });
}

/** Records the origin of every page address a tab asks for (redirects included) while `go` runs. */
async function originsAsked(page: Page, go: () => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const onRequest = (r: Request) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) asked.push(new URL(r.url()).origin);
  };
  page.on('request', onRequest);
  try {
    await go();
  } catch {
    // a redirect to another site fails to resolve (or Chromium refuses a javascript: one): what was asked is recorded
  }
  page.off('request', onRequest);
  return [...asked, new URL(page.url()).origin].filter((o) => o !== 'null');
}

/** Back to a blank tab; a failed navigation's error page may still be arriving, so once more after it. */
async function blank(page: Page): Promise<void> {
  try {
    await page.goto('about:blank');
  } catch {
    await page.waitForLoadState('load');
    await page.goto('about:blank');
  }
}

/** The origins other than the store's that the tab reached for on its way from `path`. */
async function offStore(page: Page, path: string): Promise<string[]> {
  const asked = await originsAsked(page, () => page.goto(path, { waitUntil: 'commit', timeout: 10_000 }));
  await blank(page);
  return asked.filter((o) => o !== store());
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hostile return addresses end on the store (Chromium)', () => {
  it.each(['kn', 'hi', 'en', 'xx'])('/lang?to=%s&next=… for each hostile value', async (to) => {
    const context = await profile();
    const page = await context.newPage();
    const escaped: [string, string[]][] = [];
    for (const value of HOSTILE_RETURNS) {
      const off = await offStore(page, `/lang?to=${to}&next=${encodeURIComponent(value)}`);
      if (off.length) escaped.push([JSON.stringify(value), off]);
    }
    await context.close();
    expect(escaped).toEqual([]);
  });

  it.each(['lang=kn', 'lang=hi'])('the remembered-language redirect with %s and the hostile value as the path', async (cookie) => {
    const context = await profile();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseURL() }]);
    const page = await context.newPage();
    const escaped: [string, string[]][] = [];
    let tried = 0;
    for (const path of HOSTILE_RETURNS) {
      // only what a browser can ask the store for: the value typed after the store's address
      let asked: URL;
      try {
        asked = new URL(`${store()}${path}`);
      } catch {
        continue;
      }
      if (asked.origin !== store()) continue;
      tried++;
      const off = await offStore(page, asked.href);
      if (off.length) escaped.push([JSON.stringify(path), off]);
    }
    await context.close();
    expect(tried).toBeGreaterThanOrEqual(20);
    expect(escaped).toEqual([]);
  });

  it("the login form's ?next= after a real login, on English and Kannada pages", async () => {
    const context = await profile();
    const page = await context.newPage();
    const me = await registerThroughApi(page, 'returns');
    const escaped: [string, string[]][] = [];
    const values = [
      '/kn//evil.example',
      '/kn/\\evil.example',
      '//evil.example/',
      '/.//evil.example',
      '/kn/%2e%2e//evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ];
    for (const [i, value] of values.entries()) {
      const login = i % 2 === 0 ? '/login' : '/kn/login';
      await page.goto(`${login}?next=${encodeURIComponent(value)}`);
      const asked = await originsAsked(page, async () => {
        await loginThroughForm(page, me, login === '/login' ? undefined : KANNADA_LOGIN);
        await page.waitForLoadState('domcontentloaded');
      });
      const off = asked.filter((o) => o !== store());
      if (off.length) escaped.push([`${login} ${JSON.stringify(value)}`, off]);
      // signed out again for the next value's login
      await context.clearCookies();
    }
    await context.close();
    expect(escaped).toEqual([]);
  });
});
