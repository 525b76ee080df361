/**
 * The editor's "Preview on a day" (issue 33): signed links to the festival page and the home page as
 * they will be on a chosen day (src/lib/domain/content/preview-pass.ts), for marketing to look at and to send
 * to the owner. Before the links are made, the saved festivals' deals are written into the editor's
 * own local database (`npm run deals:sync -- --local`), so the preview prices the cards with them
 * exactly as the live store will after Publish. Runs in the editor's server only (npm run cms).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PREVIEW_PASS_DAYS, signPreviewPass } from '../domain/content/preview-pass';

export interface PreviewLinks {
  day: string;
  expires: number;
  festival: { en: string; kn: string };
  home: { en: string; kn: string };
}

/** The links for `day`, on the store at `origin`, working for PREVIEW_PASS_DAYS days from `now`. */
export async function previewLinks(secret: string, origin: string, day: string, now: number): Promise<PreviewLinks> {
  const expires = now + PREVIEW_PASS_DAYS * 86_400_000;
  const pass = encodeURIComponent(await signPreviewPass(secret, day, expires));
  const at = (path: string) => `${origin}${path}?preview=${pass}`;
  return { day, expires, festival: { en: at('/festival'), kn: at('/kn/festival') }, home: { en: at('/'), kn: at('/kn/') } };
}

const run = promisify(execFile);

/**
 * Writes the saved festivals' deals into the editor's local database (never the live one). CMS_STATE,
 * when the editor was started with another local database (the browser tests), is passed on.
 */
export async function syncSavedDeals(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const persist = env.CMS_STATE ? ['--persist-to', env.CMS_STATE] : [];
  try {
    await run('npx', ['vite-node', 'scripts/festival/sync-deals.ts', '--', '--local', ...persist], { env: { ...env, CI: '1' } });
    return null;
  } catch (e) {
    return String((e as { stderr?: string }).stderr || e).slice(-2000);
  }
}
