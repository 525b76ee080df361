import { describe, expect, it } from 'vitest';
import { cmsStorage } from '../../src/lib/cms/cms-storage';

describe('the content editor saves locally unless a GitHub repository is named', () => {
  it('is local without KEYSTATIC_GITHUB_REPO (or with an empty one)', () => {
    expect(cmsStorage(undefined)).toEqual({ kind: 'local' });
    expect(cmsStorage('')).toEqual({ kind: 'local' });
    expect(cmsStorage('  ')).toEqual({ kind: 'local' });
  });

  it('commits to the named repository when KEYSTATIC_GITHUB_REPO is set', () => {
    expect(cmsStorage('haat-fresh/store')).toEqual({ kind: 'github', repo: 'haat-fresh/store' });
    expect(cmsStorage(' haat-fresh/store.web ')).toEqual({ kind: 'github', repo: 'haat-fresh/store.web' });
  });

  it('refuses a value that is not owner/name', () => {
    for (const bad of ['store', 'https://github.com/haat-fresh/store', 'a/b/c', 'owner/']) {
      expect(() => cmsStorage(bad)).toThrow(/owner\/name/);
    }
  });
});
