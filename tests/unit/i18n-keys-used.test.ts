import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every message in messages/en.json is said by some code: named whole ('cart.title') or built from a
 * prefix the code writes out (`acct.msg.${code}`, 'srv.' + name). A key no code names is a text
 * translated three times that no one reads (12 such were found and removed on 2026-12-01, among
 * them loy.rewardsDown beside the srv.rewardsDown the server says).
 */
const keys = Object.keys(JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>).filter((k) => !k.startsWith('$'));

const sources = execFileSync('git', ['ls-files', 'src', 'functions', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|astro|mjs|js)$/.test(f) && !f.startsWith('src/paraglide/'));
const code = sources.map((f) => readFileSync(f, 'utf8')).join('\n');

/** 'cart.title', "cart.title", `cart.title` */
const named = new Set([...code.matchAll(/['"`]([a-zA-Z][\w.-]*)['"`]/g)].map((m) => m[1]!));
/** `acct.msg.${…}` and 'srv.' + … : the part before the built end */
const builtPrefixes = [...new Set([...code.matchAll(/['"`]([a-zA-Z][\w.-]*\.)(?:\$\{|['"`]\s*\+)/g)].map((m) => m[1]!))];

describe('message keys', () => {
  it('reads the catalogue and the code it is checked against', () => {
    expect(keys.length).toBeGreaterThan(1000);
    expect(sources.length).toBeGreaterThan(500);
  });

  it('every key is named by code, whole or by a built prefix', () => {
    const unsaid = keys.filter((k) => !named.has(k) && !builtPrefixes.some((p) => k.startsWith(p)));
    expect(unsaid).toEqual([]);
  });
});
