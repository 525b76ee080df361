/**
 * Issue 32, order updates on WhatsApp (docs/whatsapp.md), in a real browser at 390 px: a new
 * shopper ticks "Send order updates on WhatsApp" at checkout and places a pickup order; the branch
 * confirms it and the development WhatsApp outbox holds the confirmation template with her order
 * number. Her account page then shows "SMS and WhatsApp" chosen with the opt-in's date, and choosing
 * "SMS only" there withdraws it. Screenshots: artifacts/e2e/whatsapp-*-390.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, toast, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { registerThroughApi } from './support/register';

const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// a product of its own: other journeys take theirs at the start and two-thirds of the way in
const product = plain[Math.floor(plain.length / 2) + 3]!;

interface OutboxMessage {
  template: string;
  lang: string;
  params: string[];
  body: string;
}

let browser: Browser;
let shopper: ShopperPage;
let staff: ShopperPage;
let me: { phone: string; password: string };
let txnid = '';

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  const page = shopper.page;
  page.setDefaultNavigationTimeout(60_000);
  await page.goto('/');
  me = await registerThroughApi(page, 'whatsapp');
  await page.goto('/login');
  await loginThroughForm(page, me);
  const qty = Math.ceil(MIN_ORDER_PAISE / product.discount_price) + 1;
  const added = (await (await api(page).post('/api/cartInsert', { data: { pid: product.id, qty, aid: 0, mode: 'add' } })).json()) as {
    status: number;
    message?: string;
  };
  expect(added.status, added.message).toBe(1);
  staff = await openShopper(browser, MOBILE);
  expect((await api(staff.page).post('/api/staff/login', { data: { mobile: clerk.mobile, password: clerk.password } })).status()).toBe(200);
});
afterAll(async () => {
  for (const s of [shopper, staff]) await s?.context.close();
  await browser?.close();
});

describe('order updates on WhatsApp', () => {
  it('she ticks the WhatsApp box at checkout, orders, and the confirmation goes to WhatsApp (390 px)', async () => {
    const page = shopper.page;
    await page.goto('/checkout');
    await page.waitForSelector('.co-place:not([disabled])');
    await page.getByRole('tab', { name: 'Pickup store address' }).click();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const stores = page.getByRole('dialog', { name: 'Select a store' });
    await stores.getByRole('button', { name: /^Select: Indiranagar/ }).click();
    await stores.waitFor({ state: 'hidden' });
    const first = page.getByLabel('First name');
    if (await first.isVisible()) {
      await first.fill('Meera');
      await page.getByLabel('Last name').fill('Rao');
    }

    const box = page.getByRole('checkbox', { name: 'Send order updates on WhatsApp' });
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByText(`To ${me.phone}, besides SMS. You can stop them in My account.`).isVisible()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/order-updates') && r.request().method() === 'POST');
    await box.check();
    expect((await (await saved).json()) as { response: { channel: string } }).toMatchObject({
      status: 1,
      response: { channel: 'both', whatsapp_opted_in: true },
    });
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-checkout-390');

    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm' });
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
    txnid = new URL(page.url()).searchParams.get('order') ?? '';
    expect(txnid).toMatch(/^HF/);

    // the branch confirms it, through the staff API
    const order = (await (await api(page).get(`/api/order/${txnid}`)).json()) as { response: { id: number } };
    const moved = await api(staff.page).post(`/api/staff/orders/${order.response.id}/move`, { data: { from: 'Pending', to: 'Confirmed' } });
    expect(moved.status()).toBe(200);

    const outbox = (await (await api(page).get(`/api/dev/whatsapp-outbox?phone=${me.phone}`)).json()) as { response: OutboxMessage[] };
    expect(outbox.response).toHaveLength(1);
    const [sent] = outbox.response as [OutboxMessage];
    expect(sent.template).toMatch(/^order_confirmed(_slot)?$/);
    expect(sent).toMatchObject({ lang: 'en', params: expect.arrayContaining([txnid]) });
    expect(sent.body).toContain(`Your Haat Fresh order ${txnid} is confirmed`);
    // 'both': the SMS went too
    const sms = (await (await api(page).get(`/api/dev/outbox?phone=${me.phone}`)).json()) as { response: { body: string }[] };
    expect(sms.response[0]?.body).toContain(`Your Haat Fresh order ${txnid} is confirmed`);
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it('the account page shows the choice and its date; "SMS only" withdraws it (390 px)', async () => {
    const page = shopper.page;
    await page.goto('/my-account/customer-account-details');
    const panel = page.getByRole('region', { name: 'Order updates' });
    await panel.scrollIntoViewIfNeeded();
    const both = panel.getByRole('radio', { name: 'SMS and WhatsApp' });
    await both.and(page.locator(':enabled')).waitFor();
    expect(await both.isChecked()).toBe(true);
    expect(await panel.getByText(/^WhatsApp updates on since /).isVisible()).toBe(true);
    expect(await panel.getByText(`at ${me.phone}`, { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'whatsapp-account-390');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await panel.getByRole('radio', { name: 'SMS only' }).check();
    await panel.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Order updates will come by SMS').waitFor();
    expect(await panel.getByText(/^WhatsApp updates on since /).count()).toBe(0);
    await screenshot(page, 'whatsapp-account-sms-390');
    const state = (await (await api(page).get('/api/account/order-updates')).json()) as { response: Record<string, unknown> };
    expect(state.response).toMatchObject({ channel: 'sms', whatsapp_opted_in: false });
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
