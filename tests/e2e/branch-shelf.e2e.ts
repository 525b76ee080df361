/**
 * Issue 28 in the browser: a shopper whose address is Indiranagar's wants a pack Indiranagar lacks
 * and Koramangala has. The product page and the cart say "Not at Indiranagar today — pick up at
 * Koramangala"; one tap makes checkout open on pickup there; the order takes Koramangala's unit and
 * leaves Indiranagar's count alone (read through the staff stock API). The hurry line and Notify me
 * follow the shopper's branch too, while a guest's page keeps the store-wide view. 390 and 1280 px.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { CITY, DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { api } from './support/api';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;
const HINT = 'Not at Indiranagar today — pick up at Koramangala';

const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 &&
    !special.has(p.slug) &&
    p.out_of_stock === 0 &&
    p.pmin_count <= 1 &&
    p.pmax_count === 0 &&
    p.discount_price >= MIN_ORDER_PAISE,
);
// a quarter into the list: checkout/journey take theirs from the front, reorder the middle, staff the end
const wanted = plain[Math.floor(plain.length / 4)]!;
const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;

let browser: Browser;
let shopper: ShopperPage;
let staff: ShopperPage;
let productId: number;

type StockRow = { id: number; branch_id: number; pack_id: number; stock: number };

async function setCount(branch: number, stock: number) {
  const res = await api(staff.page).post(`/api/staff/products/${productId}/stock`, { data: { stock, reason: 'Shelf count', branch } });
  expect(res.status()).toBe(200);
}

async function countAt(branch: number): Promise<number> {
  const res = await api(staff.page).get(`/api/staff/products?q=${encodeURIComponent(wanted.name)}&limit=50&branch=${branch}`);
  const rows = ((await res.json()) as { response: StockRow[] }).response;
  return rows.find((r) => r.id === productId && r.pack_id === 0)!.stock;
}

beforeAll(async () => {
  browser = await launch();
  staff = await openShopper(browser, DESKTOP);
  expect((await api(staff.page).post('/api/staff/login', { data: { mobile: manager.mobile, password: manager.password } })).status()).toBe(
    200,
  );
  productId = ((await (await api(staff.page).get(`/api/product/${wanted.slug}`)).json()) as { response: { id: number } }).response.id;
  // out at Indiranagar, 5 on the shelf at Koramangala, none anywhere else
  for (const b of [1, 2, 3, 4, 5, 6]) await setCount(b, b === KORAMANGALA ? 5 : 0);

  shopper = await openShopper(browser, MOBILE);
  const me = await registerThroughApi(shopper.page, 'branchshelf');
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, me);
  // a home in Indiranagar's delivery area: the shop sells to this shopper from Indiranagar
  const address = await api(shopper.page).post('/api/addressAdd', {
    data: {
      firstname: 'Kavya',
      lastname: 'Shetty',
      mobile: '9845012345',
      email: 'kavya.shetty@gmail.com',
      address: '7, 12th Main, HAL 2nd Stage',
      city: CITY.id,
      pincode: '560038',
      type: 'home',
    },
  });
  expect(((await address.json()) as { status: number }).status).toBe(1);
});
afterAll(async () => {
  await shopper?.context.close();
  await staff?.context.close();
  await browser?.close();
});

async function bothWidths(page: Page, name: string, keepInView?: Locator) {
  await keepInView?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await keepInView?.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
}

describe('a Koramangala shopper buys what Indiranagar lacks', () => {
  it('the product page says where it is on the shelf, and Buy Now still adds it', async () => {
    const page = shopper.page;
    await page.goto(`/product-details-one/${wanted.slug}`);
    const hint = page.locator('[data-branch-shelf]').getByText(HINT);
    await hint.waitFor();
    await bothWidths(page, 'branch-shelf-product', hint);
    await page.locator('.purchase').getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .locator('.purchase')
      .getByRole('link', { name: /Go to cart/i })
      .waitFor();
  });

  it('the cart says it too; one tap switches to pickup at Koramangala', async () => {
    const page = shopper.page;
    await page.goto('/cart');
    const shelf = page.locator('[data-branch-shelf]');
    await shelf.getByText(HINT).waitFor();
    await bothWidths(page, 'branch-shelf-cart', shelf);
    await shelf.getByRole('button', { name: 'Pick up at Koramangala' }).click();
    // Koramangala is now the shopper's shelf: nothing to say
    await shelf.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pickupStore'))).toBe(String(KORAMANGALA));
  });

  it('checkout opens on pickup at Koramangala; the order takes Koramangala’s unit, not Indiranagar’s', async () => {
    const page = shopper.page;
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Billing Address' }).waitFor();
    await page.waitForSelector('.co-place:not([disabled])');
    expect(await page.getByRole('tab', { name: 'Pickup store address' }).getAttribute('aria-selected')).toBe('true');
    await page
      .locator('.co-store--chosen')
      .getByText(/Koramangala/)
      .first()
      .waitFor();
    // registered without a name: a pickup order names its buyer
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Shetty');
    await bothWidths(page, 'branch-shelf-checkout', page.locator('.co-store--chosen'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your order is completed!' }).waitFor();

    expect(await countAt(KORAMANGALA)).toBe(4);
    expect(await countAt(INDIRANAGAR)).toBe(0);
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it("the hurry line and Notify me follow the shopper's branch; a guest keeps the store-wide view", async () => {
    // 4 left at Koramangala, none at Indiranagar, 30 at a third branch: 34 store-wide, not low
    await setCount(3, 30);
    const page = shopper.page;
    const hurry = page.locator('.purchase .hurry');
    const notify = page.getByRole('button', { name: 'Notify me when back in stock' });
    // the shopper picks up at Koramangala (the order above cleared its one-off choice): its 4 are low
    await page.evaluate((id) => localStorage.setItem('pickupStore', String(id)), KORAMANGALA);
    await page.goto(`/product-details-one/${wanted.slug}`);
    await hurry.getByText('Hurry Up Only 4 products Left!!!').waitFor();
    expect(await notify.count()).toBe(0);
    // back to delivery to the Indiranagar home: out there, so Notify me, and no hurry from other shelves
    await page.evaluate(() => localStorage.removeItem('pickupStore'));
    await page.reload();
    await notify.waitFor();
    expect(await hurry.isHidden()).toBe(true);
    await bothWidths(page, 'branch-shelf-notify', notify);
    await notify.click();
    await page.getByText('We will let you know when it is back in stock.').waitFor();

    const guest = await openShopper(browser, MOBILE);
    try {
      await guest.page.goto(`/product-details-one/${wanted.slug}`);
      await guest.page.locator('.purchase').waitFor();
      expect(await guest.page.locator('.purchase .hurry').isHidden()).toBe(true);
      expect(await guest.page.getByRole('link', { name: 'Notify me when back in stock' }).count()).toBe(0);
    } finally {
      await guest.context.close();
    }
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
