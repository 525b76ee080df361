/**
 * Is the store installable? Lighthouse 12 dropped its PWA category and the installable-manifest
 * audit, so this asks Chromium itself, the way that audit did: DevTools' Page.getInstallabilityErrors
 * on the home page once its service worker is running. An empty list means Chrome offers "Install".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** @returns {Promise<{ errors: string[], manifest: string | null }>} */
export async function installability(baseUrl, chromiumPath) {
  // a profile on disk: Chrome never installs from an incognito context (Playwright's default)
  const profile = mkdtempSync(join(tmpdir(), 'haat-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker?.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors = [] } = await cdp.send('Page.getInstallabilityErrors');
    const { url } = await cdp.send('Page.getAppManifest');
    return {
      errors: installabilityErrors.map((e) => [e.errorId, ...(e.errorArguments ?? []).map((a) => `${a.name}=${a.value}`)].join(' ')),
      manifest: url || null,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
