/**
 * docs/staff-api.md is made from the routes (scripts/docs/staff-api.ts), never kept by hand: this
 * fails while the committed file and the app's staff routes, guards and schemas disagree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { app } from '../../functions/api/app';
import { staffApiDoc, type RouteStep } from '../../scripts/docs/staff-api';

const routes = app.routes as unknown as RouteStep[];

describe('the staff API reference', () => {
  it('is what the routes say (run `npm run docs:staff-api` after changing a staff route)', () => {
    expect(readFileSync('docs/staff-api.md', 'utf8')).toBe(staffApiDoc(routes));
  });

  it('names each route once, with its guard and the fields its schemas take', () => {
    const doc = staffApiDoc(routes);
    expect(doc.match(/^## POST \/api\/staff\/orders\/:id\/move$/gm)).toHaveLength(1);
    const move = doc.slice(doc.indexOf('## POST /api/staff/orders/:id/move'));
    expect(move.slice(0, move.indexOf('\n## '))).toMatch(/Who: manager, branch, rider\.|Who: every staff role\./);
    expect(doc).toMatch(/## POST \/api\/staff\/login\n\nWho: anyone \(no staff session needed\)\./);
    // a field added to a schema shows at once: the catalogue's packs list their fields
    expect(doc).toContain('- `packs`: list of object, at most 8 items\n  - `id`: whole number above 0, optional');
  });
});
