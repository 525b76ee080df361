import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19: the API says its messages in the shopper's language where an answer is made (say(c, …)),
 * not in a middleware that re-reads every answer. So a shopper route cannot forget: every `message:`
 * it writes goes through say(). Staff screens, simulators and webhooks stay English.
 */
const ROUTES = new URL('../../functions/api/routes/', import.meta.url);
const ENGLISH_ONLY = /^(staff|simulators|dev)/;
const ALLOWED = ["message: 'Invalid signature'"]; // the payment provider's webhook, not a shopper

describe('API messages said at their source', () => {
  it('every message a shopper route writes goes through say(c, …)', () => {
    const unsaid: string[] = [];
    for (const file of readdirSync(ROUTES).filter((f) => f.endsWith('.ts') && !ENGLISH_ONLY.test(f))) {
      const text = readFileSync(new URL(file, ROUTES), 'utf8');
      // a type annotation (`message: string`, `message: Said`) writes no words
      for (const m of text.matchAll(/\bmessage: (?!say\(c, |string\b|Said\b)[^,}\n]+/g))
        if (!ALLOWED.includes(m[0].trim())) unsaid.push(`${file}: ${m[0]}`);
    }
    expect(unsaid).toEqual([]);
  });

  it('the middleware that cloned and re-parsed every answer is gone', () => {
    const app = readFileSync(new URL('../../functions/api/app.ts', import.meta.url), 'utf8');
    expect(app).not.toMatch(/shopperWords/);
  });
});
