import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { launch, MOBILE, DESKTOP, openShopper, screenshot } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { api } from './support/api';

/*
 * Issue 20, SPEC §2: a guest who presses Buy Now (or Proceed) lands on /login/cart and, once logged
 * in, is back on the cart with what they pressed Buy Now for. Guests have no server cart: the item
 * rides in the link and the server prices it at login.
 */
const SHOPPER = DEMO_CUSTOMERS[1];
const RICE = { slug: FIXTURE_PRODUCTS.withVariants, name: 'India Gate Basmati Rice Classic' };
const BANANA = { slug: FIXTURE_PRODUCTS.minTwo, name: 'Fresh Banana Robusta 1 kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function emptyCart(page: Page): Promise<void> {
  expect((await api(page).post('/api/cartDelete', { data: { pid: 0 } })).ok()).toBe(true);
}

async function cartLine(page: Page, name: string): Promise<{ qty: string; text: string }> {
  const qty = page.getByLabel(`Quantity of ${name}`, { exact: true }).first();
  await qty.waitFor();
  const row = page.locator('tr, li, article').filter({ has: qty }).first();
  return { qty: await qty.inputValue(), text: await row.innerText() };
}

describe('a guest who presses Buy Now', () => {
  it('on a product page picks a pack, logs in at /login/cart and is on the cart with that pack', { timeout: 90_000 }, async () => {
    const { context, page, errors } = await openShopper(browser, MOBILE);
    try {
      await page.goto(`/product-details-one/${RICE.slug}`);
      await page.getByRole('heading', { level: 1, name: RICE.name }).waitFor();
      const kilo = page.getByRole('radio', { name: /1 kg/ });
      await kilo.and(page.locator(':enabled')).waitFor();
      await kilo.check();
      const buy = page.getByRole('link', { name: 'Buy Now' }).first();
      await Promise.all([page.waitForURL('**/login/cart?**'), buy.click()]);
      const link = new URL(page.url()).searchParams;
      expect(link.get('aid')).not.toBeNull();

      await loginThroughForm(page, SHOPPER);
      expect(new URL(page.url()).pathname).toBe('/cart');
      const line = await cartLine(page, RICE.name);
      expect(line.qty).toBe('1');
      expect(line.text).toMatch(/1 kg/);
      await screenshot(page, 'guest-buy-390-cart');
      await emptyCart(page);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a card goes to /login/cart and the cart gets the product at its minimum count', { timeout: 90_000 }, async () => {
    const { context, page, errors } = await openShopper(browser, DESKTOP);
    try {
      await page.goto(`/search?q=${encodeURIComponent('banana robusta')}`);
      const card = page.locator('.product-card').filter({ hasText: BANANA.name }).first();
      await Promise.all([page.waitForURL('**/login/cart?**'), card.getByRole('link', { name: 'Buy Now' }).click()]);
      await loginThroughForm(page, SHOPPER);
      expect(new URL(page.url()).pathname).toBe('/cart');
      expect((await cartLine(page, BANANA.name)).qty).toBe('2');
      await screenshot(page, 'guest-buy-1280-cart');
      await emptyCart(page);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("still returns to another page's ?next= after login", { timeout: 60_000 }, async () => {
    const { context, page } = await openShopper(browser, DESKTOP);
    try {
      await page.goto(`/login?next=${encodeURIComponent('/wishlist')}`);
      await loginThroughForm(page, SHOPPER);
      expect(new URL(page.url()).pathname).toBe('/wishlist');
    } finally {
      await context.close();
    }
  });
});
