/** The time a page is served at: the real clock, or a development journey's pinned one (functions/api/lib/dev-clock.ts). */
import { DEV_NOW_HEADER, requestNow } from '../../../functions/api/lib/dev-clock';

export function pageNow(astro: { locals: App.Locals; request: Request }): number {
  return requestNow(astro.locals.runtime.env.ENVIRONMENT, astro.request.headers.get(DEV_NOW_HEADER));
}
