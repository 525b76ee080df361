/**
 * Issue 33, after the form (tests/e2e/cms.e2e.ts walks Create, each refusal and "Saved…"): the
 * marketer previews the saved festival on its first day in the editor, as shoppers will see it
 * (festival price, units left, countdown, the home slide) at 390 and 1280 px in English and Kannada,
 * publishes it, and on that day a shopper's cart charges the price the preview showed.
 *
 * The editor's server (astro dev, as `npm run cms`) runs on its own seeded database; its clock is
 * moved (support/shifted-clock.mjs) to the day before the festival, then to its first day, and the
 * browser's clock is pinned to the same moments. Publish runs PUBLISH_COMMAND, here the deal sync
 * into that database, standing in for `npm run deploy`. Screenshots go to artifacts/e2e/preview.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBySlug } from '../../scripts/seed/data/products';
import { seededState, storeEnv } from '../../scripts/local-store.mjs';
import { DESKTOP, launch, MOBILE } from './support/browser';
import { waitFor } from './support/editor';

const PORT = Number(process.env.E2E_PORT ?? 8799) + 20;
const CMS = `http://127.0.0.1:${PORT}`;
const SLUG = 'pongal-preview-test';
const FILE = `src/content/festivals/${SLUG}.md`;
const SLIDE_FILE = 'src/content/home-slides/pongal-preview-slide.json';
const SLIDE_TITLE = 'Pongal week: jaggery at festival prices';
const JAGGERY = productBySlug('organic-jaggery-powder-500-g');
const SHOTS = 'artifacts/e2e/preview';
/** the day before the festival, and its first day, in India */
const EVE = Date.parse('2027-01-11T10:00:00+05:30');
const FIRST_DAY = Date.parse('2027-01-12T09:30:00+05:30');

let browser: Browser;
let editor: ChildProcess | undefined;
let dir: string;
let state: string;
let link = '';

/** Moves the editor server's clock to `at` (read by support/shifted-clock.mjs within 100 ms). */
function serverClockAt(at: number) {
  writeFileSync(join(dir, 'clock'), String(at - Date.now()));
}

