/**
 * Issue 29, a substitute in a real browser: Asha orders a line with "Replace with similar" (and a
 * second line to reach the minimum) for pickup. The Indiranagar clerk, on a 390 px phone, confirms
 * it and picks a dearer product from the same shelf; Finish packing waits. Asha, on her phone,
 * accepts on her order page; the clerk checks the answer and finishes packing; both screens show
 * the substitute and the new total. Screenshots go to artifacts/e2e/substitute-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { describeViolations, runAxe } from './support/axe';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, staffLoginAt, unexpectedErrors } from './support/login';
import { placeOrderAs } from './support/place-order';
import { wordsBrokenMidWord } from './support/layout';
import { ownCustomer } from './support/own-customer';

const asha = ownCustomer('packing-substitutes');
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// the last third of the list: the packing, staff and checkout journeys take theirs earlier
const tail = plain.slice(Math.floor((plain.length * 2) / 3));
const orig = tail.find((p) => tail.some((q) => q.subcategory_id === p.subcategory_id && q.discount_price > p.discount_price))!;
const dear = tail
  .filter((q) => q.subcategory_id === orig.subcategory_id && q.discount_price > orig.discount_price)
  .sort((a, b) => a.discount_price - b.discount_price)[0]!;
const filler = tail.find((p) => p.subcategory_id !== orig.subcategory_id && p.discount_price >= 2000)!;
const fillerQty = Math.ceil(MIN_ORDER_PAISE / filler.discount_price) + 1;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
let shopper: ShopperPage;
let phone: ShopperPage;
let order: { id: number; txnid: string };

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
  order = await placeOrderAs<typeof order>(
    shopper.page,
    [
      { id: orig.id, qty: 1 },
      { id: filler.id, qty: fillerQty },
    ],
    {
      flag: 1,
      branch: 1,
      payment_method: 'cash',
      product: [
        { id: orig.id, if_missing: 'replace' },
        { id: filler.id, if_missing: 'call' },
      ],
    },
  );
});
afterAll(async () => {
  for (const s of [shopper, phone]) await s?.context.close();
  await browser?.close();
});

describe('a dearer substitute, accepted by the shopper', () => {
  it('the clerk picks a similar item on a phone; Finish packing waits for the shopper (390 px)', async () => {
    phone = await openShopper(browser, MOBILE);
    const page = phone.page;
    await staffLoginAt(page, clerk, `/staff/orders/${order.id}`);

    await page.getByRole('button', { name: 'Confirm order', exact: true }).and(page.locator(':enabled')).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Confirmed' }).waitFor();
    const form = page.getByTestId('packing-form');
    await form.waitFor();
    const line = form.getByRole('group', { name: new RegExp(escape(orig.name)) });
    // the sheet is live once its island is (Finish packing enables on mount)
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).waitFor();
    await line.getByRole('radio', { name: 'Substituted' }).check();
    await line.getByTestId('substitute-choice').selectOption(`${dear.id}:0`);
    await line.getByRole('button', { name: 'Use this item' }).click();
    await line.getByTestId('substitute-state').filter({ hasText: 'Waiting for the shopper' }).waitFor();
    expect(await form.getByRole('button', { name: 'Finish packing' }).isDisabled()).toBe(true);
    await page.getByTestId('packing-waiting').scrollIntoViewIfNeeded();
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'substitute-waiting-390');
    expect(await wordsBrokenMidWord(page, '.packing')).toEqual([]);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("Asha accepts on her order page (the SMS link's page)", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const question = page.getByTestId('substitute-questions');
    await question.waitFor();
    expect(await question.textContent()).toContain(
      `${dear.name} instead of ${orig.name}, ${formatINR(dear.discount_price - orig.discount_price)} more`,
    );
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, 'substitute-question-390');
    await Promise.all([page.waitForEvent('load'), question.getByRole('button', { name: 'Accept' }).click()]);
    expect(await page.getByTestId('substitute-questions').count()).toBe(0);
  });

  it('the clerk sees the answer, finishes packing; the order is Packed at the substitute’s price', async () => {
    const page = phone.page;
    const before = (await page.getByTestId('staff-order-total').textContent()) ?? '';
    const form = page.getByTestId('packing-form');
    const line = form.getByRole('group', { name: new RegExp(escape(orig.name)) });
    await line.getByRole('button', { name: 'Check the answer' }).click();
    await line
      .getByTestId('substitute-state')
      .filter({ hasText: `Charged ${formatINR(dear.discount_price)} each` })
      .waitFor();
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Packed' }).waitFor();
    expect(await page.getByTestId('line-substitute').textContent()).toBe(
      `Substituted: ${dear.name} × 1 at ${formatINR(dear.discount_price)}`,
    );
    expect(await page.getByTestId('staff-order-total').textContent()).not.toBe(before);
    await page.getByTestId('line-substitute').scrollIntoViewIfNeeded();
    await screenshot(page, 'substitute-packed-390');
    expect(unexpectedErrors(phone.errors)).toEqual([]);
  });

  it("Asha's order page shows the substitute line and the new total", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const sub = page.getByTestId('line-substitute');
    await sub.waitFor();
    expect(await sub.textContent()).toBe(`Replaced by ${dear.name} × 1 · ${formatINR(dear.discount_price)}`);
    expect(await page.getByTestId('order-total').textContent()).toBe(await phone.page.getByTestId('staff-order-total').textContent());
    expect(await page.getByTestId('order-packing').textContent()).toMatch(/Order total was ₹[\d,.]+, now ₹[\d,.]+/);
    await sub.scrollIntoViewIfNeeded();
    await screenshot(page, 'substitute-shopper-390');
    // the invoice shows what was supplied: the substitute, at the price charged
    await page.goto(`/invoice-one/${order.id}`);
    const row = page.locator('.inv-card__sub');
    await row.waitFor();
    expect(await row.textContent()).toBe(`Replaced by ${dear.name} × 1`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'substitute-invoice-390');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
