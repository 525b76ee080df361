/**
 * The browser journeys' clock: the run starts at its pinned instant (TEST_NOW, tests/support/test-now.ts)
 * when the store is seeded, and from there moves with the real time, so sessions, OTP expiry and
 * countdowns still move while deals, slot days and cut-offs are those of the pinned day. The server
 * runs on it through its DEV_NOW var (serve.ts; functions/api/lib/clock.ts), which covers every
 * request a browser makes, downloads too; the browser through Playwright's clock, installed once
 * where every store context is made (pinClock).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import type { RunClock } from './run-clock';

/** Now, as the store and its pages see it during this run. */
export function testNow(): number {
  const { pinned, began } = inject('runClock');
  return pinned + (Date.now() - began);
}

/**
 * Every context `browser` opens on the store (its baseURL is the store's) runs its pages' Date at
 * testNow(). Contexts on another server (the content editor's, a production build) keep their own.
 *
 * Only Date moves, by a fixed shift, and time flows as it does: Playwright's clock.install would also
 * fake `performance` (its getEntries answer [], so the resource sizes and the web-vitals beacon read
 * nothing) and every timer. A test that needs to stop or jump time still installs page.clock itself.
 */
export function pinClock(browser: Browser, storeURL: string): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options = {}): Promise<BrowserContext> => {
    const context = await open(options);
    if (options.baseURL === storeURL) await context.addInitScript(shiftDate, testNow() - Date.now());
    return context;
  };
  return browser;
}

/** Runs in the page before its scripts: Date.now(), new Date() and Date() read the real time plus `shift`. */
function shiftDate(shift: number): void {
  const Real = Date;
  class Shifted extends Real {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(Real.now() + shift);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return Real.now() + shift;
    }
  }
  // Date() called without new answers the time as a string, like the real one
  globalThis.Date = new Proxy(Shifted, { apply: () => new Shifted().toString() }) as DateConstructor;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runClock: RunClock;
  }
}
