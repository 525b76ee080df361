import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Takes the shopper's phone off the network (or back on) and waits until each running service worker
 * sees it too (`navigator.onLine` inside the worker). Playwright tells a service worker's own session
 * apart from the pages', and a navigation sent before that has landed is fetched by the worker from
 * the network: in CI the upi journey's "offline" page load once reached the store and got its 200.
 */
export async function setNetwork(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  for (const worker of context.serviceWorkers()) await expect.poll(() => worker.evaluate(() => navigator.onLine)).toBe(online);
}
