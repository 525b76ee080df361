/**
 * Issue 18: marketing publishes a festival page in the content editor (Keystatic under `npm run cms`)
 * without touching code: two products chosen by name, a banner with alt text (a 4 MB photo), save,
 * build, and the page shows the cards linking to the live product pages with 0 KB JavaScript. A
 * missing alt text is refused by the editor and by the build. Screenshots go to artifacts/e2e/cms
 * (docs/cms keeps copies for the editor's guide). The editor writes into this work tree; the test
 * removes what it wrote.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBySlug } from '../../scripts/seed/data/products';
import { storeEnv } from '../../scripts/local-store.mjs';
import { heavyPicturesIn, uploadCopiesIn, uploadedPictures } from '../support/dist-pictures';
import { DESKTOP, launch } from './support/browser';

const run = promisify(execFile);
const CMS_PORT = Number(process.env.E2E_PORT ?? 8799) + 10;
const CMS = `http://127.0.0.1:${CMS_PORT}`;
const SLUG = 'pongal-specials-test';
const FILE = `src/content/festivals/${SLUG}.md`;
const ASSETS = `src/assets/festivals/${SLUG}`;
const OUT = `${process.env.ASTRO_OUT_DIR || 'dist'}-cms`;
const DAY = '2027-01-13';
const PICKS = ['haldirams-rasgulla-1-kg', 'amul-pure-ghee'].map(productBySlug);
// no test writes into tracked files: the editor guide's pictures (docs/cms) are copied from here by hand
const SHOTS = 'artifacts/e2e/cms';
// a home slide uploaded as a phone photo: the home page is rendered on demand, so it is resized by
// the build's own step (src/lib/cms/picture-variants.ts), not astro:assets
const SLIDE = 'pongal-slide-test';
const SLIDE_FILE = `src/content/home-slides/${SLIDE}.json`;
const SLIDE_ASSETS = `src/assets/home-slides/${SLIDE}`;

let browser: Browser;
let editor: ChildProcess | undefined;
let photo: string;

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s`);
}

function cleanUp() {
  rmSync(FILE, { force: true });
  rmSync(ASSETS, { recursive: true, force: true });
  rmSync(SLIDE_FILE, { force: true });
  rmSync(SLIDE_ASSETS, { recursive: true, force: true });
}

beforeAll(async () => {
  cleanUp();
  mkdirSync(SHOTS, { recursive: true });
  // a 2400 × 800 photo of noise: about 5.7 MB as PNG, like a phone picture dropped into the editor
  photo = join(tmpdir(), 'haat-e2e-banner.png');
  const noise = Buffer.alloc(2400 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width: 2400, height: 800, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(photo);
  editor = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(CMS_PORT)], {
    env: { ...storeEnv(), NODE_ENV: 'development', KEYSTATIC: '1' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${CMS}/keystatic`, 240_000);
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid) process.kill(-editor.pid, 'SIGTERM');
  cleanUp();
  rmSync(OUT, { recursive: true, force: true });
});

describe('marketing publishes a festival page in the editor', () => {
  it('creates a festival with two products by name and a banner; the editor refuses a banner without alt text', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${CMS}/keystatic/collection/festivals/create`, { timeout: 240_000 });
    await page.getByLabel('Festival name').waitFor({ timeout: 240_000 });
    await page.getByLabel('Festival name').fill('Pongal Specials Test');
    await page.getByRole('button', { name: 'Draft' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByLabel('First day (India)').fill('2027-01-12');
    await page.getByLabel('Last day (India, inclusive)').fill('2027-01-16');
    await page.getByLabel('Summary').fill('Sweets and ghee for the harvest festival.');

    // banner: a picture without alt text is refused
    await page.getByRole('button', { name: 'Add', exact: true }).nth(0).click();
    const dialog = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(photo);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(async () => dialog.getByText(/Banner alt text is required|must be at least|required/i).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await dialog.count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/2-alt-text-required.png` });
    await dialog.getByLabel('Banner alt text').fill('Pongal pot with sugarcane, jaggery and rice');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // two products, chosen by their shop names (never a slug)
    for (const p of PICKS) {
      await page.getByRole('button', { name: 'Add', exact: true }).nth(1).click();
      const d = page.getByRole('dialog');
      await d.getByRole('button').first().click();
      await page.getByRole('listbox').waitFor();
      // the list is long: typing the start of a name jumps to it, as marketing would
      await page.keyboard.type(p.name, { delay: 20 });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(p.name);
      await page.keyboard.press('Enter');
      await expect(d.getByRole('button').first().textContent()).resolves.toContain(p.name);
      await d.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/1-festival-form.png`, fullPage: true });

    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(FILE), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: `${SHOTS}/3-saved.png` });
    const text = readFileSync(FILE, 'utf8');
    expect(text).toContain('status: published');
    for (const p of PICKS) expect(text).toContain(`- ${p.slug}`);
    expect(text).toMatch(/alt: Pongal pot with sugarcane, jaggery and rice/);
    const uploaded = readdirSync(ASSETS, { recursive: true })
      .map(String)
      .find((f) => f.endsWith('.png'));
    expect(uploaded).toBeTruthy();
    // the preview while editing: /festival on the editor's server lists it (coming soon, or on now)
    await expect
      .poll(async () => (await (await fetch(`${CMS}/festival`)).text()).includes('Pongal Specials Test'), {
        timeout: 120_000,
        interval: 3000,
      })
      .toBe(true);
    await page.close();
  }, 600_000);

  it('the build shows the new page: cards linking to the live product pages, a resized banner and no island', async () => {
    mkdirSync(SLIDE_ASSETS, { recursive: true });
    copyFileSync(photo, `${SLIDE_ASSETS}/photo.png`);
    const slide = {
      title: 'Pongal slide test',
      place: 'main',
      order: 99,
      photo: `../../assets/home-slides/${SLIDE}/photo.png`,
      link: '/festival',
      shows_from: DAY,
      shows_until: DAY,
    };
    writeFileSync(SLIDE_FILE, JSON.stringify(slide, null, 2));
    await run('npx', ['astro', 'build'], { env: storeEnv({ ASTRO_OUT_DIR: OUT, FESTIVAL_PREVIEW_DAY: DAY }), maxBuffer: 64 * 1024 * 1024 });
    const html = readFileSync(`${OUT}/festival/on/${DAY}.html`, 'utf8');
    expect(html).toContain(`data-festival="${SLUG}"`);
    // no island; at most the one module script that fills the cards with today's price from D1 (issue 33)
    expect(html).not.toContain('<astro-island');
    const scripts = html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/gi) ?? [];
    expect(scripts.length).toBeLessThanOrEqual(1);
    for (const tag of scripts) expect(tag).toMatch(/type="module"/);
    // fail closed: the store's build carries no editor route and no file-writing API
    const worker = readdirSync(`${OUT}/_worker.js`, { recursive: true }).map(String);
    expect(
      worker.filter(
        (f) =>
          /keystatic/i.test(f) ||
          (f.endsWith('.mjs') && /\/api\/keystatic|keystatic-astro/.test(readFileSync(`${OUT}/_worker.js/${f}`, 'utf8'))),
      ),
    ).toEqual([]);

    // the uploads reach shoppers only as resized copies: no copy of an original anywhere in the
    // build (Astro keeps one in _astro in a server build), no heavy picture at all
    const uploads = [photo, ...uploadedPictures()];
    expect(uploadCopiesIn(OUT, uploads)).toEqual([]);
    expect(heavyPicturesIn(OUT)).toEqual([]);
    // the home slide: AVIF and WebP at the banner widths, named by the Worker's home page
    const homeCode = readdirSync(`${OUT}/_worker.js`, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(`${OUT}/_worker.js/${f}`, 'utf8'))
      .join('\n');
    for (const variant of ['photo-640w', 'photo-1280w']) {
      for (const ext of ['avif', 'webp']) {
        const url = homeCode.match(new RegExp(`/_astro/${variant}\\.[\\w-]+\\.${ext}`))?.[0];
        expect(url, `${variant}.${ext}`).toBeTruthy();
        expect(statSync(`${OUT}${url}`).size).toBeLessThan(400_000);
      }
    }

    // the built page in Chromium, its files served from the build
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.route('http://store.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = [`${OUT}${path}`, `${OUT}${path}.html`].find((f) => existsSync(f) && statSync(f).isFile());
      if (!file) return route.fulfill({ status: 404, body: '' });
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.css')
          ? 'text/css'
          : file.endsWith('.webp')
            ? 'image/webp'
            : file.endsWith('.svg')
              ? 'image/svg+xml'
              : 'application/octet-stream';
      return route.fulfill({ status: 200, body: readFileSync(file), contentType: type });
    });
    await page.goto(`http://store.test/festival/on/${DAY}`);
    const section = page.locator(`section[data-festival="${SLUG}"]`);
    await section.getByRole('heading', { level: 2, name: 'Pongal Specials Test' }).waitFor();
    const cards = section.locator('.festival-card a');
    expect(await cards.count()).toBe(2);
    for (const [i, p] of PICKS.entries()) {
      await expect(cards.nth(i).getAttribute('href')).resolves.toBe(`/product-details-one/${p.slug}`);
      await expect(cards.nth(i).textContent()).resolves.toContain(p.name);
    }
    const banner = section.locator('img.festival__banner');
    await expect(banner.getAttribute('alt')).resolves.toBe('Pongal pot with sugarcane, jaggery and rice');
    const src = (await banner.getAttribute('src'))!;
    expect(src).toMatch(/\.webp$/);
    const before = statSync(photo).size;
    const after = statSync(`${OUT}${src}`).size;
    console.log(`festival banner: upload ${before} bytes → shopper ${after} bytes (${src})`);
    expect(before).toBeGreaterThan(4_000_000);
    expect(after).toBeLessThan(400_000);
    // no island; the one module script fills the cards with today's price from D1 (issue 33)
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBeLessThanOrEqual(1);
    // lazy pictures in view and loaded before the README's picture is taken
    for (const img of await section.locator('img').all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (id) => [...document.querySelectorAll(`section[data-festival="${id}"] img`)].every((i) => (i as HTMLImageElement).complete),
      SLUG,
      { timeout: 20_000 },
    );
    await section.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: `${SHOTS}/4-festival-page.png` });
    await page.close();
  }, 900_000);

  it('the build refuses a festival file whose banner has no alt text', async () => {
    writeFileSync(FILE, readFileSync(FILE, 'utf8').replace(/alt: .+/, "alt: ''"));
    const failed = await run('npx', ['astro', 'sync'], { env: storeEnv({}) }).then(
      () => null,
      (e: { stdout: string; stderr: string }) => `${e.stdout}\n${e.stderr}`,
    );
    expect(failed).toMatch(/every banner needs alt text/);
  }, 300_000);
});
