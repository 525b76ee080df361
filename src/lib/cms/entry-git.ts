/**
 * The git and file calls behind the editor's history (entry-history.ts): read-only git commands run
 * with execFile and fixed arguments (never a shell string), and Restore, which writes an old version
 * back to the working file as a new save. Git's history is never changed. Editor's server only.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  ENTRY_FOLDERS,
  entryPath,
  type EntryVersion,
  indiaDateTime,
  logArgs,
  parseGitLog,
  picturesNamed,
  restoreRequest,
} from './entry-history';

const run = promisify(execFile);
const git = async (root: string, args: string[]) => (await run('git', args, { cwd: root, maxBuffer: 8 * 1024 * 1024 })).stdout;

/** Every entry file in the editor's folders, by folder. */
export function entryFiles(root: string): Array<{ folder: string; files: string[] }> {
  return ENTRY_FOLDERS.map((folder) => ({
    folder,
    files: existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .map((f) => `${folder}/${f}`)
          .filter((p) => entryPath.safeParse(p).success)
          .sort()
      : [],
  }));
}

/** The content of a version: the working file for "now", else the file as that commit holds it. */
export async function versionText(root: string, v: Pick<EntryVersion, 'id' | 'path'>): Promise<string> {
  if (v.id === 'now') return readFileSync(join(root, entryPath.parse(v.path)), 'utf8');
  return git(root, ['show', `${v.id}:${v.path}`]);
}

/** The entry's versions, newest first: unsaved-to-history saves (if any), then each commit. */
export async function entryVersions(root: string, path: string): Promise<EntryVersion[]> {
  const file = entryPath.parse(path);
  const commits = parseGitLog(await git(root, logArgs(file)), file);
  const full = join(root, file);
  if (!existsSync(full)) return commits;
  const last = commits[0] ? await versionText(root, commits[0]).catch(() => null) : null;
  if (last === readFileSync(full, 'utf8')) return commits;
  const saved = { id: 'now', ...indiaDateTime(statSync(full).mtimeMs), author: 'Saved in the editor', path: file };
  return [{ ...saved, subject: 'Saved here, not yet in the project’s history' }, ...commits];
}

/**
 * Writes a version back to the entry's file (a new save; the history keeps every version). Refuses
 * anything outside the editor's folders and any version not in this entry's own history.
 */
export async function restoreVersion(root: string, input: unknown): Promise<{ ok: true } | { ok: false; message: string }> {
  const asked = restoreRequest.safeParse(input);
  if (!asked.success) return { ok: false, message: asked.error.issues[0]?.message ?? 'Not a version of this entry.' };
  const { entry, version } = asked.data;
  const found = (await entryVersions(root, entry)).find((v) => v.id === version && v.id !== 'now');
  if (!found) return { ok: false, message: 'Not a version of this entry.' };
  const text = await versionText(root, found);
  // a later save may have renamed or removed a picture this version shows: bring it back too
  for (const picture of picturesNamed(text)) {
    if (existsSync(join(root, picture))) continue;
    const bytes = await run('git', ['show', `${found.id}:${picture}`], {
      cwd: root,
      encoding: 'buffer',
      maxBuffer: 32 * 1024 * 1024,
    }).catch(() => null);
    if (!bytes) continue;
    mkdirSync(dirname(join(root, picture)), { recursive: true });
    writeFileSync(join(root, picture), bytes.stdout);
  }
  writeFileSync(join(root, entry), text);
  return { ok: true };
}
