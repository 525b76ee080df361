/**
 * The manager's dashboard in a browser (issue 30): Asha orders twice (home delivery and pickup, cash)
 * and cancels a third; the manager moves the first two to Completed (a rider, the counter); then the
 * seeded manager opens /staff/dashboard for today at 390 and 1280 px: the tiles, both SVG charts
 * with their numbers, the cash per rider and the cancellation's reason are there, nothing spills
 * sideways on the phone, axe finds nothing. A clerk asking for another branch and a ten-year range
 * get their refusal on the page. Screenshots: artifacts/e2e (the viewport) and artifacts/e2e/dashboard
 * (the full page).
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { ARTIFACTS, DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { unexpectedErrors } from './support/login';
import { indiaDay } from '../../src/lib/domain/money/india-time';
import { addDays, indianDate } from '../../src/lib/domain/reports/report-range';
import { parseCsv } from '../support/csv-parse';
import { readFileSync } from 'node:fs';
import { testNow } from './support/clock';
import { api, type ApiResponse } from './support/api';
import { ownAddressId, ownCustomer } from './support/own-customer';

const SHOTS = `${ARTIFACTS}/dashboard`;
const asha = ownCustomer('dashboard');
const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
const clerk2 = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 2)!;
const rider = DEMO_STAFF.find((s) => s.role === 'rider' && s.branch_id === 1)!;

const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
/** from the middle of the list: the other journeys buy from its ends */
const product = (n: number) => plain.filter((p) => p.discount_price >= 20000 && p.discount_price <= 60000)[5 + n]!;

const today = indiaDay(testNow());

let browser: Browser;
let shopper: ShopperPage;
const staffPages: ShopperPage[] = [];

async function ok(res: ApiResponse, what: string) {
  const body = (await res.json()) as { status: number; message?: string; response?: any };
  expect(body, `${what}: ${body.message}`).toMatchObject({ status: 1 });
  return body.response;
}

async function order(page: Page, p: (typeof plain)[number], dest: Record<string, unknown>): Promise<number> {
  await api(page).post('/api/cartDelete', { data: { pid: 0 } });
  await ok(await api(page).post('/api/cartInsert', { data: { pid: p.id, qty: 1, aid: 0, mode: 'add' } }), 'cartInsert');
  const placed = await ok(await api(page).post('/api/order', { data: { ...dest, payment_method: 'cash' } }), 'order');
  return placed.id as number;
}

async function staffPage(viewport: typeof MOBILE, who: { mobile: string; password: string }): Promise<ShopperPage> {
  const s = await openShopper(browser, viewport);
  staffPages.push(s);
  await ok(await api(s.page).post('/api/staff/login', { data: { mobile: who.mobile, password: who.password } }), 'staff login');
  return s;
}

async function walk(page: Page, id: number, steps: [string, string, Record<string, unknown>?][]) {
  for (const [from, to, extra] of steps) {
    // the manager completes without the shopper's code, with a reason, and records a cash order's cash (docs/delivery.md)
    const proof = to === 'Completed' ? await completionByBranch(page, id) : {};
    await ok(await api(page).post(`/api/staff/orders/${id}/move`, { data: { from, to, ...proof, ...extra } }), `${from} → ${to}`);
  }
}

