import type { Browser, Page } from 'playwright-core';
import { baseURL, DESKTOP } from './browser';

/** The login form's field labels and button in the page's language. */
export interface LoginWords {
  id: string;
  password: string;
  login: string;
}
export const ENGLISH_LOGIN: LoginWords = { id: 'Mobile number or email', password: 'Password', login: 'Login' };
export const KANNADA_LOGIN: LoginWords = { id: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ಅಥವಾ ಇಮೇಲ್', password: 'ಪಾಸ್‌ವರ್ಡ್', login: 'ಲಾಗಿನ್' };

/**
 * Logs in through the /login form exactly as a shopper does and waits until the form has sent the
 * browser on (home, /cart, or the ?next= page). Call it on a page already showing the login form.
 */
export async function loginThroughForm(
  page: Page,
  who: { phone: string; password: string },
  words: LoginWords = ENGLISH_LOGIN,
): Promise<void> {
  await page.getByLabel(words.id, { exact: true }).fill(who.phone);
  await page.getByLabel(words.password, { exact: true }).fill(who.password);
  const login = page.getByRole('button', { name: words.login, exact: true });
  // the button stays disabled until the island has hydrated (a click before that would do nothing)
  await login.and(page.locator(':enabled')).waitFor();
  await Promise.all([page.waitForURL((url) => !/^(\/(kn|hi))?\/login/.test(url.pathname)), login.click()]);
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

/**
 * A staff member signs in through the staff login form and lands on `next` (the form sends some
 * roles to their own start page first). Shared by every console journey.
 */
export async function staffLoginAt(page: Page, who: { mobile: string; password: string }, next: string): Promise<void> {
  await page.goto(`/staff/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Mobile number', { exact: true }).fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const login = page.getByRole('button', { name: 'Log in', exact: true });
  // the button stays disabled until the island has hydrated
  await login.and(page.locator(':enabled')).waitFor();
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/staff/login')), login.click()]);
  if (new URL(page.url()).pathname !== next) await page.goto(next);
}

/** A counter-screen browser page (1280 px, en-IN, IST) signed in as `who` and open at `next`. */
export async function staffPageAt(browser: Browser, who: { mobile: string; password: string }, next: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await staffLoginAt(page, who, next);
  return page;
}
