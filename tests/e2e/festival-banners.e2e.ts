/**
 * Issue 33, pictures: every festival banner reaches a 390 px phone as a 3:2 phone copy (at most
 * 1200 px wide) and a 1280 px computer as a 3:1 computer copy, each no bigger than it is drawn needs, cut at build around the banner's
 * focal point (src/lib/domain/content/banner-crop.ts). The browser picks the copy from the <picture>'s media
 * source and srcset, so the check is what it chose (`currentSrc`) and what that file is (its natural
 * size). The bytes each size downloads for banners are printed for the notes; screenshots go to
 * artifacts/e2e (festival-banners-<lang>-<width>.png).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, MOBILE, openShopper, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Chosen {
  src: string;
  /** the chosen file's own size */
  width: number;
  height: number;
  /** how wide the page draws it (CSS px; the suite's screens are 1x) */
  drawn: number;
  focus: string;
}

/** Brings every banner into view, waits for each to load, and says which file the browser chose. */
async function chosenBanners(page: Page): Promise<Chosen[]> {
  for (const banner of await page.locator('img.festival__banner').all()) await banner.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => [...document.querySelectorAll<HTMLImageElement>('img.festival__banner')].every((i) => i.complete && i.naturalWidth > 0),
    undefined,
    { timeout: 10_000 },
  );
  // naturalWidth of an <img> with a w-descriptor srcset is scaled to `sizes`: the file's own size is read
  // from a plain Image of the chosen file (the browser's cache serves it, nothing more is fetched)
  return page.$$eval('img.festival__banner', (imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map(async (i) => {
        const file = new Image();
        file.src = i.currentSrc;
        await file.decode();
        return {
          src: i.currentSrc,
          width: file.naturalWidth,
          height: file.naturalHeight,
          drawn: i.getBoundingClientRect().width,
          focus: getComputedStyle(i).objectPosition,
        };
      }),
    ),
  );
}

/** Bytes the page fetched for banner pictures: every picture it loaded from /_astro/ named like a banner copy. */
async function bannerBytes(page: Page): Promise<{ bytes: number; files: number }> {
  return page.evaluate(() => {
    const banners = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
      /\/_astro\/(diwali-\d|fresh-harvest)(-phone)?\./.test(e.name),
    );
    return { bytes: banners.reduce((sum, e) => sum + e.encodedBodySize, 0), files: banners.length };
  });
}

describe('festival banners: a phone copy and a computer copy, cut around the focal point', () => {
  for (const lang of ['en', 'kn', 'hi'] as const) {
    it(`at 390 px every banner is a 3:2 phone copy at most 1200 px wide (${lang})`, async () => {
      const { page, errors, context } = await openShopper(browser, MOBILE);
      await page.goto(lang === 'en' ? '/festival' : `/${lang}/festival`);
      const chosen = await chosenBanners(page);
      expect(chosen.length).toBe(3);
      for (const c of chosen) {
        expect(c.src, 'a WebP copy made at build').toMatch(/\/_astro\/.+\.webp$/);
        // the 600 wide phone copy: sharp enough for the 358 px it is drawn at, nothing bigger
        expect(c.width).toBeLessThanOrEqual(1200);
        expect(c.width).toBeGreaterThanOrEqual(c.drawn);
        expect(c.width).toBeLessThan(2 * c.drawn);
        expect(c.width / c.height).toBeCloseTo(3 / 2, 2);
        // the seeded banners keep their left side (the festival's name): focus "left"
        expect(c.focus).toBe('0% 50%');
        // a Kannada or Hindi page shows that language's own picture, its words drawn in that script
        if (lang !== 'en') expect(c.src).toContain(`-phone.${lang}.`);
      }
      // the drawn box is the phone shape too: the browser does not cut the copy again
      const box = await page.locator('img.festival__banner').first().boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(3 / 2, 1);
      // only the three phone copies were fetched, nothing computer-sized
      const fetched = await bannerBytes(page);
      expect(fetched.files).toBe(3);
      console.log(`festival banners at 390 px (${lang}): ${fetched.bytes} bytes in ${fetched.files} files`);
      // the last banner (Sankranti) too: every phone picture's words whole on screen
      await page.locator('img.festival__banner').last().scrollIntoViewIfNeeded();
      await screenshot(page, `festival-banners-${lang}-390-last`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `festival-banners-${lang}-390`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a 390 px phone with a 3x screen takes the 1200 wide phone copy, nothing computer-sized (${lang})`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: MOBILE, deviceScaleFactor: 3, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(lang === 'en' ? '/festival' : `/${lang}/festival`);
      const chosen = await chosenBanners(page);
      for (const c of chosen) {
        expect([c.width, c.height]).toEqual([1200, 800]);
      }
      const fetched = await bannerBytes(page);
      expect(fetched.files).toBe(3);
      console.log(`festival banners at 390 px, 3x screen (${lang}): ${fetched.bytes} bytes in ${fetched.files} files`);
      await context.close();
    });

    it(`at 1280 px every banner is a 3:1 computer copy (${lang})`, async () => {
      const { page, errors, context } = await openShopper(browser, DESKTOP);
      await page.goto(lang === 'en' ? '/festival' : `/${lang}/festival`);
      const chosen = await chosenBanners(page);
      expect(chosen.length).toBe(3);
      for (const c of chosen) {
        expect(c.src).toMatch(/\/_astro\/.+\.webp$/);
        // two Diwali banners in a row get the 640 copy, the single Sankranti one the 1280 copy
        expect(c.width).toBeGreaterThanOrEqual(c.drawn);
        expect(c.width).toBeLessThan(2 * c.drawn);
        expect(c.width / c.height).toBeCloseTo(3, 2);
        if (lang !== 'en') expect(c.src).toMatch(new RegExp(`/(diwali-\\d|fresh-harvest)\\.${lang}\\.`));
      }
      // no phone copy was fetched on a computer, nor a computer copy on a phone (the two sets differ)
      const phone = await openShopper(browser, MOBILE);
      await phone.page.goto(lang === 'en' ? '/festival' : `/${lang}/festival`);
      const onPhone = await chosenBanners(phone.page);
      for (const c of onPhone) expect(chosen.map((d) => d.src)).not.toContain(c.src);
      await phone.context.close();
      const fetched = await bannerBytes(page);
      console.log(`festival banners at 1280 px (${lang}): ${fetched.bytes} bytes in ${fetched.files} files`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `festival-banners-${lang}-1280`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
