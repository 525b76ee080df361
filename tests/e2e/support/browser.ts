import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { rememberContexts } from './api';
import { ownPhone } from './own-phone';
import { pinClock, runClockHeaders } from './clock';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'artifacts/e2e';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function baseURL(): string {
  return inject('baseURL');
}

/** Chromium, whose contexts on the store run on the run's pinned clock (./clock.ts) and whose calls go through api() (./api.ts). */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return pinClock(rememberContexts(browser), baseURL());
}

export interface ShopperPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

/**
 * The store's service worker (/sw.js, src/sw/sw.ts) is blocked unless a test asks for it: a worker that
 * answers navigations hides them from page.route(), and one test's cache must not serve another's
 * pages. tests/e2e/upi-journey.e2e.ts and i18n.e2e.ts allow it.
 */
export async function openShopper(
  browser: Browser,
  viewport = DESKTOP,
  opts: { serviceWorkers?: 'allow' | 'block'; runClock?: boolean } = {},
): Promise<ShopperPage> {
  const phone = ownPhone().extraHTTPHeaders;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: opts.serviceWorkers ?? 'block',
    // runClock: on the run's clock rather than the file's (clock.ts runClockHeaders)
    extraHTTPHeaders: opts.runClock ? { ...phone, ...runClockHeaders() } : phone,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { context, page, errors };
}

/**
 * One browser and one shopper for a whole test file: opened before its first test, closed after its
 * last. Read `.shopper` inside the tests (it is there once beforeAll has run).
 */
export function shopperForFile(viewport = DESKTOP): { readonly shopper: ShopperPage } {
  let browser: Browser | undefined;
  let shopper: ShopperPage | undefined;
  beforeAll(async () => {
    browser = await launch();
    shopper = await openShopper(browser, viewport);
  });
  afterAll(async () => {
    await shopper?.context.close();
    await browser?.close();
  });
  return {
    get shopper() {
      if (!shopper) throw new Error('the shopper opens in beforeAll');
      return shopper;
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: false });
}
