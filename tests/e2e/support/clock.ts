/**
 * The browser journeys' clock: the run starts at its pinned instant (TEST_NOW, tests/support/test-now.ts)
 * when the store is seeded, and from there moves with the real time, so sessions, OTP expiry and
 * countdowns still move while deals, slot days and cut-offs are those of the pinned day. The server
 * runs on it through the x-dev-now header every store context sends (pinClock; a request without
 * one takes the run's DEV_NOW var, serve.ts; functions/api/lib/clock.ts); the browser's Date through
 * a shift installed once where every store context is made (pinClock).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { DEV_NOW_HEADER } from '../../../functions/api/lib/clock';
import { runClockHeader, type RunClock } from './run-clock';

/**
 * Each journey file's clock stands at the pinned instant when the file starts (this module loads once
 * per file) and moves on from there. With one clock for the run, a run pinned at 23:55 IST crossed
 * midnight five minutes in, and every later file found the day's deals over (catalogue and cart at
 * 23:55 on 2026-11-30); each file now lives the pinned day as the seed wrote it, in any order.
 */
const fileBegan = Date.now();

/** Now, as the store and its pages see it during this file. */
export function testNow(): number {
  return inject('runClock').pinned + (Date.now() - fileBegan);
}

/** This file's clock as the server reads it (x-dev-now: "<pinned>@<real start>"), on every store request. */
export const fileClockHeaders = (): Record<string, string> => ({
  [DEV_NOW_HEADER]: runClockHeader({ pinned: inject('runClock').pinned, began: fileBegan }),
});

/**
 * The run's clock (serve.ts's DEV_NOW), for a context that must read what reached the store without
 * this file's header: a beacon sent as a page is left goes out past Playwright's headers.
 */
export const runClockHeaders = (): Record<string, string> => ({ [DEV_NOW_HEADER]: runClockHeader(inject('runClock')) });

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
    if (options.baseURL !== storeURL) return open(options);
    // every request of the context (pages, downloads, api()) carries the file's clock
    const context = await open({ ...options, extraHTTPHeaders: { ...fileClockHeaders(), ...options.extraHTTPHeaders } });
    await context.addInitScript(shiftDate, testNow() - Date.now());
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
