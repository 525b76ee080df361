/**
 * Issue 32, report a problem after delivery, in a real browser at 390 px: a new shopper's pickup
 * order is collected; on the order page she reports one line damaged with a photo (resized in the
 * browser, kept in the local R2) and gets her ticket number at once; the Indiranagar clerk opens
 * /staff/tickets on a phone, sees the photo, acknowledges and refunds the line (a cash order: cash
 * to hand back); the shopper's order page and "My problem reports" show it resolved. Screenshots go
 * to artifacts/e2e/problem-ticket-*.png at 390 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { describeViolations, runAxe } from './support/axe';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { registerThroughApi } from './support/register';
import { wordsBrokenMidWord } from './support/layout';

const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// two-thirds of the way in: other journeys take their products nearer the start
const [main, damaged] = plain.slice(Math.floor((plain.length * 2) / 3)) as [(typeof plain)[number], (typeof plain)[number]];
const PHOTO = readFileSync('public/icons/icon-192.png');

let browser: Browser;
let shopper: ShopperPage;
let staff: ShopperPage;
let order: { id: number; txnid: string };
let ticketNo = '';

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  const page = shopper.page;
  await page.goto('/');
  const me = await registerThroughApi(page, 'problem');
  await page.goto('/login');
  await loginThroughForm(page, me);
  for (const [p, qty] of [
    [main, Math.ceil(MIN_ORDER_PAISE / main.discount_price) + 1],
    [damaged, 2],
  ] as const) {
    const added = (await (await api(page).post('/api/cartInsert', { data: { pid: p.id, qty, aid: 0, mode: 'add' } })).json()) as {
      status: number;
      message?: string;
    };
    expect(added.status, added.message).toBe(1);
  }
  const placed = (await (
    await api(page).post('/api/order', { data: { flag: 1, branch: 1, payment_method: 'cash', firstname: 'Kavya', lastname: 'Nair' } })
  ).json()) as {
    status: number;
    message?: string;
    response: typeof order;
  };
  expect(placed.status, placed.message).toBe(1);
  order = placed.response;
  // the branch walks it to collected, through the staff API
  staff = await openShopper(browser, MOBILE);
  expect((await api(staff.page).post('/api/staff/login', { data: { mobile: clerk.mobile, password: clerk.password } })).status()).toBe(200);
  for (const [from, to] of [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Ready for pickup'],
    ['Ready for pickup', 'Completed'],
  ]) {
    // collected: the counter types the pickup code the shopper's order page shows (docs/delivery.md)
    let code: string | undefined;
    if (to === 'Completed') {
      await page.goto(`/order-success/${order.txnid}`);
      code = (await page.getByTestId('handover-code-digits').textContent())!.trim();
    }
    const res = await api(staff.page).post(`/api/staff/orders/${order.id}/move`, { data: { from, to, code } });
    expect(res.status(), `${from} → ${to}`).toBe(200);
  }
});
afterAll(async () => {
  for (const s of [shopper, staff]) await s?.context.close();
  await browser?.close();
});

describe('a shopper reports a damaged line with a photo; staff refund it; she sees it resolved', () => {
  it('reports the line on the order page and gets a ticket number at once (390 px)', async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const card = page.getByTestId('problem-report');
    await card.waitFor();
    // the island wakes when it is scrolled into view (client:visible)
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('problem-open').and(page.locator(':enabled')).click();
    const line = card.getByRole('group', { name: damaged.name });
    await line.getByTestId('problem-pick').check();
    await line.getByTestId('problem-kind').selectOption('damaged');
    await line.getByTestId('problem-qty').fill('1');
    await card.getByTestId('problem-photos').setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PHOTO });
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'problem-ticket-form-390');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await card.getByTestId('problem-send').click();
    const ack = card.getByTestId('problem-ack');
    await ack.waitFor();
    ticketNo = /T-\d{4}-\d{6}/.exec((await ack.textContent()) ?? '')?.[0] ?? '';
    expect(ticketNo).not.toBe('');
    expect(await ack.textContent()).toBe(`We have your report. Your ticket number is ${ticketNo}`);
    const ticket = card.getByTestId('problem-ticket');
    expect(await ticket.getAttribute('data-state')).toBe('open');
    expect(await ticket.textContent()).toContain('1 photo');
    // her own photo, read back through the authorised route (no public URL)
    const thumb = ticket.getByRole('img', { name: `Photo 1 of ticket ${ticketNo}` });
    await thumb.scrollIntoViewIfNeeded();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toBe(`/api/problems/${ticketNo}/photos/1`);
    expect(await wordsBrokenMidWord(page, '.problem-report')).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'problem-ticket-sent-390');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it('the clerk sees the ticket and its photo, acknowledges and refunds the line (390 px)', async () => {
    const page = staff.page;
    await page.goto('/staff/tickets');
    const row = page.getByTestId('ticket-row').filter({ hasText: ticketNo });
    await row.waitFor();
    expect(await row.textContent()).toContain('Acknowledge by');
    await screenshot(page, 'problem-ticket-staff-list-390');
    await row.getByTestId('ticket-open').click();
    const detail = page.getByTestId('ticket-detail');
    await detail.waitFor();
    const photo = detail.getByTestId('ticket-photo');
    await photo.waitFor();
    // the photo loaded through the authorised route, resized by the browser to JPEG
    expect(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    await detail.getByTestId('ticket-ack').click();
    await detail
      .getByTestId('ticket-note')
      .filter({ hasText: `Ticket ${ticketNo} acknowledged` })
      .waitFor();
    // the ticket as it now stands: acknowledged, the button gone
    await detail.getByText('Acknowledged', { exact: true }).waitFor();
    await detail.getByTestId('ticket-ack').waitFor({ state: 'detached' });
    await detail.getByRole('radio', { name: /^Refund/ }).check();
    await detail.scrollIntoViewIfNeeded();
    await screenshot(page, 'problem-ticket-staff-detail-390');
    await detail.getByTestId('ticket-resolve').click();
    await detail.getByTestId('ticket-resolution').waitFor();
    expect(await detail.getByTestId('ticket-resolution').textContent()).toContain(`Refunded ${formatINR(damaged.discount_price)} in cash`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'problem-ticket-staff-detail-1280');
    expect(unexpectedErrors(staff.errors)).toEqual([]);
  });

  it("the shopper's order page and My problem reports show it resolved (390 and 1280 px)", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const ticket = page.getByTestId('problem-ticket');
    await ticket.waitFor();
    expect(await ticket.getAttribute('data-state')).toBe('resolved');
    expect(await page.getByTestId('ticket-outcome').textContent()).toBe(
      `Refund of ${formatINR(damaged.discount_price)} in cash from the store`,
    );
    await ticket.scrollIntoViewIfNeeded();
    await screenshot(page, 'problem-ticket-resolved-390');
    await page.goto('/my-account/problems');
    await page.getByTestId('my-tickets').getByText(`Ticket ${ticketNo}`).waitFor();
    expect(await wordsBrokenMidWord(page, '[data-testid="my-tickets"]')).toEqual([]);
    await screenshot(page, 'problem-ticket-mine-390');
    await page.setViewportSize(DESKTOP);
    await page.goto(`/order-success/${order.txnid}`);
    await page.getByTestId('problem-ticket').scrollIntoViewIfNeeded();
    await screenshot(page, 'problem-ticket-resolved-1280');
    await page.goto('/contactus#grievance');
    await page.getByTestId('grievance-officer').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('grievance-officer').textContent()).toContain('within 48 hours');
    await screenshot(page, 'problem-ticket-grievance-1280');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
