/**
 * Issue 26 item 5 on the console screen: after a stranger's wrong passwords keep a clerk's right
 * password refused here, the manager opens /staff/accounts, sees it, unlocks the account and sets a
 * new password, in Chromium; a clerk who opens the screen is sent to the queue. (The branch 5 clerk,
 * whom no other journey uses; the demo password is put back at the end.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../scripts/seed/fixtures';
import { baseURL, DESKTOP, launch, screenshot } from './support/browser';

const manager = DEMO_STAFF.find((s) => s.role === 'manager')!;
const clerk = DEMO_STAFF.find((s) => s.role === 'branch' && s.branch_id === 5)!;
const NEW_PASSWORD = 'branch5-fresh-2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A sign-in as a stranger's script sends it: no browser it was used from, a new IP each time. */
const signIn = (password: string, ip: string) =>
  fetch(new URL('/api/staff/login', baseURL()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify({ mobile: clerk.mobile, password }),
  });

async function staffPage(who: { mobile: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await page.getByLabel('Mobile number', { exact: true }).fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const login = page.getByRole('button', { name: 'Log in', exact: true });
  await login.and(page.locator(':enabled')).waitFor();
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/staff/login')), login.click()]);
  return page;
}

describe('the manager unlocks a staff account and sets a new password (Chromium)', () => {
  it('a stranger keeps the clerk out of new devices; the manager unlocks; the right password works again', async () => {
    for (let i = 0; i < 12; i++)
      expect([401, 429]).toContain((await signIn(`guess-${i}-pw`, `198.51.100.${200 + Math.floor(i / 5)}`)).status);
    expect((await signIn(clerk.password, '198.51.100.230')).status).toBe(429);

    const page = await staffPage(manager);
    await page.getByRole('link', { name: 'Staff accounts' }).click();
    await page.waitForURL(/\/staff\/accounts$/);
    const card = page.getByTestId('staff-account').filter({ hasText: clerk.mobile });
    await expect.poll(() => card.getByText(/Locked for new devices|wrong passwords? today/).count()).toBe(1);
    await screenshot(page, 'staff-accounts-locked');
    await card.getByRole('button', { name: 'Unlock' }).click();
    await card.getByRole('status').getByText('Account unlocked: it can sign in from any device again').waitFor();
    // the badge itself (exact): the unlock message above also says "can sign in"
    await card.getByText('Can sign in', { exact: true }).waitFor();
    expect((await signIn(clerk.password, '198.51.100.231')).status).toBe(200);

    // a new password, confirmed with the manager's own
    await card.getByRole('button', { name: 'Set a new password' }).click();
    await card.getByLabel(`New password for ${clerk.name}`).fill(NEW_PASSWORD);
    await card.getByLabel('Your own password').fill('not-the-managers');
    await card.getByRole('button', { name: 'Save the new password' }).click();
    await card.getByRole('alert').getByText('Your own password is wrong').waitFor();
    await card.getByLabel('Your own password').fill(manager.password);
    await card.getByRole('button', { name: 'Save the new password' }).click();
    await card
      .getByRole('status')
      .getByText(/^Password changed/)
      .waitFor();
    await card.getByText(/Password reset by/).waitFor();
    expect((await signIn(clerk.password, '198.51.100.232')).status).toBe(401);
    expect((await signIn(NEW_PASSWORD, '198.51.100.233')).status).toBe(200);

    // the demo password back, for anyone who runs the journeys again on this store
    await card.getByRole('button', { name: 'Set a new password' }).click();
    await card.getByLabel(`New password for ${clerk.name}`).fill(clerk.password);
    await card.getByLabel('Your own password').fill(manager.password);
    await card.getByRole('button', { name: 'Save the new password' }).click();
    await card
      .getByRole('status')
      .getByText(/^Password changed/)
      .waitFor();
    await page.context().close();
  });

  it('a clerk who opens the screen is sent to the order queue, and sees no link to it', async () => {
    const page = await staffPage(clerk);
    expect(await page.getByRole('link', { name: 'Staff accounts' }).count()).toBe(0);
    await page.goto('/staff/accounts');
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.context().close();
  });
});
