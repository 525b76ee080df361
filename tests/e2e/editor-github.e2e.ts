/**
 * Issue 33, GitHub mode's Publish page in the editor (npm run cms with KEYSTATIC_GITHUB_REPO), at
 * 1280 and 390 px, against the fake GitHub (tests/support/fake-github.ts): a marketer's saved branch
 * is listed with its files, who saved it and when; "Ask for approval" opens its pull request;
 * Publish is refused, in words, until the owner approves the latest save with green checks; then it
 * merges once and says the store updates when CI deploys. Then one real Keystatic Save in GitHub
 * mode: the page's own commit (GraphQL createCommitOnBranch) reaches the fake GitHub with the team's
 * comments and the banner's file names kept (patches/@keystatic+core+0.6.9.patch, save-keeper.ts).
 * Keystatic's GitHub sign-in is GitHub's and not driven here: the test sets the access-token cookie
 * it leaves, and routes the page's api.github.com requests to the fake. Screenshots go to
 * artifacts/e2e/editor only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnv } from '../../scripts/local-store.mjs';
import { fakeGithub, type FakeGithub } from '../support/fake-github';
import { commentsOf } from '../support/save-keeper-fields';
import { DESKTOP, launch, MOBILE } from './support/browser';
import { waitFor } from './support/editor';
import { api } from './support/api';

const PORT = Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 30);
const CMS = `http://127.0.0.1:${PORT}`;
const SHOTS = 'artifacts/e2e/editor';
const HEAD = 'a'.repeat(40);

let browser: Browser;
let editor: ChildProcess | undefined;
let gh: FakeGithub;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  gh = await fakeGithub();
  gh.branches.set('sankranti-2027', {
    sha: HEAD,
    files: ['src/content/festivals/makar-sankranti-2027.md', 'src/assets/festivals/makar-sankranti-2027/banner.jpg'],
    author: 'meera-marketing',
    date: '2027-01-05T06:30:00Z',
  });
  gh.checks.set(HEAD, [{ name: 'build and content checks', status: 'completed', conclusion: 'success' }]);
  editor = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(PORT)], {
    env: {
      ...storeEnv(),
      NODE_ENV: 'development',
      KEYSTATIC: '1',
      KEYSTATIC_GITHUB_REPO: 'haat/store',
      GITHUB_TOKEN: gh.token,
      GITHUB_API_URL: gh.url,
      PUBLISH_APPROVERS: 'owner-asha',
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${CMS}/editor/publish`, 240_000);
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (editor?.pid) process.kill(-editor.pid, 'SIGTERM');
  await gh?.close();
});

const row = (page: Page) => page.getByRole('row', { name: /sankranti-2027/ });

describe('Publish in GitHub mode', () => {
  it('ask for approval, refused until the owner approves, then published once', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(120_000);
    await page.goto(`${CMS}/editor/publish`, { timeout: 240_000 });
    await expect(row(page).textContent()).resolves.toContain('meera-marketing');
    await expect(row(page).textContent()).resolves.toContain('05/01/2027 12:00 IST');
    await expect(row(page).textContent()).resolves.toContain('Saved: not sent for approval yet');

    await row(page).getByRole('button', { name: 'Ask for approval' }).click();
    await page.getByRole('status').filter({ hasText: 'Approval asked for' }).waitFor();
    await expect(row(page).textContent()).resolves.toContain("Waiting for the owner's approval");
    expect(gh.pulls).toHaveLength(1);

    // someone who may not approve publishing approves: still refused, saying why
    gh.reviews.set(1, [{ login: 'intern-kiran', state: 'APPROVED', commit: HEAD }]);
    await row(page).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alert').filter({ hasText: 'intern-kiran approved, but cannot approve publishing' }).waitFor();
    expect(gh.mergeCalls).toBe(0);

    gh.reviews.get(1)?.push({ login: 'owner-asha', state: 'APPROVED', commit: HEAD });
    await page.goto(`${CMS}/editor/publish`);
    await expect(row(page).textContent()).resolves.toContain('Approved by owner-asha — ready to publish');
    await page.screenshot({ path: `${SHOTS}/publish-github-1280.png`, fullPage: true });
    const phone = await browser.newPage({ viewport: MOBILE });
    await phone.goto(`${CMS}/editor/publish`);
    await row(phone).waitFor();
    // each change is a block on a phone: nothing scrolls sideways
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE.width);
    await phone.screenshot({ path: `${SHOTS}/publish-github-390.png`, fullPage: true });
    await phone.close();

    await row(page).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').filter({ hasText: 'Published: the store updates in a few minutes when CI deploys.' }).waitFor();
    expect(gh.merges).toBe(1);
    await page.screenshot({ path: `${SHOTS}/publish-github-published.png` });

    // a Publish posted from another site merges nothing
    const res = await api(page).post(`${CMS}/editor/publish`, {
      form: { action: 'publish', pull: '1' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(await res.text()).toContain('Publish is pressed on this page only.');
    expect(gh.mergeCalls).toBe(1);
    await page.close();
  }, 600_000);
});

/** The repository's editable files as they are in this work tree (Keystatic lists them all). */
function projectFiles(): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const dir of ['src/content', 'src/assets/festivals', 'src/assets/home-slides', 'src/assets/ad-tiles']) {
    for (const f of readdirSync(dir, { recursive: true }).map(String)) {
      const path = join(dir, f);
      if (/\.\w+$/.test(f)) files.set(path, new Uint8Array(readFileSync(path)));
    }
  }
  return files;
}

