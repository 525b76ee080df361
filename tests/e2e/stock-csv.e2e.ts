/**
 * Issue 28 in the browser: Koramangala's clerk counts shelves by CSV. A file with another branch's
 * row is refused by row and changes nothing; the corrected file's check shows each difference, and
 * apply records them (read back through the staff stock API). 390 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_PLANS } from '../../scripts/seed/data/deals';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { DEMO_STAFF, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { DESKTOP, launch, MOBILE, openShopper, screenshot, type ShopperPage } from './support/browser';
import { api } from './support/api';
import { staffLoginAt } from './support/login';

const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 2)!;
const special = new Set<string>([...DEAL_PLANS.map((d) => d.slug), ...Object.values(FIXTURE_PRODUCTS)]);
const plain = PRODUCTS.filter((p) => p.variants.length === 0 && !special.has(p.slug) && p.out_of_stock === 0);
// three quarters into the list: other journeys take theirs from the front, the middle and the end
const [first, second] = [plain[Math.floor((plain.length * 3) / 4)]!, plain[Math.floor((plain.length * 3) / 4) + 1]!];

let browser: Browser;
let staff: ShopperPage;

async function countHere(page: Page, name: string, slug: string): Promise<number> {
  const res = await api(page).get(`/api/staff/products?q=${encodeURIComponent(name)}&limit=50`);
  const rows = ((await res.json()) as { response: { slug: string; pack_id: number; stock: number }[] }).response;
  return rows.find((r) => r.slug === slug && r.pack_id === 0)!.stock;
}

async function pick(page: Page, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({ name: 'koramangala-count.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).and(page.locator(':enabled')).click();
}

beforeAll(async () => {
  browser = await launch();
  staff = await openShopper(browser, MOBILE);
  const page = staff.page;
  await staffLoginAt(page, clerk, '/staff/stock/csv');
});
afterAll(async () => {
  await staff?.context.close();
  await browser?.close();
});

describe('a clerk counts shelves by CSV', () => {
  it('refuses another branch’s row, then shows and records each difference', async () => {
    const page = staff.page;
    const before = [await countHere(page, first.name, first.slug), await countHere(page, second.name, second.slug)];
    await page.goto('/staff/stock');
    await page.getByRole('link', { name: 'Count by CSV' }).click();
    await page.getByRole('heading', { name: 'Stock count by CSV' }).waitFor();

    await pick(page, `sku,pack,branch,counted\n${first.slug},,Koramangala,${before[0]! + 7}\n${second.slug},,Indiranagar,3\n`);
    await page
      .getByTestId('csv-refused')
      .getByText('Row 3 (branch): You can count only your own branch, not Indiranagar', { exact: true })
      .waitFor();
    await page.getByTestId('csv-note').getByText('1 count would change, 0 are unchanged, 1 row is refused').waitFor();
    // refused rows block the apply: the note is an alert, not a green success
    expect(await page.getByTestId('csv-note').getAttribute('role')).toBe('alert');
    await page.getByRole('heading', { name: '1 change', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);
    await screenshot(page, 'stock-csv-refused-390');

    const csv = `SKU,Pack,Branch,Counted\r\n${first.slug},,Koramangala,${before[0]! + 7}\r\n${second.slug},,koramangala,${before[1]! + 2}\r\n`;
    await pick(page, csv);
    await page.getByTestId('csv-note').getByText('2 counts would change, 0 are unchanged, 0 rows are refused').waitFor();
    expect(await page.getByTestId('csv-note').getAttribute('role')).toBe('status');
    const rows = page.getByTestId('csv-changes').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator('td').last().textContent()).toBe('+7');
    await screenshot(page, 'stock-csv-check-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'stock-csv-check-1280');

    await page.getByRole('button', { name: 'Apply 2 changes' }).click();
    await page.getByTestId('csv-note').getByText('2 counts changed').waitFor();
    await screenshot(page, 'stock-csv-applied-1280');
    await page.setViewportSize(MOBILE);
    expect([await countHere(page, first.name, first.slug), await countHere(page, second.name, second.slug)]).toEqual([
      before[0]! + 7,
      before[1]! + 2,
    ]);
  });
});
