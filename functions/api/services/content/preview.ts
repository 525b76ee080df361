/**
 * Festival preview links (issue 33, src/lib/domain/content/preview-pass.ts): the store checks a link's pass
 * with PREVIEW_SECRET and answers as on the pass's day. Outside development a missing secret refuses
 * every pass (fail closed, logged loudly): a preview never shows without a key nobody can guess.
 */
import { type Env, isDevelopment } from '../../env';
import { ShopError } from '../../errors';
import { readPreviewPass } from '../../../../src/lib/domain/content/preview-pass';
import { said } from '../../../../src/lib/domain/i18n/said';
import { t } from '../../../../src/lib/domain/i18n/t';

/** Development only, when PREVIEW_SECRET is unset: public, so never used elsewhere. */
export const DEV_PREVIEW_SECRET = 'haat-dev-preview-secret-not-for-production';

// through t(), not the catalogues as data, which would put all three JSON files in the Worker
export const PREVIEW_MSG = {
  invalid: t('en', 'srv.previewInvalid'),
  expired: t('en', 'srv.previewExpired'),
  off: t('en', 'srv.previewOff'),
} as const;

export function previewSecret(env: Pick<Env, 'PREVIEW_SECRET' | 'ENVIRONMENT'>): string | null {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  if (isDevelopment(env as Env)) return DEV_PREVIEW_SECRET;
  console.error('FAIL CLOSED: PREVIEW_SECRET is not set: festival preview links are refused (wrangler secret put PREVIEW_SECRET)');
  return null;
}

/**
 * The moment a request's `preview` pass shows, or `now` without one. A pass that is not valid, has
 * expired or cannot be checked (no secret) is refused with a 403 in words, never ignored: the one
 * who sent it must not take today's page for the day they asked about.
 */
export async function previewNow(
  env: Pick<Env, 'PREVIEW_SECRET' | 'ENVIRONMENT'>,
  pass: string | undefined | null,
  now: number,
): Promise<number> {
  if (pass == null) return now;
  const secret = previewSecret(env);
  if (!secret) throw new ShopError(said('srv.previewOff'), 403);
  const verdict = await readPreviewPass(secret, pass, now);
  if (!verdict.ok) throw new ShopError(verdict.reason === 'expired' ? said('srv.previewExpired') : said('srv.previewInvalid'), 403);
  return verdict.at;
}
