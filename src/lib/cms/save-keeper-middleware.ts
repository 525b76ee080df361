/**
 * The editor's server only (added by astro.config.mjs under `npm run cms`): Keystatic's local-mode
 * Save (POST /api/keystatic/update) passes through save-keeper.ts before Keystatic writes it, so
 * saving keeps the team's comments and the pictures' file names (issue 33). GitHub mode saves from
 * the browser straight to GitHub, past this server: there the page runs the same keeper before it
 * commits (keystatic.config.ts `keepSave`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { defineMiddleware } from 'astro:middleware';
import { keepFiles } from './save-keeper';

const ROOT = process.cwd();
/** a project file's bytes, for paths inside the project only (Keystatic checks its own again) */
const read = (path: string) => {
  const file = normalize(join(ROOT, path));
  return file.startsWith(`${ROOT}/`) && existsSync(file) ? readFileSync(file) : null;
};

/** Keystatic's local update API carries each file's bytes as base64 */
interface SaveUpdate {
  additions: Array<{ path: string; contents: string }>;
  deletions: Array<{ path: string }>;
}

async function keepNamesAndComments(update: SaveUpdate): Promise<SaveUpdate> {
  const additions = update.additions.map((a) => ({ path: a.path, contents: new Uint8Array(Buffer.from(a.contents, 'base64')) }));
  const kept = await keepFiles({ additions, deletions: update.deletions }, read);
  return {
    additions: kept.additions.map((a) => ({ path: a.path, contents: Buffer.from(a.contents).toString('base64') })),
    deletions: kept.deletions,
  };
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  if (ctx.request.method !== 'POST' || ctx.url.pathname !== '/api/keystatic/update') return next();
  const update = (await ctx.request.json().catch(() => null)) as SaveUpdate | null;
  if (!update || !Array.isArray(update.additions) || !Array.isArray(update.deletions)) return new Response('Bad data', { status: 400 });
  const headers = new Headers(ctx.request.headers);
  headers.delete('content-length');
  return next(new Request(ctx.request.url, { method: 'POST', headers, body: JSON.stringify(await keepNamesAndComments(update)) }));
});
