/**
 * Issue 29, a cancelled order's GST documents, in a real browser: Asha orders for pickup, cancels it
 * on her order page, and its invoice now says "Cancelled — see credit note CN/…"; the link opens the
 * credit note, which names the invoice. Kannada and Hindi copies read in their language; the branch
 * clerk opens the store's copy. Screenshots at 390 and 1280 px go to artifacts/e2e/credit-note-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, staffLoginAt, unexpectedErrors } from './support/login';
import { placeOrderAs } from './support/place-order';
import { ownCustomer } from './support/own-customer';

const asha = ownCustomer('credit-note');
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
// a plain product from the middle of the list: staff, checkout and journey take theirs from the ends
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
const product = plain[Math.floor(plain.length / 2)]!;

let browser: Browser;
let shopper: ShopperPage;
let order: { id: number; txnid: string; invoice_no: string };

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
  const qty = Math.ceil(MIN_ORDER_PAISE / product.discount_price) + 1;
  order = await placeOrderAs<typeof order>(shopper.page, [{ id: product.id, qty }], { flag: 1, branch: 1, payment_method: 'cash' });
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

describe('a cancelled order: its invoice is marked and its credit note opens', () => {
  it('Asha cancels; the invoice says cancelled and links to the credit note (390 px)', async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    // before the cancel: an invoice, no credit note
    expect(await page.getByTestId('order-credit-note').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel order' }).and(page.locator(':enabled')).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.txnid}?` });
    await dialog.getByLabel('Ordered by mistake').check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Cancelled' }).waitFor();
    await page.getByTestId('order-credit-note').waitFor();

    await page.getByTestId('order-invoice').click();
    await page.waitForURL(`**/invoice-one/${order.id}`);
    const mark = page.getByTestId('inv-cancelled');
    const text = (await mark.textContent()) ?? '';
    expect(text).toMatch(/Cancelled\s*Cancelled — see credit note CN\/\d{2}-\d{2}\/\d{6}/);
    expect(await page.getByTestId('inv-no').textContent()).toBe(order.invoice_no);
    await screenshot(page, 'credit-note-invoice-cancelled-390');

    await page.getByTestId('inv-credit-note').click();
    await page.waitForURL(`**/credit-note/${order.id}`);
    const creditNo = (await page.getByTestId('cn-no').textContent()) ?? '';
    expect(text).toContain(creditNo);
    expect(await page.getByTestId('cn-invoice-no').textContent()).toBe(order.invoice_no);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Credit Note');
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(1);
    await screenshot(page, 'credit-note-390');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it('the same two pages at 1280 px, and the credit note in Kannada and Hindi', async () => {
    const page = shopper.page;
    await page.setViewportSize(DESKTOP);
    await page.goto(`/invoice-one/${order.id}`);
    await page.getByTestId('inv-cancelled').waitFor();
    await screenshot(page, 'credit-note-invoice-cancelled-1280');
    await page.goto(`/credit-note/${order.id}`);
    await page.getByTestId('credit-note').waitFor();
    await screenshot(page, 'credit-note-1280');
    await page.goto(`/kn/invoice-one/${order.id}`);
    expect(await page.getByTestId('inv-cancelled').textContent()).toContain('ಕ್ರೆಡಿಟ್ ನೋಟ್');
    await page.goto(`/kn/credit-note/${order.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ಕ್ರೆಡಿಟ್ ನೋಟ್ (Credit Note)');
    await page.goto(`/hi/credit-note/${order.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('क्रेडिट नोट (Credit Note)');
  });

  it('the branch clerk opens the store copy from the order; without a shopper session the page asks to log in', async () => {
    const counter = await openShopper(browser, DESKTOP);
    try {
      const page = counter.page;
      await staffLoginAt(page, clerk, `/staff/orders/${order.id}`);
      await page.getByTestId('staff-credit-note').click();
      await page.waitForURL(`**/staff/orders/${order.id}/credit-note`);
      expect(await page.getByTestId('cn-invoice-no').textContent()).toBe(order.invoice_no);
      await screenshot(page, 'credit-note-staff-1280');
      // the clerk's browser has no shopper session: the shopper's page sends them to log in
      const res = await page.goto(`/credit-note/${order.id}`);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(res?.status()).toBe(200);
    } finally {
      await counter.context.close();
    }
  });
});
