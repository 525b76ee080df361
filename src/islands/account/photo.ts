import { PHOTO_MAX_CHARS, PHOTO_MAX_PX } from '../../lib/domain/account/account-schemas';
import { photoCanvas } from '../photo-canvas';

/**
 * Shrinks a chosen photo in the browser so its longer side is at most 256 px and re-encodes it as
 * JPEG, lowering quality until the data URL fits the 200 KB the API accepts.
 */
export async function resizePhoto(file: File): Promise<string> {
  const canvas = await photoCanvas(file, PHOTO_MAX_PX);
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= PHOTO_MAX_CHARS) return url;
  }
  throw new Error('photo too large');
}
