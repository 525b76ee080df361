/**
 * The product picture, resized in the manager's browser (a Worker cannot run sharp): one WebP copy
 * per shop width the original reaches (product-picture.ts), aspect kept, never upscaled. Loaded by
 * ProductPicture only when a file is chosen, so the editor's first load does not carry it.
 */
import { CATALOGUE_PICTURE_MSG as SAY } from '../../lib/domain/catalogue/catalogue-edit-messages';
import { PICTURE_QUALITY, copyHeight, pictureField, widthsFor, type PictureWidth } from '../../lib/domain/catalogue/product-picture';
import type { UploadAnswer } from '../../lib/api/uploads';

type Canvas = HTMLCanvasElement | OffscreenCanvas;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function webp(canvas: Canvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/webp', quality: PICTURE_QUALITY }).catch(() => null);
  return new Promise((done) => canvas.toBlob(done, 'image/webp', PICTURE_QUALITY));
}

function draw(source: CanvasImageSource, width: number, height: number): Canvas {
  const canvas = canvasOf(width, height);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('no canvas');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas;
}

export type Resized = { ok: true; form: FormData; widths: PictureWidth[] } | { ok: false; message: string };

/** The copies as the upload's form (w200, w400, w800), or the refusal in the console's words. */
export async function resizePicture(file: Blob): Promise<Resized> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: SAY.notPicture };
  }
  const widths = widthsFor(bitmap.width);
  if (widths.length === 0) {
    bitmap.close();
    return { ok: false, message: SAY.tooSmall };
  }
  const form = new FormData();
  // each copy drawn from the next larger one: halving steps keep a small copy sharp, not aliased
  let source: CanvasImageSource = bitmap;
  for (const w of [...widths].reverse()) {
    const canvas = draw(source, w, copyHeight(bitmap.width, bitmap.height, w));
    const blob = await webp(canvas);
    // Safari hands back a PNG when asked for WebP: the server would refuse it, so say why here
    if (!blob || blob.type !== 'image/webp') {
      bitmap.close();
      return { ok: false, message: SAY.noWebp };
    }
    form.append(pictureField(w), blob, `${w}.webp`);
    source = canvas;
  }
  bitmap.close();
  return { ok: true, form, widths };
}

/** Sends the copies; the answer's message is in the manager's language. */
export async function uploadPicture(productId: number, form: FormData) {
  const res = await fetch(`/api/staff/catalogue/${productId}/picture`, { method: 'POST', credentials: 'same-origin', body: form });
  let body: UploadAnswer<'staff/catalogue/:id/picture'> | null = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON (a proxy's error page): the status says enough */
  }
  const ok = res.ok && body?.status === 1;
  return { httpStatus: res.status, ok, message: body?.message ?? '', photo: body?.status === 1 ? body.response.photo : undefined };
}
