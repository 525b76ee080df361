import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPoints } from '../../src/lib/domain/money/money';
import { baseURL, launch, MOBILE, screenshot } from './support/browser';
import { KANNADA_LOGIN, loginThroughForm, unexpectedErrors } from './support/login';
import { ownPhone } from './support/own-phone';
import { ownCustomer } from './support/own-customer';

/*
 * Issue 19, the account side: a Kannada-reading shopper at 390 px signs up, logs in and looks
 * around their account; every island and page says its words in Kannada (Hindi for one page),
 * and nothing overflows the phone's width.
 */
const SHOPPER = ownCustomer('i18n-account');

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const fitsWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const h1 = (p: Page, name: string) => p.getByRole('heading', { level: 1, name }).waitFor();

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE, locale: 'kn-IN', timezoneId: 'Asia/Kolkata', ...ownPhone() });
  page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('sign-in and the account in Kannada, at 390 px', () => {
  it('sign-up and forgot password speak Kannada', async () => {
    await page.goto('/kn/mobile-verification');
    await h1(page, 'ಖಾತೆ ತೆರೆಯಿರಿ');
    await page.getByLabel('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', { exact: true }).waitFor();
    const send = page.getByRole('button', { name: 'OTP ಕಳುಹಿಸಿ' });
    await send.and(page.locator(':enabled')).waitFor();
    // a number that is not one: the schema's error, in Kannada
    await page.getByLabel('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ', { exact: true }).fill('12345');
    await send.click();
    await page.getByText('ಸರಿಯಾದ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-1-signup-kn');

    await page.goto('/kn/forgot');
    await h1(page, 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿದೆ');
    await page.getByRole('list', { name: 'ಹಂತಗಳು' }).getByText('3. ಹೊಸ ಪಾಸ್‌ವರ್ಡ್').waitFor();
    expect(await fitsWidth(page)).toBe(true);
  });

  it('logs in through the Kannada form', async () => {
    await page.goto('/kn/login');
    await h1(page, 'ಲಾಗಿನ್');
    await page.getByRole('button', { name: 'ತೋರಿಸಿ' }).waitFor();
    await page.getByRole('link', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?' }).waitFor();
    // nothing typed: the form's own checks, in Kannada
    const login = page.getByRole('button', { name: 'ಲಾಗಿನ್', exact: true });
    await login.and(page.locator(':enabled')).waitFor();
    await login.click();
    await page.getByText('ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಇಮೇಲ್ ಅಗತ್ಯವಿದೆ').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-2-login-kn');
    // an answer the form does not expect (SPEC §5: its values in a Failed popup): a Kannada sentence around them
    await page.route('**/api/login', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":2,"note":"odd"}' }));
    await page.getByLabel(KANNADA_LOGIN.id, { exact: true }).fill(SHOPPER.phone);
    await page.getByLabel(KANNADA_LOGIN.password, { exact: true }).fill(SHOPPER.password);
    await login.click();
    await page.getByRole('status').getByText('ನಿರೀಕ್ಷಿಸದ ಉತ್ತರ ಬಂದಿದೆ (2, odd). ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.').waitFor();
    await page.unroute('**/api/login');
    await loginThroughForm(page, SHOPPER, KANNADA_LOGIN);
    await page.waitForURL('**/kn/');
  });

  it('shows my account in Kannada', async () => {
    await page.goto('/kn/my-account');
    await h1(page, `ನಮಸ್ಕಾರ, ${SHOPPER.first_name}`);
    const menu = page.getByRole('navigation', { name: 'ಖಾತೆ ಮೆನು' });
    await menu.getByRole('link', { name: 'ನನ್ನ ಆರ್ಡರ್‌ಗಳು' }).waitFor();
    expect(await menu.getByRole('link', { name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'ಗೌಪ್ಯತೆ' }).getAttribute('href')).toBe('/kn/my-account/privacy');
    await menu.getByRole('button', { name: 'ಲಾಗ್ ಔಟ್' }).waitFor();
    await page.getByRole('list', { name: 'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳ ಸಾರಾಂಶ' }).getByText('ಒಟ್ಟು ಆರ್ಡರ್‌ಗಳು').waitFor();
    await page.getByRole('heading', { name: 'ಪ್ರಕ್ರಿಯೆಯಲ್ಲಿರುವ ಆರ್ಡರ್‌ಗಳು' }).waitFor();
    // the header's account menu, hydrated
    await page.getByRole('button', { name: `ನಮಸ್ಕಾರ, ${SHOPPER.first_name}` }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-3-my-account-kn');
  });

  it('recently viewed products carry their Kannada names', async () => {
    const viewed = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
          (r) => r.json() as Promise<{ status: number }>,
        );
      // the first product of the catalogue has a Kannada name in the seed (product_i18n)
      return post('advisorVisit', { product_id: 1 });
    });
    expect(viewed.status).toBe(1);
    await page.goto('/kn/my-account/recent-activities');
    await h1(page, 'ಇತ್ತೀಚಿನ ಚಟುವಟಿಕೆಗಳು');
    const first = page.locator('.recent-item__name').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/[\u0C80-\u0CFF]/);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-recent-names-kn');
  });

  it('every account and loyalty page has a Kannada heading and fits the phone', async () => {
    const pages: [string, string, string][] = [
      ['/kn/my-account/customer-order', 'ನನ್ನ ಆರ್ಡರ್‌ಗಳು', 'orders'],
      ['/kn/my-account/customer-account-details', 'ನನ್ನ ಖಾತೆ', 'details'],
      ['/kn/account-edit', 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಿ', 'edit'],
      ['/kn/my-account/addresslist', 'ವಿಳಾಸ ಪಟ್ಟಿ', 'addresses'],
      ['/kn/my-account/editaddresslist/add', 'ವಿಳಾಸದ ವಿವರಗಳು', 'address-add'],
      ['/kn/changepassword', 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ', 'password'],
      ['/kn/my-account/privacy', 'ಗೌಪ್ಯತಾ ಕೇಂದ್ರ', 'privacy'],
      ['/kn/my-account/recent-activities', 'ಇತ್ತೀಚಿನ ಚಟುವಟಿಕೆಗಳು', 'recent'],
      ['/kn/bills', 'ನನ್ನ ಬಿಲ್‌ಗಳು', 'bills'],
      ['/kn/redeemhistory', 'ರಿಡೀಮ್ ಇತಿಹಾಸ', 'redeem'],
      ['/kn/wishlist', 'ಇಷ್ಟದ ಪಟ್ಟಿ', 'wishlist'],
      ['/kn/notification', 'ಅಧಿಸೂಚನೆಗಳು', 'notifications'],
      ['/kn/qrcode', 'QR ಕೋಡ್ ಸ್ಕ್ಯಾನ್ ಮಾಡಿ', 'qr'],
    ];
    for (const [path, heading, name] of pages) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await h1(page, heading);
      expect(await fitsWidth(page), path).toBe(true);
      await screenshot(page, `i18n-account-390-${name}-kn`);
    }
    // islands on those pages, hydrated, in Kannada
    await page.goto('/kn/my-account/privacy');
    await page.getByRole('button', { name: 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ' }).waitFor();
    await page.goto('/kn/my-account/addresslist');
    await page.getByRole('link', { name: 'ಹೊಸದನ್ನು ಸೇರಿಸಿ' }).waitFor();
    await page.goto('/kn/offers');
    await page.getByRole('heading', { level: 1, name: /ವಿಶೇಷ ಆಫರ್‌ಗಳು ಲಭ್ಯವಿವೆ/ }).waitFor();
    // her own copy of Asha's seeded balance, in en-IN digits with two decimals
    await page.getByText(`ನಿಮ್ಮಲ್ಲಿ ${formatPoints(SHOPPER.rewardpoint)} ರಿವಾರ್ಡ್ ಪಾಯಿಂಟ್‌ಗಳಿವೆ`).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-offers-kn');
  });

  it('my orders in Hindi', async () => {
    await page.goto('/hi/my-account/customer-order');
    await h1(page, 'मेरे ऑर्डर');
    await page.getByRole('navigation', { name: 'खाता मेनू' }).getByRole('link', { name: 'पतों की सूची' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-account-390-orders-hi');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
