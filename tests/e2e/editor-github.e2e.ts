/**
 * Issue 33, GitHub mode's Publish page in the editor (npm run cms with KEYSTATIC_GITHUB_REPO), at
 * 1280 and 390 px, against the fake GitHub (tests/support/fake-github.ts): a marketer's saved branch
 * is listed with its files, who saved it and when; "Ask for approval" opens its pull request;
 * Publish is refused, in words, until the owner approves the latest save with green checks; then it
 * merges once and says the store updates when CI deploys. Keystatic's GitHub sign-in and branch
 * picker are GitHub's and not driven here. Screenshots go to artifacts/e2e/editor only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEnv } from '../../scripts/local-store.mjs';
import { fakeGithub, type FakeGithub } from '../support/fake-github';
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
