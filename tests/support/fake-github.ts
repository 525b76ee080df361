/**
 * A fake GitHub for the editor's GitHub-mode Publish (issue 33): a node:http server speaking only
 * the REST endpoints src/lib/cms/github/github-api.ts calls, with the response shapes of GitHub's
 * REST docs (fields we do not read are left out), and the refusals GitHub gives: 401 without the
 * token, 422 for a second pull request of one branch, 405 for merging a merged one, 409 for a
 * merge whose sha is not the branch's head. It counts merges so a test can see "exactly once".
 * For Keystatic's GitHub-mode Save it also keeps each branch's files (`tree`) and answers what
 * Keystatic reads and writes: GET git/trees and git/blobs, and the GraphQL createCommitOnBranch
 * mutation (STALE_DATA when expectedHeadOid is not the branch's head, as GitHub answers).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blobSha, type FakeBranch, type FakeCommit, graphql, treeListing, treeOid } from './fake-github-git';

export { blobSha, type FakeBranch, type FakeCommit } from './fake-github-git';

export interface FakePull {
  number: number;
  head: string;
  state: 'open' | 'closed';
  merged: boolean;
}
export interface FakeReview {
  login: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';
  commit: string;
}
export interface FakeCheck {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'neutral' | 'skipped' | null;
}

export interface FakeGithub {
  url: string;
  token: string;
  branches: Map<string, FakeBranch>;
  pulls: FakePull[];
  reviews: Map<number, FakeReview[]>;
  checks: Map<string, FakeCheck[]>;
  /** login → permission ("admin", "write", "read", "none") */
  permissions: Map<string, string>;
  merges: number;
  mergeCalls: number;
  commits: FakeCommit[];
  close(): Promise<void>;
}

const REPO = '/repos/haat/store';

