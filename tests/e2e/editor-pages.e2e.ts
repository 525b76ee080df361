/**
 * Issue 33, the editor's own pages beside the form (src/lib/cms/editor-pages), at 1280 px:
 * - History with undo: the marketer edits and saves a festival, sees two versions of it (the save,
 *   and the one before it in the project's history), opens the earlier one and restores it: the file
 *   is back byte for byte and git's history is unchanged.
 * - One calendar: two festivals with a deal on the same product on the same days and two home slides
 *   in one position on the same days are marked as clashes, in the rules' own words, on those days;
 *   a list instead of the month on a phone (390 px).
 * The editor writes into this work tree (a tracked festival file): afterAll writes the file back as
 * it was, whatever happened, and removes the files the calendar journey wrote. Screenshots go to artifacts/e2e/editor only (docs/cms keeps copies).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBySlug } from '../../scripts/seed/data/products';
import { storeEnv } from '../../scripts/local-store.mjs';
import { DESKTOP, launch } from './support/browser';
import { waitFor } from './support/editor';
import { api } from './support/api';

const PORT = Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 30);
const CMS = `http://127.0.0.1:${PORT}`;
const FILE = 'src/content/festivals/sankranti.md';
const SHOTS = 'artifacts/e2e/editor';
const ORIGINAL = readFileSync(FILE, 'utf8');
const BANNER = 'src/assets/festivals/sankranti/fresh-harvest.svg';
/** Keystatic's save moves the festival's pictures (its Kannada and Hindi banners into kn/banners/0/…): the folder as it was, to put back */
const PICTURES = 'src/assets/festivals/sankranti';
const picturesBefore = new Map(
  readdirSync(PICTURES, { recursive: true, encoding: 'utf8' }).flatMap((f) => {
    const path = join(PICTURES, f);
    return statSync(path).isFile() ? [[path, readFileSync(path)] as const] : [];
  }),
);
const JAGGERY = productBySlug('organic-jaggery-powder-500-g');
const CALENDAR_FILES = [
  'src/content/festivals/calendar-clash-a.md',
  'src/content/festivals/calendar-clash-b.md',
  'src/content/home-slides/calendar-slide-a.json',
  'src/content/home-slides/calendar-slide-b.json',
];
const git = (...args: string[]) => execFileSync('git', args).toString().trim();

