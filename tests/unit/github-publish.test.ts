/**
 * Issue 33, GitHub mode's Publish against a fake GitHub (tests/support/fake-github.ts): a saved
 * branch gets one pull request, Publish merges only what an approver approved at the latest save
 * with green checks, exactly once when pressed twice at once, and a missing token turns it off.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubApi, type GithubSetup } from '../../src/lib/cms/github/github-api';
import { listChanges, pressButton, PUBLISHED_GITHUB } from '../../src/lib/cms/github/github-publish';
import { GITHUB_PUBLISH_OFF, publishSetup } from '../../src/lib/cms/publish';
import { fakeGithub, type FakeGithub } from '../support/fake-github';

const HEAD = 'a'.repeat(40);
const OLDER = 'b'.repeat(40);
const GREEN = [{ name: 'check', status: 'completed', conclusion: 'success' }] as const;

let gh: FakeGithub;
let setup: GithubSetup;
const api = () => githubApi(setup);
const publish = (pull: number) => pressButton(api(), setup, { action: 'publish', pull: String(pull) });

beforeEach(async () => {
  gh = await fakeGithub();
  const found = publishSetup({
    KEYSTATIC_GITHUB_REPO: 'haat/store',
    GITHUB_TOKEN: gh.token,
    GITHUB_API_URL: gh.url,
    PUBLISH_APPROVERS: 'owner-asha',
  });
  if (found.mode !== 'github') throw new Error('expected GitHub mode');
  setup = found;
  gh.branches.set('sankranti-2027', {
    sha: HEAD,
    files: ['src/content/festivals/makar-sankranti-2027.md', 'src/assets/festivals/makar-sankranti-2027/banner.jpg'],
    author: 'meera-marketing',
    date: '2027-01-05T06:30:00Z',
  });
  // an engineer's branch: code, never listed or published from the editor
  gh.branches.set('fix-cart', { sha: 'd'.repeat(40), files: ['src/pages/cart.astro'], author: 'ravi', date: '2027-01-05T06:30:00Z' });
});
afterEach(() => gh.close());

/** The branch as marketing leaves it after "Ask for approval", with checks and reviews. */
async function asked(reviews: FakeGithub['reviews'] extends Map<number, infer R> ? R : never, checks = [...GREEN]) {
  expect(await pressButton(api(), setup, { action: 'ask', branch: 'sankranti-2027' })).toMatchObject({ ok: true });
  gh.reviews.set(1, reviews);
  gh.checks.set(
    HEAD,
    checks.map((c) => ({ ...c })),
  );
  return 1;
}

