/**
 * Issue 29, packing in a real browser: Asha orders two lines for pickup (one counted, one sold by
 * weight); the Indiranagar clerk, on a 390 px phone, confirms it, marks the counted line short and
 * weighs the loose one light, and finishes packing. The order screen shows Packed, the lines as
 * packed and the total it went down by; Asha's order page shows what changed at packing. Screenshots
 * go to artifacts/e2e/packing-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, staffLoginAt, unexpectedErrors } from './support/login';
import { placeOrderAs } from './support/place-order';
import { wordsBrokenMidWord } from './support/layout';
import { ownCustomer } from './support/own-customer';

const asha = ownCustomer('packing');
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// a third of the way in: the staff, checkout, journey and credit-note journeys take theirs elsewhere
const from = Math.floor(plain.length / 3);
const counted = plain.slice(from).find((p) => !['g', 'kg'].includes(p.net_unit))!;
const loose = plain.slice(from).find((p) => ['g', 'kg'].includes(p.net_unit) && p.net_quantity > 0)!;
const looseGrams = loose.net_quantity * (loose.net_unit === 'kg' ? 1000 : 1);

let browser: Browser;
let shopper: ShopperPage;
let phone: ShopperPage;
let order: { id: number; txnid: string };
const countedQty = Math.ceil(MIN_ORDER_PAISE / counted.discount_price) + 2;

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
  order = await placeOrderAs<typeof order>(
    shopper.page,
    [
      { id: counted.id, qty: countedQty },
      { id: loose.id, qty: 2 },
    ],
    { flag: 1, branch: 1, payment_method: 'cash' },
  );
});
afterAll(async () => {
  for (const s of [shopper, phone]) await s?.context.close();
  await browser?.close();
});

describe('a clerk packs one line short and one weighed, on a phone', () => {
  it('confirms, marks the lines and finishes packing; the screen shows the order as packed (390 px)', async () => {
    phone = await openShopper(browser, MOBILE);
    const page = phone.page;
    await staffLoginAt(page, clerk, `/staff/orders/${order.id}`);
    const before = (await page.getByTestId('staff-order-total').textContent()) ?? '';

    await page.getByRole('button', { name: 'Confirm order', exact: true }).and(page.locator(':enabled')).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Confirmed' }).waitFor();
    const form = page.getByTestId('packing-form');
    await form.waitFor();
    // the sheet is live once its island is (Finish packing enables on mount): a radio checked before is reset
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).waitFor();

    const short = form.getByRole('group', { name: new RegExp(counted.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await short.getByRole('radio', { name: 'Short' }).check();
    await short.getByLabel(/Packed \(0–/).fill(String(countedQty - 1));
    const weighed = form.getByRole('group', { name: new RegExp(loose.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await weighed.getByRole('radio', { name: 'Weighed' }).check();
    await weighed.getByLabel(/Weight in grams/).fill(String(Math.round(looseGrams * 2 * 0.95)));
    await screenshot(page, 'packing-sheet-390');
    expect(await wordsBrokenMidWord(page, '.packing')).toEqual([]);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await form.getByRole('button', { name: 'Finish packing' }).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Packed' }).waitFor();
    expect(await page.getByTestId('line-short').textContent()).toBe(`Packed ${countedQty - 1} of ${countedQty}`);
    expect(await page.getByTestId('line-weighed').textContent()).toBe(`Weighed ${Math.round(looseGrams * 2 * 0.95)} g`);
    expect(await page.getByTestId('packing-change').textContent()).toContain(`was ${before}`);
    expect(await page.getByTestId('staff-order-total').textContent()).not.toBe(before);
    await screenshot(page, 'packing-packed-390');
    expect(unexpectedErrors(phone.errors)).toEqual([]);
  });

  it("Asha's order page shows what changed at packing", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    await page.getByTestId('order-packing').waitFor();
    expect(await page.getByTestId('line-packed').textContent()).toBe(`Packed ${countedQty - 1} of ${countedQty}`);
    expect(await page.getByTestId('order-packing').textContent()).toMatch(/Order total was ₹[\d,.]+, now ₹[\d,.]+/);
    await page.getByTestId('line-packed').scrollIntoViewIfNeeded();
    await screenshot(page, 'packing-shopper-lines-390');
    await page.getByTestId('order-packing').scrollIntoViewIfNeeded();
    await screenshot(page, 'packing-shopper-390');
  });
});