function writeFestival() {
  // the file the form saves (cms.e2e checks the form writes exactly this shape)
  const lines = [
    '---',
    'name: Pongal Preview Test',
    'status: published',
    'order: 0',
    'days:',
    "  starts: '2027-01-12'",
    "  ends: '2027-01-16'",
  ];
  lines.push('summary: Jaggery and ghee for Pongal.', 'banners:', '  - src: ../../assets/festivals/sankranti/fresh-harvest.jpg');
  lines.push(
    '    alt: A Pongal pot with jaggery',
    '    focus: left',
    'products:',
    `  - ${JAGGERY.slug}`,
    'deals:',
    `  - product: ${JAGGERY.slug}`,
  );
  lines.push('    price: 65', '    units: 20', '---', '', 'Pongal sweets start with jaggery.', '');
  writeFileSync(FILE, lines.join('\n'));
  const photo = '../../assets/home-slides/farm-fresh-fruits-vegetables-delivered-today/photo.svg';
  const slide = {
    title: SLIDE_TITLE,
    place: 'main',
    order: 97,
    photo,
    link: '/festival',
    shows_from: '2027-01-12',
    shows_until: '2027-01-16',
  };
  writeFileSync(SLIDE_FILE, JSON.stringify(slide, null, 2));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'haat-preview-'));
  state = await seededState({ prefix: 'haat-preview-db-', env: storeEnv() });
  writeFileSync(join(dir, 'dev.env'), 'ENVIRONMENT=development\n');
  serverClockAt(EVE);
  writeFestival();
  editor = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(PORT)], {
    env: {
      ...storeEnv(),
      NODE_ENV: 'development',
      KEYSTATIC: '1',
      CMS_STATE: state,
      CMS_ENV_FILE: join(dir, 'dev.env'),
      E2E_CLOCK_FILE: join(dir, 'clock'),
      NODE_OPTIONS: `--import ${resolve('tests/e2e/support/shifted-clock.mjs')}`,
      PUBLISH_COMMAND: `npx vite-node scripts/festival/sync-deals.ts -- --local --persist-to ${state}`,
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${CMS}/editor/publish`, 240_000);
  browser = await launch();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid) process.kill(-editor.pid, 'SIGTERM');
  rmSync(FILE, { force: true });
  rmSync(SLIDE_FILE, { force: true });
  rmSync(dir, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

/** A page whose browser clock stands at `at` (the countdown and the page's own "today"). */
async function pageAt(at: number, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
  await context.clock.setFixedTime(at);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  return page;
}

describe('the marketer previews a festival on its first day and publishes it', () => {
  it('Preview on a day gives a signed link; the festival page shows the festival price, units left and countdown', async () => {
    const page = await pageAt(EVE);
    await page.goto(`${CMS}/editor/preview`);
    await page.getByLabel('Day (dd/mm/yyyy)').fill('31/02/2027');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('alert').filter({ hasText: '"31/02/2027" is not a day' }).waitFor();
    await page.getByLabel('Day (dd/mm/yyyy)').fill('12/01/2027');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'As shoppers see it on Tuesday, 12 January 2027' }).waitFor();
    link = await page.getByLabel('Link to send').inputValue();
    expect(link).toMatch(new RegExp(`^${CMS}/festival\\?preview=2027-01-12\\.\\d+\\.[0-9a-f]{64}$`));
    // the editor shows the page at both sizes itself
    for (const size of ['phone', 'computer']) {
      const framed = page.frameLocator(`iframe[title="Festival page on a ${size}"]`);
      await framed.locator(`.festival-card[data-slug="${JAGGERY.slug}"] .price__now`).filter({ hasText: '₹65.00' }).waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/preview-editor-1280.png`, fullPage: true });
    // each banner in both shapes the store cuts (issue 33): 3:2 for phones, 3:1 for computers, around its focal point
    const shapes = page.locator(`section[aria-label="Banners on phones and computers"] article[data-festival="${SLUG}"]`);
    await expect(shapes.locator('figcaption').first().textContent()).resolves.toBe(
      'English, banner 1, phone (3:2): a cut of the banner; focal point Left',
    );
    const cut = (shape: string) =>
      shapes.locator(`img.cut--${shape}`).evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth / img.naturalHeight;
      });
    expect(await cut('phone')).toBeCloseTo(3 / 2, 2);
    expect(await cut('computer')).toBeCloseTo(3, 2);
    await shapes.getByText('In Kannada: the same pictures as in English.').waitFor();
    await shapes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/preview-banner-shapes-1280.png` });
    // a changed pass is refused in words, never today's page
    const forged = await (await fetch(link.replace('2027-01-12', '2027-01-13'))).text();
    expect(forged).toBe('This preview link is not valid. Ask for a new one.');
    await page.context().close();

    for (const lang of ['en', 'kn'] as const) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', MOBILE],
      ] as const) {
        const shopper = await pageAt(EVE, viewport);
        await shopper.goto(lang === 'en' ? link : link.replace('/festival?', '/kn/festival?'));
        const card = shopper.locator(`section[data-festival="${SLUG}"] .festival-card[data-slug="${JAGGERY.slug}"]`);
        await card.locator('.price__now').filter({ hasText: '₹65.00' }).waitFor();
        await expect(card.locator('.price__mrp').textContent()).resolves.toContain(`₹${(JAGGERY.previous_price / 100).toFixed(2)}`);
        await expect(card.locator('.festival-card__left').textContent()).resolves.toMatch(/20/);
        // from midday of the first day to midnight after the last: 4 days 12 hours
        await expect.poll(() => card.locator('.countdown time').getAttribute('datetime')).toBe('PT108H0M0S');
        await shopper
          .locator('.preview-note')
          .filter({ hasText: lang === 'en' ? '12 January 2027' : '2027' })
          .waitFor();
        await shopper.screenshot({ path: `${SHOTS}/festival-${lang}-${size}-top.png` });
        await card.scrollIntoViewIfNeeded();
        await shopper.screenshot({ path: `${SHOTS}/festival-${lang}-${size}.png` });
        await shopper.context().close();
      }
    }
  }, 600_000);

  it('the home page on that day shows the festival slide; today it does not', async () => {
    for (const lang of ['en', 'kn'] as const) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', MOBILE],
      ] as const) {
        const page = await pageAt(EVE, viewport);
        const home = link.replace('/festival?', lang === 'en' ? '/?' : '/kn/?');
        await page.goto(home);
        await page.locator('.preview-note').waitFor();
        // the English title is the slide's alt text in every language until it has its own
        expect(await page.locator(`img[alt="${SLIDE_TITLE}"]`).count()).toBeGreaterThan(0);
        await page.screenshot({ path: `${SHOTS}/home-${lang}-${size}.png` });
        await page.goto(`${CMS}${lang === 'en' ? '/' : '/kn/'}`);
        expect(await page.locator(`img[alt="${SLIDE_TITLE}"]`).count()).toBe(0);
        await page.context().close();
      }
    }
  }, 600_000);

  it('Publish goes through the checks; on the first day the cart charges the price the preview showed', async () => {
    const page = await pageAt(EVE);
    await page.goto(`${CMS}/editor/publish`);
    await page.getByRole('row').filter({ hasText: 'Pongal Preview Test' }).filter({ hasText: 'Published' }).waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: shoppers now see your saved festivals' }).waitFor({ timeout: 180_000 });
    await page.screenshot({ path: `${SHOTS}/publish-1280.png`, fullPage: true });
    await page.context().close();

    serverClockAt(FIRST_DAY);
    const shopper = await pageAt(FIRST_DAY, MOBILE);
    await shopper.goto(`${CMS}/product-details-one/${JAGGERY.slug}`);
    await shopper.locator('.purchase').getByRole('button', { name: 'Add', exact: true }).first().click();
    await expect.poll(() => shopper.evaluate(() => localStorage.getItem('carts') ?? '')).toContain(`"pid":${JAGGERY.id}`);
    await shopper.goto(`${CMS}/cart`);
    await shopper.getByText('₹65.00').first().waitFor();
    const priced = await shopper.evaluate(async (pid) => {
      const res = await fetch('/api/cartPrice', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ pid, qty: 1 }] }),
      });
      return ((await res.json()) as { response: Array<{ unit_price: number; deal: boolean }> }).response[0];
    }, JAGGERY.id);
    expect(priced).toMatchObject({ unit_price: 6500, deal: true });
    await shopper.screenshot({ path: `${SHOTS}/cart-en-390.png` });
    await shopper.context().close();
  }, 600_000);
});
