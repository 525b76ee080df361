/**
 * Issue 29's must-show journey in one file (docs/packing.md): Asha orders four lines for home
 * delivery, cash on delivery — one packed as ordered, one short, one loose item weighed light, one
 * "Replace with similar". The Indiranagar clerk on a 390 px phone picks a dearer substitute, Asha
 * accepts it on her order page (the SMS link's page), the clerk packs two more lines, saves for
 * later, comes back to the marks after a reload, marks the last one and finishes; the
 * slot's pick list reads on the phone. Manjunath delivers with the code off Asha's page and records
 * the cash; the clerk at the counter (1280 px) confirms his sheet. Asha's order page, the invoice and
 * the packing credit note then show the final amounts, each worked out here from the seed prices.
 * Screenshots: artifacts/e2e/packed-day-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, SHIPPING } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { api } from './support/api';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { pastTheSides, wordsBrokenMidWord } from './support/layout';
import { loginThroughForm, staffLoginAt, unexpectedErrors } from './support/login';
import { placeOrderAs } from './support/place-order';
import { ownAddressId, ownCustomer } from './support/own-customer';

const asha = ownCustomer('packed-day');
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const rider = DEMO_STAFF.find((s) => s.id === 13)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// five sixths of the way in: the other packing journeys take theirs from a third and two thirds in
const pool = [...plain.slice(Math.floor((plain.length * 5) / 6)), ...plain];
const counted = (p: (typeof plain)[number]) => !['g', 'kg'].includes(p.net_unit);
const orig = pool.find(
  (p) => counted(p) && pool.some((q) => q.subcategory_id === p.subcategory_id && q.discount_price > p.discount_price),
)!;
const dear = pool
  .filter((q) => q.subcategory_id === orig.subcategory_id && q.discount_price > orig.discount_price)
  .sort((a, b) => a.discount_price - b.discount_price)[0]!;
const taken = new Set([orig.id, dear.id]);
const whole = pool.find((p) => counted(p) && !taken.has(p.id) && p.subcategory_id !== orig.subcategory_id)!;
taken.add(whole.id);
// the short line takes off more than the dearer substitute adds, so the total falls and a credit note is issued
const short = pool.find(
  (p) => counted(p) && !taken.has(p.id) && p.subcategory_id !== orig.subcategory_id && p.discount_price > dear.discount_price,
)!;
taken.add(short.id);
const loose = pool.find((p) => !counted(p) && p.net_quantity > 0 && !taken.has(p.id) && p.subcategory_id !== orig.subcategory_id)!;
const looseGrams = loose.net_quantity * (loose.net_unit === 'kg' ? 1000 : 1);
const escape = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// the money, from the seed prices (docs/packing.md): what was ordered, and what went in the bag
const Q = { whole: 2, short: 3, shortPacked: 1, loose: 2, orig: 1 };
const goodsOrdered =
  Q.whole * whole.discount_price + Q.short * short.discount_price + Q.loose * loose.discount_price + Q.orig * orig.discount_price;
const shipping = Math.round(goodsOrdered / 100) > 1000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price;
const placedTotal = goodsOrdered + shipping;
const weighedGrams = Math.round(looseGrams * Q.loose * 0.95);
// a lighter bag is charged per gram of the line's price
const looseCharged = Math.round(Q.loose * loose.discount_price * (weighedGrams / (looseGrams * Q.loose)));
const goodsPacked = Q.whole * whole.discount_price + Q.shortPacked * short.discount_price + looseCharged + Q.orig * dear.discount_price;
const finalTotal = goodsPacked + shipping;
const reduction = placedTotal - finalTotal;

let browser: Browser;
let shopper: ShopperPage;
let clerkPhone: ShopperPage;
let riderPhone: ShopperPage;
let counter: ShopperPage;
let order: { id: number; txnid: string; invoice_no: string };

beforeAll(async () => {
  expect(reduction).toBeGreaterThan(0);
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
  order = await placeOrderAs<typeof order>(
    shopper.page,
    [
      { id: whole.id, qty: Q.whole },
      { id: short.id, qty: Q.short },
      { id: loose.id, qty: Q.loose },
      { id: orig.id, qty: Q.orig },
    ],
    {
      flag: 0,
      address_id: ownAddressId(asha),
      payment_method: 'cash',
      product: [
        { id: whole.id, if_missing: 'call' },
        { id: short.id, if_missing: 'call' },
        { id: loose.id, if_missing: 'call' },
        { id: orig.id, if_missing: 'replace' },
      ],
    },
  );
}, 120_000);
afterAll(async () => {
  for (const s of [shopper, clerkPhone, riderPhone, counter]) await s?.context.close();
  await browser?.close();
});

const line = (page: Page, name: string) => page.getByTestId('packing-form').getByRole('group', { name: escape(name) });

describe('a packed day: four lines, one short, one weighed, one substituted and accepted, delivered for cash', () => {
  it('the clerk confirms on a phone and picks a dearer substitute; Finish packing waits (390 px)', async () => {
    clerkPhone = await openShopper(browser, MOBILE);
    const page = clerkPhone.page;
    await staffLoginAt(page, clerk, `/staff/orders/${order.id}`);
    expect(await page.getByTestId('staff-order-total').textContent()).toBe(formatINR(placedTotal));
    await page.getByRole('button', { name: 'Confirm order', exact: true }).and(page.locator(':enabled')).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Confirmed' }).waitFor();
    const form = page.getByTestId('packing-form');
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).waitFor();
    const sub = line(page, orig.name);
    await sub.getByRole('radio', { name: 'Substituted' }).check();
    await sub.getByTestId('substitute-choice').selectOption(`${dear.id}:0`);
    await sub.getByRole('button', { name: 'Use this item' }).click();
    await sub.getByTestId('substitute-state').filter({ hasText: 'Waiting for the shopper' }).waitFor();
    expect(await form.getByRole('button', { name: 'Finish packing' }).isDisabled()).toBe(true);
  });

  it('Asha accepts on her order page', async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const question = page.getByTestId('substitute-questions');
    await question.waitFor();
    expect(await question.textContent()).toContain(
      `${dear.name} instead of ${orig.name}, ${formatINR(dear.discount_price - orig.discount_price)} more`,
    );
    await Promise.all([page.waitForEvent('load'), question.getByRole('button', { name: 'Accept' }).click()]);
    expect(await page.getByTestId('substitute-questions').count()).toBe(0);
  });

  it('the slot pick list reads on the phone (390 px)', async () => {
    const page = clerkPhone.page;
    const view = (await (await api(shopper.page).get(`/api/order/${order.txnid}`)).json()) as {
      response: { slot: { day: string; start_min: number } | null };
    };
    const slot = view.response.slot;
    expect(slot).not.toBeNull();
    await page.goto(`/staff?slot_day=${slot!.day}&slot_start=${slot!.start_min}`);
    await Promise.all([page.waitForURL('**/staff/pick-list?**'), page.getByTestId('slot-pick-list').click()]);
    await page.getByRole('heading', { name: /^Pick list · / }).waitFor();
    expect(await page.getByTestId('pick-order').filter({ hasText: order.txnid }).count()).toBe(1);
    expect(await pastTheSides(page)).toEqual([]);
    expect(await wordsBrokenMidWord(page, 'main')).toEqual([]);
    await screenshot(page, 'packed-day-pick-list-390');
  });

  it('the clerk packs one short and one weighed, and finishes at the substitute’s price (390 px)', async () => {
    const page = clerkPhone.page;
    await page.goto(`/staff/orders/${order.id}`);
    const form = page.getByTestId('packing-form');
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).waitFor();
    await line(page, orig.name)
      .getByTestId('substitute-state')
      .filter({ hasText: `Charged ${formatINR(dear.discount_price)} each` })
      .waitFor();
    const s = line(page, short.name);
    await s.getByRole('radio', { name: 'Short' }).check();
    await s.getByLabel(/Packed \(0–/).fill(String(Q.shortPacked));
    const l = line(page, loose.name);
    await l.getByRole('radio', { name: 'Weighed' }).check();
    await l.getByLabel(/Weight in grams/).fill(String(weighedGrams));
    // saved part-way (the substitute's line counts as marked): it comes back after a reload, and Finish
    // waits for the one line nobody marked yet
    await form.getByRole('button', { name: 'Save for later' }).click();
    await form.getByTestId('packing-saved').filter({ hasText: 'Saved: 3 of 4 lines marked.' }).waitFor();
    await page.reload();
    await form.getByTestId('packing-unmarked').filter({ hasText: '1 not marked yet' }).waitFor();
    expect(
      await line(page, short.name)
        .getByLabel(/Packed \(0–/)
        .inputValue(),
    ).toBe(String(Q.shortPacked));
    expect(
      await line(page, loose.name)
        .getByLabel(/Weight in grams/)
        .inputValue(),
    ).toBe(String(weighedGrams));
    expect(await form.getByRole('button', { name: 'Finish packing' }).isDisabled()).toBe(true);
    await line(page, whole.name).getByRole('radio', { name: 'Picked' }).check();
    await form.getByRole('button', { name: 'Finish packing' }).and(page.locator(':enabled')).waitFor();
    await s.scrollIntoViewIfNeeded();
    expect(await wordsBrokenMidWord(page, '.packing')).toEqual([]);
    expect(await pastTheSides(page)).toEqual([]);
    await screenshot(page, 'packed-day-packing-390');
    await form.getByRole('button', { name: 'Finish packing' }).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Packed' }).waitFor();
    expect(await page.getByTestId('staff-order-total').textContent()).toBe(formatINR(finalTotal));
    expect(await page.getByTestId('packing-change').textContent()).toBe(
      `Changed at packing: was ${formatINR(placedTotal)}, now ${formatINR(finalTotal)}`,
    );
    expect(await page.getByTestId('collect').textContent()).toBe(`Collect ${formatINR(finalTotal)} in cash`);
    expect(await page.getByTestId('staff-packed-credit-note').count()).toBe(1);
    await screenshot(page, 'packed-day-packed-390');
    // out with Manjunath (the hand-over screens are the staff journey's)
    for (const [from, to, extra] of [['Packed', 'Out for delivery', { rider_id: rider.id }]] as const) {
      const res = await api(page).post(`/api/staff/orders/${order.id}/move`, { data: { from, to, ...extra } });
      expect(res.status()).toBe(200);
    }
    expect(unexpectedErrors(clerkPhone.errors)).toEqual([]);
  });

  it('the rider types the code off Asha’s page and the cash; the order is Completed (390 px)', async () => {
    await shopper.page.goto(`/order-success/${order.txnid}`);
    const code = (await shopper.page.getByTestId('handover-code-digits').textContent())!.trim();
    riderPhone = await openShopper(browser, MOBILE);
    const page = riderPhone.page;
    await staffLoginAt(page, rider, `/staff/orders/${order.id}`);
    expect(await page.getByTestId('collect').textContent()).toBe(`Collect ${formatINR(finalTotal)} in cash`);
    await page.getByRole('button', { name: 'Mark completed', exact: true }).and(page.locator(':enabled')).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByTestId('handover-code').fill(code);
    await dialog.getByTestId('handover-cash').fill((finalTotal / 100).toFixed(2));
    expect(await dialog.getByTestId('handover-due').textContent()).toBe(`Due: ${formatINR(finalTotal)}`);
    await screenshot(page, 'packed-day-rider-390');
    await dialog.locator('button[type=submit]').click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Completed' }).waitFor();
    expect(unexpectedErrors(riderPhone.errors)).toEqual([]);
  });

  it('the counter confirms the rider’s cash (1280 px)', async () => {
    counter = await openShopper(browser, DESKTOP);
    const page = counter.page;
    await staffLoginAt(page, clerk, '/staff/handover');
    const sheet = page.getByTestId(`sheet-${rider.id}`);
    await sheet.waitFor();
    expect(await sheet.getByTestId('sheet-row').filter({ hasText: order.txnid }).textContent()).toContain(formatINR(finalTotal));
    const total = (await sheet.getByTestId('sheet-cash').textContent())!.replace(/^Cash to hand over: /, '');
    const form = sheet.getByTestId(`confirm-${rider.id}`);
    await form.getByRole('button', { name: 'Confirm cash received' }).and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Cash counted (₹)').fill(total.replace(/[₹,]/g, ''));
    await form.getByRole('button', { name: 'Confirm cash received' }).click();
    await sheet.getByTestId('sheet-cash').filter({ hasText: 'Cash to hand over: ₹0.00' }).waitFor();
    await screenshot(page, 'packed-day-settled-1280');
    expect(unexpectedErrors(counter.errors)).toEqual([]);
  });

  it('Asha’s order page, the invoice and the credit note show the final amounts (390 px)', async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    await page.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    expect(await page.getByTestId('order-total').textContent()).toBe(formatINR(finalTotal));
    expect(await page.getByTestId('order-packing').textContent()).toContain(
      `Order total was ${formatINR(placedTotal)}, now ${formatINR(finalTotal)}`,
    );
    expect(await page.getByTestId('line-packed').textContent()).toBe(`Packed ${Q.shortPacked} of ${Q.short}`);
    expect(await page.getByTestId('line-substitute').textContent()).toBe(
      `Replaced by ${dear.name} × ${Q.orig} · ${formatINR(dear.discount_price)}`,
    );

    await page.goto(`/invoice-one/${order.id}`);
    expect(await page.getByTestId('inv-total').textContent()).toBe(formatINR(finalTotal));
    expect(await page.getByTestId('inv-product-cost').textContent()).toBe(formatINR(goodsPacked));

    await page.goto(`/order-success/${order.txnid}`);
    await Promise.all([page.waitForURL(`**/credit-note/${order.id}?note=packed`), page.getByTestId('order-packed-credit-note').click()]);
    expect(await page.getByTestId('cn-invoice-no').textContent()).toBe(order.invoice_no);
    expect(await page.getByTestId('cn-value').textContent()).toBe(formatINR(reduction));
    expect(await page.getByTestId('cn-was-now').textContent()).toBe(
      `Order total was ${formatINR(placedTotal)}, now ${formatINR(finalTotal)}`,
    );
    // the reduction's tax per rate adds up to the note's value (no total row on a bill of supply)
    if (await page.getByTestId('gst-total-amount').count())
      expect(await page.getByTestId('gst-total-amount').textContent()).toBe(formatINR(reduction));
    expect(await pastTheSides(page)).toEqual([]);
    expect(await wordsBrokenMidWord(page, '.credit-note')).toEqual([]);
    await page.locator('.inv-gst').scrollIntoViewIfNeeded();
    await screenshot(page, 'packed-day-credit-note-390');
    await page.screenshot({ path: 'artifacts/e2e/packed-day-credit-note-390-full.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    // on paper: A4 (794 px at 96 dpi), no site header or language bar
    expect(await page.locator('.lang-bar').isVisible()).toBe(false);
    await page.screenshot({ path: 'artifacts/e2e/packed-day-credit-note-print.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(MOBILE);
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
