/**
 * Accessibility (issue 7): axe-core on every SPEC §2 page that exists, logged out and logged in
 * (a copy of Asha of its own, through the login form), at desktop and mobile widths: 0 violations of WCAG 2.x A/AA and
 * axe's best practices (exceptions, with reasons, in support/axe.ts). Then keyboard use of a modal,
 * and hostile text rendered escaped by the server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { CITY, FIXTURE_PRODUCTS, MIN_ORDER_PAISE, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { describeViolations, runAxe } from './support/axe';
import { baseURL, DESKTOP, launch, MOBILE } from './support/browser';
import { api as freshApi } from './support/api';
import { storeFetch } from './support/fresh-socket';
import { ownCustomer } from './support/own-customer';
import { placeOrderAs } from './support/place-order';

interface Route {
  path: string;
  /** login-protected: checked only when logged in (a guest is sent to /login) */
  auth?: boolean;
  /** a step page that sends a visitor without its earlier step elsewhere: that page is checked */
  landsOn?: string;
  /** swept at phone width only: a wide screen is redirected on purpose */
  mobileOnly?: boolean;
}

/** Pages of SPEC §2 that exist. Add a route here when its page lands. */
const ROUTES: Route[] = [
  { path: '/' },
  { path: '/shop' },
  { path: '/shop/staples' },
  { path: `/product-details-one/${FIXTURE_PRODUCTS.dealOfDay}` },
  { path: `/product-details-one/${FIXTURE_PRODUCTS.withVariants}` },
  { path: '/view-detail/hot' },
  { path: '/view-detail/deal' },
  { path: '/view-detail/category-list' },
  { path: '/category' },
  { path: '/all-category' },
  { path: '/login' },
  { path: '/login/cart' },
  { path: '/forgot' },
  { path: '/changepassword', auth: true },
  { path: '/resetpassword', landsOn: '/forgot' },
  { path: '/register' },
  { path: '/mobile-verification' },
  { path: '/wishlist', auth: true },
  { path: '/cart' },
  { path: '/empty-cart' },
  { path: '/search' },
  { path: '/search?q=rice' },
  { path: '/search?q=zzzzqqq' },
  { path: '/contactus' },
  { path: '/terms' },
  { path: '/terms-of-sale' },
  { path: '/privacy-policy' },
  { path: '/refund' },
  { path: '/faqs' },
  { path: '/time' },
  // SPEC §2 "mobile only": a wide screen is sent on to /my-account (checked in accounts.e2e.ts)
  { path: '/my-dashboard', auth: true, mobileOnly: true },
  { path: '/my-account', auth: true },
  { path: '/my-account/customer-order', auth: true },
  { path: '/my-account/customer-address', auth: true },
  { path: '/my-account/customer-account-details', auth: true },
  { path: '/my-account/recent-activities', auth: true },
  { path: '/my-account/addresslist', auth: true },
  { path: '/checkout', auth: true },
  { path: '/order-complete', auth: true },
  { path: '/bills', auth: true },
  { path: '/redeemhistory', auth: true },
  { path: '/offers' },
  { path: '/festival' },
  { path: '/qrcode', auth: true },
  { path: '/notification', auth: true },
  { path: '/my-account/privacy', auth: true },
  { path: '/my-account/editaddresslist/add', auth: true },
  { path: '/my-account/editaddresslist/{addressId}/edit', auth: true },
  { path: '/account-edit', auth: true },
  // the staff console's sign-in (its signed-in screens are swept in staff.e2e.ts)
  { path: '/staff/login' },
];

/** Pages that need an order to exist: the sweep's customer places one of her own (findRefs). */
const ORDER_ROUTES: Route[] = [
  { path: '/order-success/{txnid}', auth: true },
  { path: '/invoice-one/{txnid}', auth: true },
];

