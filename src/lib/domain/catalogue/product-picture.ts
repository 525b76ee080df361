/**
 * A product picture as the console uploads it and the shop shows it (issue 28). A Worker cannot run
 * sharp, so the manager's browser resizes: one WebP copy per width below, each no wider than the
 * original (no upscaling), so a phone on mobile data sends a few hundred KB, not a 6 MB photo. The
 * server trusts none of it: it reads type, width and height from each copy's bytes.
 */

/** What a product card carries of an uploaded picture: its widths, for srcset (absent: a seeded picture). */
export interface UploadedPicture {
  photo_widths?: number[];
}

/** The widths the shop shows: the card is 200 CSS px wide (400 on a 2x phone), the product page 600. */
export const PICTURE_WIDTHS = [200, 400, 800] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Each copy's byte cap: generous for WebP at quality 0.82 (an 800 px photo is typically 40–120 KB). */
export const PICTURE_MAX_BYTES: Record<PictureWidth, number> = { 200: 60 * 1024, 400: 200 * 1024, 800: 500 * 1024 };
/** The upload's whole body: every copy, and the multipart framing around them. */
export const PICTURE_BODY_MAX = 800 * 1024;
/** A picture taller than this many times its width is not a product photo (a screenshot of a page). */
export const PICTURE_MAX_ASPECT = 3;
/** WebP quality the browser encodes at. */
export const PICTURE_QUALITY = 0.82;

/** The form field that carries the copy of width w. */
export const pictureField = (w: PictureWidth) => `w${w}`;

/** Where the shop reads a copy: content-addressed, so it never changes and may be cached for a year. */
export const PICTURE_URL_PREFIX = '/api/product-pictures/';
export const pictureUrl = (hash: string, w: PictureWidth) => `${PICTURE_URL_PREFIX}${hash}/${w}.webp`;
/** The upload path (its own body limit, functions/api/app.ts). */
export const PICTURE_UPLOAD_PATH = /^\/api\/staff\/catalogue\/\d+\/picture$/;

/** The widths to make from an original `width` px wide: every shop width it reaches (none: too small). */
export function widthsFor(width: number): PictureWidth[] {
  return PICTURE_WIDTHS.filter((w) => w <= width);
}

/** The height of the copy `w` wide of a `width` × `height` original (aspect kept, whole pixels). */
export const copyHeight = (width: number, height: number, w: number) => Math.max(1, Math.round((height * w) / width));

/**
 * Width and height of a WebP from its header (RIFF "WEBP", then a VP8, VP8L or VP8X chunk), or null
 * when the bytes are not a WebP. Only the header is read: nothing here decodes the picture.
 */
export function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const tag = (at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
  if (b.length < 30 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return null;
  const chunk = tag(12);
  const u16 = (at: number) => b[at]! | (b[at + 1]! << 8);
  const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
  if (chunk === 'VP8 ') {
    // lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16(26) & 0x3fff, height: u16(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // lossless: signature 0x2F, then width-1 and height-1 in 14 bits each
    if (b[20] !== 0x2f) return null;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  return null;
}

export type PictureRefusal = 'notPicture' | 'tooLarge' | 'tooSmall' | 'sizesDiffer';

/** One copy as the server receives it: its declared width and its bytes. */
export interface PictureCopy {
  width: PictureWidth;
  bytes: Uint8Array;
}

/**
 * The copies of one upload, checked together: each a WebP of exactly its declared width within its
 * byte cap, all of one aspect (within a pixel of rounding), and together every shop width up to the
 * largest (the 200 px copy always: a smaller original is too small for the card).
 */
export function checkCopies(copies: readonly PictureCopy[]): { ok: true; height: number } | { ok: false; refusal: PictureRefusal } {
  const sizes = copies.map((c) => webpSize(c.bytes));
  if (copies.length === 0 || sizes.some((s) => s === null)) return { ok: false, refusal: 'notPicture' };
  if (copies.some((c) => c.bytes.length > PICTURE_MAX_BYTES[c.width])) return { ok: false, refusal: 'tooLarge' };
  const widths = copies.map((c) => c.width).sort((a, b) => a - b);
  if (widths.join() !== PICTURE_WIDTHS.slice(0, widths.length).join()) return { ok: false, refusal: 'tooSmall' };
  const largest = copies.find((c) => c.width === widths[widths.length - 1])!;
  const big = sizes[copies.indexOf(largest)]!;
  if (big.height > big.width * PICTURE_MAX_ASPECT) return { ok: false, refusal: 'sizesDiffer' };
  for (const [i, c] of copies.entries()) {
    const s = sizes[i]!;
    if (s.width !== c.width || Math.abs(s.height - copyHeight(big.width, big.height, c.width)) > 1)
      return { ok: false, refusal: 'sizesDiffer' };
  }
  return { ok: true, height: big.height };
}

/** The copy the product's `photo` names (carts, wishlists, orders, share cards): 400 px when there is one. */
export const mainWidth = (widths: readonly PictureWidth[]): PictureWidth => (widths.includes(400) ? 400 : widths[0]!);

const UPLOADED = /^\/api\/product-pictures\/([0-9a-f]{64})\/(\d+)\.webp$/;

/** `srcset` for an uploaded picture (its widths), or '' for a seeded static one. */
export function pictureSrcset(photo: string, widths: readonly number[] | undefined): string {
  const m = UPLOADED.exec(photo);
  if (!m || !widths?.length) return '';
  return widths
    .filter((w): w is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(w))
    .map((w) => `${pictureUrl(m[1]!, w)} ${w}w`)
    .join(', ');
}

/** How wide the card and the product page show a picture, for the browser's choice from srcset. */
export const CARD_PICTURE_SIZES = '(max-width: 600px) 50vw, 240px';
export const PAGE_PICTURE_SIZES = '(max-width: 768px) 100vw, 600px';

/** The widths column ("200,400,800") as the shop reads it. */
export function parseWidths(text: string | null | undefined): PictureWidth[] | undefined {
  if (!text) return undefined;
  const widths = text.split(',').map(Number) as PictureWidth[];
  return widths.every((w) => (PICTURE_WIDTHS as readonly number[]).includes(w)) ? widths : undefined;
}
