/**
 * Issue 29, proof at the door and the rider's cash, in a real browser (docs/delivery.md): Asha's
 * cash order goes out with Manjunath; on his 390 px phone he types a wrong code (refused, tries
 * left), then the code off Asha's order page and the cash he took, and the order is Completed. His
 * cash sheet shows it; the Indiranagar clerk confirms the sheet with ₹10 less counted and a reason,
 * and the sheet starts again from nothing. Screenshots: artifacts/e2e/rider-handover-*.png at 390
 * and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, staffLoginAt, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { placeOrderAs } from './support/place-order';
import { wordsBrokenMidWord } from './support/layout';
import { ownAddressId, ownCustomer } from './support/own-customer';

const asha = ownCustomer('rider-handover');
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
// the branch's second rider: the staff journey delivers with the first
const rider = DEMO_STAFF.find((s) => s.id === 13)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// two thirds of the way in: the packing journey takes its lines from a third in
const product = plain[Math.floor((plain.length * 2) / 3)]!;
const qty = Math.ceil(MIN_ORDER_PAISE / product.discount_price) + 1;

let browser: Browser;
let shopper: ShopperPage;
let clerkPhone: ShopperPage;
let riderPhone: ShopperPage;
let order: { id: number; txnid: string };

async function moveAs(page: Page, from: string, to: string, extra: Record<string, unknown> = {}) {
  const res = await api(page).post(`/api/staff/orders/${order.id}/move`, { data: { from, to, ...extra } });
  expect(res.status(), `${from} → ${to}`).toBe(200);
}

const axeClean = async (page: Page) => {
  const violations = await runAxe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
  order = await placeOrderAs<typeof order>(shopper.page, [{ id: product.id, qty }], {
    flag: 0,
    address_id: ownAddressId(asha),
    payment_method: 'cash',
  });
  // the clerk sends it out with Manjunath (the screens for that are the staff journey's)
  clerkPhone = await openShopper(browser, MOBILE);
  await staffLoginAt(clerkPhone.page, clerk, '/staff/handover');
  await moveAs(clerkPhone.page, 'Pending', 'Confirmed');
  await moveAs(clerkPhone.page, 'Confirmed', 'Packed');
  await moveAs(clerkPhone.page, 'Packed', 'Out for delivery', { rider_id: rider.id });
}, 120_000);
afterAll(async () => {
  for (const s of [shopper, clerkPhone, riderPhone]) await s?.context.close();
  await browser?.close();
});

describe('the rider delivers a cash order with the code and records the cash; the clerk settles', () => {
  let code = '';
  let due = '';

  it("Asha's order page shows the delivery code while the order is on its way (390 px)", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const card = page.getByTestId('handover-code');
    await card.waitFor();
    code = (await page.getByTestId('handover-code-digits').textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    expect(await card.textContent()).toContain('Delivery code');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'rider-handover-shopper-code-390');
  });

  it('the rider types a wrong code (refused), then the right one and the cash; the order is Completed (390 px)', async () => {
    riderPhone = await openShopper(browser, MOBILE);
    const page = riderPhone.page;
    await staffLoginAt(page, rider, `/staff/orders/${order.id}`);
    due = (await page.getByTestId('collect').textContent())!.replace(/^Collect ₹([\d,.]+) in cash$/, '$1');
    expect(due).toMatch(/^[\d,]+\.\d\d$/);
    await page.getByRole('button', { name: 'Mark completed', exact: true }).and(page.locator(':enabled')).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByTestId('handover-code').fill(String((Number(code) + 1) % 10_000).padStart(4, '0'));
    await dialog.getByTestId('handover-cash').fill(due.replace(/,/g, ''));
    expect(await dialog.getByTestId('handover-due').textContent()).toBe(`Due: ₹${due}`);
    await screenshot(page, 'rider-handover-complete-390');
    await axeClean(page);
    await dialog.locator('button[type=submit]').click();
    await dialog.getByRole('alert').filter({ hasText: 'That code is not right. Tries left: 4' }).waitFor();
    await screenshot(page, 'rider-handover-wrong-code-390');

    await dialog.getByTestId('handover-code').fill(code);
    await dialog.locator('button[type=submit]').click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('Nothing more to do for this order.').waitFor();
    expect(unexpectedErrors(riderPhone.errors)).toEqual([]);
  });

  it('his cash sheet shows the order and the cash to hand over, and no other rider (390 px)', async () => {
    const page = riderPhone.page;
    await page.goto('/staff/handover');
    const sheet = page.getByTestId(`sheet-${rider.id}`);
    await sheet.waitFor();
    expect(await page.locator('section.handover').count()).toBe(1);
    const row = sheet.getByTestId('sheet-row').filter({ hasText: order.txnid });
    expect(await row.textContent()).toContain(`₹${due}`);
    expect(await sheet.getByTestId('sheet-cash').textContent()).toMatch(/^Cash to hand over: ₹[\d,]+\.\d\d$/);
    // a rider confirms nothing
    expect(await sheet.getByRole('button', { name: 'Confirm cash received' }).count()).toBe(0);
    expect(await wordsBrokenMidWord(page, '.handover')).toEqual([]);
    await screenshot(page, 'rider-handover-sheet-390');
    await axeClean(page);
    expect((await api(page).get('/api/staff/handover?rider=12')).status()).toBe(404);
  });

  it('the clerk confirms the cash counted, ₹10 short with a reason; the sheet starts again (390 and 1280 px)', async () => {
    const page = clerkPhone.page;
    await page.goto('/staff/handover');
    const sheet = page.getByTestId(`sheet-${rider.id}`);
    await sheet.waitFor();
    const total = (await sheet.getByTestId('sheet-cash').textContent())!.replace(/^Cash to hand over: ₹([\d,.]+)$/, '$1');
    const counted = (Number(total.replace(/,/g, '')) - 10).toFixed(2);
    const form = sheet.getByTestId(`confirm-${rider.id}`);
    // typed before hydration, React would put the sheet's amount back and ask for no reason
    await form.getByRole('button', { name: 'Confirm cash received' }).and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Cash counted (₹)').fill(counted);
    await form.getByLabel(/^Why is it less than ₹/).fill('₹10 short, rider to pay back tomorrow');
    expect(await wordsBrokenMidWord(page, '.handover')).toEqual([]);
    await screenshot(page, 'rider-handover-confirm-390');
    await axeClean(page);
    await form.getByRole('button', { name: 'Confirm cash received' }).click();
    await sheet.getByTestId('sheet-cash').filter({ hasText: 'Cash to hand over: ₹0.00' }).waitFor();
    await sheet.locator('summary').click();
    const past = sheet.getByTestId('handover-past').first();
    expect(await past.textContent()).toContain(
      `expected ₹${total}, counted ₹${Number(counted).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(await past.textContent()).toContain('₹10 short, rider to pay back tomorrow');
    expect(await past.textContent()).not.toMatch(/\b1 deliveries/);
    await screenshot(page, 'rider-handover-settled-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'rider-handover-settled-1280');
    expect(unexpectedErrors(clerkPhone.errors)).toEqual([]);
  });
});
