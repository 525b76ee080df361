/**
 * Issue 31: a guest's catalogue pages load no React before a touch. A guest on a 390 px phone goes
 * home → shop (scrolled to its end, the next pages' cards drawn by the server and added by a plain
 * script) → search, and the network log holds no React file; an Add on a card that arrived by
 * scrolling puts it in the browser's cart. The product page's buy box is server HTML and a small
 * script too: a pack tapped at once shows its price and Add puts that pack in the cart. Then the
 * guest signs in at checkout and buys, and only then does React arrive.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { t } from '../../src/lib/domain/i18n/t';
import { saveDeliveryAddress } from './support/address';
import { api } from './support/api';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';

let browser: Browser;
let guest: ShopperPage;
const scripts: string[] = [];
beforeAll(async () => {
  browser = await launch();
  guest = await openShopper(browser, MOBILE);
  guest.page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
});
afterAll(async () => {
  await guest?.context.close();
  await browser?.close();
});

/** The React runtime's chunk and Astro's React renderer, as the build names them. */
const reactFiles = () => scripts.filter((s) => /\/_astro\/(react-core|client)\.[\w-]+\.js$/.test(s));

/** Scrolls to the grid's end until the shop says it has shown everything; each page's cards are counted. */
async function scrollToTheEnd(page: Page): Promise<number[]> {
  const status = page.locator('[data-shop-more]');
  const counts = [await page.locator('.product-card').count()];
  while ((await status.getAttribute('data-has-more')) === 'true') {
    const before = counts.at(-1)!;
    await status.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.product-card').length > n || document.querySelector('[data-shop-more] button'),
      before,
    );
    expect(await status.locator('button').count(), 'a next page failed to load').toBe(0);
    counts.push(await page.locator('.product-card').count());
  }
  return counts;
}

