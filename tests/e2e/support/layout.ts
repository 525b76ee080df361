import type { Page } from 'playwright-core';

/**
 * Measures of a phone layout, taken in the page (issue 34). Each returns what is wrong, so a failing
 * test says which control, which cover and where.
 */

/** What a shopper taps: links, buttons, fields, tabs. Not what is hidden from them (tabindex -1, aria-hidden). */
export const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]';

/**
 * Sticky bars that keep their own space: the header (html's scroll-padding-top) and the cart's total
 * and checkout bar (scroll-padding-bottom, and it rests in the flow at the end). Anything else that
 * is fixed or sticky floats over the page, and must cover no control at any scroll position.
 */
export const BARS = '.site-header, .cart-pay';

/**
 * Scrolls to the bottom in steps (content-visibility parts are drawn), then brings each lazy home
 * section (.home-slot, src/pages/[lang]/index.astro) into view in turn and waits until it is filled, then
 * goes back to the top. Each section is waited for by itself: a scrollTo loop alone can pass a section
 * between two frames, so its IntersectionObserver never sees it and it stays a placeholder.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
  }
  const slots = page.locator('.home-slot');
  for (let i = 0; i < (await slots.count()); i++) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => !document.querySelectorAll('.home-slot')[n]?.hasAttribute('aria-busy'), i, { timeout: 20_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Draws the parts the browser skips until they come near the viewport (content-visibility: auto,
 * src/styles/global/below-fold.css): until then their controls have no box to measure.
 */
export async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
}

/**
 * Every fixed or sticky element that is not one of BARS, against every control of the page at every
 * scroll position: the page is swept in half screens to find the floats (the go-to-top button shows
 * only past 400 px), then for a fixed one it is worked out, not sampled, whether any scroll position
 * from where it shows to the bottom puts a control's box under it; a sticky one is sampled every
 * 20 px. Returns "float ⟂ control @ scrollY" lines.
 */
export function floatsOverControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ controls, bars }) => {
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      };
      const floating = (el: Element) => ['fixed', 'sticky'].includes(getComputedStyle(el).position);
      const overlap = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      const end = document.documentElement.scrollHeight - innerHeight;
      // the floats, and the first scroll position each shows at
      const floats = new Map<Element, number>();
      for (let y = 0; y <= end + innerHeight / 2; y += Math.round(innerHeight / 2)) {
        window.scrollTo(0, Math.min(y, end));
        for (const el of document.querySelectorAll('body *')) {
          if (!floats.has(el) && floating(el) && !el.matches(bars) && shown(el)) floats.set(el, window.scrollY);
        }
      }
      window.scrollTo(0, 0);
      // the controls where they are in the page (those inside a bar or a float move with it)
      const targets = [...document.querySelectorAll(controls)]
        .filter((c) => !c.closest('[aria-hidden="true"]') && c.getAttribute('tabindex') !== '-1' && shown(c))
        .filter((c) => {
          for (let up: Element | null = c; up; up = up.parentElement) if (floating(up)) return false;
          return true;
        })
        .map((c) => ({ c, box: c.getBoundingClientRect() }));
      const found: string[] = [];
      for (const [f, from] of floats) {
        if (getComputedStyle(f).position === 'fixed') {
          window.scrollTo(0, from);
          const a = f.getBoundingClientRect();
          for (const { c, box } of targets) {
            if (f.contains(c) || Math.min(a.right, box.right) - Math.max(a.left, box.left) <= 0.5) continue;
            // scrolled by s, the control is at box.top - s: under the float for s in (box.top - a.bottom, box.bottom - a.top)
            const lo = Math.max(from, box.top - a.bottom + 0.5);
            const hi = Math.min(end, box.bottom - a.top - 0.5);
            if (lo < hi) found.push(`${name(f)} ⟂ ${name(c)} @ ${Math.round(lo)}`);
          }
        } else {
          for (let y = from; y <= end; y += 20) {
            window.scrollTo(0, y);
            const a = f.getBoundingClientRect();
            for (const { c } of targets)
              if (!f.contains(c) && shown(f) && overlap(a, c.getBoundingClientRect())) found.push(`${name(f)} ⟂ ${name(c)} @ ${y}`);
          }
        }
      }
      window.scrollTo(0, 0);
      return [...new Set(found)];
    },
    { controls: CONTROLS, bars: BARS },
  );
}

/**
 * Each control matching `selector`, scrolled to the bottom and then the top of the screen as the
 * browser brings a focused or found element into view: its middle must be the control itself, not a
 * bar or a float over it (for a link that wraps, the middle of one of its line boxes: there is a gap
 * between them). Controls off the side of a horizontal strip are left to the strip.
 */
export function coveredWhenScrolledTo(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const name = (el: Element | null) =>
      el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"` : 'nothing';
    const found: string[] = [];
    for (const c of document.querySelectorAll(sel)) {
      if (c.closest('[aria-hidden="true"]') || c.getAttribute('tabindex') === '-1') continue;
      for (const block of ['end', 'start'] as const) {
        c.scrollIntoView({ block, inline: 'nearest' });
        const box = c.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || !c.checkVisibility({ visibilityProperty: true, opacityProperty: true })) break;
        const middles = [...c.getClientRects()]
          .filter((r) => r.width >= 2 && r.height >= 2)
          .map((r) => [r.left + r.width / 2, r.top + r.height / 2] as const)
          .filter(([x, y]) => x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight);
        if (middles.length === 0) continue;
        const hits = middles.map(([x, y]) => document.elementFromPoint(x, y));
        if (!hits.some((hit) => hit && (c === hit || c.contains(hit) || (c instanceof HTMLLabelElement && c.control === hit)))) {
          found.push(`${name(c)} (${block}) is under ${name(hits[0] ?? null)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...new Set(found)];
  }, selector);
}

/**
 * Elements that reach past the screen's sides. The document's scrollWidth misses them when a part
 * that is drawn only near the viewport (content-visibility: auto) clips them, as the newsletter band
 * did, so every box is looked at; a strip that scrolls sideways may hold wider content.
 */
export function pastTheSides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const found: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) found.push(`document is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || (r.right <= innerWidth + 0.5 && r.left >= -0.5)) continue;
      let up = el.parentElement;
      // inside a visually hidden text (a 1 px clipped box), nothing is seen
      while (up && !scrolls(up) && up.getBoundingClientRect().width > 2) up = up.parentElement;
      if (up && up !== document.documentElement && up !== document.body) continue;
      // the skip link waits above the page until it is focused
      if (el.matches('.skip-link')) continue;
      found.push(
        `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(r.left)}..${Math.round(r.right)} in ${el.parentElement?.className ?? ''}/${el.parentElement?.parentElement?.className ?? ''}`,
      );
    }
    return found;
  });
}

/** Boxes of the matching elements smaller than 44 × 44 px (width or height), as "name w×h". */
export function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 43.5 || r.height < 43.5)
        found.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return found;
  }, selector);
}

/**
 * Words of the matching elements that the browser broke across two lines ("Banan|a"), as
 * "word in 'text'". Each word's own range is measured: a word drawn on two lines has two boxes at
 * different heights.
 */
export function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(`${m[0]} in '${text.trim().slice(0, 40)}'`);
        }
      }
    }
    return found;
  }, selector);
}
