/**
 * The few GitHub REST calls the editor's GitHub-mode Publish needs (issue 33), with fetch and the
 * response shapes of GitHub's REST docs checked by zod: GitHub is outside the editor, so an answer
 * that is not what we expect stops the step rather than being guessed at. Editor's server only.
 */
import { z } from 'zod';

export interface GithubSetup {
  repo: `${string}/${string}`;
  token: string;
  /** GITHUB_API_URL, https://api.github.com unless set (GitHub Enterprise, or the tests' fake) */
  api: string;
  /** PUBLISH_APPROVERS logins; empty: anyone with write access to the repository */
  approvers: string[];
}

/** A refusal GitHub gave (status and its message), shown to the marketer in plain words. */
export class GithubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const login = z.object({ login: z.string() });
const branch = z.object({ name: z.string(), commit: z.object({ sha: z.string() }) });
const comparison = z.object({
  ahead_by: z.number(),
  commits: z.array(
    z.object({
      sha: z.string(),
      author: login.nullable(),
      commit: z.object({ author: z.object({ name: z.string(), date: z.string() }).nullable(), message: z.string() }),
    }),
  ),
  files: z.array(z.object({ filename: z.string(), status: z.string() })).default([]),
});
const pull = z.object({
  number: z.number(),
  html_url: z.string(),
  state: z.string(),
  merged: z.boolean().optional(),
  head: z.object({ ref: z.string(), sha: z.string() }),
  base: z.object({ ref: z.string() }),
});
const review = z.object({
  user: login.nullable(),
  state: z.string(),
  commit_id: z.string().nullable(),
  submitted_at: z.string().optional(),
});
const checkRuns = z.object({
  check_runs: z.array(z.object({ name: z.string(), status: z.string(), conclusion: z.string().nullable() })),
});
const mergeResult = z.object({ merged: z.boolean(), sha: z.string().optional(), message: z.string() });

export type Comparison = z.infer<typeof comparison>;
export type Pull = z.infer<typeof pull>;
export type Review = z.infer<typeof review>;
export type CheckRun = z.infer<typeof checkRuns>['check_runs'][number];

export function githubApi(setup: GithubSetup, fetcher: typeof fetch = fetch) {
  const base = `${setup.api.replace(/\/+$/, '')}/repos/${setup.repo}`;
  async function call<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, method: string, path: string, body?: object): Promise<T> {
    // a network failure or an unexpected answer is a refusal in words, never a developer screen
    const res = await fetcher(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${setup.token}`,
        'x-github-api-version': '2022-11-28',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => {
      throw new GithubError(0, 'GitHub cannot be reached');
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(json);
      throw new GithubError(res.status, message.success ? message.data.message : `GitHub answered ${res.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GithubError(res.status, 'GitHub answered in a way this editor does not understand');
    return parsed.data;
  }
  const path = encodeURIComponent;
  return {
    defaultBranch: async () => (await call(z.object({ default_branch: z.string() }), 'GET', '')).default_branch,
    branches: () => call(z.array(branch), 'GET', '/branches?per_page=100'),
    compare: (from: string, to: string) => call(comparison, 'GET', `/compare/${path(from)}...${path(to)}`),
    openPulls: (into: string) => call(z.array(pull), 'GET', `/pulls?state=open&base=${path(into)}&per_page=100`),
    pull: (n: number) => call(pull, 'GET', `/pulls/${n}`),
    createPull: (head: string, into: string, title: string, body: string) =>
      call(pull, 'POST', '/pulls', { head, base: into, title, body }),
    reviews: (n: number) => call(z.array(review), 'GET', `/pulls/${n}/reviews?per_page=100`),
    checkRuns: async (sha: string) => (await call(checkRuns, 'GET', `/commits/${path(sha)}/check-runs?per_page=100`)).check_runs,
    permission: async (who: string) =>
      (await call(z.object({ permission: z.string() }), 'GET', `/collaborators/${path(who)}/permission`)).permission,
    /** merges only if the branch is still at `sha`: a save after the approval makes GitHub refuse (409) */
    merge: (n: number, sha: string, title: string) =>
      call(mergeResult, 'PUT', `/pulls/${n}/merge`, { sha, merge_method: 'merge', commit_title: title }),
  };
}

export type GithubApi = ReturnType<typeof githubApi>;
