/**
 * Issue 33, "saving never renames files or drops comments the team wrote", for every field of a
 * festival and of a home slide. Each field is edited in turn and saved the way Keystatic's
 * serializeEntryToFiles (@keystatic/core, keystatic-core-ui.js) sends a local-mode save: the whole
 * entry dumped again (js-yaml, schema order: every comment gone), each picture sent under its
 * field's name (`<slug>/banners/0/src.jpg`, `<slug>/kn/photo.svg`) and the loaded file deleted. The
 * save then goes through save-keeper.ts as the editor's server does, and is written to a scratch copy.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { slugAfterEdit } from '../../src/lib/cms/form/name-field';
import { keepNamesAndComments, type SaveUpdate } from '../../src/lib/cms/save-keeper';

type Data = Record<string, unknown>;
const FESTIVAL = 'src/content/festivals/diwali.md';
const FESTIVAL_ORDER = [
  'name',
  'status',
  'order',
  'days',
  'summary',
  'banners',
  'products',
  'category',
  'deals',
  'festival_id',
  'kn',
  'hi',
];
const FESTIVAL_TEXT = `---
# The Diwali festival the seed loads (scripts/seed/fixtures.ts FESTIVAL_ID, festivalList API).
name: Diwali Dhamaka
status: published
order: 1 # before Sankranti when both are on
festival_id: 3
# India days, both included
days:
  starts: 2026-10-25
  ends: 2026-12-31
summary: Sweets, dry fruits, ghee, diyas and pooja needs.
banners:
  # the words sit on the left: keep focus left
  - src: ../../assets/festivals/diwali/diwali-1.jpg
    alt: Diwali Dhamaka – sweets and dry fruits
    phone: ../../assets/festivals/diwali/diwali-1-phone.jpg
    focus: left
products:
  - haldirams-soan-papdi-500-g # the best seller
  - amul-pure-ghee
category: ''
deals:
  - product: amul-pure-ghee
    price: 599
    units: 20
kn:
  # checked by Shwetha, 02/10/2026
  name: ದೀಪಾವಳಿ ಧಮಾಕಾ
  summary: ಸಿಹಿತಿಂಡಿ
  text: "ಮನೆ ಬೆಳಗಿಸಿ: ಎಲ್ಲವೂ"
  banners:
    - alt: ದೀಪಾವಳಿ ಧಮಾಕಾ
      src: ../../assets/festivals/diwali/diwali-1.kn.jpg
hi:
  name: दिवाली धमाका
  summary: मिठाइयाँ
  text: "घर को रोशन करें: सब"
  banners:
    - alt: दिवाली धमाका
      phone: ../../assets/festivals/diwali/diwali-1-phone.hi.jpg
# keep the deal units in step with the flyer
---

Light up the house and fill the sweet box.
`;
const SLIDE = 'src/content/home-slides/diwali-week.json';
const SLIDE_ORDER = ['title', 'place', 'order', 'photo', 'mobile', 'link', 'shows_from', 'shows_until', 'kn', 'hi'];
const SLIDE_DATA = {
  title: 'Diwali week',
  place: 'main',
  order: 2,
  photo: '../../assets/home-slides/diwali-week/photo.svg',
  mobile: '../../assets/home-slides/diwali-week/mobile.svg',
  link: '/festival',
  shows_from: '2026-10-25',
  shows_until: '2026-11-02',
  kn: {
    title: 'ದೀಪಾವಳಿ ವಾರ',
    photo: '../../assets/home-slides/diwali-week/photo.kn.svg',
    mobile: '../../assets/home-slides/diwali-week/mobile.kn.svg',
  },
  hi: {
    title: 'दिवाली सप्ताह',
    photo: '../../assets/home-slides/diwali-week/photo.hi.svg',
    mobile: '../../assets/home-slides/diwali-week/mobile.hi.svg',
  },
};

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

/** The picture fields of a value, with Keystatic's name for each (its field path). */
function pictures(value: unknown, path: string[] = [], out: Array<{ at: string[]; ref: string }> = []) {
  if (typeof value === 'string' && value.startsWith('../../assets/')) out.push({ at: path, ref: value });
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pictures(v, [...path, k], out);
  return out;
}

/** What Keystatic's Save sends for `data` (the edited entry) over the entry at `entry`. */
function keystaticSave(entry: string, data: Data, order: string[], body: string | null, folder: string, slug: string): SaveUpdate {
  const sorted: Data = structuredClone(Object.fromEntries(order.filter((k) => k in data).map((k) => [k, data[k]])));
  const additions: SaveUpdate['additions'] = [];
  const loaded = new Set<string>();
  for (const p of pictures(sorted)) {
    const file = `src/${p.ref.slice('../../'.length)}`;
    loaded.add(file);
    const renamed = `src/assets/${folder}/${slug}/${p.at.join('/')}.${file.split('.').pop() ?? ''}`;
    additions.push({ path: renamed, contents: (read(file) ?? Buffer.from('new upload')).toString('base64') });
    let at: unknown = sorted;
    p.at.slice(0, -1).forEach((k) => (at = (at as Data)[k]));
    (at as Data)[p.at.at(-1) ?? ''] = `../../${renamed.slice('src/'.length)}`;
  }
  const text = body === null ? `${JSON.stringify(sorted, null, 2)}\n` : `---\n${dump(sorted)}---\n${body}`;
  additions.unshift({ path: entry, contents: Buffer.from(text).toString('base64') });
  const deletions = [...loaded].filter((f) => !additions.some((a) => a.path === f)).map((path) => ({ path }));
  return { additions, deletions };
}

