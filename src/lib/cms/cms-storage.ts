/**
 * Where the content editor saves: the work tree's own files (local mode, the default), or, when
 * KEYSTATIC_GITHUB_REPO names a repository ("owner/name"), commits to that GitHub repository so the
 * CI deploy picks them up (docs/editor-guide.md, GitHub mode). One env var switches it.
 * A malformed name stops the editor rather than silently saving to the wrong place.
 */
export type CmsStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

const REPO = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

export function cmsStorage(repo: string | undefined): CmsStorage {
  const name = repo?.trim();
  if (!name) return { kind: 'local' };
  if (!REPO.test(name)) {
    throw new Error(`KEYSTATIC_GITHUB_REPO must be "owner/name" of a GitHub repository, not "${name}"`);
  }
  return { kind: 'github', repo: name as `${string}/${string}` };
}
