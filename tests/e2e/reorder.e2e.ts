/**
 * Issue 17 in the browser: "Buy again" from an order page puts the order back in the cart, and
 * "Notify me when back in stock" on an out-of-stock product, at 390 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';
import { api } from './support/api';

const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 &&
    !special.has(p.slug) &&
    p.out_of_stock === 0 &&
    p.stock >= 40 &&
    p.pmin_count <= 1 &&
    p.pmax_count === 0 &&
    p.discount_price >= 10000,
);
// from the middle of the list: checkout/journey take theirs from the front, staff from the end
const [first, second] = [plain[Math.floor(plain.length / 2)]!, plain[Math.floor(plain.length / 2) + 1]!];
const soldOut = PRODUCTS.find((p) => p.slug === FIXTURE_PRODUCTS.outOfStock)!;

let browser: Browser;
let shopper: ShopperPage;

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  const me = await registerThroughApi(shopper.page, 'reorder');
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, me);
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

/**
 * Brings the notify-me box into view (which hydrates it): one step in the page, because the
 * server's sign-in link is swapped for the island's box as it hydrates, detaching any handle.
 */
const scrollToNotify = (page: Page) => page.evaluate(() => document.querySelector('.notify-me')?.scrollIntoView({ block: 'center' }));

describe('buy again and notify me', () => {
  it('Buy again on an order page puts its products back in the cart', async () => {
    const page = shopper.page;
    const productId = async (slug: string) =>
      ((await (await api(page).get(`/api/product/${slug}`)).json()) as { response: { id: number } }).response.id;
    const ids = [await productId(first.slug), await productId(second.slug)];
    for (const [i, pid] of ids.entries()) {
      const res = (await (await api(page).post('/api/cartInsert', { data: { pid, qty: i + 1, aid: 0, mode: 'add' } })).json()) as {
        status: number;
      };
      expect(res.status).toBe(1);
    }
    const placed = (await (
      await api(page).post('/api/order', { data: { flag: 1, branch: 1, payment_method: 'cash', firstname: 'Meera', lastname: 'Iyer' } })
    ).json()) as {
      status: number;
      response: { txnid: string };
    };
    // a pickup order names its buyer (the invoice's Billed to); this customer registered without a name
    expect(placed).toMatchObject({ status: 1 });

    await page.goto(`/order-success/${placed.response.txnid}`);
    const button = page.getByRole('button', { name: 'Buy again' });
    await button.scrollIntoViewIfNeeded();
    await button.and(page.locator(':enabled')).click();
    const result = page.getByTestId('buy-again-result');
    await result.getByText('All products added to your cart').waitFor();
    await screenshot(page, 'buy-again-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'buy-again-1280');
    await page.setViewportSize(MOBILE);

    await result.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/cart');
    for (const p of [first, second]) await page.getByRole('link', { name: p.name }).first().waitFor();
  });

  it('an out-of-stock product offers "Notify me when back in stock" and remembers it', async () => {
    const page = shopper.page;
    await page.goto(`/product-details-one/${soldOut.slug}`);
    // server-rendered as a sign-in link; the island hydrates once it scrolls into view
    await scrollToNotify(page);
    const notify = page.getByRole('button', { name: 'Notify me when back in stock' });
    await notify.and(page.locator(':enabled')).click();
    await page.getByRole('status').getByText('We will let you know when it is back in stock.').waitFor();
    expect(await page.getByRole('button', { name: 'Stop notifying me' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'notify-me-390');

    // still remembered on the next visit
    await page.reload();
    await scrollToNotify(page);
    await page.getByRole('button', { name: 'Stop notifying me' }).waitFor();
    await page.getByText('We will send you an SMS when it is back.').waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'notify-me-1280');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
