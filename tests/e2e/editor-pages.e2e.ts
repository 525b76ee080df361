/**
 * Issue 33, the editor's own pages beside the form (src/lib/cms/editor-pages), at 1280 px:
 * - History with undo: the marketer edits and saves a festival, sees two versions of it (the save,
 *   and the one before it in the project's history), opens the earlier one and restores it: the file
 *   is back byte for byte and git's history is unchanged.
 * The editor writes into this work tree (a tracked festival file): afterAll writes the file back as
 * it was, whatever happened. Screenshots go to artifacts/e2e/editor only (docs/cms keeps copies).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnv } from '../../scripts/local-store.mjs';
import { DESKTOP, launch } from './support/browser';
import { waitFor } from './support/editor';

const PORT = Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 30);
const CMS = `http://127.0.0.1:${PORT}`;
const FILE = 'src/content/festivals/sankranti.md';
const SHOTS = 'artifacts/e2e/editor';
const ORIGINAL = readFileSync(FILE, 'utf8');
const BANNER = 'src/assets/festivals/sankranti/fresh-harvest.svg';
const BANNER_BYTES = readFileSync(BANNER);
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
  // never leave a tracked file changed: Keystatic's save may also have moved the banner
  writeFileSync(FILE, ORIGINAL);
  writeFileSync(BANNER, BANNER_BYTES);
  rmSync('src/assets/festivals/sankranti/banners', { recursive: true, force: true });
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
    const res = await page.request.post(`${CMS}/editor/history`, {
      form: { entry: FILE, version: git('rev-list', '--max-count=1', 'HEAD', '--', FILE) },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(await res.text()).toContain('Restore is pressed on this page only.');
    expect(readFileSync(FILE, 'utf8')).toBe(ORIGINAL);
    await page.close();
  }, 120_000);
});

