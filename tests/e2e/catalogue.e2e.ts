import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { loginThroughForm } from './support/login';
import { formatINR } from '../../src/lib/domain/money/money';
import { packWithUnitPrice } from '../../src/lib/domain/catalogue/unit-price';
import { t } from '../../src/lib/domain/i18n/t';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Scrolls down a screen at a time, as a shopper does, until `target` shows (home's lower sections load
 * as they near). Each step waits two frames: the page's IntersectionObservers hear of a scroll at the
 * next frame, so by then any section it brought near has asked for its part.
 */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 12 && !(await target.isVisible()); i++) {
    await page.evaluate(async () => {
      window.scrollBy(0, 700);
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    });
  }
  await target.waitFor({ timeout: 5000 });
}

describe('a shopper browsing the catalogue', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`sees the home page with deals, categories and prices in rupees (${label})`, async () => {
      const { page, errors, context } = await openShopper(browser, viewport);
      await page.goto('/');
      await expect(
        page
          .getByRole('heading', { name: /Today'?s Deals/i })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(
        page
          .getByRole('heading', { name: /Top Categories/i })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(
        page
          .getByRole('heading', { name: /New Arrivals/i })
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      const body = await page.textContent('body');
      expect(body).toMatch(/₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}/);
      // the rest of the home page arrives as the shopper scrolls down to it
      await scrollUntilVisible(page, page.getByRole('heading', { name: /Best Products/i }).first());
      await page
        .getByText(/free delivery/i)
        .first()
        .waitFor();
      await screenshot(page, `home-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens a product page with price, deal countdown and tabs', async () => {
    const { page, errors, context } = await openShopper(browser);
    await page.goto(`/product-details-one/${FIXTURE_PRODUCTS.dealOfDay}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/Deal of the day/i)
      .first()
      .waitFor();
    await page.getByText(/% OFF/i).first().waitFor();
    await page.getByText(/Save/).first().waitFor();
    await page.getByRole('tab', { name: 'Description' }).waitFor();
    await page.getByRole('tab', { name: 'Additional Information' }).click();
    await page
      .getByText(/inclusive of all taxes/i)
      .first()
      .waitFor();
    await page
      .getByText(/Related Products/i)
      .first()
      .waitFor();
    await screenshot(page, 'product-deal');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the lower home sections one by one in SPEC order, a slow one holding back no other', async () => {
    const { page, errors, context } = await openShopper(browser, MOBILE);
    // Top Products is held until Best Products, below it, has shown: it must not wait for it
    let answerTopProducts!: () => void;
    const held = new Promise<void>((resolve) => (answerTopProducts = resolve));
    await page.route('**/partials/home/hot', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const heading = (name: RegExp) => page.getByRole('heading', { name }).first();
    await scrollUntilVisible(page, heading(/Best Products/i));
    expect(await heading(/Top Products/i).count()).toBe(0);
    answerTopProducts();
    await heading(/Top Products/i).waitFor({ timeout: 10_000 });
    // SPEC §2 order, whatever order the answers came in
    const titles = await page.locator('#home-more h2').allTextContents();
    const at = (re: RegExp) => titles.findIndex((t) => re.test(t));
    expect(at(/Top Products/i)).toBeLessThan(at(/Best Products/i));
    expect(at(/Best Products/i)).toBeLessThan(at(/Featured Products/i) === -1 ? Infinity : at(/Featured Products/i));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints the net quantity and unit price of the pack the shopper picks', async () => {
    const { page, errors, context } = await openShopper(browser);
    const product = (await (await api(page).get(`/api/product/${FIXTURE_PRODUCTS.withVariants}`)).json()).response;
    const [first, second] = product.attributes as { name: string; selling: number; net_quantity: number }[];
    await page.goto(`/product-details-one/${FIXTURE_PRODUCTS.withVariants}`);
    const pack = page.locator('.purchase__pack');
    const expected = (a: { selling: number; net_quantity: number }) =>
      `Net quantity: ${packWithUnitPrice(a.selling, a.net_quantity, product.net_unit, (key, params) => t('en', key, params))}`;
    expect(await pack.textContent()).toBe(expected(first!));
    await page.getByRole('radio', { name: new RegExp(`^${second!.name}`) }).check();
    await expect.poll(() => pack.textContent()).toBe(expected(second!));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a sold-out deal at its regular price with a working Add', async () => {
    const { page, errors, context } = await openShopper(browser);
    const product = (await (await api(page).get(`/api/product/${FIXTURE_PRODUCTS.dealSoldOut}`)).json()).response;
    await page.goto(`/product-details-one/${FIXTURE_PRODUCTS.dealSoldOut}`);
    await page.getByText('Deal sold out', { exact: true }).waitFor();
    expect(await page.locator('.purchase__now').textContent()).toBe(formatINR(product.discount_price));
    expect(await page.locator('.deal-box__clock').count()).toBe(0);
    // a guest's Add puts it in the browser cart at the regular price rather than meeting a refusal
    await page.locator('.purchase').getByRole('button', { name: 'Add', exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts every deal card down, second by second, from the browser clock', async () => {
    const { page, errors, context } = await openShopper(browser);
    await page.goto('/view-detail/deal');
    const clocks = page.locator('.product-card .countdown time');
    expect(await clocks.count()).toBeGreaterThan(1);
    const last = clocks.last();
    const before = await last.textContent();
    expect(before).toMatch(/^(\d+d )?\d{2}h \d{2}m \d{2}s$/);
    // the last card ticks too: one script drives every countdown on the page
    await page.waitForFunction(
      (was) => [...document.querySelectorAll('.product-card .countdown time')].at(-1)?.textContent !== was,
      before,
      { timeout: 5000 },
    );
    expect(await last.getAttribute('datetime')).toMatch(/^PT\d+H\d+M\d+S$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the category menu on desktop by pointer and keyboard; phones never fetch its panels', async () => {
    const { page, errors, context } = await openShopper(browser, DESKTOP);
    const panelFetches: string[] = [];
    page.on('request', (r) => void (r.url().includes('/partials/mega-menu') && panelFetches.push(r.url())));
    await page.goto('/shop');
    const menu = page.getByRole('navigation', { name: 'Shop by category' });
    expect(await menu.locator('.mega__panel').count()).toBe(0); // not in the page's HTML
    await menu.getByRole('link', { name: 'Dairy & Bakery', exact: true }).hover();
    await menu.getByRole('link', { name: 'Milk', exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'mega-menu-desktop');
    // keyboard: focus on another category opens its panel too
    await menu.getByRole('link', { name: 'Staples', exact: true }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.closest('.mega__panel')?.parentElement?.querySelector(':scope > a')?.textContent,
    );
    expect(focused).toBe('Staples');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await menu.getByRole('link', { name: 'Dairy & Bakery', exact: true }).hover();
    await menu.getByRole('link', { name: /Amul Gold Full Cream Milk/ }).click();
    await page.waitForURL(/\/product-details-one\/amul-gold-full-cream-milk/);
    expect(panelFetches).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();

    const phone = await openShopper(browser, MOBILE);
    const phoneFetches: string[] = [];
    phone.page.on('request', (r) => void (r.url().includes('/partials/mega-menu') && phoneFetches.push(r.url())));
    // the menu asks for its panels inside the pointer event itself (MegaMenu.astro), so a call is
    // counted before hover() returns: no wait for a request that might still come
    await phone.page.addInitScript(() => {
      const ask = window.fetch;
      const w = window as unknown as { panelAsks: number };
      w.panelAsks = 0;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/partials/mega-menu')) w.panelAsks++;
        return ask(input, init);
      };
    });
    await phone.page.goto('/shop');
    await phone.page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Staples', exact: true }).hover();
    expect(await phone.page.evaluate(() => (window as unknown as { panelAsks: number }).panelAsks)).toBe(0);
    expect(phoneFetches).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // a signed-in customer asks for the shared copy: no session cookie goes along, and it may be kept
    const customer = await openShopper(browser, DESKTOP);
    await customer.page.goto('/login');
    await loginThroughForm(customer.page, ownCustomer('catalogue'));
    await customer.page.goto('/shop');
    const [panels] = await Promise.all([
      customer.page.waitForResponse((r) => r.url().includes('/partials/mega-menu')),
      customer.page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Staples', exact: true }).hover(),
    ]);
    expect(await panels.request().headerValue('cookie')).toBeNull();
    expect(panels.headers()['cache-control']).toMatch(/^public/);
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('lists today deals, all categories and the terms', async () => {
    const { page, errors, context } = await openShopper(browser);
    await page.goto('/view-detail/deal');
    await page.getByRole('heading', { name: 'Today Deals' }).waitFor();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);

    await page.goto('/all-category');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('a[href^="/shop/"]').count()).toBeGreaterThanOrEqual(10);

    await page.goto('/terms');
    for (const text of [/without notice/i, /select geographies/i, /Minors/i, /MRP/, /24 hours/i, /refuse/i]) {
      await page.getByText(text).first().waitFor();
    }

    // SPEC §2 static pages: terms of sale, reached from the footer, pre-rendered with no script at all
    await page.locator('footer').getByRole('link', { name: 'Terms of sale' }).click();
    await page.waitForURL(/\/terms-of-sale$/);
    await page.getByRole('heading', { level: 1, name: 'Terms of sale' }).waitFor();
    await page.getByText(/GSTIN/).first().waitFor();
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends unknown paths home', async () => {
    const { page, context } = await openShopper(browser);
    await page.goto('/no-such-page-here');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
