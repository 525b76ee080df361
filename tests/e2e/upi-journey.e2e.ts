/**
 * Issue 17's journey in the browser: sign in → Buy again an earlier order → checkout → pay by UPI
 * (the local test provider's UPI window, approve) → the order page; then the phone loses its signal
 * (context.setOffline) → a page load shows the offline page with the cart; back online. Also: the
 * home page's "Previously bought" strip for this customer, the installable store's manifest, and
 * UPI's decline / pending (timeout) answers at checkout. Screenshots at 390 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { CITY, FIXTURE_PRODUCTS, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { t } from '../../src/lib/domain/i18n/t';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { loginThroughForm } from './support/login';
import { registerThroughApi } from './support/register';
import { api } from './support/api';
import { setNetwork } from './support/offline';
import { en } from '../support/en';

const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 &&
    !special.has(p.slug) &&
    p.out_of_stock === 0 &&
    p.stock >= 40 &&
    p.pmin_count <= 1 &&
    p.pmax_count === 0 &&
    p.discount_price >= 10000,
);
// a quarter of the way down: checkout/journey take theirs from the front, reorder the middle, staff the end
const [first, second] = [plain[Math.floor(plain.length / 4)]!, plain[Math.floor(plain.length / 4) + 1]!];

let browser: Browser;
let shopper: ShopperPage;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  // this journey needs the store's service worker (other files block it)
  shopper = await openShopper(browser, MOBILE, { serviceWorkers: 'allow' });
  page = shopper.page;
  page.setDefaultNavigationTimeout(60_000);
  const me = await registerThroughApi(page, 'upi');
  await page.goto('/login');
  await loginThroughForm(page, me);
  const address = await api(page).post('/api/addressAdd', {
    data: {
      firstname: 'Kavya',
      lastname: 'Nair',
      mobile: me.phone,
      email: me.email,
      address: '7, 3rd Main, Indiranagar',
      city: CITY.id,
      pincode: SERVICEABLE_PINCODE.code,
    },
  });
  expect(((await address.json()) as { status: number }).status).toBe(1);
});
afterAll(async () => {
  await shopper?.context.close();
  await browser?.close();
});

async function productId(slug: string): Promise<number> {
  return ((await (await api(page).get(`/api/product/${slug}`)).json()) as { response: { id: number } }).response.id;
}

async function shoot(name: string) {
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
}

async function toCheckoutByUpi(shootChoice = false) {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Billing Address' }).waitFor();
  await page.waitForSelector('.co-place:not([disabled])');
  // a delivery slot: tomorrow 4–6 PM (held with the payment, taken by the paid order)
  await page.getByRole('tab', { name: en('slot.tomorrow') }).click();
  const slot = page.getByRole('radio', { name: /4–6 PM/ });
  await slot.check();
  expect(await slot.isChecked()).toBe(true);
  const upi = page.getByRole('radio', { name: new RegExp(`^${en('upi.label')}\\b`) });
  await upi.check();
  expect(await page.getByRole('radio', { name: new RegExp(en('upi.cardLabel')) }).count()).toBe(1);
  if (shootChoice) {
    await page.locator('.co-pay').scrollIntoViewIfNeeded();
    await screenshot(page, 'upi-journey-upi-choice-390');
    await page.setViewportSize(DESKTOP);
    await page.locator('.co-pay').scrollIntoViewIfNeeded();
    await screenshot(page, 'upi-journey-upi-choice-1280');
    await page.setViewportSize(MOBILE);
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`paid by ${en('upi.label')}`);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/api\/payments\/test-checkout\?.*method=upi/);
  await page.getByRole('button', { name: 'Approve on UPI app' }).waitFor();
}

describe('the issue 17 journey: buy again, pay by UPI, offline', () => {
  it('buys an earlier order again, pays by UPI and lands on the order page', async () => {
    // an earlier order (cash, pickup) to buy again
    for (const [i, pid] of [await productId(first.slug), await productId(second.slug)].entries()) {
      const res = (await (await api(page).post('/api/cartInsert', { data: { pid, qty: i + 2, aid: 0, mode: 'add' } })).json()) as {
        status: number;
      };
      expect(res.status).toBe(1);
    }
    const earlier = (await (
      await api(page).post('/api/order', { data: { flag: 1, branch: 1, payment_method: 'cash', firstname: 'Kavya', lastname: 'Nair' } })
    ).json()) as {
      status: number;
      response: { txnid: string };
    };
    expect(earlier.status).toBe(1);

    // home: the signed-in customer's "Previously bought" strip, with live Buy buttons
    await page.goto('/');
    const strip = page.locator('#previously-bought');
    await strip.getByRole('heading', { name: t('en', 'home.previouslyBought') }).waitFor();
    for (const p of [first, second]) await strip.getByRole('link', { name: p.name }).first().waitFor();
    await strip.scrollIntoViewIfNeeded();
    await shoot('upi-journey-previously-bought');

    // Buy again on the earlier order's page
    await page.goto(`/order-success/${earlier.response.txnid}`);
    const again = page.getByRole('button', { name: 'Buy again' });
    await again.scrollIntoViewIfNeeded();
    await again.and(page.locator(':enabled')).click();
    await page.getByTestId('buy-again-result').getByText('All products added to your cart').waitFor();

    // checkout → UPI → the test provider's UPI window
    await toCheckoutByUpi(true);
    await shoot('upi-journey-upi-window');
    await page.getByRole('button', { name: 'Approve on UPI app' }).click();
    await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your order is completed!' }).waitFor();
    const txnid = new URL(page.url()).searchParams.get('order')!;
    const order = (await (await api(page).get(`/api/order/${txnid}`)).json()) as {
      response: { payment_method: string; payment_status: string };
    };
    expect(order.response).toMatchObject({ payment_method: 'online', payment_status: 'Success' });
    // the order's own page
    await page.goto(`/order-success/${txnid}`);
    await page.getByText('Payment:').getByText('Online payment').waitFor();
    expect(await page.getByTestId('order-slot').textContent()).toMatch(/Delivery slot:\s*\w{3} \d{1,2} \w{3}, 4–6 PM/);
    await page.getByRole('link', { name: first.name }).first().waitFor();
    // the service worker's registration and the home strip's fetch pass the Content-Security-Policy
    expect(shopper.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  it('offline, a page load shows the offline page with the cart this phone saved; back online, the store again', async () => {
    // something in the cart to see offline
    const pid = await productId(first.slug);
    expect(
      ((await (await api(page).post('/api/cartInsert', { data: { pid, qty: 3, aid: 0, mode: 'add' } })).json()) as { status: number })
        .status,
    ).toBe(1);
    await page.goto('/cart');
    await page.getByRole('link', { name: first.name }).first().waitFor();
    // the service worker took over (registered after load) and precached the offline page; precache
    // keys carry the build's revision (?__WB_REVISION__=…), hence ignoreSearch
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(async () => Boolean(await caches.match('/offline', { ignoreSearch: true })), undefined, {
      timeout: 20_000,
    });
    // the precache list is the build's (src/sw/sw.ts, scripts/sw/build.mjs): the offline pages and
    // the shell with revisions, so a deploy that changes them replaces them
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('-precache-'))!;
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url)).map((u) => u.pathname + u.search);
    });
    for (const path of ['/offline', '/kn/offline', '/hi/offline', '/logo.svg', '/manifest.webmanifest'])
      expect(
        precached.some((u) => new RegExp(`^${path}\\?__WB_REVISION__=[0-9a-f]{32}$`).test(u)),
        path,
      ).toBe(true);
    expect(precached.some((u) => /^\/_astro\/.+\.css$/.test(u))).toBe(true);
    // sw.js itself is never kept long by the browser or a CDN: a deploy's new worker is found at once
    const swCache = (await api(page).get('/sw.js')).headers()['cache-control'] ?? '';
    expect(swCache).toMatch(/no-cache|max-age=0/);

    await setNetwork(shopper.context, false);
    try {
      await page.goto('/my-account/customer-order').catch(() => undefined);
      await page.getByRole('heading', { name: en('offline.title') }).waitFor();
      await page.getByText(en('offline.note')).waitFor();
      await page.locator('#offline-cart').getByText(`${first.name} × 3`).waitFor();
      await shoot('upi-journey-offline');
    } finally {
      await setNetwork(shopper.context, true);
    }
    await page.goto('/my-account/customer-order');
    await page.getByRole('heading', { name: en('offline.title') }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/my-account/customer-order');
    // offline again, the personal page just seen online is not served from a cache: the offline page
    await setNetwork(shopper.context, false);
    try {
      await page.goto('/my-account/customer-order').catch(() => undefined);
      await page.getByRole('heading', { name: en('offline.title') }).waitFor();
    } finally {
      await setNetwork(shopper.context, true);
    }
    // personal pages were never kept by the service worker
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(kept.filter((u) => /^\/(api|staff|cart|checkout|my-|order)/.test(u))).toEqual([]);
  });

  it('a declined UPI payment, and one left pending, place no order and say why', async () => {
    const count = async () => ((await (await api(page).get('/api/userOrders')).json()) as { response: unknown[] }).response.length;
    const before = await count();
    // decline
    await toCheckoutByUpi();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/checkout/);
    const alert = page.getByRole('alert');
    await alert.getByText(en('paymentFailed')).waitFor();
    await alert.getByText(en('upi.declined')).waitFor();

    // left pending: the checkout waits with the time left, until the intent's life is over
    await toCheckoutByUpi();
    await page.getByRole('button', { name: 'Leave it pending (timeout)' }).click();
    await page.waitForURL(/\/checkout/);
    const waiting = page.getByRole('dialog').filter({ hasText: en('upi.waiting') });
    await waiting.waitFor();
    expect(await waiting.textContent()).toMatch(new RegExp(en('upi.timeLeft', { left: '1[45]:\\d\\d' })));
    await shoot('upi-journey-waiting');
    expect(await count()).toBe(before);
  });

  it('the store is installable: a manifest with icons, and the theme colour', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await api(page).get(href!)).json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      const res = await api(page).get(icon);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // Chrome's own verdict (what Lighthouse's installable-manifest audit asked before Lighthouse 12)
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await shopper.context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito, where Chrome never installs: that is the only objection
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});
