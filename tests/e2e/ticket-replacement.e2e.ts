/**
 * Issue 32, a ticket resolved with a replacement (docs/problem-tickets.md "Replacement"), in a real
 * browser at 390 px: a new shopper's pickup order is collected and she reports one line missing;
 * the Indiranagar clerk opens /staff/tickets on a phone and resolves it with a replacement, which
 * makes a free order at the same store; the shopper's ticket links the new order, whose page says
 * what it replaces and that there is nothing to pay. Screenshots go to
 * artifacts/e2e/ticket-replacement-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { describeViolations, runAxe } from './support/axe';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
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
// five-sixths of the way in: clear of the products the other journeys take
const [main, missing] = plain.slice(Math.floor((plain.length * 5) / 6)) as [(typeof plain)[number], (typeof plain)[number]];

let browser: Browser;
let shopper: ShopperPage;
let staff: ShopperPage;
let order: { id: number; txnid: string };
let ticketNo = '';
let replacement = '';

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  const page = shopper.page;
  await page.goto('/');
  const me = await registerThroughApi(page, 'replacement');
  await page.goto('/login');
  await loginThroughForm(page, me);
  for (const [p, qty] of [
    [main, Math.ceil(MIN_ORDER_PAISE / main.discount_price) + 1],
    [missing, 2],
  ] as const) {
    const added = (await (await api(page).post('/api/cartInsert', { data: { pid: p.id, qty, aid: 0, mode: 'add' } })).json()) as {
      status: number;
      message?: string;
    };
    expect(added.status, added.message).toBe(1);
  }
  const placed = (await (
    await api(page).post('/api/order', { data: { flag: 1, branch: 1, payment_method: 'cash', firstname: 'Asha', lastname: 'Kulkarni' } })
  ).json()) as { status: number; message?: string; response: typeof order };
  expect(placed.status, placed.message).toBe(1);
  order = placed.response;
  staff = await openShopper(browser, MOBILE);
  expect((await api(staff.page).post('/api/staff/login', { data: { mobile: clerk.mobile, password: clerk.password } })).status()).toBe(200);
  for (const [from, to] of [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Ready for pickup'],
    ['Ready for pickup', 'Completed'],
  ]) {
    let code: string | undefined;
    if (to === 'Completed') {
      await page.goto(`/order-success/${order.txnid}`);
      code = (await page.getByTestId('handover-code-digits').textContent())!.trim();
    }
    const res = await api(staff.page).post(`/api/staff/orders/${order.id}/move`, { data: { from, to, code } });
    expect(res.status(), `${from} → ${to}`).toBe(200);
  }
  // the report itself is the other journey's (problem-ticket.e2e.ts): here through the API
  const problems = (await (await api(page).get(`/api/order/${order.txnid}/problems`)).json()) as {
    response: { lines: { id: number; name: string }[] };
  };
  const line = problems.response.lines.find((l) => l.name === missing.name)!;
  const made = (await (
    await api(page).post(`/api/order/${order.txnid}/problems`, { data: { lines: [{ line_id: line.id, kind: 'missing', qty: 1 }] } })
  ).json()) as { response: { ticket_no: string } };
  ticketNo = made.response.ticket_no;
  expect(ticketNo).toMatch(/^T-\d{4}-\d{6}$/);
});
afterAll(async () => {
  for (const s of [shopper, staff]) await s?.context.close();
  await browser?.close();
});

describe('staff resolve a ticket with a replacement; the shopper sees the new order', () => {
  it('the clerk resolves with a replacement and the ticket links the free order (390 px)', async () => {
    const page = staff.page;
    await page.goto('/staff/tickets');
    const row = page.getByTestId('ticket-row').filter({ hasText: ticketNo });
    await row.waitFor();
    await row.getByTestId('ticket-open').click();
    const detail = page.getByTestId('ticket-detail');
    await detail.waitFor();
    await detail.getByRole('radio', { name: /^Replacement/ }).check();
    await detail.getByTestId('ticket-resolve').click();
    const made = detail.getByTestId('ticket-replacement-order');
    await made.waitFor();
    replacement = (await made.textContent())!.trim();
    expect(replacement).toMatch(/^HF\d{6}[0-9A-F]{10}$/);
    await detail.scrollIntoViewIfNeeded();
    await screenshot(page, 'ticket-replacement-staff-390');
    await made.click();
    await page.getByTestId('staff-order-replacement').waitFor();
    expect(await page.getByTestId('staff-order-replacement').textContent()).toContain(`Replacement for ${ticketNo}`);
    await screenshot(page, 'ticket-replacement-staff-order-390');
    expect(unexpectedErrors(staff.errors)).toEqual([]);
  });

  it("the shopper's ticket links the new order, which says what it replaces and costs nothing (390 px)", async () => {
    const page = shopper.page;
    await page.goto(`/order-success/${order.txnid}`);
    const ticket = page.getByTestId('problem-ticket');
    await ticket.waitFor();
    expect(await ticket.getAttribute('data-state')).toBe('resolved');
    const link = ticket.getByTestId('ticket-replacement');
    expect(await link.textContent()).toBe(`Replacement sent free as order ${replacement}`);
    await ticket.scrollIntoViewIfNeeded();
    expect(await wordsBrokenMidWord(page, '.problem-report')).toEqual([]);
    await screenshot(page, 'ticket-replacement-ticket-390');
    await link.click();
    await page.waitForURL(`**/order-success/${replacement}`);
    expect((await page.getByTestId('order-replacement').textContent())?.trim()).toBe(`Replacement for ticket ${ticketNo}: nothing to pay`);
    expect(await page.getByTestId('order-total').textContent()).toBe(formatINR(0));
    expect(await page.getByTestId('order-invoice').count()).toBe(0);
    expect(await page.locator('.order-line__name').allTextContents()).toEqual([missing.name]);
    expect(await wordsBrokenMidWord(page, '.order__head')).toEqual([]);
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'ticket-replacement-order-390');
    await page.goto('/my-account/problems');
    await page.getByTestId('my-tickets').getByTestId('ticket-replacement').waitFor();
    await screenshot(page, 'ticket-replacement-mine-390');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
