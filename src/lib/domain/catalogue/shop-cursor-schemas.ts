/**
 * Where the next page of a card list starts (issue 31): the last card's sort key and id, so the
 * next page is read from that point on an index (keyset) instead of counting past every earlier
 * card (OFFSET), and page 50 costs what page 1 does. Sent to the browser as an opaque base64url
 * token; the sort it was made for travels inside, so a cursor from another sort is refused, not
 * read in the wrong order.
 */
import { z } from 'zod';
import { SEARCH_SORTS, type SearchSort } from '../search/search-refine';

export interface ShopCursor {
  /** the shop's sort the list was read in */
  sort: SearchSort;
  /** the last card's sort key: availability 0/1, paise, percent, ms; null only for a deal with no end */
  key: number | null;
  /** the last card's product id (the tie-break) */
  id: number;
}

/** A sane upper bound: a real cursor is about 40 characters. */
const MAX_CURSOR_CHARS = 200;

const payload = z
  .object({
    s: z.enum(SEARCH_SORTS),
    k: z.number().int().safe().nullable(),
    i: z.number().int().positive().safe(),
  })
  .strict();

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    return atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export function encodeShopCursor(c: ShopCursor): string {
  // JSON of numbers and a sort name: ASCII only, so btoa takes it as it is
  return toBase64Url(JSON.stringify({ s: c.sort, k: c.key, i: c.id }));
}

/** The cursor in a token, or null for anything this store did not make. */
export function decodeShopCursor(token: string): ShopCursor | null {
  if (token.length > MAX_CURSOR_CHARS) return null;
  const text = fromBase64Url(token);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = payload.safeParse(json);
  return parsed.success ? { sort: parsed.data.s, key: parsed.data.k, id: parsed.data.i } : null;
}

/** The `cursor` query parameter: empty is "not set"; a token that does not decode is a 400 saying srv.listMoved. */
export const shopCursorSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string({ invalid_type_error: 'srv.listMoved' })
    .transform((token, ctx) => {
      const cursor = decodeShopCursor(token);
      if (cursor) return cursor;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'srv.listMoved' });
      return z.NEVER;
    })
    .optional(),
);