describe('Save in GitHub mode', () => {
  it('a real Keystatic Save commits the festival with its comments and picture names kept', async () => {
    const FILE = 'src/content/festivals/diwali.md';
    const files = projectFiles();
    // the team's comments: the file's own, and one beside a value
    const before = new TextDecoder().decode(files.get(FILE)).replace(/^order: 1$/m, 'order: 1 # before Sankranti when both are on');
    expect(commentsOf(before)).toHaveLength(2);
    files.set(FILE, new TextEncoder().encode(before));
    gh.branches.set('main', { sha: 'f'.repeat(40), files: [], author: 'owner', date: '2027-01-01T00:00:00Z', tree: new Map(files) });
    gh.branches.set('diwali-words', {
      sha: 'd'.repeat(40),
      files: [],
      author: 'meera-marketing',
      date: '2027-01-05T06:30:00Z',
      tree: files,
    });

    const context = await browser.newContext({ viewport: DESKTOP });
    // what Keystatic's GitHub sign-in leaves, and GitHub itself played by the fake
    await context.addCookies([{ name: 'keystatic-gh-access-token', value: gh.token, url: CMS }]);
    await context.route(/^https:\/\/api\.github\.com\//, async (route) => {
      const req = route.request();
      const url = new URL(req.url());
      const res = await fetch(`${gh.url}${url.pathname}${url.search}`, {
        method: req.method(),
        headers: {
          authorization: req.headers().authorization ?? '',
          accept: req.headers().accept ?? '',
          'content-type': 'application/json',
        },
        body: req.method() === 'GET' ? undefined : (req.postData() ?? undefined),
      });
      const headers = { 'content-type': res.headers.get('content-type') ?? '', 'access-control-allow-origin': '*' };
      await route.fulfill({ status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${CMS}/keystatic/branch/diwali-words/collection/festivals/item/diwali`, { timeout: 240_000 });
    const summary = page.getByLabel('Summary', { exact: true });
    await summary.fill('Sweets, dry fruits and diyas for Diwali');
    await page.getByText('Unsaved', { exact: true }).waitFor();
    const committed = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /createCommitOnBranch/.test(r.request().postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await committed).status()).toBe(200);
    // the same note as a local save: GitHub took the commit
    await page.getByRole('status').filter({ hasText: 'Saved — goes live when published' }).waitFor();
    // the form reloads the entry from the new commit: the saved words, nothing unsaved
    await page.getByText('Unsaved', { exact: true }).waitFor({ state: 'hidden' });
    await summary.waitFor();
    expect(await summary.inputValue()).toBe('Sweets, dry fruits and diyas for Diwali');
    expect(await page.getByText('Unsaved', { exact: true }).count()).toBe(0);

    // one commit, of the festival's file only: no picture renamed, none deleted
    expect(gh.commits).toEqual([{ branch: 'diwali-words', headline: 'Update src/content/festivals/diwali', added: [FILE], deleted: [] }]);
    const saved = new TextDecoder().decode(gh.branches.get('diwali-words')?.tree?.get(FILE));
    expect(saved).toContain('summary: Sweets, dry fruits and diyas for Diwali');
    expect(commentsOf(saved)).toEqual(commentsOf(before));
    expect(saved).toMatch(/^---\n# The Diwali festival/);
    expect(saved).toMatch(/^order: 1 # before Sankranti when both are on$/m);
    for (const name of ['diwali-1.jpg', 'diwali-1-phone.jpg', 'diwali-2.jpg', 'diwali-2-phone.jpg']) {
      expect(saved).toContain(`../../assets/festivals/diwali/${name}`);
    }
    expect([...(gh.branches.get('diwali-words')?.tree?.keys() ?? [])].filter((p) => /diwali\/(banners|kn|hi)\//.test(p))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/save-github-1280.png` });
    await page.setViewportSize(MOBILE);
    await summary.waitFor();
    await page.screenshot({ path: `${SHOTS}/save-github-390.png` });
    await context.close();
  }, 600_000);
});
