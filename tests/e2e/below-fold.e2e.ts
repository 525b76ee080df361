import { describe, expect, it } from 'vitest';
import { MOBILE, shopperForFile } from './support/browser';

/*
 * Issue 19: the Kannada home page within 2 Lighthouse points of English. Most of a first load's main
 * thread went on parts below a phone's first screen: shaping their Kannada headings, cards and footer
 * links, and the placeholders' shimmer running off screen. Those parts are skipped until they come near
 * the viewport (src/styles/global/below-fold.css); this checks they are, that what is on the first screen
 * is not, and that scrolling draws them. On a phone the chat link is a row of the footer (issue 34: a
 * floating button covered the page's own buttons), so it is not on the first screen either.
 */
const file = shopperForFile(MOBILE);

/** Whether the browser draws an element now (false while a content-visibility: auto ancestor skips it). */
const drawn = (selector: string) =>
  file.shopper.page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`no ${sel}`);
    return el.checkVisibility({ contentVisibilityAuto: true });
  }, selector);

describe.each(['/kn/', '/'])('home %s at 390 px', (path) => {
  it('skips the parts below the first screen until they come near it', async () => {
    const { page } = file.shopper;
    await page.goto(path);
    await page.waitForLoadState('load');
    // on the first screen: the banner and the first deal card
    expect(await drawn('.banner')).toBe(true);
    expect(await drawn('#deals-title')).toBe(true);
    // far below it: the lower sections' placeholders and the footer's columns
    expect(await drawn('#home-more > div:last-of-type .home-more__placeholder')).toBe(false);
    expect(await drawn('.footer-cols .footer-title')).toBe(false);

    // the chat link floats over nothing: it is in the footer's flow, below the first screen
    const chat = await page.locator('.float-btn--chat').boundingBox();
    expect(chat).not.toBeNull();
    expect(chat!.y).toBeGreaterThan(MOBILE.height);
    expect(await page.locator('.float-btn--chat').evaluate((el) => getComputedStyle(el).position)).toBe('static');

    // scrolled to, they are drawn, and the page still fits the phone's width
    await page.locator('.footer-cols').scrollIntoViewIfNeeded();
    await expect.poll(() => drawn('.footer-cols .footer-title')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(file.shopper.errors).toEqual([]);
  });
});