const ASHA = ownCustomer('a11y');
let browser: Browser;
/** values for {placeholders} in paths, found once logged in */
const refs: Record<string, string> = {};

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function loginWithForm(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number or email', { exact: true }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/**
 * A plain product for the sweep's own order, seven-eighths of the way into the list: clear of the
 * products the other journeys take, so its stock is there whichever files ran before.
 */
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
const ORDERED = plain[Math.floor((plain.length * 7) / 8)]!;

/** The customer's ids for the pages that need one; makes an address and an order when she has none. */
async function findRefs(page: Page) {
  const api = freshApi(page);
  let list = await (await api.get('/api/addressList')).json();
  if (!list.response?.length) {
    await api.post('/api/addressAdd', {
      data: {
        firstname: 'Asha',
        lastname: 'Rao',
        mobile: ASHA.phone,
        email: ASHA.email,
        address: '12, 5th Cross, Indiranagar',
        city: CITY.id,
        pincode: SERVICEABLE_PINCODE.code,
      },
    });
    list = await (await api.get('/api/addressList')).json();
  }
  refs.addressId = String(list.response[0].id);
  let orders = await (await api.post('/api/userOrders', { data: {} })).json();
  if (!orders.response?.[0]?.txnid) {
    const qty = Math.ceil(MIN_ORDER_PAISE / ORDERED.discount_price) + 1;
    await placeOrderAs(page, [{ id: ORDERED.id, qty }], { flag: 1, branch: 1, payment_method: 'cash' });
    orders = await (await api.post('/api/userOrders', { data: {} })).json();
  }
  refs.txnid = String(orders.response[0].txnid);
  // /checkout needs something in the cart (after the order, which empties it); "already added" is fine
  const banana = await (await api.get(`/api/product/${FIXTURE_PRODUCTS.minTwo}`)).json();
  await api.post('/api/cartInsert', { data: { pid: banana.response.id, qty: 2, aid: 0 } });
}

/** the path without query or trailing slash (pre-rendered pages are served at /terms/) */
const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/(.)\/$/, '$1');

const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, k: string) => refs[k] ?? `missing-${k}`);

/**
 * Loads the page and waits for the islands that hydrate on load or idle to have done so (Astro takes
 * `ssr` off an island once it has hydrated) and for what they fetched.
 */
async function open(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]'));
  return res;
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await runAxe(page);
  expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

for (const loggedIn of [false, true]) {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    describe(`axe: ${loggedIn ? 'logged in as Asha' : 'logged out'}, ${width}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
        page = await context.newPage();
        if (loggedIn) {
          await loginWithForm(page, ASHA.phone, ASHA.password);
          await findRefs(page);
        }
      });
      afterAll(async () => {
        await context?.close();
      });

      for (const route of ROUTES.filter((r) => (loggedIn || !r.auth) && (width === 'mobile' || !r.mobileOnly))) {
        it(`${route.path} has no violations`, async () => {
          const path = fill(route.path);
          const res = await open(page, path);
          expect(res?.status(), path).toBe(200);
          expect(pathOf(page.url()), `${path} was redirected`).toBe(route.landsOn ?? pathOf(path));
          await expectNoViolations(page, `${path} (${loggedIn ? 'in' : 'out'}, ${width})`);
        });
      }

      for (const route of ORDER_ROUTES.filter((r) => loggedIn || !r.auth)) {
        it(`${route.path} has no violations (of her own order)`, async () => {
          const path = fill(route.path);
          const res = await open(page, path);
          expect(res?.status(), path).toBe(200);
          expect(pathOf(page.url()), `${path} was redirected`).toBe(pathOf(path));
          await expectNoViolations(page, `${path} (${loggedIn ? 'in' : 'out'}, ${width})`);
        });
      }
    });
  }
}

// ----------------------------------------------------------------------------------- keyboard

/** Where focus is: inside the open dialog, on nothing (the browser's own UI), or behind it. */
async function focusPlace(page: Page): Promise<'dialog' | 'none' | string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const dialog = document.querySelector('dialog[open]');
    if (!el || el === document.body || el === document.documentElement) return 'none';
    if (dialog && dialog.contains(el)) return 'dialog';
    return el.outerHTML.slice(0, 120);
  });
}

async function expectTrapped(page: Page) {
  expect(await focusPlace(page), 'focus moves into the dialog').toBe('dialog');
  const stops = await page
    .locator('dialog[open]')
    .evaluate(
      (d) =>
        d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')
          .length,
    );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press(key);
      const place = await focusPlace(page);
      // leaving for the browser's own toolbar is allowed; landing on the page behind is not
      expect(['dialog', 'none'], `${key} #${i + 1} escaped the dialog to ${place}`).toContain(place);
    }
  }
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'), undefined, { timeout: 5_000 });
}

