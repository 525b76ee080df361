/**
 * Issue 33, the editor's history with undo: `git log --follow` output read into versions (date
 * dd/mm/yyyy and time in India), the path guard that keeps Restore inside the editor's folders, and
 * Restore itself on a throw-away repository (it writes the old version back; git's history is kept).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPath, indiaDateTime, parseGitLog, picturesNamed, restoreRequest, versionFields } from '../../src/lib/cms/entry-history';
import { entryVersions, restoreVersion } from '../../src/lib/cms/entry-git';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('parseGitLog', () => {
  it('reads each commit: hash, India date and time, author, subject and the name the file had', () => {
    // 13/01/2027 20:00 UTC is 14/01/2027 01:30 in India
    const at = Date.parse('2027-01-13T20:00:00Z') / 1000;
    const out =
      `\x1e${A}\x1f${at}\x1fAsha Rao\x1fPongal: deal on jaggery\n\nsrc/content/festivals/pongal.md\n` +
      `\x1e${B}\x1f${at - 86_400}\x1fRavi\x1fFirst Pongal page: 10% off\n\nsrc/content/festivals/pongal-2027.md\n`;
    expect(parseGitLog(out, 'src/content/festivals/pongal.md')).toEqual([
      {
        id: A,
        date: '14/01/2027',
        time: '01:30 IST',
        author: 'Asha Rao',
        subject: 'Pongal: deal on jaggery',
        path: 'src/content/festivals/pongal.md',
      },
      {
        id: B,
        date: '13/01/2027',
        time: '01:30 IST',
        author: 'Ravi',
        subject: 'First Pongal page: 10% off',
        path: 'src/content/festivals/pongal-2027.md',
      },
    ]);
  });

  it('no commits (a file never in the history) is no versions; a broken record is skipped', () => {
    expect(parseGitLog('', 'src/content/festivals/x.md')).toEqual([]);
    expect(parseGitLog('\x1enot-a-hash\x1f1\x1fX\x1fY\n', 'src/content/festivals/x.md')).toEqual([]);
  });

  it('indiaDateTime pads and uses India time', () => {
    expect(indiaDateTime(Date.parse('2026-12-31T18:29:00Z'))).toEqual({ date: '31/12/2026', time: '23:59 IST' });
    expect(indiaDateTime(Date.parse('2026-12-31T18:30:00Z'))).toEqual({ date: '01/01/2027', time: '00:00 IST' });
  });
});

describe('the path guard', () => {
  it.each(['src/content/festivals/diwali.md', 'src/content/home-slides/pongal-week.json', 'src/content/ad-tiles/dairy-and-bakery.json'])(
    'lets %s through',
    (p) => expect(entryPath.safeParse(p).success).toBe(true),
  );
  it.each([
    'src/content/festivals/../../../package.json',
    '/etc/passwd',
    'src/content/policies/terms.md',
    'src/content/festivals/sub/x.md',
    'src/content/festivals/-x.md',
    'src/content/festivals/x.md; rm -rf /',
    'src/lib/cms/publish.ts',
    'package.json',
    '',
  ])('refuses %s', (p) => expect(entryPath.safeParse(p).success).toBe(false));

  it('a version is a full commit hash or "now"', () => {
    expect(restoreRequest.safeParse({ entry: 'src/content/festivals/x.md', version: A }).success).toBe(true);
    expect(restoreRequest.safeParse({ entry: 'src/content/festivals/x.md', version: 'HEAD~1' }).success).toBe(false);
    expect(restoreRequest.safeParse({ entry: 'src/content/festivals/x.md', version: '--output=/tmp/x' }).success).toBe(false);
  });
});

describe('picturesNamed', () => {
  it('the uploaded pictures a version names, as project paths; nothing outside src/assets', () => {
    const text =
      'photo: ../../assets/home-slides/a/photo.svg\nmobile: "../../assets/home-slides/a/m.PNG"\nx: ../../assets/../../../etc/passwd.png';
    expect(picturesNamed(text)).toEqual(['src/assets/home-slides/a/photo.svg', 'src/assets/home-slides/a/m.PNG']);
    expect(existsSync('src/assets/home-slides')).toBe(true);
  });
});

describe('versionFields', () => {
  it('lists a festival version front matter and text, nested parts by name', () => {
    const md =
      "---\nname: Pongal\ndays:\n  starts: 2027-01-12\n  ends: '2027-01-16'\nkn:\n  name: ಪೊಂಗಲ್\nbanners:\n  - alt: A pot\n---\n\nSweet.\n";
    expect(versionFields('src/content/festivals/p.md', md, load)).toEqual([
      ['name', 'Pongal'],
      ['days.starts', '12/01/2027'],
      ['days.ends', '16/01/2027'],
      ['kn.name', 'ಪೊಂಗಲ್'],
      ['banners 1.alt', 'A pot'],
      ['text', 'Sweet.'],
    ]);
  });
});

describe('entryVersions and restoreVersion on a throw-away repository', () => {
  let root: string;
  const FILE = 'src/content/festivals/pongal.md';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' }).toString();
  const commit = (text: string, subject: string) => {
    writeFileSync(join(root, FILE), text);
    git('add', FILE);
    git('-c', 'user.name=Asha', '-c', 'user.email=asha@example.com', 'commit', '-q', '-m', subject);
  };

  const PICTURE = 'src/assets/festivals/pongal/pot.svg';
  const FIRST = '---\nname: Pongal\nbanners:\n  - src: ../../assets/festivals/pongal/pot.svg\n---\n';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'haat-history-'));
    mkdirSync(join(root, 'src/content/festivals'), { recursive: true });
    mkdirSync(join(root, 'src/assets/festivals/pongal'), { recursive: true });
    git('init', '-q');
    writeFileSync(join(root, PICTURE), '<svg/>');
    git('add', PICTURE);
    commit(FIRST, 'First Pongal page');
    commit('---\nname: Pongal 2027\n---\n', 'Rename Pongal');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the commits newest first, and the working file first when it holds a newer save', async () => {
    expect((await entryVersions(root, FILE)).map((v) => v.subject)).toEqual(['Rename Pongal', 'First Pongal page']);
    writeFileSync(join(root, FILE), '---\nname: Pongal Week\n---\n');
    const versions = await entryVersions(root, FILE);
    expect(versions.map((v) => v.id)[0]).toBe('now');
    expect(versions).toHaveLength(3);
  });

  it('Restore writes the first version back, with a picture removed since, and leaves the history as it was', async () => {
    const first = (await entryVersions(root, FILE)).at(-1)!;
    const head = git('rev-parse', 'HEAD');
    // a later save renamed the banner (Keystatic does): the old version's picture is gone from the tree
    rmSync(join(root, PICTURE));
    expect(await restoreVersion(root, { entry: FILE, version: first.id })).toEqual({ ok: true });
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(FIRST);
    expect(readFileSync(join(root, PICTURE), 'utf8')).toBe('<svg/>');
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('log', '--format=%s').trim().split('\n')).toEqual(['Rename Pongal', 'First Pongal page']);
  });

  it('refuses a path outside the editor folders and a commit that is not this entry version', async () => {
    await expect(restoreVersion(root, { entry: '../package.json', version: A })).resolves.toMatchObject({ ok: false });
    await expect(restoreVersion(root, { entry: FILE, version: A })).resolves.toEqual({
      ok: false,
      message: 'Not a version of this entry.',
    });
    await expect(restoreVersion(root, { entry: FILE, version: 'now' })).resolves.toEqual({
      ok: false,
      message: 'Not a version of this entry.',
    });
  });
});
