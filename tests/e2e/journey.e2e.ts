import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { COUPONS, SHIPPING } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { loginThroughForm, toast, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';
import { en } from '../support/en';

/*
 * The whole trip through the shop, only by what a shopper sees and clicks, once at phone width and
 * once at desktop width: home → header search → product → Add → cart (→ coupon) → checkout →
 * payment → order complete → My orders → order → GST invoice. Each step leaves a screenshot in
 * artifacts/e2e/journey-<width>-<n>-<step>.png. The other suites test each step's rules in depth.
 */
const asha = ownCustomer('journey');

function seeded(slug: string) {
  const p = PRODUCTS.find((x) => x.slug === slug);
  if (!p) throw new Error(`${slug} is not in the seed`);
  return p;
}

interface Trip {
  label: 'mobile' | 'desktop';
  viewport: { width: number; height: number };
  product: ReturnType<typeof seeded>;
  search: string;
  coupon: boolean;
  payment: 'cash' | 'online';
}

// plain products (no variants, no deal, ample stock) that no other suite buys
const TRIPS: Trip[] = [
  {
    label: 'mobile',
    viewport: MOBILE,
    product: seeded('happilo-dried-turkish-apricots-200-g'),
    search: 'apricots',
    coupon: false,
    payment: 'online',
  },
  {
    label: 'desktop',
    viewport: DESKTOP,
    product: seeded('anand-sweets-kaju-katli-250-g'),
    search: 'kaju katli',
    coupon: true,
    payment: 'cash',
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function enabledButton(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.and(page.locator(':enabled')).first().waitFor();
  return button.first();
}

describe('a shopper’s whole trip', () => {
  for (const trip of TRIPS) {
    it(
      `at ${trip.viewport.width}px: finds, buys (${trip.payment}${trip.coupon ? ', with a coupon' : ''}) and gets the invoice`,
      { timeout: 150_000 },
      async () => {
        const { page, context, errors } = await openShopper(browser, trip.viewport);
        page.setDefaultNavigationTimeout(60_000);
        const shot = (n: number, step: string) => screenshot(page, `journey-${trip.label}-${n}-${step}`);
        const { product } = trip;
        try {
          await page.goto('/login');
          await loginThroughForm(page, asha);
          // start from an empty cart: the file's earlier trip signed in as the same customer
          await api(page).post('/api/cartDelete', { data: { pid: 0 } });

          await page.goto('/');
          await page.getByRole('heading', { name: "Today's Deals" }).waitFor();
          await shot(1, 'home');

          // the header search box: a plain GET form, with suggestions once hydrated
          const box = page
            .getByRole('combobox', { name: 'Search products and categories' })
            .or(page.getByLabel('Search products and categories'))
            .first();
          await box.fill(trip.search);
          await Promise.all([page.waitForURL(/\/search\?q=/), box.press('Enter')]);
          const result = page.getByRole('link', { name: product.name, exact: true }).first();
          await result.waitFor();
          await shot(2, 'search');

          await Promise.all([page.waitForURL(new RegExp(`/product-details-one/${product.slug}$`)), result.click()]);
          await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
          await (await enabledButton(page, 'Add')).click();
          await toast(page, en('cartAdded')).waitFor();
          await shot(3, 'product');

          await Promise.all([page.waitForURL(/\/cart$/), page.getByRole('link', { name: 'Go to cart' }).first().click()]);
          await page
            .getByRole('rowheader', { name: new RegExp(product.name) })
            .first()
            .waitFor();
          const subtotal = product.discount_price;
          let discount = 0;
          if (trip.coupon) {
            await page.getByLabel('Enter your promocode', { exact: true }).fill(COUPONS.percentage.code);
            await (await enabledButton(page, 'Apply Coupon')).click();
            await toast(page, en('couponValid')).waitFor();
            discount = Math.round((subtotal * COUPONS.percentage.discount) / 100);
          }
          const shipping = subtotal > 100_000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price;
          const total = subtotal - discount + shipping;
          await shot(4, 'cart');

          await (await enabledButton(page, /Proceed to Checkout/i)).click();
          if (!trip.coupon) {
            // reward points are on and no coupon: the cart asks how to pay first (cash is chosen)
            const ask = page.locator('dialog[open]');
            await ask.waitFor();
            await ask.getByRole('button', { name: 'Yes' }).click();
          }
          await page.waitForURL(/\/checkout$/);
          await page.getByRole('heading', { name: 'Billing Address' }).waitFor();
          await page.waitForSelector('.co-place:not([disabled])');
          if (trip.payment === 'online') await page.getByRole('radio', { name: /Card or net banking/ }).check();
          expect(await page.getByTestId('co-total').textContent()).toBe(formatINR(total));
          await shot(5, 'checkout');

          await page.getByRole('button', { name: 'Place Order' }).click();
          const confirm = page.getByRole('dialog', { name: 'Confirm' });
          await confirm.waitFor();
          await confirm.getByRole('button', { name: 'Proceed' }).click();
          if (trip.payment === 'online') {
            await page.waitForURL(/\/api\/payments\/test-checkout/);
            await page.getByRole('button', { name: 'Pay (success)' }).click();
          }
          await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
          await page.getByRole('heading', { name: 'Your order is completed!' }).waitFor();
          const txnid = new URL(page.url()).searchParams.get('order')!;
          expect(txnid).toMatch(/^HF\d{6}[0-9A-F]{10}$/);
          await shot(6, 'order-complete');

          // My orders lists it; its page shows the total; the invoice agrees to the paisa
          await page.goto('/my-account/customer-order');
          const link = page.locator(`a[href="/order-success/${txnid}"]`).first();
          await link.waitFor();
          await shot(7, 'my-orders');
          await Promise.all([page.waitForURL(new RegExp(`/order-success/${txnid}$`)), link.click()]);
          expect(await page.getByTestId('order-total').textContent()).toBe(formatINR(total));
          await shot(8, 'order');
          await Promise.all([page.waitForURL(/\/invoice-one\/\d+$/), page.getByRole('link', { name: 'Invoice' }).click()]);
          await page.getByRole('heading', { name: 'INVOICE' }).waitFor();
          expect(await page.getByTestId('inv-total').textContent()).toBe(formatINR(total));
          expect(await page.getByTestId('inv-doc-title').textContent()).toBe('Tax Invoice');
          await shot(9, 'invoice');

          expect(unexpectedErrors(errors)).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});
