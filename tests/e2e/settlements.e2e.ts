/**
 * Settlement reconciliation in a browser (issue 30): four online payments are written into the
 * served store's D1 (captured five, four and two days ago), the manager opens Settlements from the
 * dashboard, fetches the settlements of the day after the first captures with the page's button
 * (the test provider settles them less 2 % + 18 % GST), and sees the day's fees, GST and net beside
 * the captures, with the capture of four days ago flagged as not settled after 3 days and two
 * entries Razorpay-side that differ (a payment the store never saw, a short one). At 390 and 1280
 * px: nothing spills sideways, axe finds nothing. A clerk sees their branch and no fetch button.
 * Screenshots in artifacts/e2e.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STAFF } from '../../scripts/seed/fixtures';
import { indiaDay } from '../../src/lib/domain/money/india-time';
import { addDays } from '../../src/lib/domain/reports/report-range';
import { dayLong } from '../../src/components/staff/reports/report-format';
import { ist } from '../support/report-fixture';
import { describeViolations, runAxe } from './support/axe';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { pastTheSides } from './support/layout';
import { testNow } from './support/clock';
import { api } from './support/api';

const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
const clerk1 = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;

const today = indiaDay(testNow());
const d5 = addDays(today, -5);
const d4 = addDays(today, -4);
const d2 = addDays(today, -2);
const d1 = addDays(today, -1);

let browser: Browser;
const pages: ShopperPage[] = [];

/** Runs SQL on the served store's local D1 (the e2e server's own private copy). */
function sql(command: string): void {
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', inject('stateDir'), '--command', command], {
    stdio: 'ignore',
  });
}

const order = (id: number, pay: string, branch: number, at: number, total: number) =>
  `(${id}, 'SETL${id}', ${at}, 'online', 'Success', '${pay}', 'Completed', 0, ${branch}, ${total}, ${total}, 'Karnataka (29)')`;

beforeAll(async () => {
  sql(
    `INSERT INTO orders (id, txnid, created_at, payment_method, payment_status, payment_id, order_status, flag, branch_id, subtotal, order_total, place_of_supply) VALUES
      ${order(97001, 'pay_e2e_a', 1, ist(d5, '10:00'), 125000)},
      ${order(97002, 'pay_e2e_b', 2, ist(d5, '18:00'), 84250)},
      ${order(97003, 'pay_e2e_c', 1, ist(d4, '11:00'), 56000)},
      ${order(97004, 'pay_e2e_d', 1, ist(d2, '12:00'), 39900)}`,
  );
  // what Razorpay settled yesterday that the store cannot match: a stranger, and order 97004 short by ₹9
  const settledAt = ist(d1, '11:30');
  sql(
    `INSERT INTO settlement_entry (entry_id, kind, payment_id, amount, fee, tax, net, settlement_id, settled_at, settled_day, imported_at) VALUES
      ('pay_e2e_stranger', 'payment', 'pay_e2e_stranger', 20000, 400, 72, 19528, 'setl_e2e_1', ${settledAt}, '${d1}', ${settledAt}),
      ('pay_e2e_d', 'payment', 'pay_e2e_d', 39000, 780, 140, 38080, 'setl_e2e_1', ${settledAt}, '${d1}', ${settledAt});
     INSERT INTO settlement_fetch (day, provider, entries, fetched_at) VALUES ('${d1}', 'razorpay', 2, ${settledAt})`,
  );
  browser = await launch();
}, 120_000);

afterAll(async () => {
  for (const s of pages) await s.context.close();
  await browser?.close();
});

async function staffPage(viewport: typeof MOBILE, who: { mobile: string; password: string }): Promise<Page> {
  const s = await openShopper(browser, viewport);
  pages.push(s);
  const res = await api(s.page).post('/api/staff/login', { data: { mobile: who.mobile, password: who.password } });
  expect(((await res.json()) as { status: number }).status).toBe(1);
  return s.page;
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await runAxe(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

const row = (page: Page, label: string) => page.getByTestId('settlement-days').locator('tbody tr').filter({ hasText: label });

describe('settlements', () => {
  it('the manager fetches a day and sees it settled less fees, with the differences flagged (1280 px)', async () => {
    const page = await staffPage(DESKTOP, manager);
    await page.goto(`/staff/dashboard?period=range&from=${addDays(today, -6)}&to=${today}`);
    await page.getByTestId('to-settlements').click();
    await page.waitForURL(/\/staff\/settlements/);
    await page.getByLabel('Settled on').fill(d4);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Fetch settlements' }).click()]);
    // d4: ₹1,250 + ₹842.50 captured on d5; fees 2 % = ₹25 + ₹16.85, GST 18 % on them = ₹4.50 + ₹3.03
    const day = row(page, dayLong(d4));
    await expect.poll(() => day.locator('[data-label="Settled payments"]').first().innerText()).toContain('₹2,092.50');
    expect(await day.locator('[data-label="Fees"]').innerText()).toContain('₹41.85');
    expect(await day.locator('[data-label="GST on fees"]').innerText()).toContain('₹7.53');
    expect(await day.locator('[data-label="Net to bank"]').innerText()).toContain('₹2,043.12');
    const diffs = page.getByTestId('settlement-differences').locator('tbody tr');
    expect(
      await diffs.evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-kind'), r.querySelector('th')?.firstChild?.textContent?.trim()]),
      ),
    ).toEqual([
      ['not_settled', 'pay_e2e_c'],
      ['amount_differs', 'pay_e2e_d'],
      ['unknown', 'pay_e2e_stranger'],
    ]);
    const csv = await api(page).get(
      await page
        .getByTestId('csv-settlements')
        .getAttribute('href')
        .then((h) => h!),
    );
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await pastTheSides(page)).toEqual([]);
    await expectNoViolations(page, 'settlements 1280');
    await page.screenshot({ path: 'artifacts/e2e/settlements-1280-full.png', fullPage: true });
    await screenshot(page, 'settlements-1280');
  });

  it('reads on a phone (390 px)', async () => {
    const page = await staffPage(MOBILE, manager);
    await page.goto(`/staff/settlements?period=range&from=${d5}&to=${d1}`);
    await expect.poll(() => page.getByTestId('settlement-differences').locator('tbody tr').count()).toBe(3);
    expect(await pastTheSides(page)).toEqual([]);
    await expectNoViolations(page, 'settlements 390');
    await page.screenshot({ path: 'artifacts/e2e/settlements-390-full.png', fullPage: true });
    await screenshot(page, 'settlements-390');
  });

  it("a clerk sees their own branch's money only, and no fetch button", async () => {
    const page = await staffPage(MOBILE, clerk1);
    await page.goto(`/staff/settlements?period=range&from=${d5}&to=${d1}`);
    expect(await page.getByTestId('settle-scope').innerText()).toContain('Indiranagar');
    expect(await page.getByRole('button', { name: 'Fetch settlements' }).count()).toBe(0);
    // the stranger belongs to no branch; 97002 is Koramangala's
    const refs = await page.getByTestId('settlement-differences').locator('tbody th').allInnerTexts();
    expect(refs).toEqual(['pay_e2e_c (payment)', 'pay_e2e_d (payment)']);
    await page.goto(`/staff/settlements?period=range&from=${d5}&to=${d1}&branch_id=2`);
    expect(await page.getByTestId('settle-refusal').getAttribute('data-code')).toBe('report.notYourBranch');
  });
});
