/**
 * Issue 34: a guest adds to a cart kept in the browser (SPEC §3 `carts`), with Add and a stepper on
 * cards and the product page; at checkout they land on /login/cart and sign in with an OTP (read
 * from the development outbox); the browser cart joins the account's cart on the server whole, and
 * a cash order reaches the order page. In English, Kannada and Hindi, at 390 px.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { t } from '../../src/lib/domain/i18n/t';
import type { Lang } from '../../src/lib/domain/i18n/langs';
import { saveDeliveryAddress } from './support/address';
import { ARTIFACTS, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';
import { api } from './support/api';

const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter(
  (p) =>
    p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0 && p.stock >= 40 && p.pmin_count <= 1 && p.pmax_count === 0,
);
// a third of the way into the list: the other journeys take theirs from the front, the middle and the end
const from = Math.floor(plain.length / 3);
const PICKS: Record<Lang, typeof plain> = {
  en: plain.slice(from, from + 3),
  kn: plain.slice(from + 3, from + 6),
  hi: plain.slice(from + 6, from + 9),
};

/** A folder outside the repository to copy the screenshots to as well, when asked (artifacts/e2e has them anyway). */
const SHOTS = process.env.GUEST_CART_SHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page in the language (English keeps today's addresses, without a prefix). */
const at = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(`${ARTIFACTS}/${name}.png`, `${SHOTS}/${name}.png`);
}

async function otpFor(page: Page, phone: string): Promise<string> {
  const outbox = (await (await api(page).get(`/api/dev/outbox?phone=${phone}`)).json()) as { response: { body: string }[] };
  const code = /(\d{6})/.exec(outbox.response[0]?.body ?? '')?.[1];
  expect(code, 'an OTP in the outbox').toBeTruthy();
  return code!;
}

/** A guest's Add on a server-drawn search result card (the light card script, no island). */
async function addFromCard(page: Page, lang: Lang, slug: string, name: string): Promise<void> {
  await page.goto(at(lang, `/search?q=${encodeURIComponent(name)}`));
  const card = page
    .locator('.product-card')
    .filter({ has: page.locator(`a[href$="/product-details-one/${slug}"]`) })
    .first();
  // role button once the page's card script has taken the link over
  const add = card.getByRole('button', { name: t(lang, 'buy.add'), exact: true });
  await add.click();
  await card.locator('.card-add__stepper output').filter({ hasText: '1' }).waitFor();
}

