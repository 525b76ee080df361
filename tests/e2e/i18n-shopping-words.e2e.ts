/**
 * Issue 34: what a Kannada and a Hindi shopper read on the way to an order, at 360 and 390 px. Each
 * page of the path (home, a category, a product with both its tabs, the cart, the checkout, the
 * order's confirmation and its own page) is screenshotted to artifacts/e2e/ and must show no English
 * words (tests/e2e/support/english-words.ts says what counts); the order pages must say received,
 * the chosen slot and "in process", never ಬಾಕಿ / बाकी (money owed); every free-delivery promise
 * names the one threshold; a points order is listed in points; a dead /kn/ link lands on Kannada.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY, SERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import { productBySlug } from '../../scripts/seed/data/products';
import { PRODUCT_NAMES } from '../../scripts/seed/data/translations';
import { t } from '../../src/lib/domain/i18n/t';
import type { Lang } from '../../src/lib/domain/i18n/langs';
import { slotLabelIn } from '../../src/lib/domain/checkout/slot-label';
import { formatINR } from '../../src/lib/domain/money/money';
import { FREE_DELIVERY_ABOVE } from '../../src/lib/domain/cart/shipping';
import type { SlotDay } from '../../src/lib/domain/checkout/delivery-slots';
import { ARTIFACTS, launch, MOBILE, openShopper, type ShopperPage } from './support/browser';
import { loginThroughForm, unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';
import { englishCount } from './support/english-words';
import { scrollThrough } from './support/layout';
import { api } from './support/api';
import { ownCustomer } from './support/own-customer';

/** a vegetable with its Kannada and Hindi name, well stocked, under the free-delivery threshold */
const PRODUCT = productBySlug('carrot-ooty-500-g');
const CATEGORY = PRODUCT.category_slug;
const WIDTHS = [360, 390] as const;
const FREE = formatINR(FREE_DELIVERY_ABOVE);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  return (await (await api(page).post(path, { data })).json()) as T;
}

