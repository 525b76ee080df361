/**
 * A problem photo as the server accepts it (issue 32): the type is read from the file's first
 * bytes, never from the name or the Content-Type the browser claims, and the size is capped. The
 * browser resizes before sending (about 1280 px), so a real photo is well under the cap.
 */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The longer side the browser resizes to. */
export const PHOTO_RESIZE_PX = 1280;

/** The one API path whose body is a photo, not JSON (routes/problems.ts); its own size limit applies. */
export const PROBLEM_PHOTO_PATH = /^\/api\/problems\/T-\d{4}-\d{6,}\/photos$/;
/** Body types that path accepts; the server then reads the real type from the bytes. */
export const PHOTO_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP); anything else is null. */
export function photoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export type PhotoRefusal = 'photoType' | 'photoTooLarge';

export function checkPhoto(bytes: Uint8Array): { ok: true; type: PhotoType } | { ok: false; refusal: PhotoRefusal } {
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, refusal: 'photoTooLarge' };
  const type = photoType(bytes);
  return type ? { ok: true, type } : { ok: false, refusal: 'photoType' };
}