async function completionByBranch(page: Page, id: number) {
  const detail = await (await api(page).get(`/api/staff/orders/${id}`)).json();
  const due = detail.response.allowed_moves.find((m: { to: string }) => m.to === 'Completed')?.cash_due;
  return { reason: 'Handed over; code checked by phone', ...(due != null ? { cash: due } : {}) };
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await screenshot(page, name);
}

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await ok(await api(shopper.page).post('/api/login', { data: { phone: asha.phone, password: asha.password } }), 'login');
  const delivered = await order(shopper.page, product(0), { flag: 0, address_id: ownAddressId(asha) });
  const collected = await order(shopper.page, product(1), { flag: 1, branch: 1 });
  const cancelled = await order(shopper.page, product(2), { flag: 1, branch: 1 });
  const txnid = (await (await api(shopper.page).get(`/api/order/${cancelled}`)).json()).response.txnid as string;
  await ok(await api(shopper.page).post('/api/orderCancel', { data: { order_id: txnid, reason: 'Ordered the wrong size' } }), 'cancel');
  const m = await staffPage(DESKTOP, manager);
  await walk(m.page, delivered, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Out for delivery', { rider_id: rider.id }],
    ['Out for delivery', 'Completed'],
  ]);
  await walk(m.page, collected, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Ready for pickup'],
    ['Ready for pickup', 'Completed'],
  ]);
}, 180_000);

afterAll(async () => {
  for (const s of [shopper, ...staffPages]) await s?.context.close();
  await browser?.close();
});

async function expectNoViolations(page: Page, label: string) {
  const violations = await runAxe(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

describe('the manager dashboard', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`shows today's numbers, both charts and their tables at ${label} px`, async () => {
      const s = await staffPage(viewport, manager);
      const page = s.page;
      await page.goto('/staff');
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await page.waitForURL(/\/staff\/dashboard/);
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await page.waitForURL(/period=today/);
      await expect.poll(() => page.getByTestId('dash-scope').textContent()).toMatch(/^All branches · \w{3} \d{1,2} \w{3} \d{4}$/);
      // today and the next three days: late in the evening the orders' slots are tomorrow's
      await page.getByLabel('To', { exact: true }).fill(addDays(today, 3));
      await page.getByRole('button', { name: 'Show these days' }).click();
      await page.waitForURL(/period=range/);
      // money as ₹1,23,456.00; the cash came from the rider and the counter
      const cash = (await page.getByTestId('tile-cash').textContent()) ?? '';
      expect(cash).toMatch(/Cash collected\s*₹[\d,]+\.\d{2}/);
      expect(cash).not.toMatch(/₹0\.00/);
      const riders = page.getByTestId('cash-by-rider');
      await expect.poll(() => riders.getByRole('rowheader', { name: rider.name }).count()).toBe(1);
      await expect.poll(() => riders.getByRole('rowheader', { name: 'At the counter (pickup)' }).count()).toBe(1);
      expect(await page.getByTestId('cancellations').textContent()).toContain('Ordered the wrong size');
      // two server-drawn charts, each named, with the numbers beside them
      expect(await page.locator('svg[role="img"]').count()).toBe(2);
      expect(await page.getByRole('img', { name: 'Sales per day' }).count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Orders per slot' }).count()).toBe(1);
      expect(await page.getByTestId('sales-per-day').locator('tbody tr').count()).toBe(4);
      expect(await page.getByTestId('slot-fill').locator('tbody tr').count()).toBe(4);
      // nothing runs off the side of a phone: wide tables scroll inside their own box
      await shot(page, `dashboard-${label}`);
      const spill = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out = [...document.querySelectorAll('body *')].filter(
          (e) => e.getBoundingClientRect().right > width + 0.5 && !e.closest('.rtable-wrap'),
        );
        return {
          by: document.documentElement.scrollWidth - width,
          what: out.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
        };
      });
      expect(spill, JSON.stringify(spill.what)).toMatchObject({ by: 0 });
      await expectNoViolations(page, `dashboard at ${label}`);
      expect(unexpectedErrors(s.errors)).toEqual([]);
    });
  }

  it('the manager sets a reorder level and the product is listed once due', async () => {
    const s = await staffPage(DESKTOP, manager);
    const page = s.page;
    const p = product(3);
    await page.goto('/staff/dashboard?period=today');
    const levels = page.getByRole('search', { name: 'Find a product to set its reorder level' });
    await levels.getByLabel('Product name').fill(p.name);
    await levels.getByRole('button', { name: 'Search' }).and(page.locator(':enabled')).click();
    const row = page.getByTestId('reorder-item').filter({ hasText: p.name }).first();
    await row.getByLabel('Reorder at').fill('100000');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Re-order now').waitFor();
    await page.reload();
    expect(await page.getByTestId('stock-below').textContent()).toContain(p.name);
    await shot(page, 'dashboard-reorder-1280');
  });
});

