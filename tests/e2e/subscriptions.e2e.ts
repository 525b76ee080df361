/**
 * Issue 32, the morning milk run, in a real browser at 390 px: a new shopper with an Indiranagar
 * address opens a milk product, follows "Get it every morning", subscribes daily for the first
 * morning slot, skips tomorrow (before the 22:00 IST cut-off: the server's real clock, mid-day in the
 * suite), changes the quantity to 2 with the card's edit form, and the nightly job, run through its
 * development hook, makes no order for tomorrow and one order of 2 for the day after, which the
 * page's statement then shows. The Indiranagar clerk sees the
 * day's load on /staff/subscriptions. Screenshots go to artifacts/e2e/subscriptions-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { CITY, DEMO_STAFF, FIXTURE_PRODUCTS, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { DEV_NOW_HEADER } from '../../functions/api/lib/clock';
import { addDays, canChange, cutoffFor, tomorrowOf } from '../../src/lib/domain/orders/subscriptions';
import { describeViolations, runAxe } from './support/axe';
import { launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { wordsBrokenMidWord } from './support/layout';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { registerThroughApi } from './support/register';
import { testNow } from './support/clock';

const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const fixtures = new Set<string>(Object.values(FIXTURE_PRODUCTS));
const milk = PRODUCTS.find((p) => p.sub_slug === 'milk' && p.out_of_stock === 0 && p.stock >= 20 && !fixtures.has(p.slug))!;

let browser: Browser;
let shopper: ShopperPage;
// 10:00 IST of today's IST day: 12 hours before tonight's 22:00 cut-off for tomorrow
const PINNED = cutoffFor(tomorrowOf(testNow())) - 12 * 3_600_000;
const pinned = { [DEV_NOW_HEADER]: String(PINNED) };
const tomorrow = tomorrowOf(PINNED);
const dayAfter = addDays(tomorrow);

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  // this journey stands still at 10:00 of the run's day, in the server and in the browser
  await shopper.context.setExtraHTTPHeaders(pinned);
  await shopper.context.clock.setSystemTime(PINNED);
  const page = shopper.page;
  await page.goto('/');
  const me = await registerThroughApi(page, 'milkrun');
  await page.goto('/login');
  await loginThroughForm(page, me);
  const added = await api(page).post('/api/addressAdd', {
    data: {
      firstname: 'Lakshmi',
      lastname: 'Hegde',
      mobile: me.phone,
      email: me.email,
      address: '8, 12th Main, HAL 2nd Stage',
      city: CITY.id,
      pincode: SERVICEABLE_PINCODE.code,
    },
  });
  expect(added.status()).toBe(200);
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

describe('the morning milk run at 390 px', () => {
  it('subscribes to milk from its product page', async () => {
    expect(milk, 'a milk product in stock at Indiranagar').toBeTruthy();
    // the server reads the pinned time: tomorrow is still changeable (before 22:00 IST)
    expect(canChange(tomorrow, PINNED)).toBe(true);
    const page = shopper.page;
    await page.goto(`/product-details-one/${milk.slug}`);
    await page.getByTestId('subscribe-link').click();
    await page.waitForURL(/\/my-account\/daily\?product=/);
    const form = page.getByTestId('subscribe-form');
    expect(await form.getByTestId('sub-product').inputValue()).toBe(String(milk.id));
    await form.getByLabel('Every day').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByTestId('sub-message').textContent()).toMatch(/^Subscribed\. Your first delivery is on/);
    const card = page.getByTestId('subscription').first();
    expect(await card.textContent()).toContain(milk.name);
    expect(await card.getByTestId('sub-tomorrow').textContent()).toMatch(/^Coming tomorrow/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'subscriptions-1-subscribed');
    expect(await wordsBrokenMidWord(page, '[data-testid="daily-milk"]')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('skips tomorrow; the card says nothing comes tomorrow', async () => {
    const page = shopper.page;
    const card = page.getByTestId('subscription').first();
    await card.getByTestId('sub-skip').click();
    await expect.poll(() => page.getByTestId('sub-message').textContent()).toMatch(/^Skipped: nothing will come on/);
    expect(await card.getByTestId('sub-tomorrow').textContent()).toMatch(/^Nothing tomorrow/);
    expect(await card.getByTestId('sub-skip').count()).toBe(0);
    await screenshot(page, 'subscriptions-2-skipped');
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('changes the quantity to 2 and the days stay every day; the card says so', async () => {
    const page = shopper.page;
    const card = page.getByTestId('subscription').first();
    const edit = card.getByTestId('sub-edit');
    await edit.locator('summary').click();
    await edit.getByTestId('sub-edit-qty').fill('2');
    await edit.getByTestId('sub-edit-save').click();
    await expect.poll(() => page.getByTestId('sub-message').textContent()).toMatch(/^Saved\. Your changes apply from/);
    expect(await card.locator('.sub-card__head strong').textContent()).toContain(`2 × ${milk.name}`);
    await edit.scrollIntoViewIfNeeded();
    await screenshot(page, 'subscriptions-2b-edited');
    expect(await wordsBrokenMidWord(page, '[data-testid="daily-milk"]')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('staff see the day after tomorrow’s load before the job runs', async () => {
    const staff = await openShopper(browser, MOBILE);
    await staff.context.setExtraHTTPHeaders(pinned);
    try {
      expect((await api(staff.page).post('/api/staff/login', { data: { mobile: clerk.mobile, password: clerk.password } })).status()).toBe(
        200,
      );
      await staff.page.goto(`/staff/subscriptions?day=${dayAfter}`);
      const line = staff.page.getByTestId('load-line').filter({ hasText: milk.name });
      expect(await line.count()).toBe(1);
      await screenshot(staff.page, 'subscriptions-3-staff-load');
    } finally {
      await staff.context.close();
    }
  });

  it('the nightly job makes no order for the skipped day and one for the day after; the statement shows it', async () => {
    const page = shopper.page;
    const run = async (day: string) =>
      (await (await api(page).post('/api/dev/jobs/subscription-orders', { data: { day } })).json()) as { response: { ordered: number } };
    const mine = async () => (await (await api(page).get('/api/subscriptions')).json()) as { response: { id: number }[] };
    const id = (await mine()).response[0]!.id;
    await run(tomorrow);
    await run(dayAfter);
    await run(dayAfter); // twice: still one order
    const month = dayAfter.slice(0, 7);
    const statement = (await (await api(page).get(`/api/subscriptions/${id}/statement?month=${month}`)).json()) as {
      response: { days: { day: string; outcome: string; txnid: string }[] };
    };
    expect(statement.response.days.map((d) => d.day)).toEqual([dayAfter]);
    const txnid = statement.response.days[0]!.txnid;
    expect(txnid).toMatch(/^HF/);

    // the page's monthly statement lists the order (this month, or next month's when the day after is the 1st)
    await page.reload();
    const card = page.getByTestId('subscription').first();
    const statementBox = card.locator('.sub-card__statement summary');
    await statementBox.click();
    expect(await card.getByTestId('sub-statement').last().textContent()).toContain(`Order ${txnid}`);
    await statementBox.scrollIntoViewIfNeeded();
    await screenshot(page, 'subscriptions-4-statement');
    await page.goto(`/order-success/${txnid}`);
    expect(await page.locator('main').textContent()).toContain(milk.name);
    // the edited quantity: the job made the order as changed
    expect((await page.locator('.order-line__sub').first().textContent())?.trim()).toMatch(/^2 ×/);
    await screenshot(page, 'subscriptions-5-order');
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });
});
