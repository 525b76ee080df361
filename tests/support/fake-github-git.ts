/**
 * The fake GitHub's git side (tests/support/fake-github.ts), for Keystatic's GitHub-mode Save
 * (issue 33): each branch's files, their blob ids, and the GraphQL Keystatic's page sends, with the
 * shapes of GitHub's GraphQL docs and the __typename and id fields Keystatic's normalised cache
 * (urql graphcache) needs: GitHubAppShell (the repository, its branches and the viewer),
 * PullRequestForBranch (none open), FetchRef, and the createCommitOnBranch mutation, answered with
 * STALE_DATA when expectedHeadOid is not the branch's head, as GitHub does.
 */
import { createHash } from 'node:crypto';

export interface FakeBranch {
  sha: string;
  files: string[];
  author: string;
  date: string;
  /** the branch's files by path, for Keystatic's Save (absent: the Publish tests need none) */
  tree?: Map<string, Uint8Array>;
}
/** A commit createCommitOnBranch made, as Keystatic sent it. */
export interface FakeCommit {
  branch: string;
  headline: string;
  added: string[];
  deleted: string[];
}
interface GitState {
  branches: Map<string, FakeBranch>;
  commits: FakeCommit[];
}
interface CommitInput {
  branch: { branchName: string; repositoryNameWithOwner: string };
  expectedHeadOid: string;
  message: { headline: string };
  fileChanges: { additions?: Array<{ path: string; contents: string }>; deletions?: Array<{ path: string }> };
}

/** git's blob id of a file: what GitHub's trees list and git/blobs/{sha} looks up */
export const blobSha = (bytes: Uint8Array) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
/** a branch head's tree id (a stand-in: Keystatic only fetches the tree by it) */
export const treeOid = (b: FakeBranch) => createHash('sha1').update(`tree ${b.sha}`).digest('hex');

/** GET git/trees/{sha}?recursive=1: every folder (type "tree") before what it holds, as GitHub lists */
export function treeListing(b: FakeBranch) {
  const folders = new Set(
    [...(b.tree?.keys() ?? [])].flatMap((p) =>
      p
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const dirs = [...folders].map((path) => ({
    path,
    mode: '040000',
    type: 'tree',
    sha: createHash('sha1').update(`${b.sha}/${path}`).digest('hex'),
  }));
  const blobs = [...(b.tree ?? [])].map(([path, bytes]) => ({
    path,
    mode: '100644',
    type: 'blob',
    sha: blobSha(bytes),
    size: bytes.length,
  }));
  return { sha: treeOid(b), tree: [...dirs, ...blobs].sort((x, y) => x.path.localeCompare(y.path)), truncated: false };
}

const refJson = (name: string, b: FakeBranch) => ({
  __typename: 'Ref',
  id: `REF_${name}`,
  name,
  target: { __typename: 'Commit', id: `C_${b.sha}`, oid: b.sha, tree: { __typename: 'Tree', id: `T_${treeOid(b)}`, oid: treeOid(b) } },
});

function commit(state: GitState, input: CommitInput, body: string): unknown {
  const { branch: where, expectedHeadOid, message, fileChanges } = input;
  const b = state.branches.get(where.branchName);
  if (!b?.tree || where.repositoryNameWithOwner !== 'haat/store') {
    return {
      data: { createCommitOnBranch: null },
      errors: [{ type: 'NOT_FOUND', path: ['createCommitOnBranch'], message: 'Branch not found' }],
    };
  }
  if (expectedHeadOid !== b.sha) {
    const stale = `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.`;
    return { data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', path: ['createCommitOnBranch'], message: stale }] };
  }
  const added = fileChanges.additions ?? [];
  const deleted = fileChanges.deletions ?? [];
  for (const a of added) b.tree.set(a.path, new Uint8Array(Buffer.from(a.contents, 'base64')));
  for (const d of deleted) b.tree.delete(d.path);
  b.files = [...new Set([...b.files, ...added.map((a) => a.path), ...deleted.map((d) => d.path)])];
  b.sha = createHash('sha1').update(`${b.sha}${body}`).digest('hex');
  state.commits.push({
    branch: where.branchName,
    headline: message.headline,
    added: added.map((a) => a.path),
    deleted: deleted.map((d) => d.path),
  });
  return { data: { createCommitOnBranch: { __typename: 'CreateCommitOnBranchPayload', ref: refJson(where.branchName, b) } } };
}

/** The answer to one GraphQL request (POST /graphql). */
export function graphql(state: GitState, body: string): unknown {
  const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
  if (/createCommitOnBranch\(/.test(query)) return commit(state, variables.input as CommitInput, body);
  const withTree = [...state.branches].filter(([, b]) => b.tree);
  if (/query GitHubAppShell/.test(query)) {
    const repo = {
      __typename: 'Repository',
      id: 'R_store',
      isPrivate: true,
      owner: { __typename: 'Organization', id: 'O_haat', login: 'haat' },
      name: 'store',
      defaultBranchRef: { __typename: 'Ref', id: 'REF_main', name: 'main' },
      refs: {
        __typename: 'RefConnection',
        nodes: withTree.map(([name, b]) => refJson(name, b)),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
      viewerPermission: 'WRITE',
      forks: { __typename: 'RepositoryConnection', nodes: [] },
    };
    const viewer = { __typename: 'User', id: 'U_meera', name: 'Meera', login: 'meera-marketing', avatarUrl: '', databaseId: 7 };
    return { data: { repository: repo, viewer } };
  }
  if (/query FetchRef/.test(query)) {
    const name = String(variables.ref).replace(/^refs\/heads\//, '');
    const b = state.branches.get(name);
    return { data: { repository: { __typename: 'Repository', id: 'R_store', ref: b ? refJson(name, b) : null } } };
  }
  if (/query PullRequestForBranch/.test(query)) {
    const id = String(variables.refId);
    return { data: { node: { __typename: 'Ref', id, associatedPullRequests: { __typename: 'PullRequestConnection', nodes: [] } } } };
  }
  return { errors: [{ message: 'The fake GitHub does not answer this query' }] };
}