describe('GitHub-mode Publish', () => {
  it('turns off with the reason when the token is missing', () => {
    expect(publishSetup({ KEYSTATIC_GITHUB_REPO: 'haat/store', CLOUDFLARE_API_TOKEN: 'x' })).toEqual({
      mode: 'off',
      reason: GITHUB_PUBLISH_OFF,
    });
    expect(GITHUB_PUBLISH_OFF).toContain('GITHUB_TOKEN');
    expect(setup).toMatchObject({ api: gh.url, approvers: ['owner-asha'] });
  });

  it("lists the saved change (files, who, when in India) and opens one pull request for it, however often it's asked", async () => {
    const [change] = await listChanges(api(), setup);
    expect(change).toEqual({
      branch: 'sankranti-2027',
      files: ['src/content/festivals/makar-sankranti-2027.md', 'src/assets/festivals/makar-sankranti-2027/banner.jpg'],
      savedBy: 'meera-marketing',
      savedAt: '05/01/2027 12:00 IST',
      pull: null,
    });
    const both = await Promise.all([0, 1].map(() => pressButton(api(), setup, { action: 'ask', branch: 'sankranti-2027' })));
    expect(both.every((o) => o.ok)).toBe(true);
    expect(await pressButton(api(), setup, { action: 'ask', branch: 'sankranti-2027' })).toMatchObject({ ok: true });
    expect(gh.pulls).toHaveLength(1);
    const listed = await listChanges(api(), setup);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.pull).toMatchObject({ number: 1, verdict: { ready: false, words: "Waiting for the owner's approval" } });
    expect(await pressButton(api(), setup, { action: 'ask', branch: 'fix-cart' })).toMatchObject({ ok: false });
  });

  it('refuses without an approval, and merges nothing', async () => {
    const n = await asked([]);
    expect(await publish(n)).toEqual({ ok: false, words: "Not published: Waiting for the owner's approval" });
    expect(gh.mergeCalls).toBe(0);
  });

  it('refuses an approval by someone not in PUBLISH_APPROVERS', async () => {
    gh.permissions.set('intern-kiran', 'write');
    const n = await asked([{ login: 'intern-kiran', state: 'APPROVED', commit: HEAD }]);
    const out = await publish(n);
    expect(out).toMatchObject({ ok: false });
    expect(out.words).toContain('intern-kiran approved, but cannot approve publishing');
    expect(gh.mergeCalls).toBe(0);
  });

  it('without PUBLISH_APPROVERS counts only reviewers with write access', async () => {
    setup = { ...setup, approvers: [] };
    gh.permissions.set('reader', 'read');
    const n = await asked([{ login: 'reader', state: 'APPROVED', commit: HEAD }]);
    expect((await publish(n)).ok).toBe(false);
    gh.permissions.set('owner-asha', 'admin');
    gh.reviews.get(n)?.push({ login: 'owner-asha', state: 'APPROVED', commit: HEAD });
    expect(await publish(n)).toEqual({ ok: true, words: PUBLISHED_GITHUB });
  });

  it('refuses an approval of an earlier save', async () => {
    const n = await asked([{ login: 'owner-asha', state: 'APPROVED', commit: OLDER }]);
    const out = await publish(n);
    expect(out.words).toContain('owner-asha approved an earlier save, not the latest one');
    expect(gh.mergeCalls).toBe(0);
  });

  it('refuses while checks fail or run, naming them', async () => {
    const n = await asked([{ login: 'owner-asha', state: 'APPROVED', commit: HEAD }], [
      { name: 'build and content checks', status: 'completed', conclusion: 'failure' },
    ] as never);
    expect((await publish(n)).words).toBe('Not published: Checks failed: build and content checks. Ask an engineer to look.');
    gh.checks.set(HEAD, [{ name: 'build and content checks', status: 'in_progress', conclusion: null }]);
    expect((await publish(n)).words).toContain('Checks still running: build and content checks');
    gh.checks.set(HEAD, []);
    expect((await publish(n)).words).toContain('Checks have not started');
    expect(gh.mergeCalls).toBe(0);
  });

  it('a later "changes requested" by the approver undoes the approval; a comment does not', async () => {
    const n = await asked([
      { login: 'owner-asha', state: 'APPROVED', commit: HEAD },
      { login: 'owner-asha', state: 'COMMENTED', commit: HEAD },
    ]);
    expect((await listChanges(api(), setup))[0]?.pull?.verdict.words).toBe('Approved by owner-asha — ready to publish');
    gh.reviews.get(n)?.push({ login: 'owner-asha', state: 'CHANGES_REQUESTED', commit: HEAD });
    expect((await publish(n)).words).toContain('Changes asked for by owner-asha');
  });

  it('merges an approved, green change exactly once when Publish is pressed twice at once', async () => {
    const n = await asked([{ login: 'owner-asha', state: 'APPROVED', commit: HEAD }]);
    const both = await Promise.all([publish(n), publish(n)]);
    expect(both).toEqual([
      { ok: true, words: PUBLISHED_GITHUB },
      { ok: true, words: PUBLISHED_GITHUB },
    ]);
    expect(gh.merges).toBe(1);
    expect(gh.mergeCalls).toBe(1);
    // pressed again later: already published, no second merge
    expect(await publish(n)).toEqual({ ok: true, words: PUBLISHED_GITHUB });
    expect(gh.mergeCalls).toBe(1);
  });

  it('says GitHub refused when the token is wrong, and refuses a button not on the page', async () => {
    setup = { ...setup, token: 'wrong' };
    await expect(listChanges(api(), setup)).rejects.toThrow('Bad credentials');
    expect(await publish(1)).toEqual({ ok: false, words: 'GitHub refused: Bad credentials' });
    expect(await pressButton(api(), setup, { action: 'merge-everything' })).toEqual({
      ok: false,
      words: 'That button is not on this page.',
    });
  });
});
