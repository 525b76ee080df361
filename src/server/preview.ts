/**
 * Festival preview links as pages read them (issue 33, functions/api/services/content/preview.ts): the moment
 * a page shows ("now", or the pass's day), and the refusal page for a pass that does not hold.
 */
import type { APIContext, AstroGlobal } from 'astro';
import { previewNow } from '../../functions/api/services/content';
import { ShopError } from '../../functions/api/errors';
import type { Env } from '../../functions/api/env';
import type { Lang } from '../lib/domain/i18n/langs';
import { sayIn } from '../lib/domain/i18n/t';
import { PRIVATE_NO_STORE } from '../lib/domain/cache-control';
import * as clock from './clock';

export type PageMoment = { now: number; preview: boolean } | { refused: Response };

/**
 * "Now" for a page: the time, or with `?preview=<pass>` the pass's moment (the page must then not be
 * kept by anyone: the caller sets no-store). A pass that does not hold is a 403 in the page's words.
 */
export async function pageMoment(page: AstroGlobal | APIContext, lang: Lang): Promise<PageMoment> {
  const pass = page.url.searchParams.get('preview');
  const now = clock.now();
  if (pass === null) return { now, preview: false };
  const env = ((page.locals as Partial<App.Locals>).runtime?.env ?? {}) as Env;
  try {
    return { now: await previewNow(env, pass, now), preview: true };
  } catch (e) {
    if (!(e instanceof ShopError)) throw e;
    return {
      refused: new Response(sayIn(lang, e.said), {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE },
      }),
    };
  }
}
