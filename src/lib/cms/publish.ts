/**
 * The editor's Publish step (issue 33): marketing puts saved festivals, slides and tiles live without
 * an engineer. It runs the store's deploy (`npm run deploy`: the build checks every file with the
 * form's rules and lists every problem, then the deals are written to the live database and the
 * Worker goes out) where the deploy key is configured, and says plainly what to do when it is not.
 * Runs in the editor's server only (npm run cms); the store's build never carries it.
 */
import { execFile } from 'node:child_process';
import { cmsStorage } from './cms-storage';
import type { GithubSetup } from './github/github-api';

export type PublishSetup =
  /** Save stores each change in GitHub; Publish merges an approved one and CI deploys main (github/) */
  | ({ mode: 'github' } & GithubSetup)
  /** this computer can publish: the command to run */
  | { mode: 'deploy'; command: string[] }
  | { mode: 'off'; reason: string };

export const PUBLISH_OFF =
  'Publishing is not set up on this computer: the store’s deploy key (CLOUDFLARE_API_TOKEN) is missing. Your saved changes are safe; ask an engineer to set it up once (docs/editor-guide.md, "For the engineer").';

export const GITHUB_PUBLISH_OFF =
  'Publishing from this editor is not set up: it has no GitHub token (GITHUB_TOKEN) to merge approved changes with. Your saved changes are safe on GitHub; ask an engineer to set it up once (docs/editor-guide.md, "For the engineer").';

/**
 * How this editor publishes. PUBLISH_COMMAND lets an engineer name another command (a staging store,
 * or the browser tests' local store); otherwise the deploy needs Cloudflare's API token.
 */
export function publishSetup(env: Record<string, string | undefined>): PublishSetup {
  const storage = cmsStorage(env.KEYSTATIC_GITHUB_REPO);
  if (storage.kind === 'github') {
    // no token: off and saying why (fail closed), never a Publish button that cannot merge
    if (!env.GITHUB_TOKEN?.trim()) return { mode: 'off', reason: GITHUB_PUBLISH_OFF };
    return {
      mode: 'github',
      repo: storage.repo,
      token: env.GITHUB_TOKEN.trim(),
      api: env.GITHUB_API_URL?.trim() || 'https://api.github.com',
      approvers: (env.PUBLISH_APPROVERS ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    };
  }
  if (env.PUBLISH_COMMAND?.trim()) return { mode: 'deploy', command: env.PUBLISH_COMMAND.trim().split(/\s+/) };
  if (env.CLOUDFLARE_API_TOKEN) return { mode: 'deploy', command: ['npm', 'run', 'deploy'] };
  return { mode: 'off', reason: PUBLISH_OFF };
}

export interface PublishResult {
  ok: boolean;
  /** the build's refusals (one line each, as the build lists them), when it stopped on the files */
  problems: string[];
  /** the end of the command's output, for the engineer if it failed for another reason */
  log: string;
}

/** The build's list of problems in a failed run's output: the lines the content rules print. */
export function problemsIn(output: string): string[] {
  // the build's colours (ESC [ … m) are dropped before reading
  const esc = String.fromCharCode(27);
  const lines = output.split('\n').map((l) =>
    l
      .split(esc)
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join('')
      .trim(),
  );
  // content-rules.ts lists each problem as '- Festival "Name" (src/content/festivals/x): words' under one heading
  return [...new Set(lines.filter((l) => /^- (Festival|Home slide|Ad tile) .*src\/content\//.test(l)).map((l) => l.slice(2)))];
}

/** Runs the publish command in the project folder; at most one at a time. */
let running: Promise<PublishResult> | null = null;
export function publish(setup: Extract<PublishSetup, { mode: 'deploy' }>, cwd = process.cwd()): Promise<PublishResult> {
  running ??= new Promise<PublishResult>((resolve) => {
    const [cmd, ...args] = setup.command as [string, ...string[]];
    execFile(cmd, args, { cwd, env: { ...process.env, CI: '1' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const output = `${stdout}\n${stderr}`;
      resolve({ ok: !error, problems: error ? problemsIn(output) : [], log: output.trim().split('\n').slice(-40).join('\n') });
    });
  }).finally(() => (running = null));
  return running;
}
