/**
 * Issue 16 "Must show": type "aata" in the header, pick a suggestion, land on Aashirvaad atta; on
 * /search sort by price and filter veg + a brand, reload, same results.
 * Issue 31: "atta 5kg" and "bisibele bath" typed in the header find the product, in English and
 * Kannada; words that find nothing together show the best of them, and none at all offers the
 * categories and popular products.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatINR } from '../../src/lib/domain/money/money';
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
    // the suggestion's price is the product's price in the API's answer (SPEC's discount_price)
    const answer = (await (await page.request.get('/api/suggest?q=aata')).json()) as {
      response: { products: { name: string; discount_price: number }[] };
    };
    const atta = answer.response.products.find((p) => /aashirvaad.*atta/i.test(p.name))!;
    await expect(option.locator('.search__detail').textContent()).resolves.toBe(formatINR(atta.discount_price));
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

/** Types into the header's search box as a shopper does and submits it with Enter. */
async function searchFromHeader(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox').first();
  await box.click();
  await box.fill('');
  await box.pressSequentially(text, { delay: 40 });
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === text), box.press('Enter')]);
  await page.locator('.product-card').first().waitFor();
}

const firstCard = (page: Page) => page.locator('.product-card').first();

describe('sizes and compound words (issue 31)', () => {
  it.each([
    ['en', '/', /aashirvaad shudh chakki atta/i, 'Showing results for atta', 'Popular Products'],
    ['kn', '/kn/', /ಆಶೀರ್ವಾದ್ ಶುದ್ಧ ಚಕ್ಕಿ/, 'atta ಗೆ ಫಲಿತಾಂಶಗಳನ್ನು ತೋರಿಸುತ್ತಿದ್ದೇವೆ', 'ಜನಪ್ರಿಯ ಉತ್ಪನ್ನಗಳು'],
  ] as const)('in %s: "atta 5kg" offers the 5 kg pack, "bisibele bath" finds Bisibelebath', async (lang, home, atta, showing, popular) => {
    const { page, errors, context } = await openShopper(browser, DESKTOP);
    await page.goto(home);
    await searchFromHeader(page, 'atta 5kg');
    expect(page.url()).toContain(lang === 'en' ? '/search?q=atta+5kg' : '/kn/search?q=atta+5kg');
    await expect(firstCard(page).locator('.product-card__name').textContent()).resolves.toMatch(atta);
    await expect(firstCard(page).locator('.product-card__pack').textContent()).resolves.toMatch(/^5 kg/);
    await screenshot(page, `search-${lang}-atta-5kg`);
    // on the results page, the header box again
    await searchFromHeader(page, 'bisibele bath');
    await expect(firstCard(page).locator('.product-card__name').textContent()).resolves.toMatch(/bisibelebath/i);
    await screenshot(page, `search-${lang}-bisibele-bath`);
    // the words together find nothing: the page says which of them it shows
    await page.goto(`${home}search?q=${encodeURIComponent('atta zzqxv')}`);
    await expect(page.locator('.showing-for').textContent()).resolves.toBe(showing);
    // no word the store has: categories and popular products in the page's language
    await page.goto(`${home}search?q=zzqxv`);
    await expect(page.getByRole('heading', { name: popular }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.search-instead .product-card').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.search-instead .cat-grid li').count()).resolves.toBeGreaterThanOrEqual(10);
    await screenshot(page, `search-${lang}-nothing`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
