/**
 * "Saving never renames files or drops comments the team wrote" (issue 33). Keystatic's Save writes
 * the whole entry again: its YAML drops every comment, and it names each picture after its field
 * (`<festival>/banners/0/src.jpg`), deleting the file it was loaded from. Before a save is written,
 * this puts the team's comments back where they stood and keeps an unchanged picture under its own
 * name: in local mode on the editor's server (save-keeper-middleware.ts), in GitHub mode in the
 * editor's page just before Keystatic commits (keystatic.config.ts `keepSave`, called by
 * patches/@keystatic+core+0.6.9.patch). So it runs in Node and in the browser: no Node APIs here.
 * Pure: the caller reads the files.
 */

/** A save's files as Keystatic's GitHub-mode Save holds them: bytes, before it commits them. */
export interface SaveFiles {
  additions: Array<{ path: string; contents: Uint8Array }>;
  deletions: Array<{ path: string }>;
}
/** A file of the project as it is before the save (the work tree, or the branch's tree), or null. */
export type ReadFile = (path: string) => Uint8Array | null | Promise<Uint8Array | null>;

const ENTRY = /^src\/content\/(festivals|home-slides|ad-tiles)\/[^/]+\.(md|json)$/;
const PICTURE = /^src\/assets\/[A-Za-z0-9._/-]+\.(png|jpe?g|webp|avif|svg)$/i;
/** a picture's name in an entry's file (relative to src/content/<folder>) */
const ref = (path: string) => `../../${path.slice('src/'.length)}`;

interface Anchored {
  /** the key path of the line a comment stands above ("banners/-/alt#1"), or "" for the end */
  anchor: string;
  lines: string[];
  /** a comment at the end of the anchor's own line */
  inline: string;
}

/** Each content line's key path with its occurrence, and the comments standing above or beside it. */
function commentsByLine(yaml: string[]): { anchors: string[]; comments: Anchored[] } {
  const stack: Array<{ indent: number; key: string }> = [];
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  const comments: Anchored[] = [];
  let pending: string[] = [];
  let blockIndent = -1;
  for (const line of yaml) {
    const indent = line.length - line.trimStart().length;
    if (blockIndent >= 0 && (line.trim() === '' || indent > blockIndent)) {
      anchors.push('');
      continue;
    }
    blockIndent = -1;
    if (/^\s*#/.test(line)) {
      pending.push(line);
      anchors.push('');
      continue;
    }
    const m = /^(\s*)((?:- )*)([^\s#:'"][^:]*?|"[^"]*"|'[^']*')?:(?:\s|$)(.*)$/.exec(line) ?? /^(\s*)((?:- )+)()(.*)$/.exec(line);
    if (!m) {
      anchors.push(''); // a long value carried onto the next line
      continue;
    }
    const [, lead = '', dashes = '', key = '', rest = ''] = m;
    const depth = lead.length + dashes.length;
    while (stack.length && (stack.at(-1)?.indent ?? 0) >= (dashes ? lead.length : depth)) stack.pop();
    for (let i = 0; i < dashes.length / 2; i++) stack.push({ indent: lead.length + i * 2, key: '-' });
    const path = [...stack.map((s) => s.key), key || '-'].join('/');
    const n = seen.get(path) ?? 0;
    seen.set(path, n + 1);
    const anchor = `${path}#${n}`;
    if (key) stack.push({ indent: depth, key });
    anchors.push(anchor);
    const inline = / #\s.*$/.exec(rest);
    const before = inline ? rest.slice(0, inline.index) : '';
    const quotesClosed = (before.split('"').length - 1) % 2 === 0 && (before.split("'").length - 1) % 2 === 0;
    if (pending.length || (inline && quotesClosed))
      comments.push({ anchor, lines: pending, inline: inline && quotesClosed ? inline[0] : '' });
    pending = [];
    if (/^[|>][+-]?\d*\s*$/.test(rest.trim())) blockIndent = depth;
  }
  if (pending.length) comments.push({ anchor: '', lines: pending, inline: '' });
  return { anchors, comments };
}

/** The saved YAML with the comments of the file it replaces, above (or beside) the same keys. */
export function keepComments(before: string, saved: string): string {
  const split = (text: string) => /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(text);
  const old = split(before);
  const now = split(saved);
  if (!old?.[1] || !now?.[1]) return saved;
  const { comments } = commentsByLine(old[1].replace(/\n$/, '').split('\n'));
  if (!comments.length) return saved;
  const lines = now[1].replace(/\n$/, '').split('\n');
  const { anchors, comments: own } = commentsByLine(lines);
  // Keystatic's YAML never holds a comment: a save that does was kept already (never twice)
  if (own.length) return saved;
  const out: string[] = [];
  const placed = new Set<Anchored>();
  lines.forEach((line, i) => {
    const here = comments.filter((c) => c.anchor && c.anchor === anchors[i]);
    here.forEach((c) => placed.add(c));
    out.push(...here.flatMap((c) => c.lines), line + here.map((c) => c.inline).join(''));
  });
  // a comment whose key is gone (a field emptied) is kept at the end rather than lost
  for (const c of comments.filter((x) => !placed.has(x))) out.push(...c.lines, ...(c.inline ? [c.inline.trim()] : []));
  return `---\n${out.join('\n')}\n---\n${now[2] ?? ''}`;
}

const utf8 = new TextDecoder();
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The save as Keystatic made it, with each unchanged picture under the name its entry already gave
 * it and the team's comments kept. `read` gives a project file's bytes before the save.
 */
export async function keepFiles(update: SaveFiles, read: ReadFile): Promise<SaveFiles> {
  let additions = [...update.additions];
  let deletions = [...update.deletions];
  for (const entry of update.additions.filter((a) => ENTRY.test(a.path))) {
    const beforeBytes = await read(entry.path);
    if (!beforeBytes) continue; // a new entry: Keystatic's names are its first names
    const before = utf8.decode(beforeBytes);
    let text = utf8.decode(entry.contents);
    const named = [...new Set(before.match(/\.\.\/\.\.\/assets\/[A-Za-z0-9._/-]+/g) ?? [])].map((p) => `src/${p.slice(6)}`);
    for (const picture of additions.filter((a) => PICTURE.test(a.path))) {
      if (!text.includes(ref(picture.path))) continue;
      let own: string | undefined;
      for (const p of named.filter((n) => n !== picture.path && PICTURE.test(n))) {
        const bytes = await read(p);
        if (bytes && sameBytes(bytes, picture.contents)) own = p;
        if (own) break;
      }
      if (!own) continue;
      text = text.split(ref(picture.path)).join(ref(own));
      additions = additions.filter((a) => a !== picture);
      deletions = deletions.filter((d) => d.path !== own);
    }
    if (entry.path.endsWith('.md')) text = keepComments(before, text);
    const kept = { path: entry.path, contents: new TextEncoder().encode(text) };
    additions = additions.map((a) => (a === entry ? kept : a));
  }
  return { additions, deletions };
}
