/**
 * Typed D1 batches. `db.batch<T>()` types every statement's rows as one T, which pushed callers to
 * `batch<any>` and casts. A statement marked with the row type it reads (`reads<Row>(stmt)`, or a
 * builder that returns `Reads<Row>`) keeps that type through `readBatch`, which answers a tuple of
 * row arrays in statement order: one round trip and one transaction, as db.batch.
 */
declare const ROW: unique symbol;

/** A prepared statement that says which rows it reads (a type only; nothing is added at run time). */
export type Reads<Row> = D1PreparedStatement & { readonly [ROW]?: Row };

export function reads<Row>(statement: D1PreparedStatement): Reads<Row> {
  return statement as Reads<Row>;
}

type RowsOf<S> = S extends Reads<infer Row> ? Row[] : never;

export async function readBatch<S extends readonly Reads<unknown>[]>(
  db: D1Database,
  statements: readonly [...S],
): Promise<{ -readonly [K in keyof S]: RowsOf<S[K]> }> {
  const results = await db.batch(statements as readonly D1PreparedStatement[] as D1PreparedStatement[]);
  return results.map((r) => r.results) as { -readonly [K in keyof S]: RowsOf<S[K]> };
}
