import type { Page } from 'playwright-core';

/**
 * Logs in through the /login form exactly as a shopper does and waits until the form has sent the
 * browser on (home, /cart, or the ?next= page). Call it on a page already showing the login form.
 */
export async function loginThroughForm(page: Page, who: { phone: string; password: string }): Promise<void> {
  await page.getByLabel('Mobile number or email', { exact: true }).fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  // the button stays disabled until the island has hydrated (a click before that would do nothing)
  await login.and(page.locator(':enabled')).waitFor();
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), login.click()]);
}

/** A popup (SPEC §8) with exactly this title or text, in the page's polite live region. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true }).first();
}

/**
 * Console errors other than the browser's own note on a refused request: the API answers a wrong
 * OTP, a wrong password or a refused cart change with a 4xx status, and Chromium logs each one.
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/^console: Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}
