/**
 * The SPEC §8 messages the catalogue pages' scripts say themselves (a failed call), as the
 * browser's own English fallback. Everything else says them by key from
 * messages/en.json (issue 27); tests/unit/english-in-code.test.ts holds the two the same.
 */
export const SHOP_MSG = {
  generic: 'Something went wrong please try again',
} as const;