describe('keyboard: modals hold focus and Escape closes them', () => {
  for (const loggedIn of [false, true]) {
    it(`the mobile menu (a modal drawer, ${loggedIn ? 'logged in' : 'logged out'}): no violations open, focus moves in, stays on Tab/Shift+Tab, Escape closes and focus returns`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE });
      const page = await context.newPage();
      if (loggedIn) await loginWithForm(page, ASHA.phone, ASHA.password);
      await open(page, '/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      // checked once the menu has finished opening (its slide-in animation)
      await page.locator('dialog[open]').evaluate(async (dialog) => {
        await new Promise(requestAnimationFrame); // its styles, and so its animation, are computed by the next frame
        await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
      });
      await expectNoViolations(page, `/ with the mobile menu open (${loggedIn ? 'in' : 'out'})`);
      await expectTrapped(page);
      expect(await toggle.evaluate((el) => el === document.activeElement), 'focus returns to the menu button').toBe(true);
      await context.close();
    });
  }

  it('the account menu opened from the header has no violations and Escape closes it', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP });
    const page = await context.newPage();
    await loginWithForm(page, ASHA.phone, ASHA.password);
    await open(page, '/');
    // the server paints the logged-in button; it opens once the island has hydrated
    await page.locator('.user-menu[data-ready]').waitFor();
    const button = page.locator('.user-menu button[aria-expanded]');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('.user-menu button[aria-expanded="true"]').waitFor();
    await expectNoViolations(page, '/ with the account menu open');
    await page.keyboard.press('Escape');
    await page.locator('.user-menu button[aria-expanded="false"]').waitFor();
    await context.close();
  });

  it('the cart’s points modal, opened with the keyboard from Proceed to Checkout', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP });
    const page = await context.newPage();
    await loginWithForm(page, ASHA.phone, ASHA.password);
    const api = freshApi(context);
    await api.post('/api/cartDelete', { data: { pid: 0 } });
    const p = await (await api.get(`/api/product/${FIXTURE_PRODUCTS.withVariants}`)).json();
    const pid = p.response?.id ?? p.response?.product?.id;
    await api.post('/api/cartInsert', { data: { pid, qty: 1, mode: 'update' } });
    await open(page, '/cart');
    const proceed = page.getByRole('button', { name: /Proceed to Checkout/i }).or(page.getByRole('link', { name: /Proceed to Checkout/i }));
    await proceed.first().focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog[open]').waitFor({ timeout: 10_000 });
    await expectNoViolations(page, '/cart with the points modal open');
    await expectTrapped(page);
    await api.post('/api/cartDelete', { data: { pid: 0 } });
    await context.close();
  });
});

// ----------------------------------------------------------------------------- hostile text

describe('hostile text is rendered escaped by the server', () => {
  const SCRIPT = '<script>alert("pwned")</script>';
  const IMG = '<img src=x onerror=alert(1)>';

  it('/search?q= echoes the query as text, never as markup', async () => {
    const res = await storeFetch(`${baseURL()}/search?q=${encodeURIComponent(SCRIPT + IMG)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // inside a quoted attribute (the refine form's hidden q) markup is text: only `"` and `&` need
    // escaping there, and the server does; everywhere else it must arrive as entities
    const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
    expect(outsideAttributes).not.toContain(SCRIPT);
    expect(outsideAttributes).not.toContain(IMG);
    expect(outsideAttributes).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/value="[^"]*"[^>]*onerror/);
  });

  it('a name and address full of markup show as text on the address list', async () => {
    // a fresh customer (registered with the dev outbox) so the demo accounts stay as seeded
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP });
    const api = freshApi(context);
    const phone = `93${String(Date.now()).slice(-8)}`;
    const ip = { 'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 250) + 1}` };
    expect((await (await api.post('/api/checkMobile', { data: { phone }, headers: ip })).json()).status).toBe(1);
    const outbox = await (await api.get(`/api/dev/outbox?phone=${phone}`)).json();
    const text = JSON.stringify(outbox);
    const code = /(\d{6}) is your/.exec(text)![1]!;
    expect((await (await api.post('/api/verifyOtp', { data: { phone, otp: code }, headers: ip })).json()).status).toBe(1);
    const password = 'hostile@123';
    const reg = await (
      await api.post('/api/register', {
        data: { phone, email: `h${phone}@gmail.com`, password, branch: 1, consent_terms: true },
        headers: ip,
      })
    ).json();
    expect(reg.status, JSON.stringify(reg)).toBe(1);
    expect((await (await api.post('/api/login', { data: { phone, password }, headers: ip })).json()).status).toBe(1);
    const added = await (
      await api.post('/api/addressAdd', {
        data: {
          firstname: SCRIPT,
          lastname: IMG,
          mobile: phone,
          email: `h${phone}@gmail.com`,
          address: `${IMG} 12, "MG Road" & Co`,
          city: CITY.id,
          pincode: SERVICEABLE_PINCODE.code,
        },
      })
    ).json();
    expect(added.status, JSON.stringify(added)).toBe(1);

    const page = await context.newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const res = await page.goto('/my-account/addresslist');
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(IMG);
    await page.getByText(SCRIPT).first().waitFor();
    // every script and image of the page has run or loaded (an injected one would have by now)
    await page.waitForLoadState('networkidle');
    expect(dialogs, 'no injected script ran').toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });
});
