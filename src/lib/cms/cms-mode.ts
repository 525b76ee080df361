/**
 * When the content editor (Keystatic, /keystatic) is part of the site: only under `npm run cms`,
 * which runs `astro dev` with KEYSTATIC=1. A production build never carries the editor or its
 * /api/keystatic routes (they would let anyone write the repo's files), so asking for it in a build
 * is an error rather than something to quietly ship.
 */
export function cmsEnabled(env: Record<string, string | undefined>, command: 'dev' | 'build' | 'preview' | 'sync'): boolean {
  if (env.KEYSTATIC !== '1') return false;
  if (command !== 'dev') {
    throw new Error('KEYSTATIC=1 is for `npm run cms` (astro dev) only: the content editor must never be built into the store.');
  }
  return true;
}
