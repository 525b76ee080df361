/**
 * Issue 28 in Chromium: the manager adds two products and changes a third by one products CSV
 * (check, then apply), and a guest finds the new product on its page at once. A refused file shows
 * each row and field and changes nothing. The changed product is put back at the end, for the other
 * journeys on this store. Screenshots at 1280 and 390 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';
import { staffPageAt } from './support/login';
import { api } from './support/api';

const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
const MAKER = '"Haat Fresh Foods Pvt Ltd, 12 Mill Road, Bengaluru 560038"';
const HEAD = 'sku,name,category,price,mrp,veg,net_quantity,net_unit,country_of_origin,manufacturer,brand';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const managerPage = () => staffPageAt(browser, manager, '/staff/catalogue');

describe('products by CSV (Chromium)', () => {
  it('adds and changes products from one file, and a guest finds the new one at once', async () => {
    const page = await managerPage();
    const list = await (await api(page).get('/api/staff/catalogue?q=haat&limit=50')).json();
    const known = (list.response as { id: number; slug: string }[])[0]!;
    const editable = (await (await api(page).get(`/api/staff/catalogue/${known.id}`)).json()).response.product as { brand: string };
    const upload = async (name: string, lines: string[]) => {
      await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
      await page.getByRole('button', { name: 'Check the file' }).click();
    };

    await page.getByRole('link', { name: 'Products by CSV' }).click();
    await page.waitForURL(/\/staff\/catalogue\/products$/);

    // a refused row names its row and field, and Apply stays off
    await upload('bad.csv', [HEAD, `haat-csv-ragi-flour-1-kg,Haat CSV Ragi Flour 1 kg,Staples,95,90,veg,1,kg,India,${MAKER},Haat`]);
    await page.getByTestId('csv-refused').getByText('Row 2 (price): Price cannot be more than the MRP').waitFor();
    await page.getByTestId('csv-note').getByText('0 products would be added and 0 changed, 0 are unchanged, 1 row is refused').waitFor();
    expect(await page.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);

    const file = [
      HEAD,
      `haat-csv-ragi-flour-1-kg,Haat CSV Ragi Flour 1 kg,Staples,84.50,90,veg,1,kg,India,${MAKER},Haat`,
      `haat-csv-bajra-flour-500-g,Haat CSV Bajra Flour 500 g,Staples,42,45,veg,500,g,India,${MAKER},Haat`,
      `${known.slug},,,,,,,,,,${editable.brand} Select`,
    ];
    await upload('products.csv', file);
    await page.getByTestId('csv-note').getByText('2 products would be added and 1 changed, 0 are unchanged, 0 rows are refused').waitFor();
    const rows = page.getByTestId('csv-changes').locator('tbody tr');
    expect(await rows.count()).toBe(3);
    await rows.nth(0).getByText('New product').waitFor();
    await rows.nth(2).getByText(`brand: ${editable.brand} → ${editable.brand} Select`).waitFor();
    await screenshot(page, 'staff-products-csv-checked-1280');
    await page.getByRole('button', { name: 'Apply 3 changes' }).click();
    await page.getByTestId('csv-note').getByText('2 products added and 1 changed').waitFor();
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'staff-products-csv-applied-390');
    await page.setViewportSize(DESKTOP);

    const guest = await openShopper(browser, MOBILE);
    await guest.page.goto('/product-details-one/haat-csv-ragi-flour-1-kg');
    await guest.page.getByRole('heading', { name: 'Haat CSV Ragi Flour 1 kg' }).waitFor();
    await guest.page.locator('main').getByText(formatINR(8450)).first().waitFor();
    await screenshot(guest.page, 'staff-products-csv-new-product-390');
    expect(guest.errors).toEqual([]);

    // the changed brand back, for the other journeys
    await page.reload();
    await upload('back.csv', ['sku,brand', `${known.slug},${editable.brand}`]);
    // one change is said in the singular, on the phone too
    await page.setViewportSize(MOBILE);
    await page.getByTestId('csv-note').getByText('0 products would be added and 1 changed, 0 are unchanged, 0 rows are refused').waitFor();
    await page.getByRole('heading', { name: '1 change', exact: true }).waitFor();
    await screenshot(page, 'staff-products-csv-one-change-390');
    await page.getByRole('button', { name: 'Apply 1 change', exact: true }).click();
    await page.getByTestId('csv-note').getByText('0 products added and 1 changed').waitFor();
    await guest.context.close();
    await page.context().close();
  });
});
