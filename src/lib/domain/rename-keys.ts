/**
 * Fields' names changed at the API's edge, the other fields and the order of all kept: the routes
 * turn inner names into the SPEC's wire names with it, and the browser turns them back, so an
 * answer's JSON stays byte for byte what it was (issue 27). Values are not touched: a value that
 * changes too (deliveryMode → flag) is replaced first, in its place, with a spread.
 */
type Names<T> = { readonly [P in keyof T & string]?: string };

export type Renamed<T, M extends Names<T>> = {
  [P in keyof T as P extends keyof M ? (M[P] extends string ? M[P] : P) : P]: T[P];
};

export function renameKeys<T extends object, const M extends Names<T>>(o: T, names: M): Renamed<T, M> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) out[(names as Record<string, string | undefined>)[key] ?? key] = value;
  return out as Renamed<T, M>;
}

/** A names map turned around (wire name → inner name). */
export type Inverse<M extends Record<string, string>> = { readonly [K in keyof M as M[K]]: K };

/** The way back in from the way out: one map is written, its inverse derived, so the two cannot disagree. */
export function invertNames<const M extends Record<string, string>>(names: M): Inverse<M> {
  return Object.fromEntries(Object.entries(names).map(([inner, wire]) => [wire, inner])) as Inverse<M>;
}
