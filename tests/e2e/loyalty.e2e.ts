import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPoints } from '../../src/lib/domain/money/money';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { ownCustomer } from './support/own-customer';

const asha = ownCustomer('loyalty');
const RUPEES = /₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}/;
const DATE = /^\d{2}-\d{2}-\d{4}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function login(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mobile number or email').fill(asha.phone);
  await page.getByLabel('Password', { exact: true }).fill(asha.password);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await page.waitForURL((u) => u.pathname === next, { timeout: 15_000 });
}

describe('a loyal customer', () => {
  it('guests are sent to login from /bills and /redeemhistory', async () => {
    const { page, context } = await openShopper(browser);
    for (const path of ['/bills', '/redeemhistory']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/login');
    }
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`Asha sees her points, bills, redeem history and offers (${label})`, async () => {
      const { page, errors, context } = await openShopper(browser, viewport);
      await login(page, '/bills');

      // points in the user menu (desktop header) or the slide-in menu (phones)
      if (label === 'desktop') {
        // the server already paints "Hi, Asha"; the menu opens once its script has run
        await page.locator('.user-menu[data-ready]').waitFor();
        await page.getByRole('button', { name: /Hi, Asha/ }).click();
        await page.getByRole('link', { name: `${formatPoints(asha.rewardpoint)} reward points` }).waitFor();
        await page.keyboard.press('Escape');
      } else {
        // the drawer's script marks its button once a click opens it
        await page.locator('.menu-toggle[data-ready]').waitFor();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('.drawer__points', { hasText: formatPoints(asha.rewardpoint) }).waitFor();
        await page.keyboard.press('Escape');
      }

      // /bills: Date, Amount, Points from the in-store system, and the points earned
      await page.goto('/bills');
      const bills = page.getByRole('region', { name: 'In-store bills' });
      await bills.getByRole('columnheader', { name: 'Points' }).waitFor();
      const billRows = bills.locator('tbody tr');
      expect(await billRows.count()).toBe(8);
      const first = await billRows.first().locator('td').allTextContents();
      expect(first[0]).toMatch(DATE);
      expect(first[1]).toMatch(RUPEES);
      expect(first[2]).toMatch(/^\d{1,3}(,\d{2})*(,?\d{3})?\.\d{2}$/);
      const earned = page.getByRole('region', { name: 'Points earned' });
      expect(await earned.locator('tbody tr').count()).toBeGreaterThan(8);
      await earned.getByText('In-store bill').first().waitFor();
      await screenshot(page, `loyalty-bills-${label}`);

      // /redeemhistory: Date, Redeem Points
      await page.goto('/redeemhistory');
      await page.getByRole('columnheader', { name: 'Redeem Points' }).waitFor();
      const redeemed = await page.locator('.data-table tbody tr').allTextContents();
      expect(redeemed).toHaveLength(3);
      for (const r of redeemed) expect(r).toMatch(/\d{2}-\d{2}-\d{4}\s*[\d,]+\.\d{2}/);
      await screenshot(page, `loyalty-redeemhistory-${label}`);

      // /offers: count, cards, and the slab her 2500 points fall in
      await page.goto('/offers');
      await page.getByRole('heading', { level: 1, name: '3 Special Offers Available' }).waitFor();
      expect(await page.locator('.offer-card').count()).toBe(3);
      await page.getByText('You have 2,500.00 reward points').waitFor();
      expect(await page.locator('.offer-slab--mine').count()).toBe(3);
      const bonanza = page.locator('.offer-card', { hasText: 'Loyalty Bonanza' });
      await bonanza.getByText('Minimum order').waitFor();
      expect(await bonanza.textContent()).toMatch(RUPEES);
      await bonanza
        .locator('.offer-slab--mine')
        .getByText(/2,500\.00\+ points/)
        .waitFor();
      await bonanza.getByText(/With your 2,500.00 points you get a free/).waitFor();
      await screenshot(page, `loyalty-offers-${label}`);

      // a free-product slab leads to the product's offer page
      await bonanza.locator('.offer-slab--mine a').click();
      await page.waitForURL(/\/product-details-one\/[a-z0-9-]+\/offer$/);
      await page.getByRole('heading', { level: 1 }).waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('guests see the offers without points', async () => {
    const { page, errors, context } = await openShopper(browser, MOBILE);
    await page.goto('/offers');
    await page.getByRole('heading', { level: 1, name: /Special Offers Available/ }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.locator('.offer-slab--mine').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