let browser: Browser;
let editor: ChildProcess | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  editor = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(PORT)], {
    env: { ...storeEnv(), NODE_ENV: 'development', KEYSTATIC: '1' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${CMS}/editor/history`, 240_000);
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid) process.kill(-editor.pid, 'SIGTERM');
  // never leave a tracked file changed: Keystatic's save may also have moved the banners
  writeFileSync(FILE, ORIGINAL);
  const kept = (path: string) => picturesBefore.has(path) || [...picturesBefore.keys()].some((p) => p.startsWith(`${path}/`));
  for (const f of readdirSync(PICTURES)) if (!kept(join(PICTURES, f))) rmSync(join(PICTURES, f), { recursive: true, force: true });
  for (const [path, bytes] of picturesBefore) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
  for (const f of CALENDAR_FILES) rmSync(f, { force: true });
});

describe('history with undo (local mode)', () => {
  it('edit and save a festival, see two versions, restore the earlier one: the file is back', async () => {
    const head = git('rev-parse', 'HEAD');
    let page = await browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(120_000);
    await page.goto(`${CMS}/keystatic/collection/festivals/item/sankranti`, { timeout: 240_000 });
    const summary = page.getByLabel('Summary', { exact: true });
    await summary.waitFor({ timeout: 240_000 });
    // the festival's Kannada words are in its own form (the guide's picture of the languages)
    const kannadaName = page.getByLabel('Festival name in Kannada');
    await expect(kannadaName.inputValue()).resolves.toBe('ಸಂಕ್ರಾಂತಿ ಸುಗ್ಗಿ ವಿಶೇಷಗಳು');
    await kannadaName.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/festival-kannada-form.png` });
    await summary.fill('Rice, dals and jaggery for the harvest: a test save.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => readFileSync(FILE, 'utf8'), { timeout: 60_000 }).toContain('a test save.');
    // Keystatic's own Save, through the editor's server: the team's comment and the banner's name stay
    const saved = readFileSync(FILE, 'utf8');
    expect(saved).toContain('# Harvest festival, listed as "upcoming" until it starts.');
    expect(saved).toContain('src: ../../assets/festivals/sankranti/fresh-harvest.jpg');
    expect(existsSync('src/assets/festivals/sankranti/banners')).toBe(false);
    // and the Kannada and Hindi banners too (Keystatic moved them to kn/banners/0/src.jpg before)
    for (const lang of ['kn', 'hi']) {
      expect(saved).toContain(`src: ../../assets/festivals/sankranti/fresh-harvest.${lang}.jpg`);
      expect(saved).toContain(`phone: ../../assets/festivals/sankranti/fresh-harvest-phone.${lang}.jpg`);
      expect(existsSync(`src/assets/festivals/sankranti/${lang}`)).toBe(false);
    }

    // the editor's server reloads its open pages a moment after a file changes, which can cancel a
    // click's navigation: each step opens its address in a fresh tab
    const open = async (path: string) => {
      await page.close();
      page = await browser.newPage({ viewport: DESKTOP });
      page.setDefaultTimeout(120_000);
      await page.goto(`${CMS}${path}`);
      return page;
    };
    await open('/editor/history');
    const link = await page.getByRole('link', { name: 'Sankranti Harvest Specials' }).getAttribute('href');
    await open(link!);
    const rows = page.getByTestId('versions').locator('tbody tr');
    await rows.nth(1).waitFor();
    // the save first, then the version the project's history holds
    await expect(rows.nth(0).textContent()).resolves.toContain('Saved here, not yet in the project’s history');
    const lastCommit = git('log', '-1', '--format=%s', '--', FILE);
    await expect(rows.nth(1).textContent()).resolves.toContain(lastCommit);
    // dd/mm/yyyy and the time in India
    await expect(rows.nth(1).locator('td').nth(0).textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(rows.nth(1).locator('td').nth(1).textContent()).resolves.toMatch(/^\d{2}:\d{2} IST$/);
    await page.screenshot({ path: `${SHOTS}/history-versions.png` });

    await open(
      (await rows
        .nth(1)
        .getByRole('link', { name: /^Open the version of/ })
        .getAttribute('href'))!,
    );
    const version = page.getByTestId('version');
    await version.getByRole('row', { name: /^summary Rice, dals, jaggery, sesame/ }).waitFor();
    await version.getByRole('row', { name: /^kn\.name ಸಂಕ್ರಾಂತಿ/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/history-version.png` });
    await version.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('status').filter({ hasText: 'Restored — goes live when published' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/history-restored.png` });

    expect(readFileSync(FILE, 'utf8')).toBe(ORIGINAL);
    // the banner the version shows is there again, even if the save renamed it
    expect(git('status', '--porcelain', '--', FILE, BANNER)).toBe('');
    // a new save, never a rewrite of the history
    expect(git('rev-parse', 'HEAD')).toBe(head);
    // the save is gone from the list: the file is the history's latest version again
    await open(`/editor/history?entry=${encodeURIComponent(FILE)}`);
    await expect(page.getByTestId('versions').locator('tbody tr').nth(0).textContent()).resolves.toContain(lastCommit);
    await page.close();
  }, 600_000);

  it('refuses a path outside the editor folders, in words', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${CMS}/editor/history?entry=${encodeURIComponent('src/content/festivals/../../../package.json')}`);
    await page.getByRole('alert').filter({ hasText: 'Only festivals, home slides and ad tiles have a history here.' }).waitFor();
    // a Restore posted from another site changes nothing
    const res = await api(page).post(`${CMS}/editor/history`, {
      form: { entry: FILE, version: git('rev-list', '--max-count=1', 'HEAD', '--', FILE) },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(await res.text()).toContain('Restore is pressed on this page only.');
    expect(readFileSync(FILE, 'utf8')).toBe(ORIGINAL);
    await page.close();
  }, 120_000);
});

/** A published festival with a deal on jaggery, as the form saves it. */
function clashFestival(file: string, name: string, starts: string, ends: string) {
  const lines = ['---', `name: ${name}`, 'status: published', 'order: 50', 'days:', `  starts: '${starts}'`, `  ends: '${ends}'`];
  lines.push('banners:', '  - src: ../../assets/festivals/sankranti/fresh-harvest.svg', '    alt: A harvest basket');
  lines.push(
    'products:',
    `  - ${JAGGERY.slug}`,
    'deals:',
    `  - product: ${JAGGERY.slug}`,
    '    price: 65',
    '    units: 20',
    '---',
    '',
    'Jaggery.',
    '',
  );
  writeFileSync(file, lines.join('\n'));
}
function clashSlide(file: string, title: string, from: string, until: string) {
  const photo = '../../assets/home-slides/farm-fresh-fruits-vegetables-delivered-today/photo.svg';
  writeFileSync(
    file,
    JSON.stringify({ title, place: 'main', order: 97, photo, link: '/festival', shows_from: from, shows_until: until }, null, 2),
  );
}

describe('one calendar of festivals, slides and deals, clashes marked', () => {
  beforeAll(() => {
    clashFestival(CALENDAR_FILES[0]!, 'Calendar Clash A', '2027-01-12', '2027-01-16');
    clashFestival(CALENDAR_FILES[1]!, 'Calendar Clash B', '2027-01-14', '2027-01-20');
    clashSlide(CALENDAR_FILES[2]!, 'Calendar slide A', '2027-01-03', '2027-01-06');
    clashSlide(CALENDAR_FILES[3]!, 'Calendar slide B', '2027-01-05', '2027-01-09');
  });

  it('January 2027 at 1280 px: the deal clash on 14–16/01 and the slide clash on 05–06/01, in the rules’ words', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(120_000);
    const clashes = page.getByTestId('clashes').locator('li');
    // the editor's content layer picks up the new files within moments
    await expect
      .poll(
        async () => {
          await page.goto(`${CMS}/editor/calendar?month=2027-01`);
          return clashes.count();
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    await expect(clashes.allTextContents()).resolves.toEqual([
      `${JAGGERY.name} is on deal in "Calendar Clash A" (12/01/2027 to 16/01/2027) and in "Calendar Clash B" (14/01/2027 to 20/01/2027), both from 14/01/2027 to 16/01/2027: remove one of the two deals or change one festival's days so they do not meet.`,
      'Home slides "Calendar slide A" and "Calendar slide B" are both at the main banner position 97 from 05/01/2027 to 06/01/2027: change the order or the days of one of them',
    ]);
    const month = page.getByTestId('month');
    const clashDays = await month.locator('td.clash-day').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day')));
    expect(clashDays).toEqual(['2027-01-05', '2027-01-06', '2027-01-14', '2027-01-15', '2027-01-16']);
    // the festival, its deal and the Sankranti festival on their days, dates as dd/mm/yyyy
    const day14 = month.locator('td[data-day="2027-01-14"]');
    await expect(day14.locator('.day-no').textContent()).resolves.toBe('14/01/2027');
    await day14.getByRole('link', { name: 'Festival: Calendar Clash A' }).waitFor();
    await day14.getByRole('link', { name: `Deal: ${JAGGERY.name} ₹65 (Calendar Clash B), clashes` }).waitFor();
    await day14.getByRole('link', { name: 'Festival: Sankranti Harvest Specials' }).waitFor();
    expect(await month.locator('td[data-day="2027-01-12"] .clash-mark').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/calendar-1280.png`, fullPage: true });

    // on a phone: the month's list, clashes first
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await month.isVisible()).toBe(false);
    const list = page.getByTestId('list');
    await list.getByText('Calendar slide A (main banner, position 97)').waitFor();
    expect(await list.locator('li.chip--clash').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/calendar-390.png`, fullPage: true });
    await page.close();
  }, 300_000);
});
