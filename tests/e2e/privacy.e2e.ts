import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { formatINR } from '../../src/lib/domain/money/money';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { loginThroughForm, toast, unexpectedErrors } from './support/login';
import { registerThroughApi } from './support/register';
import { en } from '../support/en';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// an imported, packaged product at 5 % GST: every declaration has something to say
const PRODUCT = PRODUCTS.find((p) => p.slug === 'pringles-original-107-g')!;

describe('Legal Metrology declarations', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`shows every declaration and the unit price on the Additional Information tab (${label})`, async () => {
      const { page, errors, context } = await openShopper(browser, viewport);
      await page.goto(`/product-details-one/${PRODUCT.slug}`);
      await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
      await page.getByRole('tab', { name: 'Additional Information' }).click();
      const block = page.locator('[data-legal-metrology]');
      await block.waitFor();
      const text = (await block.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(`Generic name ${PRODUCT.generic_name}`);
      expect(text).toContain(PRODUCT.manufacturer);
      expect(text).toContain(`Country of origin ${PRODUCT.country_of_origin}`);
      expect(text).toContain('Net quantity 107 g');
      expect(text).toContain(PRODUCT.best_before);
      expect(text).toContain(`MRP ${formatINR(PRODUCT.previous_price)} (inclusive of all taxes)`);
      // ₹105 for 107 g → ₹98.13 per 100 g, worked out by hand
      expect(text).toContain('Unit sale price ₹98.13 per 100 g');
      expect(text).toContain(`Consumer care ${PRODUCT.consumer_care}`);
      expect(text).toContain(`HSN code ${PRODUCT.hsn_code}`);
      expect(text).toContain(`GST rate ${PRODUCT.gst_rate} %`);
      await block.scrollIntoViewIfNeeded();
      await screenshot(page, `product-legal-metrology-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('prints a compact unit price on product cards', async () => {
    const { page, errors, context } = await openShopper(browser, MOBILE);
    await page.goto('/shop/staples');
    await page.locator('.product-card').first().waitFor();
    const units = await page.locator('.product-card__unit').allInnerTexts();
    expect(units.length).toBeGreaterThan(0);
    for (const u of units) expect(u.trim()).toMatch(/^· ₹[\d,]+\.\d{2} per (kg|100 g|L|100 ml|piece)$/);
    await screenshot(page, 'shop-unit-prices-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the privacy centre', () => {
  it('downloads my data, withdraws marketing consent and deletes the account', async () => {
    const { page, errors, context } = await openShopper(browser, MOBILE);
    const me = await registerThroughApi(page, 'privacy');
    await page.goto('/login');
    await loginThroughForm(page, me);

    await page.goto('/my-account/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy centre' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Account menu' })
        .getByRole('link', { name: 'Privacy', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.getByText(/Agreed on .* \(version 2026-11\)/).waitFor();

    // download my data: a JSON file with my own profile
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^haat-fresh-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await (await import('node:fs/promises')).readFile(file!, 'utf8'));
    expect(data.profile).toMatchObject({ phone: me.phone, email: me.email });
    expect(data.consents.marketing.given).toBe(true);

    // withdraw the marketing consent with one click
    const marketing = page.getByRole('checkbox', { name: /Send me offers and updates/ });
    // the island hydrates when it scrolls into view (client:visible)
    await marketing.scrollIntoViewIfNeeded();
    await marketing.and(page.locator(':enabled')).waitFor();
    expect(await marketing.isChecked()).toBe(true);
    await marketing.uncheck();
    await toast(page, en('acct.privacy.marketingOff')).waitFor();
    await page.getByText('You have not agreed to receive offers.').waitFor();

    // delete: the password and the "I understand" box first, then an explicit confirm
    const del = page.getByRole('button', { name: 'Delete my account', exact: true });
    await del.and(page.locator(':enabled')).waitFor();
    await del.click();
    await page.getByText(en('acct.msg.passwordRequired')).waitFor();
    await page.getByText(en('acct.privacy.confirmRequired')).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('checkbox', { name: /cannot be undone/ }).check();
    await del.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account permanently?' });
    await confirm.waitFor();
    await screenshot(page, 'privacy-centre-confirm-mobile');
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/'),
      confirm.getByRole('button', { name: 'Yes, delete my account' }).click(),
    ]);
    await toast(page, en('acct.privacy.accountDeleted')).waitFor();

    // signed out, and the account cannot sign in again
    await page.goto('/my-account/privacy');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Mobile number or email', { exact: true }).fill(me.phone);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.and(page.locator(':enabled')).waitFor();
    await login.click();
    await toast(page, en('acct.msg.loginFailed')).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('looks right on a desktop', async () => {
    const { page, errors, context } = await openShopper(browser, DESKTOP);
    const me = await registerThroughApi(page, 'privacy');
    await page.goto('/login');
    await loginThroughForm(page, me);
    await page.goto('/my-account/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy centre' }).waitFor();
    const del = page.getByRole('button', { name: 'Delete my account', exact: true });
    await del.scrollIntoViewIfNeeded();
    await del.and(page.locator(':enabled')).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'privacy-centre-desktop');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
