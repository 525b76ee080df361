/**
 * Store operations (issue 13), as a branch runs a day: Asha orders (home delivery, cash), the
 * Indiranagar clerk logs in at /staff on the counter screen, sees the new order arrive, confirms,
 * packs and sends it out with a rider; the rider completes it on a phone; Asha's order page then
 * shows the timeline and Completed, and the points it earned are in her balance. Asha cancels a
 * second order herself and its stock is back on the clerk's stock screen. Screenshots at 390 and
 * 1280 px go to artifacts/e2e/staff-*.png; axe checks the staff screens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS, type ProductSeed } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { api } from './support/api';
import { wordsBrokenMidWord } from './support/layout';
import { ownCustomer } from './support/own-customer';

const asha = ownCustomer('staff');
// Asha's saved addresses are all served by Indiranagar (branch 1)
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 1)!;
const rider = DEMO_STAFF.find((s) => s.role === 'rider' && s.branch_id === 1)!;
const otherClerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 2)!;

// plain products nobody else's journey buys: no variants or deals, plenty in stock, any quantity
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
/** from the far end of the list: checkout.e2e.ts and journey.e2e.ts take theirs from the front */
const product = (n: number): ProductSeed => plain.filter((p) => p.discount_price >= 20000 && p.discount_price <= 60000).at(-1 - n)!;

interface OrderApi {
  id: number;
  txnid: string;
  order_status: string;
  totals: { points_earned: number };
  billing: { email: string };
  slot: { day: string; start_min: number } | null;
}

let browser: Browser;
let shopper: ShopperPage;
let counter: ShopperPage;
let phone: ShopperPage;
let delivered: OrderApi;

beforeAll(async () => {
  browser = await launch();
  shopper = await openShopper(browser, MOBILE);
  await shopper.page.goto('/login');
  await loginThroughForm(shopper.page, asha);
});
afterAll(async () => {
  for (const s of [shopper, counter, phone]) await s?.context.close();
  await browser?.close();
});

/** Asha orders through the checkout (first saved address, cash on delivery) and lands on order-complete. */
async function placeOrder(lines: { p: ProductSeed; qty: number }[]): Promise<OrderApi> {
  const page = shopper.page;
  await api(page).post('/api/cartDelete', { data: { pid: 0 } });
  for (const { p, qty } of lines) {
    const body = (await (await api(page).post('/api/cartInsert', { data: { pid: p.id, qty, aid: 0, mode: 'add' } })).json()) as {
      status: number;
      message?: string;
    };
    expect(body, `${p.slug}: ${body.message}`).toMatchObject({ status: 1 });
  }
  await page.goto('/checkout');
  await page.getByRole('tab', { name: 'Delivery Address', selected: true }).waitFor();
  await page.waitForSelector('.co-place:not([disabled])');
  expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
  const txnid = new URL(page.url()).searchParams.get('order')!;
  const res = await api(page).get(`/api/order/${txnid}`);
  return ((await res.json()) as { response: OrderApi }).response;
}

async function staffLogin(page: Page, who: { mobile: string; password: string }) {
  await page.getByLabel('Mobile number', { exact: true }).fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const login = page.getByRole('button', { name: 'Log in', exact: true });
  await login.and(page.locator(':enabled')).waitFor();
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/staff/login')), login.click()]);
}

