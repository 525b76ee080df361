import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { MOBILE, shopperForFile, screenshot } from './support/browser';
import { loginThroughForm } from './support/login';
import { ownCustomer } from './support/own-customer';

/*
 * Issue 19, the pages' bodies: Kannada policy pages with their own text (the privacy notice too),
 * without JavaScript; and a Kannada invoice, every label from the catalogue,
 * money in ₹ en-IN. At 390 px, with screenshots.
 */
const file = shopperForFile(MOBILE);
const fitsWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const scripts = (p: Page) => p.$$eval('script:not([type="application/ld+json"])', (s) => s.length);

describe('pre-rendered pages in Kannada', () => {
  it('/kn/terms has its Kannada text and no script', async () => {
    const { page } = file.shopper;
    await page.goto('/kn/terms');
    await page.getByRole('heading', { level: 1, name: 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು' }).waitFor();
    await page.getByRole('heading', { name: 'ಬೆಲೆ ಮತ್ತು ಪಾವತಿ' }).waitFor();
    expect(await page.getByTestId('policy-in-english').count()).toBe(0);
    expect(await scripts(page)).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-pages-390-kn-terms');
  });

  it('/kn/privacy-policy is the notice in Kannada (DPDP), grievance details as in English, 0 KB JS', async () => {
    const { page } = file.shopper;
    await page.goto('/kn/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'ಗೌಪ್ಯತಾ ನೀತಿ' }).waitFor();
    await page.getByRole('heading', { name: 'ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ' }).waitFor();
    await page.getByRole('link', { name: 'grievance@haatfresh.in' }).waitFor();
    expect(await page.getByTestId('policy-in-english').count()).toBe(0);
    expect(await scripts(page)).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'i18n-pages-390-kn-privacy');
    await page.goto('/hi/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' }).waitFor();
    expect(await scripts(page)).toBe(0);
  });

  it('/hi/festival names the festival, its dates and its cards in Hindi', async () => {
    const { page } = file.shopper;
    await page.goto('/hi/festival');
    await page.getByRole('heading', { level: 1, name: 'त्योहार विशेष' }).waitFor();
    await page.getByRole('heading', { name: 'दिवाली धमाका' }).waitFor();
    expect(await page.locator('.festival__dates').first().textContent()).toMatch(/अक्टूबर/);
    // no island: the one module script fills each card with today's price from D1 (issue 33)
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await scripts(page)).toBe(1);
    await page.locator('.festival-card .price__now').first().waitFor();
    await screenshot(page, 'i18n-pages-390-hi-festival');
  });
});

describe('a Kannada invoice', () => {
  it('labels from the catalogue, GSTIN and HSN kept beside them, money in ₹ en-IN', async () => {
    const { page } = file.shopper;
    await page.goto('/login');
    await loginThroughForm(page, ownCustomer('i18n-pages'));
    const orderId = await page.evaluate(async (slug) => {
      const post = (path: string, body: unknown): Promise<{ response: { id: number } }> =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
      const found: { response: { products: { id: number }[] } } = await fetch(
        `/api/search?q=${encodeURIComponent(slug.replace(/-/g, ' '))}`,
      ).then((r) => r.json());
      const product = found.response.products[0]!;
      await post('/api/cartInsert', { pid: product.id, qty: 4 });
      const placed = await post('/api/order', { flag: 1, branch: 1, payment_method: 'cash' });
      return placed.response.id;
    }, FIXTURE_PRODUCTS.minTwo);
    await page.goto(`/kn/invoice-one/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'ಸರಕುಪಟ್ಟಿ' }).waitFor();
    await page.getByRole('heading', { name: 'ಪಡೆದುಕೊಳ್ಳುವ ಅಂಗಡಿಯ ವಿಳಾಸ' }).waitFor();
    expect(await page.getByTestId('inv-doc-title').textContent()).toMatch(/^(ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ \(Tax Invoice\)|ಪೂರೈಕೆಯ ಬಿಲ್ \(Bill of Supply\))$/);
    expect(await page.getByTestId('inv-total').textContent()).toMatch(/^₹\d{1,3}(,\d{2})*(,?\d{3})?\.\d{2}$/);
    const text = await page.locator('.invoice').innerText();
    expect(text).toContain('GST ಸಂಖ್ಯೆ (GSTIN)');
    expect(text).toContain('ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ');
    expect(text).not.toMatch(/\b(Billed to|Customer address|Pickup store address|Product cost|Delivery charges|Print|Back)\b/);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: 'artifacts/e2e/i18n-pages-390-kn-invoice.png', fullPage: true });
  });
});
