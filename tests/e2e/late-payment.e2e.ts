/**
 * Issue 26 item 10 in the browser: a payment for a checkout the shopper already replaced can no
 * longer become an order. My orders says what happened and when the money comes back (in English
 * and Kannada), never "This account no longer exists", and the manager's Failed payments page keeps
 * the true reason. Screenshots at 390 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY, DEMO_STAFF, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { REFUND_REASON } from '../../src/lib/domain/checkout/payment-intent';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { said } from '../../src/lib/domain/i18n/said';
import { baseURL, DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { wordsBrokenMidWord } from './support/layout';
import { loginThroughForm } from './support/login';
import { registerThroughApi } from './support/register';
import { api } from './support/api';
import { en } from '../support/en';

// a plain product from the end of the list (other files take theirs from the front and the middle)
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 &&
    p.out_of_stock === 0 &&
    p.stock >= 40 &&
    p.pmin_count <= 1 &&
    p.pmax_count === 0 &&
    p.discount_price >= 10000,
);
const product = plain[plain.length - 3]!;

let browser: Browser;
let shopper: ShopperPage;

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  const me = await registerThroughApi(shopper.page, 'latepay');
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, me);
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

describe('a payment for a replaced checkout', () => {
  it('My orders says it was replaced and when the money comes back; the manager sees the true reason', async () => {
    const { page } = shopper;
    const call = async (path: string, data?: unknown) =>
      (await (data === undefined ? api(page).get(path) : api(page).post(path, { data }))).json() as Promise<any>;
    expect(
      (
        await call('/api/addressAdd', {
          firstname: 'Latha',
          lastname: 'Rao',
          mobile: '9845012345',
          email: 'latha.rao@gmail.com',
          address: '9, 1st Cross, Jayanagar',
          city: CITY.id,
          pincode: SERVICEABLE_PINCODE.code,
        })
      ).status,
    ).toBe(1);
    const address = (await call('/api/addressList')).response[0].id as number;
    const pid = (await call(`/api/product/${product.slug}`)).response.id as number;
    expect((await call('/api/cartInsert', { pid, qty: 3, aid: 0, mode: 'add' })).status).toBe(1);

    // Pay pressed, paid at the provider... and Pay pressed again in another tab before it came back
    const first = (await call('/api/payments/create', { flag: 0, address_id: address })).response.order_id as string;
    const paid = (await call('/api/payments/test-complete', { order_id: first, outcome: 'success' })).response;
    expect((await call('/api/payments/create', { flag: 0, address_id: address })).status).toBe(1);
    const refused = await call('/api/payments/verify', paid);
    expect(refused.message).toBe(en('srv.paymentReplaced'));

    await page.goto('/my-account/customer-order');
    const section = page.locator('section[aria-labelledby="failed-pay-title"]');
    await section.getByText(en('srv.paymentReplaced')).waitFor();
    expect(await section.innerText()).not.toContain('no longer exists');
    await section.scrollIntoViewIfNeeded();
    // on a phone each payment is one block: the sentence has the card's width, nothing to scroll sideways
    const wrap = section.locator('.table-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const sentence = (await section.locator('td.cell-sentence').first().boundingBox())!;
    expect(sentence.width).toBeGreaterThan(250);
    expect(await wordsBrokenMidWord(page, 'section[aria-labelledby="failed-pay-title"]')).toEqual([]);
    await screenshot(page, 'late-payment-my-orders-390');
    await page.setViewportSize(DESKTOP);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'late-payment-my-orders-1280');

    await page.goto('/kn/my-account/customer-order');
    await section.getByText(sayIn('kn', said('srv.paymentReplaced'))).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'late-payment-my-orders-kn-1280');
    await page.setViewportSize(MOBILE);
    expect(shopper.errors).toEqual([]);

    // the manager's Failed payments page: refund due, with the true reason
    const staff = await browser.newContext({ viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata', baseURL: baseURL() });
    const desk = await staff.newPage();
    await desk.goto('/staff/login');
    const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
    await desk.getByLabel('Mobile number', { exact: true }).fill(manager.mobile);
    await desk.getByLabel('Password', { exact: true }).fill(manager.password);
    const login = desk.getByRole('button', { name: 'Log in', exact: true });
    await login.and(desk.locator(':enabled')).waitFor();
    await Promise.all([desk.waitForURL((u) => !u.pathname.startsWith('/staff/login')), login.click()]);
    await desk.goto('/staff/payments');
    const card = desk.locator('.ocard').filter({ hasText: first });
    await card.getByText('Paid, no order: refund due').waitFor();
    await card.getByText(`Reason: ${REFUND_REASON.replaced}`).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(desk, 'late-payment-staff-payments-1280');
    await staff.close();
  });
});
