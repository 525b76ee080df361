/**
 * Speed as shoppers feel it, end to end (issue 30): a guest on a 390 px phone browses 20 pages in
 * English, Kannada and Hindi; each page loads Google's web-vitals after it is idle and, when left,
 * sends one cookieless beacon; then the manager's dashboard shows p75 LCP, INP and CLS per page kind
 * and language. Other files' page views report to the same store, so counts are "at least".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { pageKind } from '../../src/lib/domain/reports/web-vitals';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { api } from './support/api';

const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
const PRODUCT = `/product-details-one/${FIXTURE_PRODUCTS.withVariants}`;
const PATHS = ['/', '/shop', PRODUCT, '/search?q=rice', '/cart'];
/** 5 pages × 3 languages, then 5 more in English: 20 views */
const VISITS = [...['', '/kn', '/hi'].flatMap((prefix) => PATHS.map((p) => (prefix && p === '/' ? prefix : prefix + p))), ...PATHS];

let browser: Browser;
let shopper: ShopperPage;
const opened: ShopperPage[] = [];

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
});
afterAll(async () => {
  for (const s of opened) await s.context.close();
  await shopper?.context.close();
  await browser?.close();
});

/**
 * The manager reads the dashboard on the run's clock: the beacons go out as pages are left, past
 * Playwright's headers, so they are counted on the run's day, not on this file's (support/clock.ts).
 */
async function managerPage(viewport: typeof MOBILE): Promise<ShopperPage> {
  const staff = await openShopper(browser, viewport, { runClock: true });
  opened.push(staff);
  const login = await api(staff.page).post('/api/staff/login', { data: { mobile: manager.mobile, password: manager.password } });
  expect(login.status()).toBe(200);
  return staff;
}

/** Views per "page/lang" row of the dashboard's speed table, as the manager reads it now. */
async function viewsByRow(page: Page): Promise<Map<string, number>> {
  await page.goto('/staff/dashboard');
  const rows = await page
    .locator('[data-testid="web-vitals"] tbody tr')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          [
            `${tr.getAttribute('data-page')}/${tr.getAttribute('data-lang')}`,
            tr.querySelector('td[data-label="Views"]')?.textContent ?? '0',
          ] as const,
      ),
    );
  return new Map(rows.map(([key, n]) => [key, Number(n.replace(/,/g, ''))]));
}

describe("shoppers' phones report how pages felt", () => {
  it('20 page views: each sends one beacon, counted on the dashboard under its page kind and language', async () => {
    const { page } = shopper;
    const manager = await managerPage(MOBILE);
    const before = await viewsByRow(manager.page);
    for (const path of VISITS) {
      await page.goto(path);
      // the library loads once the page is idle; a tap ends LCP as a shopper's first tap does
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name)));
      await page.locator('main').click({ position: { x: 5, y: 5 } });
    }
    await page.goto('about:blank');
    // a keepalive request sent while a page is left is not shown to Playwright's network events, so the
    // beacons are counted where they land; what one carries (no cookie) is tests/unit/report-vitals.test.ts
    const expected = new Map<string, number>();
    for (const path of VISITS) {
      const lang = /^\/(kn|hi)/.exec(path)?.[1] ?? 'en';
      const key = `${pageKind(path.split('?')[0]!)}/${lang}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    await expect
      .poll(
        async () => {
          const after = await viewsByRow(manager.page);
          return [...expected].filter(([key, n]) => (after.get(key) ?? 0) - (before.get(key) ?? 0) < n).map(([key]) => key);
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    expect(shopper.errors).toEqual([]);
  });

  it.each([
    ['phone', MOBILE],
    ['counter', DESKTOP],
  ] as const)("the manager's dashboard shows p75 per page kind and language (%s)", async (label, viewport) => {
    const staff = await managerPage(viewport);
    await staff.page.goto('/staff/dashboard');
    const table = staff.page.getByTestId('web-vitals');
    await table.scrollIntoViewIfNeeded();
    for (const [page, lang, least] of [
      ['home', 'kn', 1],
      ['product', 'hi', 1],
      ['cart', 'en', 2],
      ['search', 'en', 2],
    ] as const) {
      const row = table.locator(`tr[data-page="${page}"][data-lang="${lang}"]`);
      expect(Number((await row.locator('td[data-label="Views"]').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(least);
      // LCP always has a value; its badge names the rating
      expect(await row.locator('td[data-metric="LCP"]').innerText()).toMatch(/\d[\s\S]*(Good|Needs work|Poor)/);
    }
    const sideways = await staff.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await screenshot(staff.page, `web-vitals-dashboard-${label}`);
    await table.screenshot({ path: `artifacts/e2e/web-vitals-table-${label}.png` });
    expect(staff.errors).toEqual([]);
  });
});
