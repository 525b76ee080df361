/**
 * GitHub mode's Publish (issue 33): Keystatic saves each change as commits on a branch the marketer
 * picks; here each such branch becomes one change waiting (its pull request, files, who saved and
 * when, its verdict), "Ask for approval" opens its pull request (later saves to the branch update
 * the same one), and "Publish" merges it only when approval.ts says so, once. Editor's server only.
 */
import { z } from 'zod';
import { indiaDateTime } from '../entry-history';
import { approvalVerdict, type Verdict } from './approval';
import { GithubError, type GithubApi, type GithubSetup, type Pull } from './github-api';

/** Only the editor's own folders: a branch touching code is an engineer's, never published from here. */
const CONTENT = /^src\/(content|assets)\//;

export interface Change {
  branch: string;
  files: string[];
  savedBy: string;
  /** dd/mm/yyyy hh:mm, India */
  savedAt: string;
  pull: { number: number; url: string; verdict: Verdict } | null;
}

export type Outcome = { ok: true; words: string } | { ok: false; words: string };

export const PUBLISHED_GITHUB = 'Published: the store updates in a few minutes when CI deploys.';

async function mayApprove(api: GithubApi, setup: GithubSetup, logins: string[]): Promise<Set<string>> {
  const listed = new Set(setup.approvers.map((a) => a.toLowerCase()));
  const allowed = new Set<string>();
  for (const who of new Set(logins)) {
    if (listed.size ? listed.has(who.toLowerCase()) : ['admin', 'maintain', 'write'].includes(await api.permission(who))) allowed.add(who);
  }
  return allowed;
}

/** The verdict on a pull request as GitHub holds it now (its latest save, reviews and checks). */
async function verdictOf(api: GithubApi, setup: GithubSetup, pr: Pick<Pull, 'number' | 'head'>): Promise<Verdict> {
  const [reviews, checks] = await Promise.all([api.reviews(pr.number), api.checkRuns(pr.head.sha)]);
  const reviewers = reviews.flatMap((r) => (r.user && r.state !== 'COMMENTED' ? [r.user.login] : []));
  return approvalVerdict({ headSha: pr.head.sha, reviews, checks, mayApprove: await mayApprove(api, setup, reviewers) });
}

/** The saved changes not on the main branch yet, each with its pull request and verdict. */
export async function listChanges(api: GithubApi, setup: GithubSetup): Promise<Change[]> {
  const main = await api.defaultBranch();
  const [branches, pulls] = await Promise.all([api.branches(), api.openPulls(main)]);
  const changes: Change[] = [];
  for (const b of branches.filter((x) => x.name !== main)) {
    const diff = await api.compare(main, b.name);
    const files = diff.files.map((f) => f.filename);
    if (diff.ahead_by === 0 || !files.length || !files.every((f) => CONTENT.test(f))) continue;
    const last = diff.commits.at(-1);
    const when = last?.commit.author?.date ? indiaDateTime(Date.parse(last.commit.author.date)) : null;
    const pr = pulls.find((p) => p.head.ref === b.name);
    changes.push({
      branch: b.name,
      files,
      savedBy: last?.author?.login ?? last?.commit.author?.name ?? '',
      savedAt: when ? `${when.date} ${when.time}` : '',
      pull: pr ? { number: pr.number, url: pr.html_url, verdict: await verdictOf(api, setup, pr) } : null,
    });
  }
  return changes;
}

/** One request at a time per branch or pull request: a double click never opens or merges twice. */
const inFlight = new Map<string, Promise<Outcome>>();
function once(key: string, work: () => Promise<Outcome>): Promise<Outcome> {
  const running = inFlight.get(key) ?? work().finally(() => inFlight.delete(key));
  inFlight.set(key, running);
  return running;
}

const refusal = (e: unknown): Outcome => {
  if (e instanceof GithubError) return { ok: false, words: `GitHub refused: ${e.message}` };
  throw e;
};

/** "Ask for approval": opens the branch's pull request, only for a content change that has none. */
export function askApproval(api: GithubApi, setup: GithubSetup, branch: string): Promise<Outcome> {
  return once(`branch:${branch}`, async () => {
    const change = (await listChanges(api, setup)).find((c) => c.branch === branch);
    if (!change) return { ok: false, words: 'There is no saved change on that branch.' };
    if (change.pull) return { ok: true, words: 'Approval is already asked for: the owner sees the change on GitHub.' };
    const body = `Saved in the editor by ${change.savedBy}. Files:\n${change.files.map((f) => `- ${f}`).join('\n')}`;
    return api
      .createPull(branch, await api.defaultBranch(), `Content: ${branch}`, body)
      .then((): Outcome => ({ ok: true, words: 'Approval asked for: the owner approves the change on GitHub, then press Publish.' }))
      .catch(refusal);
  });
}

/** "Publish": merges the pull request if, read again from GitHub now, it may be published. */
export function publishChange(api: GithubApi, setup: GithubSetup, number: number): Promise<Outcome> {
  return once(`pull:${number}`, async () => {
    try {
      const pr = await api.pull(number);
      if (pr.merged) return { ok: true, words: PUBLISHED_GITHUB };
      if (pr.state !== 'open') return { ok: false, words: 'This change was closed on GitHub without publishing.' };
      const main = await api.defaultBranch();
      const diff = await api.compare(main, pr.head.sha);
      if (pr.base.ref !== main || !diff.files.every((f) => CONTENT.test(f.filename))) {
        return { ok: false, words: 'This pull request changes more than festivals, slides and tiles: an engineer merges it.' };
      }
      const verdict = await verdictOf(api, setup, pr);
      if (!verdict.ready) return { ok: false, words: `Not published: ${verdict.words}` };
      await api.merge(number, pr.head.sha, `Publish ${pr.head.ref} (approved by ${verdict.approvedBy})`);
      return { ok: true, words: PUBLISHED_GITHUB };
    } catch (e) {
      return refusal(e);
    }
  });
}

const pressed = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ask'), branch: z.string().min(1).max(250) }),
  z.object({ action: z.literal('publish'), pull: z.coerce.number().int().positive() }),
]);

/** The Publish page's two buttons (a POST from the page itself, checked there): what was pressed. */
export function pressButton(api: GithubApi, setup: GithubSetup, form: Record<string, unknown>): Promise<Outcome> {
  const asked = pressed.safeParse(form);
  if (!asked.success) return Promise.resolve({ ok: false, words: 'That button is not on this page.' });
  return asked.data.action === 'ask' ? askApproval(api, setup, asked.data.branch) : publishChange(api, setup, asked.data.pull);
}
