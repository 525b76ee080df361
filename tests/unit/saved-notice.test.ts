/**
 * Issue 33: after Create the editor showed an empty Add form (the dev server reloads the page when
 * the file is written, before Keystatic leaves /create) and a delete ended on "Entry not found".
 * The editor page notes each save from Keystatic's own request and returns to the right place.
 */
import { describe, expect, it } from 'vitest';
import { githubSaveRecord, placeAfterSave, saveRecord } from '../../src/lib/cms/form/saved-notice';

const body = (additions: string[], deletions: string[] = []) =>
  JSON.stringify({ additions: additions.map((path) => ({ path, contents: '' })), deletions: deletions.map((path) => ({ path })) });

describe('where the editor goes after a save that reloaded it', () => {
  it('a festival created from /create opens as saved, not as an empty Add form', () => {
    const r = saveRecord(body(['src/assets/festivals/pongal/banners/0/src.png', 'src/content/festivals/pongal.md']), 1)!;
    expect(r).toEqual({ kind: 'saved', collection: 'festivals', slug: 'pongal', at: 1 });
    expect(placeAfterSave('/keystatic/collection/festivals/create', r)).toBe('/keystatic/collection/festivals/item/pongal');
    // already on the saved entry: stay
    expect(placeAfterSave('/keystatic/collection/festivals/item/pongal', r)).toBeUndefined();
  });

  it('a home slide too; a delete goes back to the list instead of "Entry not found"', () => {
    const slide = saveRecord(body(['src/content/home-slides/pongal-slide.json']), 2)!;
    expect(placeAfterSave('/keystatic/collection/homeSlides/create', slide)).toBe('/keystatic/collection/homeSlides/item/pongal-slide');
    const gone = saveRecord(body([], ['src/content/home-slides/pongal-slide.json']), 3)!;
    expect(gone.kind).toBe('deleted');
    expect(placeAfterSave('/keystatic/collection/homeSlides/item/pongal-slide', gone)).toBe('/keystatic/collection/homeSlides');
  });

  it('a request that writes no entry, or is not JSON, is not a save', () => {
    expect(saveRecord(body(['src/assets/festivals/x.png']), 4)).toBeUndefined();
    expect(saveRecord('not json', 5)).toBeUndefined();
  });
});

describe('a GitHub-mode save (one GraphQL createCommitOnBranch) is noted like a local one', () => {
  const mutation = (
    additions: string[],
    deletions: string[] = [],
    query = 'mutation C($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { ref { id } } }',
  ) => JSON.stringify({ query, variables: { input: { fileChanges: JSON.parse(body(additions, deletions)) } } });

  it('the festival the commit writes, or the slide it deletes', () => {
    expect(githubSaveRecord(mutation(['src/assets/festivals/diwali/x.jpg', 'src/content/festivals/diwali.md']), 6)).toEqual({
      kind: 'saved',
      collection: 'festivals',
      slug: 'diwali',
      at: 6,
    });
    expect(githubSaveRecord(mutation([], ['src/content/home-slides/pongal-slide.json']), 7)?.kind).toBe('deleted');
  });

  it("Keystatic's other GraphQL calls (reading the tree, the branch) are not saves", () => {
    expect(githubSaveRecord(mutation(['src/content/festivals/diwali.md'], [], 'query FetchRef { repository { id } }'), 8)).toBeUndefined();
    expect(githubSaveRecord(JSON.stringify({ query: 'mutation { createCommitOnBranch }' }), 9)).toBeUndefined();
    expect(githubSaveRecord('not json', 10)).toBeUndefined();
  });
});
