/**
 * The one rule for every address the store sends a browser to from something a visitor could have
 * written: the login page's `?next=`, the language switch's `/lang?next=`, the remembered-language
 * redirect (built from the asked-for path), the staff console's `?next=`. Applied to the FINAL
 * address, after the language prefix is added: `/kn//evil.example` is harmless until the prefix is
 * taken off and put back, and only the address sent can be judged.
 *
 * A browser does not read a Location the way a string test does: it drops tabs and newlines
 * anywhere, reads `\` as `/` in http(s) URLs, resolves `.`, `..` and `%2e%2e`, and treats `//host`
 * as another site. So the address is resolved with the same WHATWG URL parser the browser uses,
 * against a stand-in origin; only a path that stays on that origin is kept, and what is sent is the
 * parser's own normalised path (so the browser reads exactly what was checked), which must not
 * itself start with `//`. Control characters and backslashes are refused outright: no page of ours
 * has one in its address.
 */

const STAND_IN = 'https://store.invalid';

/** Longer than any page address of ours: a padded one is someone's experiment. */
const MAX_LENGTH = 512;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * `target` as a path on this store ("/kn/cart?x=1"), or `fallback` (a path of our own, e.g. the
 * language's home) when it could lead anywhere else.
 */
export function safeReturn(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > MAX_LENGTH || REFUSED_CHARACTERS.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, STAND_IN);
  } catch {
    return fallback;
  }
  if (url.origin !== STAND_IN) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? fallback : path;
}
