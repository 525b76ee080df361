import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS, type ProductSeed } from '../../scripts/seed/data/products';
import { COUPONS, FIXTURE_PRODUCTS, MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { formatINR, formatPoints } from '../../src/lib/domain/money/money';
import { ARTIFACTS, baseURL, DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';
import { en } from '../support/en';

const asha = ownCustomer('checkout');

// plain products: no variants, no deal, plenty in stock, any quantity from 1
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
/** a cheap product of this GST rate, each test its own so stock never runs out */
function pick(rate: number, skip = 0): ProductSeed {
  const list = plain.filter((p) => p.gst_rate === rate && p.discount_price >= 3000 && p.discount_price <= 30000);
  const p = list[skip];
  if (!p) throw new Error(`no plain product at ${rate}% (#${skip})`);
  return p;
}

interface OrderApi {
  id: number;
  txnid: string;
  order_status: string;
  payment_method: string;
  payment_status: string;
  flag: number;
  totals: { subtotal: number; discount: number; shipping: number; order_total: number; total_points: number };
}

let browser: Browser;
let shopper: ShopperPage;
let page: Page;
let codOrder: OrderApi | null = null;

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, DESKTOP);
  page = shopper.page;
  page.setDefaultNavigationTimeout(60_000);
  page.on('pageerror', (e) => console.error(`page error on ${page.url()}: ${e.message}`));
  // log in through the form, as a shopper would
  await page.goto('/login');
  await page.getByLabel('Mobile number or email').fill(asha.phone);
  await page.getByLabel('Password', { exact: true }).fill(asha.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

async function fillCart(lines: { p: ProductSeed; qty: number }[]): Promise<number> {
  await api(page).post('/api/cartDelete', { data: { pid: 0 } });
  for (const { p, qty } of lines) {
    const res = await api(page).post('/api/cartInsert', { data: { pid: p.id, qty, aid: 0, mode: 'add' } });
    const body = (await res.json()) as { status: number; message?: string };
    expect(body, `${p.slug}: ${body.message}`).toMatchObject({ status: 1 });
  }
  return lines.reduce((a, l) => a + l.qty * l.p.discount_price, 0);
}

async function orderCount(): Promise<number> {
  const body = (await (await api(page).get('/api/userOrders')).json()) as { response: unknown[] };
  return body.response.length;
}

async function orderFromApi(txnid: string): Promise<OrderApi> {
  const res = await api(page).get(`/api/order/${txnid}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { response: OrderApi }).response;
}

async function openCheckout(p: Page = page) {
  await p.goto('/checkout');
  await p.getByRole('heading', { name: 'Billing Address' }).waitFor();
  // Place Order waits until the page has heard the server's cart
  await p.waitForSelector('.co-place:not([disabled])');
}

async function confirmAndProceed() {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
}

async function landedOnOrderComplete(): Promise<string> {
  await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Your order is completed!' }).waitFor();
  const txnid = new URL(page.url()).searchParams.get('order');
  expect(txnid).toMatch(/^HF\d{6}[0-9A-F]{10}$/);
  // the browser's copies of the cart and coupon are gone
  expect(await page.evaluate(() => localStorage.getItem('carts'))).toBe('[]');
  return txnid!;
}

describe('checkout', () => {
  it('shows the checkout at 390px and 1280px', async () => {
    await fillCart([
      { p: pick(5, 0), qty: 2 },
      { p: pick(0, 0), qty: 1 },
    ]);
    await openCheckout();
    await page.getByRole('tab', { name: 'Delivery Address', selected: true }).waitFor();
    // the first saved address is chosen, cash is the default
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
    await screenshot(page, 'checkout-desktop');

    // the inline address form: edit (Update Address) and Back, then Add New, saved and selected
    await page
      .getByRole('button', { name: /^Edit address/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Update Address' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: '+ Add New' }).click();
    const form = page.locator('.co-address-form');
    await form.getByLabel('First Name').fill('Asha');
    await form.getByLabel('Last Name').fill('Rao');
    await form.getByLabel('Mobile Number').fill(asha.phone);
    await form.getByLabel('Email').fill(asha.email);
    await form.getByLabel('Address').fill('12, 3rd Cross, Domlur Layout');
    await form.getByLabel('City').selectOption({ label: 'Bengaluru' });
    await form.getByLabel('Pincode').fill('560038');
    await screenshot(page, 'checkout-address-form');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await page.getByRole('radio', { name: /Domlur Layout/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Domlur Layout/ }).isChecked()).toBe(true);

    const mobile = await openShopper(browser, MOBILE);
    await mobile.context.addCookies(await shopper.context.cookies());
    const js: Promise<number>[] = [];
    mobile.page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        js.push(
          r.body().then(
            (b) => gzipSync(b).length,
            () => 0,
          ),
        );
    });
    await openCheckout(mobile.page);
    // the whole page's JavaScript, React included, stays small
    const bytes = (await Promise.all(js)).reduce((a, n) => a + n, 0);
    console.info(`checkout JS: ${(bytes / 1024).toFixed(1)} KB gz in ${js.length} files`);
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
    await mobile.page.screenshot({ path: `${ARTIFACTS}/checkout-mobile.png`, fullPage: true });
    expect(mobile.errors).toEqual([]);
    await mobile.context.close();
  });

  it('refuses a cart below the minimum order with the server message', async () => {
    const cheap = plain.find((p) => p.discount_price < MIN_ORDER_PAISE && p.discount_price >= 1000)!;
    await fillCart([{ p: cheap, qty: 1 }]);
    await openCheckout();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page
      .getByRole('alert')
      .getByText(`Minimum order amount is ${formatINR(MIN_ORDER_PAISE)}`)
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Confirm' }).isVisible()).toBe(false);
  });

  it('delivers cash on delivery, keyboard only, and prints a GST invoice with the API totals', async () => {
    const a = pick(5, 1);
    const b = pick(0, 1);
    const subtotal = await fillCart([
      { p: a, qty: 2 },
      { p: b, qty: 1 },
    ]);
    expect(subtotal).toBeGreaterThanOrEqual(MIN_ORDER_PAISE);
    expect(subtotal).toBeLessThanOrEqual(100_000);
    await openCheckout();
    const preview = await page.getByTestId('co-total').textContent();
    expect(preview).toBe(formatINR(subtotal + SHIPPING.belowThreshold.price));

    // keyboard only: Enter on Place Order, Escape closes the confirm dialog, Enter on Proceed
    await page.getByRole('button', { name: 'Place Order' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Proceed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Place Order' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    const txnid = await landedOnOrderComplete();
    await screenshot(page, 'order-complete');

    const order = await orderFromApi(txnid);
    codOrder = order;
    expect(order).toMatchObject({ payment_method: 'cash', payment_status: 'Pending', order_status: 'Pending', flag: 0 });
    expect(order.totals).toMatchObject({
      subtotal,
      shipping: SHIPPING.belowThreshold.price,
      order_total: subtotal + SHIPPING.belowThreshold.price,
    });

    // the dashboard lists it with its status badge
    await page.goto('/my-account');
    const row = page.locator('tr', { has: page.locator(`a[href="/order-success/${txnid}"]`) });
    await row.first().waitFor();
    expect(await row.locator('.status-badge--warning').first().textContent()).toBe('Pending');

    // order page → invoice
    await page.goto(`/order-success/${txnid}`);
    await screenshot(page, 'order-success-desktop');
    expect(await page.getByTestId('order-total').textContent()).toBe(formatINR(order.totals.order_total));
    await page.getByRole('link', { name: 'Invoice' }).click();
    await page.waitForURL(new RegExp(`/invoice-one/${order.id}$`));
    await page.getByRole('heading', { name: 'INVOICE' }).waitFor();
    expect(await page.getByTestId('inv-total').textContent()).toBe(formatINR(order.totals.order_total));
    expect(await page.getByTestId('inv-delivery').textContent()).toBe(formatINR(order.totals.shipping));
    expect(await page.getByTestId('inv-subtotal').textContent()).toBe(
      formatINR(Math.abs(order.totals.order_total - order.totals.shipping)),
    );
    expect(await page.getByTestId('inv-product-cost').textContent()).toBe(formatINR(order.totals.subtotal));
    expect(await page.getByTestId('inv-doc-title').textContent()).toBe('Tax Invoice');
    expect(await page.getByTestId('inv-no').textContent()).toMatch(/^HF\/\d{2}-\d{2}\/\d{6}$/);
    expect(await page.getByTestId('inv-gstin').textContent()).toMatch(/^29[A-Z0-9]{13}$/);
    // the GST table adds up to the goods charged
    expect(await page.getByTestId('gst-total-amount').textContent()).toBe(formatINR(order.totals.subtotal - order.totals.discount));
    const invoice = (await (await api(page).get(`/api/invoice/${order.id}`)).json()) as { response: { footer: { total: number } } };
    expect(invoice.response.footer.total).toBe(order.totals.order_total);
    await screenshot(page, 'invoice-desktop');

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/invoice-print.png`, fullPage: true });
    await page.pdf({ path: `${ARTIFACTS}/invoice.pdf`, format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('collects from a store, paid with reward points', async () => {
    const p = pick(5, 2);
    await fillCart([{ p, qty: 1 }]);
    await openCheckout();
    await page.getByRole('tab', { name: 'Pickup store address' }).click();
    await page.getByText('You are not selected our branch').waitFor();
    await page.getByRole('radio', { name: /Reward points/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('alert').getByText(en('srv.pickupStoreMissing')).waitFor();

    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const stores = page.getByRole('dialog', { name: 'Select a store' });
    await stores.waitFor();
    expect(await stores.getByText('Mon,Sun 10 AM - 10 PM').count()).toBeGreaterThan(0);
    await screenshot(page, 'checkout-store-modal');
    await stores.getByRole('button', { name: /^Select: Indiranagar/ }).click();
    await stores.waitFor({ state: 'hidden' });
    await page
      .locator('.co-store--chosen')
      .getByText(/Indiranagar/)
      .first()
      .waitFor();
    expect(await page.getByTestId('co-total-points').textContent()).toBe(formatPoints(p.point));

    await confirmAndProceed();
    const txnid = await landedOnOrderComplete();
    const order = await orderFromApi(txnid);
    expect(order).toMatchObject({ payment_method: 'point', flag: 1 });
    expect(order.totals).toMatchObject({ shipping: 0, order_total: 0, total_points: p.point });

    await page.goto(`/invoice-one/${order.id}`);
    await page.getByRole('heading', { name: 'Pickup store address' }).waitFor();
    const mobile = await openShopper(browser, MOBILE);
    await mobile.context.addCookies(await shopper.context.cookies());
    await mobile.page.goto(`/invoice-one/${order.id}`);
    await mobile.page.locator('.inv-cards').waitFor();
    await mobile.page.screenshot({ path: `${ARTIFACTS}/invoice-points-mobile.png`, fullPage: true });
    await mobile.context.close();
    expect(await page.getByTestId('inv-total').textContent()).toBe(formatPoints(p.point));
    expect(await page.getByText('Discount').count()).toBe(0);
  });

  it('pays online through the test provider', async () => {
    const p = pick(18, 0);
    const subtotal = await fillCart([{ p, qty: 2 }]);
    await openCheckout();
    await page.getByRole('radio', { name: /Card or net banking/ }).check();
    await confirmAndProceed();
    await page.waitForURL(/\/api\/payments\/test-checkout/);
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    const txnid = await landedOnOrderComplete();
    const order = await orderFromApi(txnid);
    expect(order).toMatchObject({ payment_method: 'online', payment_status: 'Success', flag: 0 });
    expect(order.totals.subtotal).toBe(subtotal);
    await page.goto(`/invoice-one/${order.id}`);
    expect(await page.getByTestId('inv-total').textContent()).toBe(formatINR(order.totals.order_total));
  });

  it('a failed online payment says so and places no order', async () => {
    const p = pick(18, 1);
    await fillCart([{ p, qty: 2 }]);
    const before = await orderCount();
    await openCheckout();
    await page.getByRole('radio', { name: /Card or net banking/ }).check();
    await confirmAndProceed();
    await page.waitForURL(/\/api\/payments\/test-checkout/);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL(/\/checkout/);
    await page.getByRole('alert').getByText(en('paymentFailed')).waitFor();
    expect(await orderCount()).toBe(before);
    // the cart is still there to try again
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
    expect(shopper.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it('a coupon forces cash, hides points, and its discount reaches the order', async () => {
    const p = pick(5, 3);
    const qty = Math.ceil(COUPONS.percentage.min_amount / p.discount_price) + 1;
    const subtotal = await fillCart([{ p, qty }]);
    const promo = (await (await api(page).post('/api/promocodeCheck', { data: { code: COUPONS.percentage.code } })).json()) as {
      status: number;
      response: unknown;
    };
    expect(promo.status).toBe(1);
    // what the cart's coupon box leaves behind
    await page.evaluate((v) => localStorage.setItem('coupon', JSON.stringify(v)), promo.response);
    await openCheckout();
    expect(await page.getByRole('radio', { name: /Reward points/ }).count()).toBe(0);
    await page.getByText(`Coupon (${COUPONS.percentage.code})`).waitFor();
    const discount = Math.round((subtotal * COUPONS.percentage.discount) / 100);
    const shipping = subtotal > 100_050 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price;
    expect(await page.getByTestId('co-total').textContent()).toBe(formatINR(subtotal - discount + shipping));
    await confirmAndProceed();
    const txnid = await landedOnOrderComplete();
    expect(await page.evaluate(() => localStorage.getItem('coupon'))).toBe('null');
    const order = await orderFromApi(txnid);
    expect(order.totals).toMatchObject({ subtotal, discount, order_total: subtotal - discount + shipping });
  });

  it('a points offer chosen in the cart is previewed at checkout and its discount reaches the order (issue 20)', async () => {
    // the offers this balance qualifies for, as /offers shows them
    const offers = (await (await api(page).get('/api/offers')).json()) as {
      rewardpoint: number;
      response: {
        name: string;
        minimum_order_amount: number;
        slab_details: { id: number; point_from: number; point_to: number; discount_type: string; discount: number }[];
      }[];
    };
    const usable = offers.response.flatMap((o) =>
      o.slab_details
        .filter(
          (s) => s.discount_type === 'amount' && s.discount > 0 && offers.rewardpoint >= s.point_from && offers.rewardpoint <= s.point_to,
        )
        .map((s) => ({ ...s, name: o.name, minimum: o.minimum_order_amount })),
    );
    expect(usable.length).toBeGreaterThan(0);
    const slab = usable.sort((a, b) => b.discount - a.discount)[0]!;
    const p = pick(5, 4);
    const qty = Math.ceil(Math.max(slab.minimum, MIN_ORDER_PAISE) / p.discount_price) + 1;
    const subtotal = await fillCart([{ p, qty }]);

    await page.goto('/cart');
    const box = page.locator('.points-offer-box');
    await box.getByRole('radio', { name: new RegExp(slab.name) }).check();
    await page.getByText(`Points offer (${slab.name})`).waitFor();

    await openCheckout();
    await page.getByText(`Points offer (${slab.name})`).waitFor();
    const shipping = subtotal > 100_050 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price;
    expect(await page.getByTestId('co-total').textContent()).toBe(formatINR(subtotal - slab.discount + shipping));
    await confirmAndProceed();
    const txnid = await landedOnOrderComplete();
    const order = await orderFromApi(txnid);
    expect(order.totals).toMatchObject({ subtotal, discount: slab.discount, order_total: subtotal - slab.discount + shipping });
    await page.goto(`/order-success/${txnid}`);
    await page.getByText('Discount (points offer)').waitFor();
  });

  it("answers 404 for another customer's order and invoice", async () => {
    expect(codOrder).toBeTruthy();
    const vikram = ownCustomer('checkout', 'vikram');
    const other = await browser.newContext({ baseURL: baseURL() });
    // a guest is sent to log in first
    const guest = await api(other).get('/checkout', { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    expect(guest.headers().location).toBe('/login?next=%2Fcheckout');
    const login = await api(other).post('/api/login', { data: { phone: vikram.phone, password: vikram.password } });
    expect(((await login.json()) as { status: number }).status).toBe(1);
    const detail = await api(other).get(`/order-success/${codOrder!.txnid}`, { maxRedirects: 0 });
    expect(detail.status()).toBe(404);
    expect(await detail.text()).toContain('Order not found');
    expect((await api(other).get(`/invoice-one/${codOrder!.id}`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await api(other).get(`/api/invoice/${codOrder!.id}`)).status()).toBe(404);
    // the owner still sees it
    expect((await api(page).get(`/invoice-one/${codOrder!.id}`)).status()).toBe(200);
    await other.close();
  });
});
