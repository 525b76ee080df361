import { describe, expect, expectTypeOf, it } from 'vitest';
import { readBatch, reads, type Reads } from '../../functions/api/db/batch';

/** A stand-in D1 whose batch answers each statement with the rows it was given. */
function fakeDb(answers: unknown[][]): D1Database {
  return {
    batch: async (stmts: D1PreparedStatement[]) => stmts.map((_, i) => ({ results: answers[i] ?? [], success: true, meta: {} })),
  } as unknown as D1Database;
}
const stmt = {} as D1PreparedStatement;

describe('readBatch (typed D1 batch instead of batch<any>)', () => {
  it('answers each statement its rows, in order, typed by the statement', async () => {
    const db = fakeDb([[{ id: 1, name: 'Rice' }], [{ total: 7 }]]);
    const [products, count] = await readBatch(db, [reads<{ id: number; name: string }>(stmt), reads<{ total: number }>(stmt)]);
    expectTypeOf(products).toEqualTypeOf<{ id: number; name: string }[]>();
    expectTypeOf(count).toEqualTypeOf<{ total: number }[]>();
    expect(products).toEqual([{ id: 1, name: 'Rice' }]);
    expect(count[0]?.total).toBe(7);
  });

  it('keeps a builder’s declared row type', () => {
    type Builder = () => Reads<{ slug: string }>;
    expectTypeOf<Awaited<ReturnType<typeof readBatch<[ReturnType<Builder>]>>>>().toEqualTypeOf<[{ slug: string }[]]>();
  });
});
