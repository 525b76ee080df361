/**
 * Issue 16 "Must show": type "aata" in the header, pick a suggestion, land on Aashirvaad atta; on
 * /search sort by price and filter veg + a brand, reload, same results.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, openShopper, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('search the way Bengaluru types', () => {
  it('"aata" in the header suggests Aashirvaad atta and takes the shopper there', async () => {
    const { page, errors, context } = await openShopper(browser);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /search products/i }).first();
    await box.click();
    await box.pressSequentially('aata', { delay: 60 });
    const option = page.getByRole('option', { name: /aashirvaad.*atta/i }).first();
    await option.waitFor({ timeout: 10_000 });
    await screenshot(page, 'search-suggest-aata');
    await option.click();
    await page.waitForURL(/aashirvaad/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/aashirvaad.*atta/i);
    // the FSSAI mark on the product page
    await expect(page.getByRole('img', { name: 'Vegetarian' }).first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts by price, filters veg and a brand, and a reload shows the same results', async () => {
    const { page, errors, context } = await openShopper(browser);
    await page.goto('/search?q=doodh');
    await page.locator('.product-card').first().waitFor();
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    await page.getByRole('radio', { name: 'Vegetarian', exact: true }).check();
    await page.waitForURL(/veg=veg/);
    await page.getByRole('checkbox', { name: /^Amul/ }).check();
    await page.waitForURL(/brand=Amul/);
    const names = async () => page.locator('.product-card__name').allTextContents();
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    for (const n of before) expect(n).toMatch(/amul/i);
    const prices = await page.locator('.product-card .price__now').allTextContents();
    const paise = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(paise).toEqual([...paise].sort((a, b) => a - b));
    await screenshot(page, 'search-refined');
    await page.reload();
    expect(await names()).toEqual(before);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('price_asc');
    await expect(page.getByRole('checkbox', { name: /^Amul/ }).isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Did you mean" on a typo, and the filters work as a plain form without scripts', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/search?q=amul%20buter');
    await expect(page.getByText(/Did you mean/).textContent()).resolves.toMatch(/amul butter/);
    await page.goto('/search?q=milk');
    await page.getByRole('radio', { name: 'Vegetarian', exact: true }).check();
    await page.getByLabel('Sort by').selectOption('price_desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/veg=veg/);
    expect(page.url()).toMatch(/sort=price_desc/);
    await expect(page.locator('.product-card').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
