import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PICTURE_BODY_MAX, PICTURE_WIDTHS, pictureField, type PictureCopy } from '../../../src/lib/domain/catalogue/product-picture';
import { orderIdParamSchema } from '../../../src/lib/domain/staff/staff-schemas';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { refusal, say } from '../lang';
import { shareAnswer } from '../middleware/private-answers';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { PICTURE_CACHE_CONTROL, readPictureCopy, savePicture } from '../services/catalogue';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** The upload's body, capped while it is read: a 20 MB photo sent whole is refused without being held. */
const pictureLimit = bodyLimit({ maxSize: PICTURE_BODY_MAX, onError: (c) => c.json(refusal(c, said('catPic.tooLarge')), 413) });

const file = z.instanceof(File);
/** The multipart form: a file per width (w200 always, then w400, w800 as the original reaches), nothing else. */
const copiesSchema = z
  .object({ w200: file, w400: file.optional(), w800: file.optional() })
  .strict()
  .refine((f) => !f.w800 || f.w400);

async function readCopies(form: FormData): Promise<PictureCopy[]> {
  const fields = Object.fromEntries([...form.keys()].map((k) => [k, form.getAll(k).length === 1 ? form.get(k) : form.getAll(k)]));
  const parsed = copiesSchema.safeParse(fields);
  if (!parsed.success) {
    // no 200 px copy: the browser found the picture narrower than the card (it refuses that itself)
    const refusal =
      fields.w200 === undefined && Object.keys(fields).every((k) => k.startsWith('w'))
        ? said('catPic.tooSmall')
        : said('catPic.notPicture');
    throw new ShopError(refusal, 400);
  }
  const copies: PictureCopy[] = [];
  for (const w of PICTURE_WIDTHS) {
    const f = parsed.data[pictureField(w) as keyof typeof parsed.data];
    if (f) copies.push({ width: w, bytes: new Uint8Array(await f.arrayBuffer()) });
  }
  return copies;
}

/** The manager sets a product's picture (issue 28, docs/catalogue-console.md). */
export const staffPictureRoutes = new Hono<AppEnv>().post(
  '/staff/catalogue/:id/picture',
  requireStaff('manager'),
  pictureLimit,
  validate('param', orderIdParamSchema),
  async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new ShopError(said('catPic.notPicture'), 415);
    const outcome = await savePicture(c.env, currentStaff(c).id, c.req.valid('param').id, await readCopies(form), clock.now());
    const message = outcome.changed ? said('catPic.saved') : said('catEdit.nothingChanged');
    return c.json({ status: 1 as const, code: message.key, message: say(c, message), response: outcome.picture });
  },
);

const copyParamSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  file: z.enum(['200.webp', '400.webp', '800.webp']),
});

/**
 * The shop reads a picture's copies here. A key is a hash of the content, so an answer never changes:
 * browsers and the CDN keep it a year (the path ends in .webp, which Cloudflare caches by default).
 */
export const productPictureRoutes = new Hono<AppEnv>().get(
  '/product-pictures/:hash/:file',
  validate('param', copyParamSchema),
  async (c) => {
    const { hash, file: name } = c.req.valid('param');
    const copy = await readPictureCopy(c.env, hash, Number(name.slice(0, 3)) as (typeof PICTURE_WIDTHS)[number]);
    if (!copy) return c.json(refusal(c, said('srv.notFound')), 404);
    shareAnswer(c);
    return new Response(copy.body, {
      headers: {
        'content-type': 'image/webp',
        'content-length': String(copy.size),
        'cache-control': PICTURE_CACHE_CONTROL,
        etag: copy.httpEtag,
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
