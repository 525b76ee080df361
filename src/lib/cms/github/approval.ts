/**
 * Whether a saved change (a pull request) may be published, in the words the Publish page shows
 * (issue 33). One rule: an approver approved the latest save, nobody who may approve asked for
 * changes, and every check on the latest save passed. Pure, so the page and the merge use the same.
 */
import type { CheckRun, Review } from './github-api';

export type Verdict = { ready: true; words: string; approvedBy: string } | { ready: false; words: string };

/** Each reviewer's standing review: GitHub's rule, a plain comment does not undo an approval. */
export function standingReviews(reviews: Review[]): Map<string, Review> {
  const standing = new Map<string, Review>();
  for (const r of reviews) {
    if (!r.user || !['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'].includes(r.state)) continue;
    standing.set(r.user.login, r);
  }
  return standing;
}

const FAILED = new Set(['failure', 'cancelled', 'timed_out', 'action_required', 'startup_failure', 'stale']);

export function checksVerdict(checks: CheckRun[]): { ok: true } | { ok: false; words: string } {
  const failed = checks.filter((c) => c.status === 'completed' && FAILED.has(c.conclusion ?? ''));
  if (failed.length) return { ok: false, words: `Checks failed: ${failed.map((c) => c.name).join(', ')}. Ask an engineer to look.` };
  const running = checks.filter((c) => c.status !== 'completed');
  if (running.length)
    return { ok: false, words: `Checks still running: ${running.map((c) => c.name).join(', ')}. Try again in a few minutes.` };
  // the repository's workflow checks every save; none yet means they have not started, not that they passed
  if (!checks.length) return { ok: false, words: 'Checks have not started on the latest save yet. Try again in a few minutes.' };
  return { ok: true };
}

/**
 * The verdict on the pull request at `headSha`. `mayApprove` says which reviewers count (the
 * PUBLISH_APPROVERS list, or write access on GitHub); it is asked only of reviewers who approved
 * or asked for changes.
 */
export function approvalVerdict(args: {
  headSha: string;
  reviews: Review[];
  checks: CheckRun[];
  mayApprove: ReadonlySet<string>;
}): Verdict {
  const checks = checksVerdict(args.checks);
  if (!checks.ok && checks.words.startsWith('Checks failed')) return { ready: false, words: checks.words };
  const standing = [...standingReviews(args.reviews).values()];
  const counted = standing.filter((r) => args.mayApprove.has(r.user?.login ?? ''));
  const asked = counted.filter((r) => r.state === 'CHANGES_REQUESTED');
  if (asked.length) {
    return { ready: false, words: `Changes asked for by ${names(asked)}: change the entry, save, and ask again.` };
  }
  const approved = counted.filter((r) => r.state === 'APPROVED');
  const onLatest = approved.filter((r) => r.commit_id === args.headSha);
  if (!onLatest.length) {
    if (approved.length) {
      return {
        ready: false,
        words: `Waiting for the owner's approval: ${names(approved)} approved an earlier save, not the latest one. Ask again.`,
      };
    }
    const others = standing.filter((r) => r.state === 'APPROVED');
    if (others.length) {
      return { ready: false, words: `Waiting for the owner's approval (${names(others)} approved, but cannot approve publishing).` };
    }
    return { ready: false, words: "Waiting for the owner's approval" };
  }
  if (!checks.ok) return { ready: false, words: checks.words };
  const by = names(onLatest);
  return { ready: true, approvedBy: by, words: `Approved by ${by} — ready to publish` };
}

const names = (rs: Review[]) => rs.map((r) => r.user?.login ?? '').join(', ');
