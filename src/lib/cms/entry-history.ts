/**
 * The history of one entry the editor saves (a festival, a home slide, an ad tile): its versions from
 * the project's git history (`git log --follow` of its file), plus the working file when it holds
 * saves not yet in that history (issue 33, local mode). Pure: the git calls are in entry-git.ts, so
 * the parsing and the path guard are unit-tested without a repository.
 */
import { z } from 'zod';
import { indiaClock } from '../domain/money/india-time';
import { dmy } from './festival-verdicts';

/** The folders of the entries the editor saves; a path anywhere else is refused. */
export const ENTRY_FOLDERS = ['src/content/festivals', 'src/content/home-slides', 'src/content/ad-tiles'] as const;

/**
 * An entry's file: one of the editor's folders, a plain file name (no "..", no sub-folder, no
 * leading dash git could read as an option), .md or .json.
 */
export const entryPath = z
  .string()
  .max(200)
  .regex(
    /^src\/content\/(festivals|home-slides|ad-tiles)\/[a-z0-9][a-z0-9-]*\.(md|json)$/,
    'Only festivals, home slides and ad tiles have a history here.',
  );

/** A version: a commit's full hash, or "now" for the saves in the working file. */
export const versionId = z.union([z.literal('now'), z.string().regex(/^[0-9a-f]{40}$/, 'Not a version of this entry.')]);

export const restoreRequest = z.object({ entry: entryPath, version: versionId });

export interface EntryVersion {
  /** the commit, or "now" */
  id: string;
  /** dd/mm/yyyy, India */
  date: string;
  /** hh:mm IST */
  time: string;
  author: string;
  subject: string;
  /** the file's path in that version (--follow: it may have had another name) */
  path: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as India reads it: 14/01/2027 and 09:05 IST. */
export function indiaDateTime(at: number): { date: string; time: string } {
  const c = indiaClock(at);
  return {
    date: `${two(c.getUTCDate())}/${two(c.getUTCMonth() + 1)}/${c.getUTCFullYear()}`,
    time: `${two(c.getUTCHours())}:${two(c.getUTCMinutes())} IST`,
  };
}

/** The arguments for `git log` of one entry, newest first; LOG_FORMAT's fields are parsed below. */
export const LOG_FORMAT = '%x1e%H%x1f%at%x1f%an%x1f%s';
export const logArgs = (path: string) => ['log', '--follow', `--format=${LOG_FORMAT}`, '--name-only', '--', path];

/** Reads `git log --follow --format=LOG_FORMAT --name-only` output into versions. */
export function parseGitLog(output: string, path: string): EntryVersion[] {
  return output
    .split('\x1e')
    .filter((r) => r.trim())
    .flatMap((record) => {
      const [head = '', ...rest] = record.split('\n');
      const [hash, at, author, subject] = head.split('\x1f');
      if (!hash || !/^[0-9a-f]{40}$/.test(hash) || !at) return [];
      const named = rest.map((l) => l.trim()).find(Boolean);
      return [{ id: hash, ...indiaDateTime(Number(at) * 1000), author: author ?? '', subject: subject ?? '', path: named ?? path }];
    });
}

/** A version's fields for reading: the front matter or JSON, flattened to "kn.name"-style rows. */
export function versionFields(path: string, text: string, parseYaml: (s: string) => unknown): Array<[string, string]> {
  let data: unknown;
  let body = '';
  if (path.endsWith('.json')) data = JSON.parse(text);
  else {
    const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    data = m ? parseYaml(m[1]!) : {};
    body = m ? m[2]!.trim() : text.trim();
  }
  const rows: Array<[string, string]> = [];
  const walk = (value: unknown, key: string) => {
    // days as India writes them (dd/mm/yyyy), whether YAML read them as dates or strings
    if (value instanceof Date) rows.push([key, dmy(value.toISOString().slice(0, 10))]);
    else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) rows.push([key, dmy(value)]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key} ${i + 1}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    else if (value !== null && value !== undefined && value !== '') rows.push([key, String(value)]);
  };
  walk(data, '');
  if (body) rows.push(['text', body]);
  return rows;
}

/**
 * The uploaded pictures a version names (../../assets/…, relative to src/content/<folder>), as
 * project paths under src/assets; nothing that could lead out of it.
 */
export function picturesNamed(text: string): string[] {
  const found = text.match(/\.\.\/\.\.\/assets\/[A-Za-z0-9._/-]+\.(?:png|jpe?g|webp|avif|svg)/gi) ?? [];
  return [...new Set(found.map((p) => `src/${p.slice('../../'.length)}`))].filter((p) => !p.split('/').includes('..'));
}
