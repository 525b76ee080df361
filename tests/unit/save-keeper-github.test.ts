/**
 * Issue 33 in GitHub mode: "saving never renames files or drops comments the team wrote" when the
 * editor commits to GitHub from the browser, past the editor's server. Each festival and home slide
 * field (the list the local-mode test uses, tests/support/save-keeper-fields.ts) is edited in turn
 * and saved the way Keystatic's patched useUpsertItem does (patches/@keystatic+core+0.6.9.patch):
 * Keystatic's own parseEntry and serializeEntryToFiles on this project's schema (keystatic.config.ts
 * with KEYSTATIC_GITHUB_REPO set), the patched keepSavedFiles reading the branch's files from the
 * fake GitHub (REST git/trees and git/blobs, as Keystatic's fetchBlob does), then the
 * createCommitOnBranch mutation Keystatic sends. The file on the branch afterwards is checked.
 */
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blobSha, fakeGithub, type FakeGithub } from '../support/fake-github';
import {
  commentsOf,
  type Data,
  FESTIVAL,
  FESTIVAL_EDITS,
  FESTIVAL_TEXT,
  pictures,
  SLIDE,
  SLIDE_DATA,
  SLIDE_EDITS,
} from '../support/save-keeper-fields';

// the page's build of Keystatic, as the editor's browser runs it: Node's build stubs the editors of
// fields (markdoc) that only the page needs
vi.mock('@keystatic/core', () => import('../../node_modules/@keystatic/core/dist/keystatic-core.js'));

type Files = Array<{ path: string; contents: Uint8Array }>;
type Read = (path: string) => Promise<Uint8Array | null>;
interface Config {
  collections: Record<string, { schema: unknown; slugField: string }>;
  keepSave?: unknown;
}
/** What the patch exports from Keystatic's browser build (the page's code; the node build is a stub). */
interface PatchedKeystatic {
  keepSavedFiles(
    c: Config,
    additions: Files,
    filesToDelete: Set<string>,
    read: Read,
  ): Promise<{ additions: Files; filesToDelete: Set<string> }>;
  parseEntry(args: object, files: Map<string, Uint8Array>): { initialState: unknown; initialFiles: string[] };
  serializeEntryToFiles(args: object): Files;
  getCollectionFormat(c: Config, collection: string): object;
  getCollectionItemPath(c: Config, collection: string, slug: string): string;
}

const BRANCH = 'diwali-words';
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
let gh: FakeGithub;
let ks: PatchedKeystatic;
let editor: Config;

beforeAll(async () => {
  gh = await fakeGithub();
  vi.stubEnv('KEYSTATIC_GITHUB_REPO', 'haat/store');
  editor = ((await import('../../keystatic.config')) as unknown as { default: Config }).default;
  const ui: string = '../../node_modules/@keystatic/core/dist/keystatic-core-ui.js';
  ks = (await import(/* @vite-ignore */ ui)) as PatchedKeystatic;
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await gh?.close();
});