function apply(update: SaveUpdate): void {
  for (const a of update.additions) {
    mkdirSync(dirname(join(root, a.path)), { recursive: true });
    writeFileSync(join(root, a.path), Buffer.from(a.contents, 'base64'));
  }
  for (const d of update.deletions) rmSync(join(root, d.path), { force: true });
}

const FESTIVAL_EDITS: Array<[string, (d: Data) => void]> = [
  ['name', (d) => (d.name = 'Diwali Dhamaka 2026')],
  ['status', (d) => (d.status = 'draft')],
  ['order', (d) => (d.order = 4)],
  ['days', (d) => (d.days = { starts: '2026-10-26', ends: '2026-12-30' })],
  ['summary', (d) => (d.summary = 'Sweets for the festival of lights.')],
  ['banner alt', (d) => ((d.banners as Data[])[0]!.alt = 'Sweets and dry fruits for Diwali')],
  ['banner focus', (d) => ((d.banners as Data[])[0]!.focus = 'centre')],
  ['banner phone picture removed', (d) => delete (d.banners as Data[])[0]!.phone],
  ['products', (d) => (d.products as string[]).push('cotton-wicks-round-200-pcs')],
  ['category', (d) => (d.category = 'sweets')],
  ['deals', (d) => ((d.deals as Data[])[0]!.price = 579)],
  ['kn name', (d) => ((d.kn as Data).name = 'ದೀಪಾವಳಿ')],
  ['kn summary', (d) => ((d.kn as Data).summary = 'ಸಿಹಿ')],
  ['kn text', (d) => ((d.kn as Data).text = 'ಮನೆ ಬೆಳಗಿಸಿ')],
  ['kn banner alt', (d) => (((d.kn as Data).banners as Data[])[0]!.alt = 'ದೀಪಾವಳಿ')],
  ['hi name', (d) => ((d.hi as Data).name = 'दिवाली')],
  ['hi summary', (d) => ((d.hi as Data).summary = 'मिठाई')],
  ['hi text', (d) => ((d.hi as Data).text = 'घर रोशन करें')],
  ['hi banner alt', (d) => (((d.hi as Data).banners as Data[])[0]!.alt = 'दिवाली')],
  ['body', () => undefined],
];

const commentsOf = (text: string) => text.split('\n').flatMap((l) => (/(^|\s)#\s/.exec(l) ? [l.slice(l.indexOf('#')).trim()] : []));

describe('saving a festival keeps its file names and comments', () => {
  it.each(FESTIVAL_EDITS)('after editing %s', (field, edit) => {
    project(FESTIVAL, FESTIVAL_TEXT);
    const [, yaml = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(FESTIVAL_TEXT) ?? [];
    const data = load(yaml, { schema: CORE_SCHEMA }) as Data;
    edit(data);
    const kept = field === 'banner phone picture removed' ? ['diwali-1.jpg', 'diwali-1.kn.jpg'] : ['diwali-1.jpg', 'diwali-1-phone.jpg'];
    apply(
      keepNamesAndComments(
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

  it('a new picture keeps the name Keystatic gave it; the name of a saved festival never moves its file', () => {
    project(FESTIVAL, FESTIVAL_TEXT);
    const [, yaml = ''] = /^---\n([\s\S]*?)---\n/.exec(FESTIVAL_TEXT) ?? [];
    const data = load(yaml, { schema: CORE_SCHEMA }) as Data;
    (data.banners as Data[])[0]!.src = '../../assets/festivals/diwali/upload.jpg'; // a new upload
    const update = keepNamesAndComments(keystaticSave(FESTIVAL, data, FESTIVAL_ORDER, '', 'festivals', 'diwali'), read);
    expect(update.additions.map((a) => a.path)).toContain('src/assets/festivals/diwali/banners/0/src.jpg');
    expect(slugAfterEdit('diwali', 'Diwali Dhamaka 2027', 'diwali')).toBe('diwali');
    expect(slugAfterEdit('pongal', 'Pongal 2027', 'pongal')).toBe('pongal');
    expect(slugAfterEdit('', 'Pongal 2027', undefined)).toBe('pongal-2027');
  });
});

const SLIDE_EDITS: Array<[string, (d: Data) => void]> = [
  ['title', (d) => (d.title = 'Diwali week offers')],
  ['place', (d) => (d.place = 'below')],
  ['order', (d) => (d.order = 5)],
  ['link', (d) => (d.link = '/offers')],
  ['shows_from', (d) => (d.shows_from = '2026-10-24')],
  ['shows_until', (d) => delete d.shows_until],
  ['kn title', (d) => ((d.kn as Data).title = 'ದೀಪಾವಳಿ')],
  ['hi title', (d) => ((d.hi as Data).title = 'दिवाली')],
  ['mobile removed', (d) => delete d.mobile],
];

describe('saving a home slide keeps its pictures’ file names', () => {
  it.each(SLIDE_EDITS)('after editing %s', (field, edit) => {
    project(SLIDE, `${JSON.stringify(SLIDE_DATA, null, 2)}\n`);
    const data = structuredClone(SLIDE_DATA) as unknown as Data;
    edit(data);
    apply(keepNamesAndComments(keystaticSave(SLIDE, data, SLIDE_ORDER, null, 'home-slides', 'diwali-week'), read));
    const saved = JSON.parse(readFileSync(join(root, SLIDE), 'utf8')) as Data;
    expect(saved).toEqual(data);
    for (const p of pictures(saved)) expect(existsSync(join(root, `src/${p.ref.slice(6)}`))).toBe(true);
    expect(existsSync(join(root, 'src/assets/home-slides/diwali-week/kn'))).toBe(false);
    expect(existsSync(join(root, 'src/assets/home-slides/diwali-week/photo.svg'))).toBe(true);
    if (field === 'mobile removed') expect(saved.mobile).toBeUndefined();
  });
});
