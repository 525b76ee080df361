import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPONS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { loginThroughForm, toast, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';
import { en } from '../support/en';

/*
 * One shopper's journey, step by step (the tests share the logged-in page and run in order).
 * Prices are the seed's (scripts/seed/data/product-list.ts, deals.ts):
 *   Dairy Milk Silk: flash deal ₹69 (MRP ₹90), max 10 at the deal price
 *   India Gate Basmati Rice Classic: 1 kg variant ₹185
 *   Amul Gold milk: ₹68, exactly 5 in stock
 *   Banana Robusta: ₹49, sold 2 to 6
 *   Fortune Sunlite oil: deal of the day ₹139
 */
const SHOPPER = ownCustomer('cart', 'vikram');
const SILK = { slug: FIXTURE_PRODUCTS.flashDeal, name: 'Cadbury Dairy Milk Silk 60 g' };
const RICE = { slug: FIXTURE_PRODUCTS.withVariants, name: 'India Gate Basmati Rice Classic' };
const MILK = { slug: FIXTURE_PRODUCTS.lastFive, name: 'Amul Gold Full Cream Milk 1 L' };
const BANANA = { slug: FIXTURE_PRODUCTS.minTwo, name: 'Fresh Banana Robusta 1 kg' };
const OIL = { slug: FIXTURE_PRODUCTS.dealOfDay, name: 'Fortune Sunlite Refined Sunflower Oil 1 L' };
const productPath = (slug: string) => `/product-details-one/${slug}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
/** the same customer on a second device */
let other: { context: BrowserContext; page: Page; errors: string[] } | null = null;

beforeAll(async () => {
  browser = await launch();
  ({ page, errors, context } = await openShopper(browser));
});
afterAll(async () => {
  await other?.context.close();
  await context?.close();
  await browser?.close();
});

async function enabled(p: Page, name: string) {
  const button = p.getByRole('button', { name, exact: true });
  await button.and(p.locator(':enabled')).waitFor();
  return button;
}

function quantityOf(p: Page, name: string) {
  return p.getByLabel(`Quantity of ${name}`, { exact: true }).first();
}

/** Presses + or − once and waits until the cart has settled (the stepper is enabled again). */
async function press(p: Page, name: string, dir: 'Increase' | 'Decrease'): Promise<void> {
  const button = p.getByRole('button', { name: `${dir} quantity of ${name}`, exact: true }).first();
  await button.and(p.locator(':enabled')).waitFor();
  await button.click();
  await button.and(p.locator(':enabled')).waitFor();
}

async function waitForValue(p: Page, name: string, value: number): Promise<void> {
  await p.waitForFunction(
    ([label, want]) => {
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.control as HTMLInputElement | undefined;
      return input?.value === want && !input.disabled;
    },
    [`Quantity of ${name}`, String(value)] as const,
  );
}

/** Steps the quantity up with + until it shows `target`. */
async function stepUpTo(p: Page, name: string, target: number): Promise<void> {
  for (let i = 0; i < 100 && Number(await quantityOf(p, name).inputValue()) < target; i++) {
    const before = Number(await quantityOf(p, name).inputValue());
    await press(p, name, 'Increase');
    await waitForValue(p, name, before + 1);
  }
  expect(Number(await quantityOf(p, name).inputValue())).toBe(target);
}

/** Types a quantity into the box and confirms it with Enter. */
async function typeQuantity(p: Page, name: string, qty: string): Promise<void> {
  const box = quantityOf(p, name);
  await box.fill(qty);
  await box.press('Enter');
}

/** Add on a product page as a logged-in customer; waits for the stepper. */
async function buy(p: Page, name: string): Promise<void> {
  await (await enabled(p, 'Add')).click();
  await toast(p, en('cartAdded')).waitFor();
  await quantityOf(p, name).waitFor();
}

function totalsRow(label: RegExp) {
  return page.getByRole('region', { name: 'Cart Total' }).locator('.totals__row').filter({ hasText: label }).locator('dd');
}

async function expectTotals(want: { subtotal: string; shipping: string; grand: string }): Promise<void> {
  await page
    .waitForFunction(
      (w) => {
        const rows = [...document.querySelectorAll('.totals__row')].map((r) => ({
          dt: r.querySelector('dt')?.textContent ?? '',
          dd: r.querySelector('dd')?.textContent ?? '',
        }));
        const find = (re: string) => rows.find((row) => new RegExp(re).test(row.dt))?.dd;
        return find('^Subtotal') === w.subtotal && find('^Shipping') === w.shipping && find('^Grand Total') === w.grand;
      },
      want,
      { timeout: 10_000 },
    )
    .catch(async () => {
      const seen = await page.getByRole('region', { name: 'Cart Total' }).innerText();
      throw new Error(`cart totals never became ${JSON.stringify(want)}; saw:\n${seen}`);
    });
}

describe('a shopper with a cart', () => {
  // a guest's Add fills the browser cart, and checkout goes to /login/cart (guest-buy.e2e.ts, guest-cart.e2e.ts); ?next= brings back anywhere else
  it('logs in from a ?next= link and comes back to the product', { timeout: 60_000 }, async () => {
    await page.goto(`/login?next=${encodeURIComponent(productPath(SILK.slug))}`);

    await loginThroughForm(page, SHOPPER);
    expect(new URL(page.url()).pathname).toBe(productPath(SILK.slug));

    // start from an empty cart and wishlist, whatever this file's customer was left with
    expect((await api(page).post('/api/cartDelete', { data: { pid: 0 } })).ok()).toBe(true);
    const wished = (await (await api(page).post('/api/wishlist', { data: {} })).json()) as { response: { id: number }[] };
    for (const item of wished.response) await api(page).post('/api/wishlistDelete', { data: { item_id: item.id } });
    await page.reload();
    await enabled(page, 'Add');
  });

  it('buys a flash deal and steps it to its minimum and to the deal maximum', { timeout: 90_000 }, async () => {
    await buy(page, SILK.name);
    expect(await quantityOf(page, SILK.name).inputValue()).toBe('1');
    await page.getByRole('link', { name: 'Go to cart' }).waitFor();

    await press(page, SILK.name, 'Decrease');
    await toast(page, en('minQuantity')).waitFor();
    expect(await quantityOf(page, SILK.name).inputValue()).toBe('1');

    await stepUpTo(page, SILK.name, 10);
    await press(page, SILK.name, 'Increase');
    await toast(page, en('maxOrder')).waitFor();
    expect(await quantityOf(page, SILK.name).inputValue()).toBe('10');

    await screenshot(page, 'product-in-cart-desktop');
    await page.setViewportSize(MOBILE);
    await quantityOf(page, SILK.name).scrollIntoViewIfNeeded();
    await screenshot(page, 'product-in-cart-mobile');
    await page.setViewportSize(DESKTOP);
  });

  it('buys a chosen variant and a typed 0 is refused', { timeout: 60_000 }, async () => {
    await page.goto(productPath(RICE.slug));
    await page.getByRole('radio', { name: /1 kg/ }).check();
    await page.getByText('₹185.00').first().waitFor();
    await buy(page, RICE.name);

    await typeQuantity(page, RICE.name, '0');
    await toast(page, en('minQty')).waitFor();
    expect(await quantityOf(page, RICE.name).inputValue()).toBe('1');
  });

  it('cannot step past the stock, below pmin_count or above pmax_count', { timeout: 90_000 }, async () => {
    await page.goto(productPath(MILK.slug));
    await buy(page, MILK.name);
    await stepUpTo(page, MILK.name, 5);
    await press(page, MILK.name, 'Increase');
    await toast(page, en('stockExceeded')).waitFor();
    expect(await quantityOf(page, MILK.name).inputValue()).toBe('5');

    await page.goto(productPath(BANANA.slug));
    await buy(page, BANANA.name);
    expect(await quantityOf(page, BANANA.name).inputValue()).toBe('2');
    await press(page, BANANA.name, 'Decrease');
    await toast(page, en('minQuantity')).waitFor();
    await typeQuantity(page, BANANA.name, '7');
    await toast(page, en('maxOrder')).waitFor();
    expect(await quantityOf(page, BANANA.name).inputValue()).toBe('2');
  });

  it('is told the product is already in the cart when another device added it', { timeout: 90_000 }, async () => {
    // this device shows the deal with Add (its copy of the cart was read before the other add)
    const cartRead = page.waitForResponse((r) => r.url().endsWith('/api/cartList'));
    await page.goto(productPath(OIL.slug));
    await cartRead;
    await enabled(page, 'Add');

    other = await openShopper(browser, MOBILE);
    await other.page.goto(`/login?next=${encodeURIComponent(productPath(OIL.slug))}`);
    await loginThroughForm(other.page, SHOPPER);
    await buy(other.page, OIL.name);

    await (await enabled(page, 'Add')).click();
    await toast(page, en('cartDuplicate')).waitFor();
    // the refusal re-reads the cart, so this device now shows the line
    await quantityOf(page, OIL.name).waitFor();
    expect(await quantityOf(page, OIL.name).inputValue()).toBe('1');
  });

  it('applies a percentage and an amount coupon, and shipping follows ₹1000', { timeout: 90_000 }, async () => {
    await page.goto('/cart');
    for (const p of [SILK, RICE, MILK, BANANA, OIL]) await page.getByRole('rowheader', { name: new RegExp(p.name) }).waitFor();
    await page
      .getByRole('rowheader', { name: new RegExp(RICE.name) })
      .getByText('1 kg', { exact: true })
      .waitFor();
    // 10 × 69 + 185 + 5 × 68 + 2 × 49 + 139 = ₹1452 → above ₹1000, the first (free) option
    await expectTotals({ subtotal: '₹1,452.00', shipping: 'Free', grand: '₹1,452.00' });
    await page.getByText('Yay! You get free delivery on this order.').waitFor();

    const code = page.getByLabel('Enter your promocode', { exact: true });
    await code.fill(COUPONS.percentage.code);
    await (await enabled(page, 'Apply Coupon')).click();
    await toast(page, en('couponValid')).waitFor();
    await totalsRow(/^Coupon \(SAVE10\)/)
      .filter({ hasText: '-₹145.20' })
      .waitFor();
    await expectTotals({ subtotal: '₹1,452.00', shipping: 'Free', grand: '₹1,306.80' });
    await page.getByText('10%').first().waitFor();

    await code.fill(COUPONS.amount.code);
    await (await enabled(page, 'Apply Coupon')).click();
    await toast(page, en('couponValid')).waitFor();
    await totalsRow(/^Coupon \(FLAT50\)/)
      .filter({ hasText: '-₹50.00' })
      .waitFor();
    await expectTotals({ subtotal: '₹1,452.00', shipping: 'Free', grand: '₹1,402.00' });

    await code.fill('NOSUCHCODE');
    await (await enabled(page, 'Apply Coupon')).click();
    await toast(page, en('couponInvalid')).waitFor();
    expect(await code.inputValue()).toBe('');
    // a refused code leaves the applied one alone
    await totalsRow(/^Coupon \(FLAT50\)/).waitFor();

    await screenshot(page, 'cart-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'cart-mobile');
    await page.setViewportSize(DESKTOP);

    // Silk down to 1: ₹831 → below ₹1000, the second option (₹40) and the free-delivery hint
    await typeQuantity(page, SILK.name, '1');
    await expectTotals({ subtotal: '₹831.00', shipping: '₹40.00', grand: '₹821.00' });
    await page.getByText(/Free delivery on orders above ₹1,000\.00\. Add ₹170\.00 more/).waitFor();

    // Silk up to 4: ₹1038 → free again
    await typeQuantity(page, SILK.name, '4');
    await expectTotals({ subtotal: '₹1,038.00', shipping: 'Free', grand: '₹988.00' });
  });

  it('clears the cart and sees the empty state', { timeout: 60_000 }, async () => {
    await (await enabled(page, 'Clear cart')).click();
    await page.getByRole('heading', { name: en('cartEmptyTitle') }).waitFor();
    await page.getByText(en('cartEmptyText')).waitFor();
    await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: en('cartEmptyTitle') }).waitFor();
  });

  it('adds to the wishlist, is refused a duplicate, and removes it', { timeout: 90_000 }, async () => {
    await page.goto(productPath(SILK.slug));
    const wish = await enabled(page, 'Add To Wishlist');
    await wish.click();
    await toast(page, 'Successfully added to your Wishlist').waitFor();
    await page.getByRole('button', { name: 'Add To Wishlist', pressed: true }).waitFor();
    await (await enabled(page, 'Add To Wishlist')).click();
    await toast(page, en('wishlistDuplicate')).waitFor();

    await page.goto('/wishlist');
    const row = page.getByRole('row', { name: new RegExp(SILK.name) });
    await row.waitFor();
    await screenshot(page, 'wishlist-desktop');

    // the other device removes it first: this page's Remove is refused, then the list catches up
    await other!.page.goto('/wishlist');
    await (await enabled(other!.page, `Remove ${SILK.name}`)).click();
    await toast(other!.page, 'Removed from your Wishlist').waitFor();
    await other!.page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();

    await (await enabled(page, `Remove ${SILK.name}`)).click();
    await toast(page, en('wishlistDeleteFailed')).waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();

    // and a plain remove on one device
    await page.goto(productPath(RICE.slug));
    await (await enabled(page, 'Add To Wishlist')).click();
    await toast(page, 'Successfully added to your Wishlist').waitFor();
    await page.goto('/wishlist');
    await (await enabled(page, `Remove ${RICE.name}`)).click();
    await toast(page, 'Removed from your Wishlist').waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  });

  it('finds the products it looked at in Recent Activities', { timeout: 60_000 }, async () => {
    await page.goto('/my-account/recent-activities');
    const list = page.getByRole('list', { name: 'Recently viewed products' });
    for (const p of [SILK, RICE, MILK, BANANA, OIL]) await list.getByRole('link', { name: p.name }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    expect(unexpectedErrors(other?.errors ?? [])).toEqual([]);
  });
});