export async function fakeGithub(): Promise<FakeGithub> {
  const state = {
    token: 'ghp_fake',
    branches: new Map<string, FakeBranch>([['main', { sha: 'm'.repeat(40), files: [], author: 'owner', date: '2027-01-01T00:00:00Z' }]]),
    pulls: [] as FakePull[],
    reviews: new Map<number, FakeReview[]>(),
    checks: new Map<string, FakeCheck[]>(),
    permissions: new Map<string, string>(),
    merges: 0,
    mergeCalls: 0,
    commits: [] as FakeCommit[],
  };
  const user = (login: string) => ({ login, id: login.length, type: 'User' });
  const pullJson = (p: FakePull) => ({
    number: p.number,
    html_url: `https://github.com/haat/store/pull/${p.number}`,
    state: p.state,
    merged: p.merged,
    title: `Content: ${p.head}`,
    user: user('editor-bot'),
    head: { ref: p.head, sha: state.branches.get(p.head)?.sha ?? '', label: `haat:${p.head}` },
    base: { ref: 'main', label: 'haat:main' },
  });

  const blob = (sha: string) =>
    [...state.branches.values()].flatMap((b) => [...(b.tree?.values() ?? [])]).find((bytes) => blobSha(bytes) === sha);

  async function answer(req: IncomingMessage): Promise<[number, unknown]> {
    if (req.headers.authorization !== `Bearer ${state.token}`) return [401, { message: 'Bad credentials' }];
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const body = await new Promise<string>((ok) => {
      let s = '';
      req.on('data', (c: Buffer) => (s += c.toString()));
      req.on('end', () => ok(s));
    });
    const m = (re: RegExp) => path.match(re);
    let hit: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/graphql') return [200, graphql(state, body)];
    if (req.method === 'GET' && (hit = m(/\/git\/trees\/([^/]+)$/))) {
      const b = [...state.branches.values()].find((x) => x.sha === hit?.[1] || treeOid(x) === hit?.[1]);
      if (!b?.tree) return [404, { message: 'Not Found' }];
      return [200, treeListing(b)];
    }
    if (req.method === 'GET' && (hit = m(/\/git\/blobs\/([0-9a-f]{40})$/))) {
      const bytes = blob(hit[1] ?? '');
      if (!bytes) return [404, { message: 'Not Found' }];
      // Keystatic asks for the raw bytes (application/vnd.github.raw); the default is JSON, base64
      if (req.headers.accept?.includes('application/vnd.github.raw')) return [200, Buffer.from(bytes)];
      return [200, { sha: hit[1], size: bytes.length, encoding: 'base64', content: Buffer.from(bytes).toString('base64') }];
    }
    if (req.method === 'GET' && path === REPO) return [200, { full_name: 'haat/store', default_branch: 'main' }];
    if (req.method === 'GET' && path === `${REPO}/branches`) {
      return [200, [...state.branches].map(([name, b]) => ({ name, commit: { sha: b.sha, url: '' }, protected: name === 'main' }))];
    }
    if (req.method === 'GET' && (hit = m(/\/compare\/([^/]+)\.\.\.([^/]+)$/))) {
      const head = decodeURIComponent(hit[2] ?? '');
      const b = state.branches.get(head) ?? [...state.branches.values()].find((x) => x.sha === head);
      if (!b) return [404, { message: 'Not Found' }];
      const commit = {
        sha: b.sha,
        author: user(b.author),
        commit: { author: { name: b.author, email: '', date: b.date }, message: 'Save' },
      };
      return [
        200,
        {
          status: 'ahead',
          ahead_by: b.files.length ? 1 : 0,
          behind_by: 0,
          total_commits: 1,
          commits: [commit],
          files: b.files.map((filename) => ({ filename, status: 'modified' })),
        },
      ];
    }
    if (req.method === 'GET' && path === `${REPO}/pulls`) {
      return [200, state.pulls.filter((p) => p.state === 'open').map(pullJson)];
    }
    if (req.method === 'POST' && path === `${REPO}/pulls`) {
      const { head, base } = JSON.parse(body) as { head: string; base: string };
      if (state.pulls.some((p) => p.head === head && p.state === 'open')) {
        return [422, { message: 'Validation Failed', errors: [{ message: `A pull request already exists for haat:${head}.` }] }];
      }
      if (!state.branches.has(head) || base !== 'main') return [422, { message: 'Validation Failed' }];
      const p: FakePull = { number: state.pulls.length + 1, head, state: 'open', merged: false };
      state.pulls.push(p);
      return [201, pullJson(p)];
    }
    const numbered = m(/\/pulls\/(\d+)/);
    const pull = numbered ? state.pulls.find((p) => p.number === Number(numbered[1])) : undefined;
    if (req.method === 'GET' && pull && path.endsWith('/reviews')) {
      return [
        200,
        (state.reviews.get(pull.number) ?? []).map((r, i) => ({
          id: i + 1,
          user: user(r.login),
          body: '',
          state: r.state,
          commit_id: r.commit,
          submitted_at: `2027-01-02T0${i}:00:00Z`,
          author_association: 'COLLABORATOR',
        })),
      ];
    }
    if (req.method === 'PUT' && pull && path.endsWith('/merge')) {
      state.mergeCalls += 1;
      // another request may arrive while this one is "merging": GitHub takes a moment too
      await new Promise((ok) => setTimeout(ok, 20));
      if (pull.merged) return [405, { message: 'Pull Request is not mergeable' }];
      const { sha } = JSON.parse(body) as { sha?: string };
      if (sha !== state.branches.get(pull.head)?.sha)
        return [409, { message: 'Head branch was modified. Review and try the merge again.' }];
      pull.merged = true;
      pull.state = 'closed';
      // main now holds the branch's files: the branch is no longer ahead
      const merged = state.branches.get(pull.head);
      if (merged) merged.files = [];
      state.merges += 1;
      return [200, { sha: 'c'.repeat(40), merged: true, message: 'Pull Request successfully merged' }];
    }
    if (req.method === 'GET' && pull) return [200, pullJson(pull)];
    if (req.method === 'GET' && (hit = m(/\/commits\/([^/]+)\/check-runs$/))) {
      const runs = state.checks.get(decodeURIComponent(hit[1] ?? '')) ?? [];
      return [200, { total_count: runs.length, check_runs: runs.map((r, i) => ({ id: i + 1, head_sha: hit?.[1], ...r })) }];
    }
    if (req.method === 'GET' && (hit = m(/\/collaborators\/([^/]+)\/permission$/))) {
      const permission = state.permissions.get(decodeURIComponent(hit[1] ?? '')) ?? 'none';
      return [200, { permission, role_name: permission, user: user(hit[1] ?? '') }];
    }
    return [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void answer(req).then(([status, json]) => {
      if (json instanceof Uint8Array) {
        res.writeHead(status, { 'content-type': 'application/vnd.github.raw' });
        return res.end(json);
      }
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  }) as FakeGithub;
}
