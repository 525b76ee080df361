import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { launch, MOBILE, DESKTOP, openShopper, screenshot } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';

/*
 * Issue 20, SPEC §2, issue 34: a guest's Add puts the product in the cart kept in the browser; at
 * checkout they land on /login/cart and, once logged in with the password, are back on the cart with
 * it, merged into the account's cart by the server. Without JavaScript the Add is a link carrying
 * the item to /login/cart (?buy=), which still puts it in the cart after login.
 */
const SHOPPER = ownCustomer('guest-buy', 'vikram');
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

async function toLoginFromCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await Promise.all([page.waitForURL('**/login/cart'), page.getByRole('button', { name: 'Proceed to checkout' }).click()]);
}

describe('a guest who presses Add', () => {
  it('on a product page picks a pack, logs in at /login/cart and is on the cart with that pack', { timeout: 90_000 }, async () => {
    const { context, page, errors } = await openShopper(browser, MOBILE);
    try {
      await page.goto(`/product-details-one/${RICE.slug}`);
      await page.getByRole('heading', { level: 1, name: RICE.name }).waitFor();
      const kilo = page.getByRole('radio', { name: /1 kg/ });
      await kilo.and(page.locator(':enabled')).waitFor();
      await kilo.check();
      await page.locator('.purchase').getByRole('button', { name: 'Add', exact: true }).click();
      await page.locator('.purchase').getByLabel(`Quantity of ${RICE.name}`, { exact: true }).waitFor();

      await toLoginFromCart(page);
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

  it('on a card gets the product at its minimum count, which the cart keeps through login', { timeout: 90_000 }, async () => {
    const { context, page, errors } = await openShopper(browser, DESKTOP);
    try {
      await page.goto(`/search?q=${encodeURIComponent('banana robusta')}`);
      const card = page.locator('.product-card').filter({ hasText: BANANA.name }).first();
      await card.getByRole('button', { name: 'Add', exact: true }).click();
      await card.locator('.card-add__stepper output').filter({ hasText: '2' }).waitFor();
      await toLoginFromCart(page);
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

  it(
    'the card link itself (what works without JavaScript) carries the item through /login/cart into the cart',
    { timeout: 90_000 },
    async () => {
      const { context, page } = await openShopper(browser, DESKTOP);
      try {
        await page.goto(`/search?q=${encodeURIComponent('banana robusta')}`);
        const link = page.locator('.product-card').filter({ hasText: BANANA.name }).first().locator('a.btn-buy');
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^\/login\/cart\?buy=\d+&qty=2$/);
        await page.goto(href!);
        await loginThroughForm(page, SHOPPER);
        expect((await cartLine(page, BANANA.name)).qty).toBe('2');
        await emptyCart(page);
      } finally {
        await context.close();
      }
    },
  );

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