/** The branch holds the entry and every picture it names, as the repository does. */
function seed(entry: string, body: string): void {
  const tree = new Map<string, Uint8Array>([[entry, new TextEncoder().encode(body)]]);
  for (const m of body.matchAll(/\.\.\/\.\.\/(assets\/[^"\s]+)/g)) tree.set(`src/${m[1]}`, new TextEncoder().encode(`bytes of ${m[1]}`));
  gh.branches.set(BRANCH, { sha: 'b'.repeat(40), files: [], author: 'meera-marketing', date: '2027-01-05T06:30:00Z', tree });
}
beforeEach(() => gh.branches.delete(BRANCH));

const api = (path: string, accept = 'application/vnd.github+json') =>
  fetch(`${gh.url}${path}`, { headers: { authorization: `Bearer ${gh.token}`, accept } });
/** The branch's tree as Keystatic loads it (path → blob sha). */
async function treeOf(): Promise<Map<string, string>> {
  const head = gh.branches.get(BRANCH)?.sha ?? '';
  const { tree } = (await (await api(`/repos/haat/store/git/trees/${head}?recursive=1`)).json()) as {
    tree: Array<{ path: string; sha: string }>;
  };
  return new Map(tree.map((t) => [t.path, t.sha]));
}
/** A file's bytes as Keystatic's fetchBlob reads them in GitHub mode (a private repository). */
async function blob(sha: string): Promise<Uint8Array> {
  return new Uint8Array(await (await api(`/repos/haat/store/git/blobs/${sha}`, 'application/vnd.github.raw')).arrayBuffer());
}

/**
 * One Save of the entry, after the marketer changed it to `edited` (the entry's text), as the
 * patched useUpsertItem makes and commits it. `config` is the editor's config (with or without keepSave).
 */
async function save(config: Config, collection: string, slug: string, edited: string): Promise<void> {
  const tree = await treeOf();
  const files = new Map(await Promise.all([...tree].map(async ([p, sha]) => [p, await blob(sha)] as const)));
  const { schema, slugField } = editor.collections[collection]!;
  const format = ks.getCollectionFormat(editor, collection);
  const dirpath = ks.getCollectionItemPath(editor, collection, slug);
  const parse = (all: Map<string, Uint8Array>) => ks.parseEntry({ dirpath, format, schema, slug: { field: slugField, slug } }, all);
  const { initialFiles } = parse(files);
  const entryPath = [...files.keys()].find((p) => p.startsWith(dirpath) && /\.(md|json)$/.test(p)) ?? '';
  const { initialState } = parse(new Map([...files, [entryPath, new TextEncoder().encode(edited)]]));
  let additions = ks.serializeEntryToFiles({
    basePath: dirpath,
    schema,
    format,
    state: initialState,
    slug: { field: slugField, value: slug },
  });
  let filesToDelete = new Set(initialFiles.filter((p) => !additions.some((a) => a.path === p)));
  const read: Read = async (path) => (tree.has(path) ? blob(tree.get(path) ?? '') : null);
  ({ additions, filesToDelete } = await ks.keepSavedFiles(config, additions, filesToDelete, read));
  // Keystatic commits only files whose blob changed
  additions = additions.filter((a) => tree.get(a.path) !== blobSha(a.contents));
  const input = {
    branch: { branchName: BRANCH, repositoryNameWithOwner: 'haat/store' },
    expectedHeadOid: gh.branches.get(BRANCH)?.sha,
    message: { headline: `Update ${dirpath}` },
    fileChanges: {
      additions: additions.map((a) => ({ path: a.path, contents: Buffer.from(a.contents).toString('base64') })),
      deletions: [...filesToDelete].map((path) => ({ path })),
    },
  };
  const res = await fetch(`${gh.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gh.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation CreateCommit($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { ref { id } } }',
      variables: { input },
    }),
  });
  const answer = (await res.json()) as { data?: { createCommitOnBranch: { ref: { target: { oid: string } } } | null }; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.createCommitOnBranch?.ref.target.oid).toBe(gh.branches.get(BRANCH)?.sha);
}
const onBranch = (path: string) => gh.branches.get(BRANCH)?.tree?.get(path);
const paths = () => [...(gh.branches.get(BRANCH)?.tree?.keys() ?? [])];

describe('a GitHub-mode Save of a festival keeps its file names and comments', () => {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(FESTIVAL_TEXT) ?? [];

  it('without the keeper (Keystatic as published) the same Save drops them: the test can fail', async () => {
    seed(FESTIVAL, FESTIVAL_TEXT);
    await save({ ...editor, keepSave: undefined }, 'festivals', 'diwali', FESTIVAL_TEXT);
    expect(commentsOf(text(onBranch(FESTIVAL)))).toEqual([]);
    expect(paths()).toContain('src/assets/festivals/diwali/banners/0/src.jpg');
    expect(paths()).not.toContain('src/assets/festivals/diwali/diwali-1.jpg');
  });

  it.each(FESTIVAL_EDITS)('after editing %s', async (field, edit) => {
    seed(FESTIVAL, FESTIVAL_TEXT);
    const data = load(yaml, { schema: CORE_SCHEMA }) as Data;
    edit(data);
    await save(editor, 'festivals', 'diwali', `---\n${dump(data)}---\n${field === 'body' ? `${body}More.\n` : body}`);
    const saved = text(onBranch(FESTIVAL));
    // every comment the team wrote, above (or beside) the same key
    expect(commentsOf(saved)).toEqual(commentsOf(FESTIVAL_TEXT));
    expect(saved).toMatch(/# India days, both included\ndays:/);
    expect(saved).toMatch(/ {2}# the words sit on the left: keep focus left\n {2}- src:/);
    expect(saved).toMatch(/- haldirams-soan-papdi-500-g # the best seller/);
    // the pictures keep their names and files; nothing under Keystatic's field names
    const kept = field === 'banner phone picture removed' ? ['diwali-1.jpg', 'diwali-1.kn.jpg'] : ['diwali-1.jpg', 'diwali-1-phone.jpg'];
    for (const name of kept) {
      expect(saved).toContain(`../../assets/festivals/diwali/${name}`);
      expect(paths()).toContain(`src/assets/festivals/diwali/${name}`);
    }
    expect(paths().filter((p) => /diwali\/(banners|kn|hi)\//.test(p))).toEqual([]);
    // and the edit itself is on the branch
    const [, after = '', afterBody = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(saved) ?? [];
    const reread = load(after, { schema: CORE_SCHEMA }) as Data;
    for (const key of Object.keys(data)) expect(reread[key], key).toEqual(data[key]);
    if (field === 'body') expect(afterBody).toContain('More.');
  });
});

describe('a GitHub-mode Save of a home slide keeps its pictures’ file names', () => {
  it.each(SLIDE_EDITS)('after editing %s', async (field, edit) => {
    seed(SLIDE, `${JSON.stringify(SLIDE_DATA, null, 2)}\n`);
    const data = structuredClone(SLIDE_DATA) as unknown as Data;
    edit(data);
    await save(editor, 'homeSlides', 'diwali-week', `${JSON.stringify(data, null, 2)}\n`);
    const saved = JSON.parse(text(onBranch(SLIDE))) as Data;
    for (const key of Object.keys(data)) expect(saved[key], key).toEqual(data[key]);
    for (const p of pictures(saved)) expect(paths()).toContain(`src/${p.ref.slice(6)}`);
    expect(paths().filter((p) => /diwali-week\/(kn|hi)\//.test(p))).toEqual([]);
    expect(paths()).toContain('src/assets/home-slides/diwali-week/photo.svg');
    if (field === 'mobile removed') expect(saved.mobile).toBeUndefined();
  });
});