describe.each(['en', 'kn', 'hi'] as const)('a %s guest at 390 px', (lang) => {
  it(
    'adds three products, signs in with an OTP at checkout, the cart arrives whole, and a cash order is placed',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await openShopper(browser, MOBILE);
      try {
        page.setDefaultNavigationTimeout(60_000);
        // a customer of the store, on another device: this browser knows nothing of them
        const me = await registerThroughApi(page, `guest${lang}`);
        await context.clearCookies();
        const [a, b, c] = PICKS[lang];

        // 1. two from search result cards (the second one twice, with the card's stepper), one from its product page
        await addFromCard(page, lang, a!.slug, a!.name);
        await addFromCard(page, lang, b!.slug, b!.name);
        const card = page
          .locator('.product-card')
          .filter({ has: page.locator(`a[href$="/product-details-one/${b!.slug}"]`) })
          .first();
        await card.locator('[data-step="1"]').click();
        await card.locator('.card-add__stepper output').filter({ hasText: '2' }).waitFor();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `guest-cart-${lang}-390-card-stepper`);

        await page.goto(at(lang, `/product-details-one/${c!.slug}`));
        await page.getByRole('heading', { level: 1 }).waitFor();
        const addHere = page
          .locator('.purchase')
          .getByRole('button', { name: t(lang, 'buy.add'), exact: true })
          .first();
        await addHere.click();
        await page
          .getByLabel(t(lang, 'stepper.quantityOf', { name: await nameIn(page, lang, c!.slug) }), { exact: true })
          .first()
          .waitFor();

        // the header counts the browser cart; the server has no cart for anyone yet
        await expect.poll(() => page.locator('.header-actions a[href$="/cart"] .icon-btn__count').first().textContent()).toBe('3');
        const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('carts'))) ?? '[]') as { pid: number; qty: number }[];
        expect(stored.map((l) => l.qty)).toEqual([1, 2, 1]);

        // 2. the guest cart page, priced by the server
        await page.goto(at(lang, '/cart'));
        for (const [p, qty] of [
          [a!, '1'],
          [b!, '2'],
          [c!, '1'],
        ] as const) {
          const box = page.getByLabel(t(lang, 'stepper.quantityOf', { name: await nameIn(page, lang, p.slug) }), { exact: true }).first();
          await box.waitFor();
          expect(await box.inputValue()).toBe(qty);
        }
        await shot(page, `guest-cart-${lang}-390-cart`);

        // 3. checkout sends the guest to /login/cart, in their language; in Kannada the guest first
        // tries a coupon, whose Apply goes to the same sign-in (a code is checked against an account's cart)
        if (lang === 'kn') {
          await page.getByLabel(t(lang, 'coupon.label'), { exact: true }).fill('SAVE10');
          await page.getByRole('button', { name: t(lang, 'coupon.apply'), exact: true }).click();
        } else await page.getByRole('button', { name: t(lang, 'cart.checkout') }).click();
        await page.waitForURL((url) => url.pathname === at(lang, '/login/cart'));
        await page.getByRole('heading', { name: t(lang, 'signIn.otpHeading') }).waitFor();
        const send = page.getByRole('button', { name: t(lang, 'acct.sendOtp'), exact: true });
        await send.and(page.locator(':enabled')).waitFor();
        await shot(page, `guest-cart-${lang}-390-login-cart`);

        // 4. sign in with the OTP texted to the mobile (the development outbox)
        await page.getByLabel(t(lang, 'acct.mobile'), { exact: true }).fill(me.phone);
        await send.click();
        await page
          .getByLabel(t(lang, 'acct.otp'), { exact: true })
          .first()
          .fill(await otpFor(page, me.phone));
        await Promise.all([
          page.waitForURL((url) => url.pathname === at(lang, '/cart')),
          page.getByRole('button', { name: t(lang, 'signIn.verify'), exact: true }).click(),
        ]);

        // 5. the cart arrived whole, on the server; the browser's copy to merge is gone
        const account = (await (await api(page).post('/api/cartList', { data: {} })).json()) as {
          response: { pid: number; qty: number }[];
        };
        expect(account.response.map((l) => l.qty)).toEqual([1, 2, 1]);
        expect(await page.evaluate(() => localStorage.getItem('cartToMerge'))).toBe('[]');
        for (const p of [a!, b!, c!])
          await page
            .getByLabel(t(lang, 'stepper.quantityOf', { name: await nameIn(page, lang, p.slug) }), { exact: true })
            .first()
            .waitFor();
        // the code typed before signing in is waiting in the box, not lost
        if (lang === 'kn') await expect.poll(() => page.getByLabel(t(lang, 'coupon.label'), { exact: true }).inputValue()).toBe('SAVE10');

        // 6. a cash order, to the order page
        await saveDeliveryAddress(page, me);
        await page.goto(at(lang, '/checkout'));
        await page.waitForSelector('.co-place:not([disabled])');
        await page.getByRole('radio', { name: t(lang, 'checkout.payCash') }).check();
        await page.getByRole('button', { name: t(lang, 'checkout.placeOrder') }).click();
        const dialog = page.getByRole('dialog', { name: t(lang, 'checkout.confirm') });
        await dialog.getByRole('button', { name: t(lang, 'checkout.proceed') }).click();
        await page.waitForURL(/\/order-complete/, { timeout: 30_000 });
        const txnid = new URL(page.url()).searchParams.get('order');
        const order = (await (await api(page).get(`/api/order/${txnid}`)).json()) as { response: { payment_method: string } };
        expect(order.response.payment_method).toBe('cash');
        await page.goto(at(lang, `/order-success/${txnid}`));
        await page
          .getByRole('link', { name: await nameIn(page, lang, a!.slug) })
          .first()
          .waitFor();
        expect(unexpectedErrors(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('a guest whose browser cart no longer fits the rules', () => {
  it('is told in Hindi what changed when the cart joined the account', { timeout: 120_000 }, async () => {
    const { context, page, errors } = await openShopper(browser, MOBILE);
    try {
      page.setDefaultNavigationTimeout(60_000);
      const me = await registerThroughApi(page, 'guestmerge');
      await context.clearCookies();
      const p = plain[from + 9]!;
      await addFromCard(page, 'hi', p.slug, p.name);
      // a copy kept for days, or edited by hand: 150 packs, more than the rules allow
      await page.evaluate(() => {
        const lines = JSON.parse(localStorage.getItem('carts') ?? '[]') as { qty: number }[];
        localStorage.setItem('carts', JSON.stringify(lines.map((l) => ({ ...l, qty: 150 }))));
      });
      const stock = ((await (await api(page).get(`/api/product/${p.slug}`)).json()) as { response: { stock: number } }).response.stock;
      const allowed = Math.min(100, stock);

      await page.goto(at('hi', '/login/cart'));
      const send = page.getByRole('button', { name: t('hi', 'acct.sendOtp'), exact: true });
      await send.and(page.locator(':enabled')).waitFor();
      await page.getByLabel(t('hi', 'acct.mobile'), { exact: true }).fill(me.phone);
      await send.click();
      await page
        .getByLabel(t('hi', 'acct.otp'), { exact: true })
        .first()
        .fill(await otpFor(page, me.phone));
      await Promise.all([
        page.waitForURL((url) => url.pathname === at('hi', '/cart')),
        page.getByRole('button', { name: t('hi', 'signIn.verify'), exact: true }).click(),
      ]);

      const notes = page.getByRole('status', { name: t('hi', 'cartMerge.heading') });
      await notes
        .getByText(t('hi', 'cartMerge.capped', { name: await nameIn(page, 'hi', p.slug), qty: allowed }), { exact: true })
        .waitFor();
      await shot(page, 'guest-cart-hi-390-merge-notes');
      const account = (await (await api(page).post('/api/cartList', { data: {} })).json()) as { response: { qty: number }[] };
      expect(account.response.map((l) => l.qty)).toEqual([allowed]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

async function nameIn(page: Page, lang: Lang, slug: string): Promise<string> {
  const body = (await (await api(page).get(`/api/product/${slug}?lang=${lang}`)).json()) as { response: { name: string } };
  return body.response.name;
}
