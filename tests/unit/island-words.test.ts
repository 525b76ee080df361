/**
 * Issue 19: every word a shopper reads comes from the message catalogues, so a shopper island holds
 * no English of its own: its page passes texts(lang, KEYS) and the island says them. This reads each
 * shopper island's source (staff islands speak English to staff) and fails on English written into
 * it: JSX text, a literal aria-label/placeholder/title/alt, a capitalised English phrase in a string,
 * or a message constant (MSG, any …_MSG or …_TEXT) shown as it is.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ISLANDS = join(ROOT, 'src/islands');

/** Key names and event values that look like words but are never shown. */
const NOT_WORDS = new Set(['Escape', 'Enter', 'Home', 'End', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Backspace']);

/**
 * Islands still to move onto the catalogues (issue 19, in progress). Remove a file from this list
 * when its words come from the page; the last test fails if a listed file is already clean.
 */
const NOT_YET: string[] = [];

function islandFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'staff' ? [] : islandFiles(path);
    return name.endsWith('.tsx') ? [relative(ROOT, path)] : [];
  });
}

/** The English a source file shows of its own (comments removed first). */
export function englishIn(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/(?<!=)>([^<>{}=;()&|?:]*[A-Za-z]{2,}[^<>{}=;()&|?:]*)[<{]/g)) if (m[1]?.trim()) found.push(m[1].trim());
  for (const m of code.matchAll(/\b(aria-label|placeholder|title|alt|label)="([^"]*[A-Za-z][^"]*)"/g)) found.push(`${m[1]}="${m[2]}"`);
  for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    // a template literal's fixed parts count one by one (`Decrease quantity of ${name}`)
    for (const part of m[1] === '`' ? (m[2] ?? '').split(/\$\{[^}]*\}/) : [m[2] ?? '']) {
      const text = (part ?? '').trim();
      if (NOT_WORDS.has(text)) continue;
      if (/^[A-Z][a-z']*(?:[ ,][A-Za-z'’,.?!…₹0-9-]+)+[.?!…]?$/.test(text) || /^[A-Z][a-z]+$/.test(text)) found.push(text);
    }
  }
  for (const m of code.matchAll(/\b([A-Z]+_)?(MSG|TEXT)\.\w+/g)) found.push(m[0]);
  return [...new Set(found)];
}

describe('shopper islands hold no English of their own (issue 19)', () => {
  const files = islandFiles(ISLANDS);

  it('finds the islands, and finds English where it is written', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(englishIn('<p>Clear cart</p>')).toEqual(['Clear cart']);
    expect(englishIn('showToast("warning", "Failed", MSG.generic)')).toEqual(['Failed', 'MSG.generic']);
    expect(englishIn('<input aria-label="Your name" />')).toContain('aria-label="Your name"');
    expect(englishIn('<label>Quantity of {name}</label>')).toEqual(['Quantity of']);
    expect(englishIn('aria-label={`Decrease quantity of ${name}`} toast(SHOP_MSG.minQty)')).toEqual([
      'Decrease quantity of',
      'SHOP_MSG.minQty',
    ]);
    expect(englishIn("<p>{say('cart.clear')}</p> if (e.key === 'Escape') close(); const c = 'cart-line__name';")).toEqual([]);
  });

  for (const file of files.filter((f) => !NOT_YET.includes(f))) {
    it(`${file} says only its page's texts`, () => {
      expect(englishIn(readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
    });
  }

  it('the list of islands still to move holds only islands that still have English', () => {
    const clean = NOT_YET.filter((f) => files.includes(f) && englishIn(readFileSync(join(ROOT, f), 'utf8')).length === 0);
    expect(clean).toEqual([]);
  });
});