describe.each(['kn', 'hi'] as const)('a %s shopper on the shopping path', (lang: Lang) => {
  let shopper: ShopperPage;
  let txnid = '';
  let slotText = '';

  beforeAll(async () => {
    shopper = await openShopper(browser, MOBILE);
    const { page } = shopper;
    page.setDefaultNavigationTimeout(60_000);
    const me = await registerThroughApi(page, `words${lang}`);
    await page.goto(`/lang?to=${lang}&next=/login`);
    await loginThroughForm(page, me, { id: t(lang, 'acct.loginId'), password: t(lang, 'login.password'), login: t(lang, 'login.submit') });
    const address = await post<{ status: number }>(page, '/api/addressAdd', {
      firstname: 'Ravi',
      lastname: 'Gowda',
      mobile: me.phone,
      email: me.email,
      address: '12, 4th Cross, Indiranagar',
      city: CITY.id,
      pincode: SERVICEABLE_PINCODE.code,
    });
    expect(address.status).toBe(1);
    const addressId = ((await (await api(page).get('/api/addressList')).json()) as { response: { id: number }[] }).response[0]!.id;
    const pid = ((await (await api(page).get(`/api/product/${PRODUCT.slug}`)).json()) as { response: { id: number } }).response.id;

    // an order for tomorrow's first free slot: the confirmation must say that slot back
    expect((await post<{ status: number }>(page, '/api/cartInsert', { pid, qty: 4, aid: 0, mode: 'add' })).status).toBe(1);
    const grid = (
      (await (await api(page).get(`/api/slots?mode=delivery&address_id=${addressId}`)).json()) as { response: { days: SlotDay[] } }
    ).response.days;
    const slot = grid[1]!.slots.find((s) => s.state === 'available')!;
    const placed = await post<{ status: number; response: { txnid: string } }>(page, '/api/order', {
      flag: 0,
      address_id: addressId,
      payment_method: 'cash',
      slot_id: slot.id,
      slot_day: slot.day,
    });
    expect(placed.status).toBe(1);
    txnid = placed.response.txnid;
    slotText = slotLabelIn(lang, slot)!;
    // and a cart to look at, below the free-delivery threshold
    expect((await post<{ status: number }>(page, '/api/cartInsert', { pid, qty: 1, aid: 0, mode: 'add' })).status).toBe(1);
  });
  afterAll(async () => {
    await shopper?.context.close();
  });

  /** The path's pages: where, what shows it is ready, and what to do before counting. */
  const PAGES: { name: string; path: () => string; ready: (p: Page) => Promise<void> }[] = [
    {
      name: 'home',
      path: () => '/',
      ready: async (p) => {
        await scrollThrough(p);
        await p.getByRole('heading', { name: t(lang, 'home.previouslyBought') }).waitFor();
        await p.getByRole('heading', { name: t(lang, 'list.hot') }).waitFor();
      },
    },
    { name: 'category', path: () => `/shop/${CATEGORY}`, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    {
      name: 'product',
      path: () => `/product-details-one/${PRODUCT.slug}`,
      ready: (p) => p.getByRole('heading', { level: 1, name: PRODUCT_NAMES[PRODUCT.slug]![lang === 'kn' ? 0 : 1] }).waitFor(),
    },
    { name: 'cart', path: () => '/cart', ready: (p) => p.getByRole('heading', { name: t(lang, 'cart.total') }).waitFor() },
    { name: 'checkout', path: () => '/checkout', ready: (p) => p.locator('[data-testid="slot"]').first().waitFor() },
    {
      name: 'confirmation',
      path: () => `/order-complete?order=${txnid}`,
      ready: (p) => p.getByRole('heading', { level: 1, name: t(lang, 'order.done') }).waitFor(),
    },
    {
      name: 'order',
      path: () => `/order-success/${txnid}`,
      ready: (p) => p.getByRole('heading', { level: 1, name: t(lang, 'ord.received') }).waitFor(),
    },
  ];

  it.each(WIDTHS)(
    'at %i px, no English is left on home, a category, a product, the cart, the checkout and the order pages',
    async (width) => {
      const { page } = shopper;
      await page.setViewportSize({ width, height: 800 });
      const counts: Record<string, number> = {};
      const lists: string[] = [];
      for (const p of PAGES) {
        await page.goto(`/${lang}${p.path()}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(`${lang}-IN`);
        await p.ready(page);
        let { count, list } = await englishCount(page);
        if (p.name === 'product') {
          // the second tab (specification, Legal Metrology) is read too
          await page.getByRole('tab', { name: t(lang, 'product.additional') }).click();
          const more = await englishCount(page);
          count += more.count;
          list = [list, more.list].filter(Boolean).join('\n');
        }
        counts[p.name] = count;
        if (list) lists.push(`${p.name}:\n${list}`);
        // sections below the fold skip rendering (content-visibility: auto): drawn for the whole-page picture
        await page.evaluate(() => {
          for (const el of document.querySelectorAll<HTMLElement>('body *'))
            if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
        });
        await page.screenshot({ path: `${ARTIFACTS}/i18n-words-${lang}-${width}-${p.name}.png`, fullPage: true });
      }
      expect(counts, lists.join('\n\n')).toEqual(Object.fromEntries(PAGES.map((p) => [p.name, 0])));
      expect(unexpectedErrors(shopper.errors)).toEqual([]);
    },
  );

  it('the confirmation and the order page say received, the chosen slot, and "in process" (not dues)', async () => {
    const { page } = shopper;
    await page.setViewportSize(MOBILE);
    await page.goto(`/${lang}/order-complete?order=${txnid}`);
    expect(await page.getByTestId('done-slot').textContent()).toBe(t(lang, 'ord.deliverySlotLine', { slot: slotText }));
    const done = await page.locator('.done').innerText();
    expect(done).not.toMatch(/3-6|3–6/);
    await page.goto(`/${lang}/order-success/${txnid}`);
    expect(await page.getByTestId('order-status').textContent()).toBe(t(lang, 'ord.status.pending'));
    expect(await page.getByTestId('order-slot').textContent()).toContain(slotText);
    const order = await page.locator('article.order').innerText();
    expect(order).not.toMatch(/ಬಾಕಿ|बाकी|ಪೂರ್ಣಗೊಂಡಿದೆ|पूरा हो गया|ತಲುಪಿದೆ/);
    // the dashboard's tile and list of orders in process read as orders, not dues
    await page.goto(`/${lang}/my-account`);
    expect(await page.locator('.account__main').innerText()).toContain(t(lang, 'acct.totalPending'));
    expect(await page.locator('.account__main').innerText()).not.toMatch(/ಬಾಕಿ|बाकी/);
  });

  it(`every free-delivery promise names ${FREE}: the home's strip, the cart and the FAQ`, async () => {
    const { page } = shopper;
    await page.goto(`/${lang}/`);
    expect(await page.locator('.benefits').textContent()).toContain(t(lang, 'benefits.deliveryText', { amount: FREE }));
    await page.goto(`/${lang}/cart`);
    await page.locator('.totals__note').waitFor();
    expect(await page.locator('.totals__note').innerText()).toContain(FREE);
    // the amount to add is whole rupees: with the cart's total it passes the threshold
    const add = /₹([\d,]+)\.00/.exec((await page.locator('.totals__note').innerText()).replace(FREE, ''))?.[1];
    expect(add).toBeTruthy();
    await page.goto(`/${lang}/faqs`);
    expect(await page.locator('.accordion').innerText()).toContain(FREE);
  });
});

describe('links and lists in the language', () => {
  let shopper: ShopperPage;
  beforeAll(async () => {
    shopper = await openShopper(browser, MOBILE);
  });
  afterAll(async () => {
    await shopper?.context.close();
  });

  it('a dead /kn/ product link lands on the Kannada home, not the English one', async () => {
    const { page } = shopper;
    await page.goto('/kn/product-details-one/no-such-product-anywhere');
    expect(new URL(page.url()).pathname).toBe('/kn/');
    expect(await page.locator('html').getAttribute('lang')).toBe('kn-IN');
  });

  it('a points order is listed in points, not at ₹0.00 (Hindi)', async () => {
    const { page } = shopper;
    await page.goto('/lang?to=hi&next=/login');
    await loginThroughForm(page, ownCustomer('i18n-shopping-words'), {
      id: t('hi', 'acct.loginId'),
      password: t('hi', 'login.password'),
      login: t('hi', 'login.submit'),
    });
    const pid = ((await (await api(page).get(`/api/product/${PRODUCT.slug}`)).json()) as { response: { id: number } }).response.id;
    await post(page, '/api/cartDelete', { pid: 0 });
    expect((await post<{ status: number }>(page, '/api/cartInsert', { pid, qty: 1, aid: 0, mode: 'add' })).status).toBe(1);
    const placed = await post<{ status: number; response: { id: number; total_points: number } }>(page, '/api/order', {
      flag: 1,
      branch: 1,
      payment_method: 'point',
    });
    expect(placed.status).toBe(1);
    await page.goto('/hi/my-account/customer-order');
    const row = page.locator('tr', { has: page.getByRole('link', { name: `#${placed.response.id}` }) });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(t('hi', 'acct.points', { points: '' }).trim());
    expect(text).not.toContain('₹0.00');
  });
});