describe('CSV downloads', () => {
  it('the orders of the period and the GST month come down as files Excel opens', async () => {
    const s = await staffPage(DESKTOP, manager);
    const page = s.page;
    await page.goto(`/staff/dashboard?period=range&from=${today}&to=${today}`);
    const [orders] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-orders').click()]);
    expect(orders.suggestedFilename()).toBe(`haat-orders-${today}.csv`);
    const csv = parseCsv(readFileSync((await orders.path())!, 'utf8'));
    expect(csv).toMatchObject({ bom: true, crlf: true });
    // Asha's three of today at least, dated as India writes a day
    expect(csv.records.length).toBeGreaterThanOrEqual(3);
    expect(csv.records.every((r) => r.Date === indianDate(today))).toBe(true);
    expect(csv.records.some((r) => r.Status === 'Cancelled')).toBe(true);
    await page.goto(`/staff/gst?month=${today.slice(0, 7)}`);
    const [hsn] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-gst-hsn').click()]);
    const h = parseCsv(readFileSync((await hsn.path())!, 'utf8'));
    expect(h.header.slice(0, 3)).toEqual(['HSN', 'Description', 'UQC']);
    expect(h.rows.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the GST month', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`adds up this month's invoices at ${label} px`, async () => {
      const s = await staffPage(viewport, manager);
      const page = s.page;
      await page.goto('/staff/dashboard');
      await page.getByRole('link', { name: 'GST', exact: true }).click();
      await page.waitForURL(/\/staff\/gst/);
      await page.getByLabel('Month', { exact: true }).fill(today.slice(0, 7));
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.waitForURL(new RegExp(`month=${today.slice(0, 7)}`));
      // the delivered and the collected order at least (the cancelled one is left out)
      expect(Number(await page.getByTestId('gst-invoices-counted').locator('strong').textContent())).toBeGreaterThanOrEqual(2);
      expect(await page.getByTestId('gst-by-hsn').locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('gst-left-out').textContent()).toMatch(/cancelled orders? \(₹[\d,]+\.\d{2}\)/);
      const spill = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await shot(page, `gst-${label}`);
      expect(spill).toBe(0);
      await expectNoViolations(page, `GST at ${label}`);
      expect(unexpectedErrors(s.errors)).toEqual([]);
    });
  }

  it("is the manager's: a clerk is sent back to the orders", async () => {
    const s = await staffPage(MOBILE, clerk2);
    await s.page.goto('/staff/gst');
    expect(new URL(s.page.url()).pathname).toBe('/staff');
  });
});

describe('refusals on the page', () => {
  it("a clerk asking for another branch's numbers is told so", async () => {
    const s = await staffPage(MOBILE, clerk2);
    await s.page.goto('/staff/dashboard?period=today&branch_id=1');
    const alert = s.page.getByTestId('dash-refusal');
    expect(await alert.textContent()).toBe("You can see only your own branch's numbers.");
    expect(await alert.getAttribute('data-code')).toBe('report.notYourBranch');
    // their own branch works
    await s.page.goto('/staff/dashboard?period=today');
    expect(await s.page.getByTestId('dash-scope').textContent()).toMatch(/^Koramangala · /);
  });

  it('a ten-year range is refused with the limit', async () => {
    const s = await staffPage(MOBILE, manager);
    const res = await s.page.goto('/staff/dashboard?from=2016-01-01&to=2025-12-31&period=range');
    expect(res?.status()).toBe(400);
    expect(await s.page.getByTestId('dash-refusal').textContent()).toMatch(/^A report covers at most 92 days; you chose 3,653\./);
    await shot(s.page, 'dashboard-refusal-390');
  });
});
