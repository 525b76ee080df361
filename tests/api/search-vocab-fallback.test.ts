/**
 * fts5vocab is not confirmed on production D1 (issue 16): when the index's word list cannot be read,
 * search still answers, corrects everyday typos from the dictionary and shelf names, and says so
 * in the log once, not on every request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaryCatalogueWords } from '../../functions/api/services/search/search-vocabulary';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;

beforeAll(async () => {
  w = await startWorker();
  // as on a D1 without fts5vocab: the word list is not there
  await w.env.DB.prepare('DROP TABLE product_fts_terms').run();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await w?.dispose();
});

describe('search without the index word list', () => {
  it('finds tomato for "tomatoe", offers "Did you mean", and logs the fallback once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await w.call('GET', '/api/search?q=tomatoe');
    expect(res.status, res.raw).toBe(200);
    const names: string[] = res.body.response.products.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /tomato/i.test(n))).toBe(true);
    expect(res.body.response.didYouMean).toBe('tomato');

    const suggest = await w.call('GET', '/api/suggest?q=amul%20buter');
    expect(suggest.status, suggest.raw).toBe(200);
    expect(suggest.body.response.products.map((p: { name: string }) => p.name).join(' ')).toMatch(/amul butter/i);

    const exact = await w.call('GET', '/api/search?q=doodh');
    expect(exact.status).toBe(200);
    expect(exact.body.response.total).toBeGreaterThan(0);

    expect(warn.mock.calls.filter(([line]) => String(line).includes('product_fts_terms'))).toHaveLength(1);
  });

  it('the dictionary gives catalogue words, not the typed spellings', () => {
    const words = dictionaryCatalogueWords();
    expect(words).toContain('tomato');
    expect(words).not.toContain('tamatar');
  });
});
