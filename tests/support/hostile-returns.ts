/**
 * Return addresses an attacker puts in `?next=` (login, /lang) or in the path itself (the remembered
 * language redirect), for the one safe-return rule (issue 26 item 3). Each must end on the store's
 * own origin. Shared by tests/unit/safe-return.test.ts and tests/e2e/safe-return.e2e.ts.
 */
export const HOSTILE_RETURNS: readonly string[] = [
  // another site by protocol-relative address
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '//evil.example@store.test/',
  // backslashes, which a browser reads as slashes
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  // a language prefix that, taken off and put back, leaves `//` or `/\`
  '/kn//evil.example',
  '/kn/\\evil.example',
  '/hi//evil.example/path?x=1',
  // dots the URL parser resolves into `//`
  '/.//evil.example',
  '/kn/..//evil.example',
  '/kn/%2e%2e//evil.example',
  // tabs, newlines and other control characters a browser drops
  '/\t/evil.example',
  '/kn/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  ' //evil.example',
  // absolute addresses and schemes
  'https://evil.example',
  'HTTPS://evil.example/kn/',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  // encoded variants (a query value is decoded once before it reaches the rule)
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%09/evil.example',
  // padding
  `/${'a'.repeat(600)}`,
];
