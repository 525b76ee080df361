/**
 * Issue 33, "saving never renames files or drops comments the team wrote", for every field of a
 * festival and of a home slide. Each field is edited in turn and saved the way Keystatic's
 * serializeEntryToFiles (@keystatic/core, keystatic-core-ui.js) sends a local-mode save: the whole
 * entry dumped again (js-yaml, schema order: every comment gone), each picture sent under its
 * field's name (`<slug>/banners/0/src.jpg`, `<slug>/kn/photo.svg`) and the loaded file deleted. The
 * save then goes through save-keeper.ts as the editor's server does, and is written to a scratch copy.
 * The fields are shared with the GitHub-mode test (tests/support/save-keeper-fields.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { slugAfterEdit } from '../../src/lib/cms/form/name-field';
import { keepFiles, type SaveFiles } from '../../src/lib/cms/save-keeper';
import {
  commentsOf,
  type Data,
  FESTIVAL,
  FESTIVAL_EDITS,
  FESTIVAL_ORDER,
  FESTIVAL_TEXT,
  pictures,
  SLIDE,
  SLIDE_DATA,
  SLIDE_EDITS,
  SLIDE_ORDER,
} from '../support/save-keeper-fields';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(entry: string, text: string): void {
  root = mkdtempSync(join(tmpdir(), 'save-keeper-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write(entry, text);
  for (const m of text.matchAll(/\.\.\/\.\.\/(assets\/[^"\s]+)/g)) write(`src/${m[1]}`, `bytes of ${m[1]}`);
}
const read = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path)) : null);

/** What Keystatic's Save sends for `data` (the edited entry) over the entry at `entry`. */
function keystaticSave(entry: string, data: Data, order: string[], body: string | null, folder: string, slug: string): SaveFiles {
  const sorted: Data = structuredClone(Object.fromEntries(order.filter((k) => k in data).map((k) => [k, data[k]])));
  const additions: SaveFiles['additions'] = [];
  const loaded = new Set<string>();
  for (const p of pictures(sorted)) {
    const file = `src/${p.ref.slice('../../'.length)}`;
    loaded.add(file);
    const renamed = `src/assets/${folder}/${slug}/${p.at.join('/')}.${file.split('.').pop() ?? ''}`;
    additions.push({ path: renamed, contents: new Uint8Array(read(file) ?? Buffer.from('new upload')) });
    let at: unknown = sorted;
    p.at.slice(0, -1).forEach((k) => (at = (at as Data)[k]));
    (at as Data)[p.at.at(-1) ?? ''] = `../../${renamed.slice('src/'.length)}`;
  }
  const text = body === null ? `${JSON.stringify(sorted, null, 2)}\n` : `---\n${dump(sorted)}---\n${body}`;
  additions.unshift({ path: entry, contents: new TextEncoder().encode(text) });
  const deletions = [...loaded].filter((f) => !additions.some((a) => a.path === f)).map((path) => ({ path }));
  return { additions, deletions };
}

function apply(update: SaveFiles): void {
  for (const a of update.additions) {
    mkdirSync(dirname(join(root, a.path)), { recursive: true });
    writeFileSync(join(root, a.path), a.contents);
  }
  for (const d of update.deletions) rmSync(join(root, d.path), { force: true });
}

describe('saving a festival keeps its file names and comments', () => {
  it.each(FESTIVAL_EDITS)('after editing %s', async (field, edit) => {
    project(FESTIVAL, FESTIVAL_TEXT);
    const [, yaml = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(FESTIVAL_TEXT) ?? [];
    const data = load(yaml, { schema: CORE_SCHEMA }) as Data;
    edit(data);
    const kept = field === 'banner phone picture removed' ? ['diwali-1.jpg', 'diwali-1.kn.jpg'] : ['diwali-1.jpg', 'diwali-1-phone.jpg'];
    apply(
      await keepFiles(
        keystaticSave(FESTIVAL, data, FESTIVAL_ORDER, field === 'body' ? `${body}More.\n` : body, 'festivals', 'diwali'),
        read,
      ),
    );
    const saved = readFileSync(join(root, FESTIVAL), 'utf8');
    // every comment the team wrote, in its place: above (or beside) the same key
    expect(commentsOf(saved)).toEqual(commentsOf(FESTIVAL_TEXT));
    expect(saved).toMatch(/# India days, both included\ndays:/);
    expect(saved).toMatch(/ {2}# the words sit on the left: keep focus left\n {2}- src:/);
    expect(saved).toMatch(/order: \d+ # before Sankranti when both are on/);
    expect(saved).toMatch(/- haldirams-soan-papdi-500-g # the best seller/);
    // the pictures keep their names, and nothing under Keystatic's field names appeared
    for (const name of kept) expect(saved).toContain(`../../assets/festivals/diwali/${name}`);
    expect(existsSync(join(root, 'src/assets/festivals/diwali/diwali-1.jpg'))).toBe(true);
    expect(existsSync(join(root, 'src/assets/festivals/diwali/banners'))).toBe(false);
    expect(existsSync(join(root, 'src/assets/festivals/diwali/kn'))).toBe(false);
    // and the edit itself is saved
    const [, after = ''] = /^---\n([\s\S]*?)---\n/.exec(saved) ?? [];
    const reread = load(after, { schema: CORE_SCHEMA }) as Data;
    expect(reread).toEqual(data);
  });

  it('a new picture keeps the name Keystatic gave it; the name of a saved festival never moves its file', async () => {
    project(FESTIVAL, FESTIVAL_TEXT);
    const [, yaml = ''] = /^---\n([\s\S]*?)---\n/.exec(FESTIVAL_TEXT) ?? [];
    const data = load(yaml, { schema: CORE_SCHEMA }) as Data;
    (data.banners as Data[])[0]!.src = '../../assets/festivals/diwali/upload.jpg'; // a new upload
    const update = await keepFiles(keystaticSave(FESTIVAL, data, FESTIVAL_ORDER, '', 'festivals', 'diwali'), read);
    expect(update.additions.map((a) => a.path)).toContain('src/assets/festivals/diwali/banners/0/src.jpg');
    expect(slugAfterEdit('diwali', 'Diwali Dhamaka 2027', 'diwali')).toBe('diwali');
    expect(slugAfterEdit('pongal', 'Pongal 2027', 'pongal')).toBe('pongal');
    expect(slugAfterEdit('', 'Pongal 2027', undefined)).toBe('pongal-2027');
  });
});

describe('saving a home slide keeps its pictures’ file names', () => {
  it.each(SLIDE_EDITS)('after editing %s', async (field, edit) => {
    project(SLIDE, `${JSON.stringify(SLIDE_DATA, null, 2)}\n`);
    const data = structuredClone(SLIDE_DATA) as unknown as Data;
    edit(data);
    apply(await keepFiles(keystaticSave(SLIDE, data, SLIDE_ORDER, null, 'home-slides', 'diwali-week'), read));
    const saved = JSON.parse(readFileSync(join(root, SLIDE), 'utf8')) as Data;
    expect(saved).toEqual(data);
    for (const p of pictures(saved)) expect(existsSync(join(root, `src/${p.ref.slice(6)}`))).toBe(true);
    expect(existsSync(join(root, 'src/assets/home-slides/diwali-week/kn'))).toBe(false);
    expect(existsSync(join(root, 'src/assets/home-slides/diwali-week/photo.svg'))).toBe(true);
    if (field === 'mobile removed') expect(saved.mobile).toBeUndefined();
  });
});
