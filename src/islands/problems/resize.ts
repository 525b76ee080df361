import { PHOTO_MAX_BYTES, PHOTO_RESIZE_PX } from '../../lib/domain/orders/problem-photos';
import type { UploadAnswer } from '../../lib/api/uploads';
import { photoCanvas } from '../photo-canvas';

/**
 * Shrinks a chosen photo in the browser so its longer side is at most 1280 px and re-encodes it as
 * JPEG (a phone's 12 MP photo becomes a few hundred KB), lowering quality until it fits the 2 MB
 * the server accepts. The server still reads the type from the bytes and checks the size.
 */
export async function resizeProblemPhoto(file: File): Promise<Blob> {
  const canvas = await photoCanvas(file, PHOTO_RESIZE_PX);
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
    if (blob && blob.size <= PHOTO_MAX_BYTES) return blob;
  }
  throw new Error('photo too large');
}

/** Sends one photo's bytes to its ticket; the answer's message is in the shopper's language. */
export async function uploadProblemPhoto(ticketNo: string, photo: Blob): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(`/api/problems/${encodeURIComponent(ticketNo)}/photos`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'image/jpeg' },
    body: photo,
  });
  let body: UploadAnswer<'problems/:ticket/photos'> | null = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON (a proxy's error page): the status says enough */
  }
  return { ok: res.ok, message: body?.message ?? '' };
}
