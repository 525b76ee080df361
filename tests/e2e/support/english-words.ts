import type { Page } from 'playwright-core';

/**
 * Issue 34: the English a Kannada or Hindi shopper still reads on a page. Counts the Latin words of
 * every visible text node (screen-reader-only text too) and of the visible elements' aria-label,
 * alt, placeholder, title and aria-roledescription. Not counted: text inside an element marked
 * lang="en" (a product or brand name without a translation, a typed address: the page says it is
 * English), ₹ amounts and anything with a digit (codes, "2-Minute"), e-mail addresses, the units
 * printed on packs (kg, g, ml, L, pc, pcs, x) and the initialisms Indian shoppers read in Latin
 * letters in any language (UPI, GST, MRP, OTP, QR, SMS, HSN). Inside an attribute, a word the page
 * shows marked English elsewhere (the product a "Remove …" button names) is not counted either.
 */
export interface EnglishLeft {
  words: string[];
  text: string;
  where: string;
}

export function englishWordsLeft(page: Page): Promise<EnglishLeft[]> {
  return page.evaluate(() => {
    const ALLOWED = new Set(['kg', 'g', 'gm', 'ml', 'l', 'L', 'pc', 'pcs', 'x', 'UPI', 'GST', 'MRP', 'OTP', 'QR', 'SMS', 'HSN']);
    const english = (el: Element) => {
      const l = el.closest('[lang]');
      return !!l && /^en\b/i.test(l.getAttribute('lang') ?? '');
    };
    const words = (text: string) =>
      (text.match(/[\p{L}\p{M}\p{N}_'’.@/:-]+/gu) ?? [])
        .map((w) => w.replace(/^[.'’:/-]+|[.'’:/-]+$/g, ''))
        .filter((w) => /[A-Za-z]/.test(w) && !/\d/.test(w) && !w.includes('@') && !ALLOWED.has(w));
    const where = (el: Element | null) => {
      const parts: string[] = [];
      for (let e = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/)[0]}` : '';
        parts.unshift(e.tagName.toLowerCase() + cls);
      }
      return parts.join('>');
    };
    const seen = (el: Element) => el.checkVisibility({ visibilityProperty: true }) || !!el.closest('.visually-hidden');
    const out: { words: string[]; text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script,style,template,noscript') || !seen(el) || english(el)) continue;
      const w = words(n.textContent ?? '');
      if (w.length) out.push({ words: w, text: (n.textContent ?? '').trim().slice(0, 100), where: where(el) });
    }
    const named = new Set<string>();
    for (const el of document.body.querySelectorAll('[lang]')) if (english(el)) for (const w of words(el.textContent ?? '')) named.add(w);
    const ATTRS = ['aria-label', 'alt', 'placeholder', 'title', 'aria-roledescription'];
    for (const el of document.body.querySelectorAll(ATTRS.map((a) => `[${a}]`).join(','))) {
      if (!seen(el) || english(el)) continue;
      for (const attr of ATTRS) {
        const w = words(el.getAttribute(attr) ?? '').filter((x) => !named.has(x));
        if (w.length) out.push({ words: w, text: `${attr}="${(el.getAttribute(attr) ?? '').slice(0, 100)}"`, where: where(el) });
      }
    }
    return out;
  });
}

/** The count, and a readable list for the failure message. */
export async function englishCount(page: Page): Promise<{ count: number; list: string }> {
  const left = await englishWordsLeft(page);
  return {
    count: left.reduce((n, l) => n + l.words.length, 0),
    list: left.map((l) => `[${l.words.join(' ')}] ${l.where}: ${l.text}`).join('\n'),
  };
}