async function rewardPoints(): Promise<number> {
  const body = (await (await api(shopper.page).get('/api/rewardpoints')).json()) as { rewardpoint: number };
  return Number(body.rewardpoint);
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await runAxe(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

/** The shop's pages load no staff code: no script they fetch knows the staff API or screens. */
async function expectNoStaffCode(page: Page, path: string) {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  const onResponse = (r: import('playwright-core').Response) => {
    if (r.request().resourceType() === 'script')
      bodies.push(
        r.text().then(
          (text) => ({ url: r.url(), text }),
          () => ({ url: r.url(), text: '' }),
        ),
      );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  expect(scripts.length, `${path} loads its islands`).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => /staff\/|staff_session/.test(s.text)).map((s) => s.url),
    path,
  ).toEqual([]);
}

/** Presses a move button on the order screen and waits for the page to show the new status. */
async function move(page: Page, button: string, status: string) {
  await page.getByRole('button', { name: button, exact: true }).and(page.locator(':enabled')).click();
  await page.getByTestId('staff-order-status').filter({ hasText: status }).waitFor();
}

describe('staff console', () => {
  it('keeps shoppers and strangers out, and is never cached', async () => {
    // Asha's customer session opens no staff page or API
    const page = shopper.page;
    const res = await page.goto('/staff');
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect((await api(page).get('/api/staff/orders')).status()).toBe(401);
    await screenshot(page, 'staff-login-390');
    await expectNoViolations(page, '/staff/login (390)');
    await expectNoStaffCode(page, '/');
  });

  it('a clerk confirms, packs and sends out a new order on the counter screen', async () => {
    counter = await openShopper(browser, DESKTOP);
    const page = counter.page;
    // the chime and the buzz, counted: the console's own AudioContext and vibrate, watched
    await page.addInitScript(() => {
      const w = window as unknown as { chimes: number; buzzes: number };
      w.chimes = 0;
      w.buzzes = 0;
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        override createOscillator() {
          w.chimes++;
          return super.createOscillator();
        }
      };
      navigator.vibrate = () => {
        w.buzzes++;
        return true;
      };
    });
    await page.goto('/staff');
    await staffLogin(page, clerk);
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await expect.poll(() => page.getByTestId('staff-who').textContent()).toContain(clerk.name);
    await page.getByTestId('new-count').filter({ hasText: 'No new orders' }).waitFor();

    // Asha orders while the queue is open: the next poll counts it as new
    const p = product(0);
    delivered = await placeOrder([{ p, qty: 2 }]);
    expect(delivered.order_status).toBe('Pending');
    // order-complete promised an e-mail with the order and its invoice link: the outbox has it
    await expect
      .poll(async () => {
        const mail = await api(shopper.page).get(`/api/dev/email-outbox?to=${encodeURIComponent(delivered.billing.email)}`);
        const list = ((await mail.json()) as { response: { subject: string; body: string }[] }).response;
        return list.some((m) => m.body.includes(delivered.txnid) && m.body.includes(`/invoice-one/${delivered.id}`));
      })
      .toBe(true);
    await page
      .getByTestId('new-count')
      .filter({ hasText: /^1 new order$/ })
      .waitFor({ timeout: 25_000 });
    // the new order chimed (two notes) and buzzed once, and the tab's title counts it
    expect(await page.evaluate(() => (window as unknown as { chimes: number; buzzes: number }).chimes)).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { chimes: number; buzzes: number }).buzzes)).toBe(1);
    expect(await page.title()).toMatch(/^\(1\) /);
    const row = page.getByTestId('order-row').filter({ hasText: delivered.txnid });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pending');
    await screenshot(page, 'staff-queue-1280');
    await expectNoViolations(page, '/staff (1280)');

    // search by order number finds it; another filter hides it
    await page.getByLabel('Order number, name or mobile').fill(delivered.txnid);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByTestId('queue-total')
      .filter({ hasText: /^1 order$/ })
      .waitFor();
    await page.getByLabel('Delivery or pickup').selectOption('pickup');
    await page.getByText('No orders match these filters.').waitFor();
    await page.getByLabel('Delivery or pickup').selectOption('');

    // the slot's one pick list: every open order of the slot, items summed by shelf section, then a page per order
    expect(delivered.slot).not.toBeNull();
    await page.goto(`/staff?slot_day=${delivered.slot!.day}&slot_start=${delivered.slot!.start_min}`);
    await Promise.all([page.waitForURL('**/staff/pick-list?**'), page.getByTestId('slot-pick-list').click()]);
    await page.getByRole('heading', { name: /^Pick list · / }).waitFor();
    const item = page.getByTestId('pick-item').filter({ hasText: product(0).name });
    expect(await item.textContent()).toContain(`${delivered.txnid.slice(-6)} × 2`);
    expect(await page.getByTestId('pick-order').filter({ hasText: delivered.txnid }).count()).toBe(1);
    expect(await page.locator('.sheet__meta').first().textContent()).toMatch(/Branch phone \S+/);
    await screenshot(page, 'staff-slot-pick-list-1280');
    await expectNoViolations(page, '/staff/pick-list (1280)');
    await page.goBack();
    await row.getByRole('link', { name: delivered.txnid }).click();

    await page.waitForURL(`**/staff/orders/${delivered.id}`);
    await page.getByRole('heading', { name: `Order ${delivered.txnid}` }).waitFor();
    // only the moves allowed from Pending
    const actions = page.getByRole('region', { name: 'Next step' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Confirm order', 'Cancel order']);
    // a note for the team, kept on the order for the next clerk or the rider
    await page.getByLabel('Add a note for the team').fill('Customer asked for a call before 9');
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
    await page.getByTestId('order-notes').getByText('Customer asked for a call before 9').waitFor();
    expect(await page.getByTestId('order-notes').textContent()).toContain(clerk.name);
    await screenshot(page, 'staff-order-1280');
    await expectNoViolations(page, '/staff/orders/:id (1280)');

    // a second tab still showing Pending: its clerk is told someone moved it first
    const stale = await counter.context.newPage();
    await stale.goto(`/staff/orders/${delivered.id}`);
    await move(page, 'Confirm order', 'Confirmed');
    await stale.getByRole('button', { name: 'Confirm order' }).and(stale.locator(':enabled')).click();
    await stale.getByTestId('moved-elsewhere').filter({ hasText: 'already moved to Confirmed by someone else' }).waitFor();
    await screenshot(stale, 'staff-moved-elsewhere-1280');
    await stale.close();

    await move(page, 'Mark packed', 'Packed');
    // printable pick list and packing slip
    await Promise.all([
      page.waitForURL(`**/staff/orders/${delivered.id}/pick-list`),
      page.getByRole('link', { name: 'Pick list' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Pick list' }).waitFor();
    expect(await page.locator('.slines tbody tr').count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'staff-pick-list-print');
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/staff/orders/${delivered.id}/packing-slip`);
    await page.getByRole('heading', { name: 'Packing slip' }).waitFor();
    await page.getByText(/Collect ₹[\d,.]+ in cash on delivery\./).waitFor();
    await screenshot(page, 'staff-packing-slip-1280');
    await page.goto(`/staff/orders/${delivered.id}`);

    // sending out asks for the rider
    await page.getByRole('button', { name: 'Send out for delivery', exact: true }).and(page.locator(':enabled')).click();
    const dialog = page.getByRole('dialog', { name: 'Send out for delivery' });
    await dialog.getByLabel('Rider').selectOption({ label: `${rider.name} · ${rider.mobile}` });
    await screenshot(page, 'staff-rider-dialog-1280');
    await dialog.getByRole('button', { name: 'Send out for delivery' }).click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Out for delivery' }).waitFor();
    const history = await page.getByTestId('audit-history').textContent();
    for (const step of ['Pending → Confirmed', 'Confirmed → Packed', 'Packed → Out for delivery']) expect(history).toContain(step);
    expect(history).toContain(clerk.name);
    expect(await actions.getByRole('button').allTextContents()).toEqual(['Mark completed']);
    // the same clerk on a phone: the queue turns into cards
    await page.setViewportSize(MOBILE);
    await page.goto('/staff');
    await page.getByTestId('order-card').filter({ hasText: delivered.txnid }).waitFor();
    await screenshot(page, 'staff-queue-clerk-390');
    await page.setViewportSize(DESKTOP);
    expect(unexpectedErrors(counter.errors)).toEqual([]);
  });

  it("another branch's clerk cannot open the order", async () => {
    const other = await openShopper(browser, DESKTOP);
    await other.page.goto('/staff/login');
    await staffLogin(other.page, otherClerk);
    const res = await other.page.goto(`/staff/orders/${delivered.id}`);
    expect(res?.status()).toBe(404);
    expect((await api(other.page).get(`/api/staff/orders/${delivered.id}`)).status()).toBe(404);
    await other.context.close();
  });

  it('the rider completes it on a phone, and Asha sees the timeline and her points', async () => {
    const before = await rewardPoints();
    phone = await openShopper(browser, MOBILE);
    const page = phone.page;
    await page.goto('/staff/login');
    await staffLogin(page, rider);
    await page.getByRole('heading', { name: 'My deliveries' }).waitFor();
    const card = page.getByTestId('order-card').filter({ hasText: delivered.txnid });
    await card.waitFor();
    await screenshot(page, 'staff-queue-390');
    await expectNoViolations(page, '/staff rider (390)');
    await card.click();
    await page.getByRole('heading', { name: `Order ${delivered.txnid}` }).waitFor();
    // a rider has no pick list, stock or cancel
    expect(await page.getByRole('region', { name: 'Next step' }).getByRole('button').allTextContents()).toEqual(['Mark completed']);
    expect(await page.getByRole('link', { name: 'Stock' }).count()).toBe(0);
    expect(await page.getByTestId('collect').textContent()).toMatch(/^Collect ₹[\d,.]+ in cash$/);
    // on a phone the items come first, and no name is broken mid-word (issue 29: "Banan a Robust a")
    const top = async (name: string | RegExp) => (await page.getByRole('region', { name }).boundingBox())!.y;
    expect(await top(/^Items \(\d+\)$/)).toBeLessThan(await top('Next step'));
    expect(await wordsBrokenMidWord(page, '.slines')).toEqual([]);
    await screenshot(page, 'staff-order-390');
    await expectNoViolations(page, '/staff/orders/:id rider (390)');
    // the shopper reads the delivery code off her order page; the rider types it and the cash taken
    await shopper.page.goto(`/order-success/${delivered.txnid}`);
    const code = (await shopper.page.getByTestId('handover-code-digits').textContent())!.trim();
    const due = (await page.getByTestId('collect').textContent())!.replace(/^Collect ₹([\d,.]+) in cash$/, '$1').replace(/,/g, '');
    await page.getByRole('button', { name: 'Mark completed', exact: true }).and(page.locator(':enabled')).click();
    await page.getByTestId('handover-code').fill(code);
    await page.getByTestId('handover-cash').fill(due);
    await page.locator('dialog button[type=submit]').click();
    await page.getByTestId('staff-order-status').filter({ hasText: 'Completed' }).waitFor();
    // the actions panel follows the status a moment later on a busy machine
    await page.getByText('Nothing more to do for this order.').waitFor();
    expect(unexpectedErrors(phone.errors)).toEqual([]);

    const sp = shopper.page;
    await sp.goto(`/order-success/${delivered.txnid}`);
    const badge = sp.getByTestId('order-status');
    expect(await badge.textContent()).toBe('Completed');
    expect(await badge.getAttribute('class')).toContain('status-badge--success');
    const timeline = sp.getByTestId('order-timeline');
    const steps = await timeline.locator('li strong').allTextContents();
    expect(steps).toEqual(['Pending', 'Confirmed', 'Packed', 'Out for delivery', 'Completed']);
    expect(await timeline.textContent()).toMatch(/\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2} [ap]m IST/);
    // nothing to cancel once it is on its way
    expect(await sp.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await sp.getByTestId('order-timeline').scrollIntoViewIfNeeded();
    await screenshot(sp, 'staff-customer-completed-390');
    // the points this order earned are in her balance
    expect(delivered.totals.points_earned).toBeGreaterThan(0);
    expect(await rewardPoints()).toBe(before + delivered.totals.points_earned);
  });

  it('Asha cancels an order herself; it shows Cancelled and the stock is back', async () => {
    const p = product(1);
    const page = counter.page;
    const stockOf = async () => {
      await page.goto(`/staff/stock?q=${encodeURIComponent(p.name)}`);
      const item = page.getByTestId('stock-item').filter({ hasText: p.name }).first();
      const text = (await item.textContent()) ?? '';
      return Number(/(\d+) to sell/.exec(text)?.[1]);
    };
    const stock = await stockOf();
    expect(stock).toBeGreaterThan(3);
    const order = await placeOrder([{ p, qty: 3 }]);
    expect(await stockOf()).toBe(stock - 3);
    await screenshot(page, 'staff-stock-1280');

    const sp = shopper.page;
    await sp.goto(`/order-success/${order.txnid}`);
    await sp.getByRole('button', { name: 'Cancel order' }).and(sp.locator(':enabled')).click();
    const dialog = sp.getByRole('dialog', { name: `Cancel order ${order.txnid}?` });
    await dialog.waitFor();
    // no reason, no cancel
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Please tell us why you are cancelling').waitFor();
    await dialog.getByLabel('Ordered by mistake').check();
    await screenshot(sp, 'staff-customer-cancel-390');
    await expectNoViolations(sp, 'cancel dialog (390)');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await sp.getByTestId('order-status').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await sp.getByTestId('order-status').getAttribute('class')).toContain('status-badge--danger');
    const timeline = await sp.getByTestId('order-timeline').textContent();
    expect(timeline).toContain('Cancelled by you');
    expect(timeline).toContain('Reason: Ordered by mistake');
    expect(await sp.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await screenshot(sp, 'staff-customer-cancelled-390');
    await expectNoStaffCode(sp, `/order-success/${order.txnid}`);

    expect(await stockOf()).toBe(stock);
    // the clerk takes it off sale and puts it back
    const item = page.getByTestId('stock-item').filter({ hasText: p.name }).first();
    await item.getByRole('button', { name: 'Mark out of stock' }).click();
    await item.getByText('Out of stock', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Back in stock' }).click();
    await item.getByText('In stock', { exact: true }).waitFor();
    expect(unexpectedErrors(shopper.errors)).toEqual([]);
  });

  it('the manager sees every branch and can filter by one', async () => {
    const boss = await openShopper(browser, DESKTOP);
    const page = boss.page;
    await page.goto('/staff/login');
    await staffLogin(
      page,
      DEMO_STAFF.find((s) => s.role === 'manager')!,
    );
    await page.getByLabel('Status').selectOption('');
    await page.getByTestId('order-row').filter({ hasText: delivered.txnid }).waitFor();
    await page.getByLabel('Branch').selectOption({ index: 2 });
    await page.getByTestId('order-row').filter({ hasText: delivered.txnid }).waitFor({ state: 'detached' });
    await screenshot(page, 'staff-manager-1280');
    // failed online payments are the manager's to see
    await page.getByRole('link', { name: 'Failed payments' }).click();
    await page.getByRole('heading', { name: 'Failed online payments' }).waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await expectNoViolations(page, '/staff/payments (1280)');
    // the branch's slots: a capacity changed and put back, as a grocer does for a festival rush
    await page.getByRole('link', { name: 'Slots' }).click();
    await page.getByRole('heading', { name: 'Delivery slots' }).waitFor();
    const slot = page.getByTestId('slot-item').first();
    const capacity = slot.getByLabel('Orders it takes');
    const before = await capacity.inputValue();
    await capacity.fill(String(Number(before) + 5));
    await slot.getByRole('button', { name: 'Save' }).click();
    await slot.getByText('Slot updated').waitFor();
    expect(await slot.textContent()).toContain(`of ${Number(before) + 5} taken today`);
    await expectNoViolations(page, '/staff/slots (1280)');
    await screenshot(page, 'staff-slots-1280');
    await capacity.fill(before);
    await slot.getByRole('button', { name: 'Save' }).click();
    await slot.getByText(`of ${before} taken today`).waitFor();
    await boss.context.close();
  });
});
