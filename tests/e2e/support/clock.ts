/**
 * The browser journeys' clock: the run starts at its pinned instant (TEST_NOW, tests/support/test-now.ts)
 * when the store is seeded, and from there moves with the real time, so sessions, OTP expiry and
 * countdowns still move while deals, slot days and cut-offs are those of the pinned day. The server
 * reads it from one fixed x-dev-now header ("<pinned>@<real start>", functions/api/lib/clock.ts) and
 * the browser from Playwright's clock, both set once, where every store context is made (pinClock).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { DEV_NOW_HEADER } from '../../../functions/api/lib/clock';

export interface RunClock {
  /** the pinned instant, epoch ms */
  pinned: number;
  /** the real epoch ms the run's clock stood at `pinned` */
  began: number;
}

/** Now, as the store and its pages see it during this run. */
export function testNow(): number {
  const { pinned, began } = inject('runClock');
  return pinned + (Date.now() - began);
}

/** The header that puts a request on the run's clock (also for a test's own fetch to the store). */
export function clockHeaders(): Record<string, string> {
  const { pinned, began } = inject('runClock');
  return { [DEV_NOW_HEADER]: `${pinned}@${began}` };
}

/**
 * Every context `browser` opens on the store (its baseURL is the store's) runs on the run's clock:
 * its requests carry the header and its pages' Date starts at testNow(). Contexts on another server
 * (the content editor's, a production build) keep their own clocks.
 */
export function pinClock(browser: Browser, storeURL: string): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options = {}): Promise<BrowserContext> => {
    if (options.baseURL !== storeURL) return open(options);
    const context = await open({ ...options, extraHTTPHeaders: { ...clockHeaders(), ...options.extraHTTPHeaders } });
    await context.clock.install({ time: testNow() });
    return context;
  };
  return browser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runClock: RunClock;
  }
}
