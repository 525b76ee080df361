import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The repository's commit-msg hook (CONTRIBUTING.md): a subject of at most 72 characters, then a blank line. */
const HOOK = resolve(__dirname, '../../.githooks/commit-msg');
const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function accepts(message: string): boolean {
  const file = join(dir, 'MSG');
  writeFileSync(file, message);
  try {
    execFileSync(HOOK, [file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the commit-msg hook', () => {
  it.each([
    ['a short subject and a body', 'Checkout reads the answer status\n\nKannada shoppers could not pay.\n', true],
    ['a subject of exactly 72 characters', `${'x'.repeat(72)}\n`, true],
    ['a subject in Kannada counted in characters, not bytes', `${'ಕ'.repeat(60)}\n`, true],
    ['a merge commit', `Merge branch 'wt-a' ${'x'.repeat(80)}\n`, true],
    ['a subject of 73 characters', `${'x'.repeat(73)}\n`, false],
    ['a body glued to the subject', 'Subject\nbody on the second line\n', false],
    ['an empty message', '# only a comment\n', false],
  ])('%s', (_, message, ok) => {
    expect(accepts(message)).toBe(ok);
  });
});