describe('a guest browses on a phone without React', () => {
  it('home, then a category scrolled to its end: 12 more cards a page, "Yay! You have seen it all"', async () => {
    const page = guest.page;
    await page.goto('/');
    await page.locator('.product-card').first().waitFor();
    await page.goto('/shop/staples');
    await page.locator('.product-card').first().waitFor();
    const counts = await scrollToTheEnd(page);
    expect(counts.length, 'staples fills more than one page').toBeGreaterThan(1);
    for (let i = 1; i < counts.length - 1; i++) expect(counts[i]! - counts[i - 1]!).toBe(12);
    await page.getByText('Yay! You have seen it all').scrollIntoViewIfNeeded();
    // every card once: a page added twice would repeat its products
    const names = await page.locator('.product-card__name').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    await screenshot(page, 'guest-shop-end-390');
    expect(reactFiles()).toEqual([]);
  });

  it('an Add on a card that came by scrolling puts it in the browser cart, with its stepper', async () => {
    const page = guest.page;
    const last = page
      .locator('.product-card')
      .filter({ has: page.locator('[data-add] .btn-buy') })
      .last();
    const name = (await last.locator('.product-card__name').textContent())!.trim();
    const pid = Number(await last.locator('[data-add]').getAttribute('data-add'));
    expect(await last.locator('.btn-buy').getAttribute('role')).toBe('button');
    await last.locator('.btn-buy').click();
    await last.locator('.card-add__stepper output').filter({ hasText: /^\d+$/ }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('carts'))) ?? '[]') as { pid: number }[];
    expect(stored.map((l) => l.pid)).toContain(pid);
    expect(page.url()).toMatch(/\/shop\/staples$/);
    expect(await last.locator('.card-add__stepper').getAttribute('aria-label')).toContain(name);
    // React only now, if at all: the Add is plain script too
    expect(reactFiles()).toEqual([]);
  });

  it('a product page: a pack tapped at once shows its price, and Add puts that pack in the browser cart', async () => {
    const page = guest.page;
    await page.goto(`/product-details-one/${FIXTURE_PRODUCTS.withVariants}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const pack = page.locator('.purchase label.variant').filter({ has: page.locator('strong', { hasText: /^1 kg$/ }) });
    const aid = Number(await pack.locator('input').getAttribute('value'));
    const price = (await pack.locator('small').textContent())!.trim();
    // no waiting for anything to load: the radio works as HTML
    await pack.locator('input').check();
    await expect.poll(() => page.locator('.purchase__now').textContent()).toBe(price);
    const add = page.locator('.purchase').getByRole('button', { name: 'Add', exact: true });
    await add.click();
    await page.locator('.purchase .card-add__stepper output').filter({ hasText: '1' }).waitFor();
    await page.locator('.purchase').getByRole('link', { name: 'Go to cart' }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('carts'))) ?? '[]') as { pid: number; aid: number }[];
    expect(stored.map((l) => l.aid)).toContain(aid);
    // − at the minimum keeps it and says so (the product page's rule), + adds one more
    await page.locator('.purchase [data-step="-1"]').click();
    await page.getByText(t('en', 'minQuantity')).first().waitFor();
    await page.locator('.purchase [data-step="1"]').click();
    await page.locator('.purchase .card-add__stepper output').filter({ hasText: '2' }).waitFor();
    await screenshot(page, 'guest-product-added-390');
    // another pack chosen: the panel says which pack the cart holds, as the signed-in one does
    const note = page.locator('.purchase [data-other-pack]');
    await expect.poll(() => note.isHidden()).toBe(true);
    await page.locator('.purchase label.variant input:not(:checked)').first().check();
    await note.filter({ hasText: t('en', 'buy.inYourCart', { pack: '1 kg' }) }).waitFor();
    await screenshot(page, 'guest-product-other-pack-390');
    await pack.locator('input').check();
    await expect.poll(() => note.isHidden()).toBe(true);
    expect(reactFiles()).toEqual([]);
  });

  it('a search, still without React; nothing went wrong on the way', async () => {
    const page = guest.page;
    await page.goto('/search?q=rice');
    await page.locator('.product-card').first().waitFor();
    expect(reactFiles()).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});

describe('the same guest signs in and buys', () => {
  it('checkout sends them to sign in; the cart arrives whole and a cash order holds the chosen pack', { timeout: 90_000 }, async () => {
    const page = guest.page;
    const me = await registerThroughApi(page, 'noreact');
    await guest.context.clearCookies();
    await page.goto('/cart');
    await Promise.all([page.waitForURL('**/login/cart'), page.getByRole('button', { name: 'Proceed to checkout' }).click()]);
    await loginThroughForm(page, me);
    await page.waitForURL((url) => url.pathname === '/cart');
    await saveDeliveryAddress(page, me);
    await page.goto('/checkout');
    await page.waitForSelector('.co-place:not([disabled])');
    await page.getByRole('radio', { name: t('en', 'checkout.payCash') }).check();
    await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
    await page
      .getByRole('dialog', { name: t('en', 'checkout.confirm') })
      .getByRole('button', { name: t('en', 'checkout.proceed') })
      .click();
    await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
    const txnid = new URL(page.url()).searchParams.get('order');
    const order = (await (await api(page).get(`/api/order/${txnid}`)).json()) as {
      response: { payment_method: string; lines: { attribute_name: string | null; qty: number }[] };
    };
    expect(order.response.payment_method).toBe('cash');
    expect(order.response.lines).toContainEqual(expect.objectContaining({ attribute_name: '1 kg', qty: 2 }));
    expect(unexpectedErrors(guest.errors)).toEqual([]);
  });
});

describe('a signed-in shopper scrolls the same shop', () => {
  it("the cards that came by scrolling carry the customer's buy button, which adds to the account's cart", async () => {
    const shopper = await openShopper(browser, MOBILE);
    const page = shopper.page;
    const me = await registerThroughApi(page, 'scroller');
    await page.goto('/login');
    await loginThroughForm(page, me);
    await page.goto('/shop/staples');
    await page.locator('.product-card').first().waitFor();
    await scrollToTheEnd(page);
    const last = page
      .locator('.product-card')
      .filter({ has: page.locator('astro-island .btn-buy') })
      .last();
    await last.scrollIntoViewIfNeeded();
    // client:visible: the island hydrates as it comes into view, as on the first page
    await last.locator('astro-island:not([ssr])').first().waitFor();
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cartInsert');
    await last.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.locator('.header-counts [data-count="cart"] .icon-btn__count').filter({ hasText: '1' }).waitFor();
    const cart = (await (await api(page).post('/api/cartList', { data: {} })).json()) as { response?: unknown[] };
    expect(cart.response?.length).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
